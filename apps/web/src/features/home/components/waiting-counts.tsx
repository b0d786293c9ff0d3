import { Group, Paper, SimpleGrid, Skeleton, Text, UnstyledButton } from "@mantine/core";
import { IconArmchair, IconFileCertificate, IconInbox } from "@tabler/icons-react";
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { rolesOf } from "../../../lib/roles";
import { contractsToSignQuery, studentsToPlaceQuery, unreadEnrollmentsQuery } from "../api/home-api";

function Count({
  query,
  label,
  to,
  icon,
  testId,
}: {
  query: UseQueryResult<number>;
  label: string;
  to: string;
  icon: ReactNode;
  testId: string;
}) {
  const count = query.data;
  const waiting = (count ?? 0) > 0;
  return (
    <UnstyledButton component={Link} to={to} data-testid={testId}>
      <Paper withBorder radius="md" p="md" bg={waiting ? "orange.0" : undefined}>
        <Group gap="sm" wrap="nowrap" justify="space-between">
          <Text size="sm" fw={600} c="gray.8">
            {label}
          </Text>
          <span aria-hidden="true" style={{ color: "var(--mantine-color-gray-6)" }}>
            {icon}
          </span>
        </Group>
        {query.isPending ? (
          <Skeleton h={34} w={48} mt={6} />
        ) : (
          <Text fz={28} fw={700} lh={1.2} mt={4} c={waiting ? "orange.9" : "gray.7"} data-count={count ?? ""}>
            {query.isError ? "—" : count}
          </Text>
        )}
      </Paper>
    </UnstyledButton>
  );
}

/** What waits for the user, as counts that open the list to work through (existing list calls only). */
export function WaitingCounts({ roles }: { roles: ReturnType<typeof rolesOf> }) {
  const { t } = useTranslation("home");
  const family = roles.isParent || roles.isStudent;
  const unread = useQuery({ ...unreadEnrollmentsQuery(), enabled: roles.isStaff });
  const toPlace = useQuery({ ...studentsToPlaceQuery(), enabled: roles.isStaff });
  const contracts = useQuery({ ...contractsToSignQuery(), enabled: family });
  const items = [
    roles.isStaff && (
      <Count
        key="unread"
        query={unread}
        label={t("waiting.unreadEnrollments")}
        to="/enrollment?read=unread"
        icon={<IconInbox size={20} />}
        testId="waiting-unread-enrollments"
      />
    ),
    roles.isStaff && (
      <Count
        key="place"
        query={toPlace}
        label={t("waiting.toPlace")}
        to="/placement"
        icon={<IconArmchair size={20} />}
        testId="waiting-to-place"
      />
    ),
    family && (
      <Count
        key="contracts"
        query={contracts}
        label={t("waiting.contracts")}
        to="/applications"
        icon={<IconFileCertificate size={20} />}
        testId="waiting-contracts"
      />
    ),
  ].filter(Boolean);
  if (items.length === 0) return null;
  return (
    <section aria-label={t("waiting.title")} data-testid="home-waiting">
      <SimpleGrid cols={{ base: items.length > 1 ? 2 : 1, sm: 3 }} spacing="sm">
        {items}
      </SimpleGrid>
    </section>
  );
}
