import { Group, Paper, SimpleGrid, Skeleton, Text, UnstyledButton } from "@mantine/core";
import { IconArmchair, IconFileCertificate, IconInbox } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { rolesOf } from "../../../lib/roles";
import { homeSummaryQuery } from "../api/home-api";

function Count({
  count,
  pending,
  label,
  to,
  icon,
  testId,
}: {
  /** null: the answer came without this count (the role may not see it) or the call failed. */
  count: number | null | undefined;
  pending: boolean;
  label: string;
  to: string;
  icon: ReactNode;
  testId: string;
}) {
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
        {pending ? (
          <Skeleton h={34} w={48} mt={6} />
        ) : (
          <Text fz={28} fw={700} lh={1.2} mt={4} c={waiting ? "orange.9" : "gray.7"} data-count={count ?? ""}>
            {count ?? "—"}
          </Text>
        )}
      </Paper>
    </UnstyledButton>
  );
}

/** What waits for the user, as counts that open the list to work through (from the home summary). */
export function WaitingCounts({ roles }: { roles: ReturnType<typeof rolesOf> }) {
  const { t } = useTranslation("home");
  const family = roles.isParent || roles.isStudent;
  const summary = useQuery(homeSummaryQuery());
  const pending = summary.isPending;
  const counts = summary.data;
  const items = [
    roles.isStaff && (
      <Count
        key="unread"
        count={counts?.unread_enrollments}
        pending={pending}
        label={t("waiting.unreadEnrollments")}
        to="/enrollment?read=unread"
        icon={<IconInbox size={20} />}
        testId="waiting-unread-enrollments"
      />
    ),
    roles.isStaff && (
      <Count
        key="place"
        count={counts?.students_to_place}
        pending={pending}
        label={t("waiting.toPlace")}
        to="/placement"
        icon={<IconArmchair size={20} />}
        testId="waiting-to-place"
      />
    ),
    family && (
      <Count
        key="contracts"
        count={counts?.contracts_to_sign}
        pending={pending}
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
