import type { ParentLinkRequest } from "@edu/shared";
import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { linkRequestsQuery, useAnswerLinkRequest } from "../api/family-links-api";

// Dark text on the pale yellow badge: Mantine's yellow label fails contrast (axe, WCAG AA).
const PENDING_BADGE_STYLE = { "--badge-color": "var(--mantine-color-dark-7)" } as CSSProperties;

/** The links this parent asked for, still waiting for confirmation. */
export const askedByMe = (requests: ParentLinkRequest[] | undefined) =>
  (requests ?? []).filter((request) => request.is_mine);

/**
 * Where a parent's children are listed: the children they named by email that have not confirmed
 * yet, marked "waiting for confirmation" (the parent sees nothing of theirs until then).
 */
export function PendingChildren({ card = false }: { card?: boolean }) {
  const { t } = useTranslation("family-links");
  const requests = useQuery(linkRequestsQuery());
  const answer = useAnswerLinkRequest();
  const mine = askedByMe(requests.data?.data);
  if (mine.length === 0) return null;
  const list = (
    <Stack gap="xs" data-testid="pending-children">
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
        {mine.map((request) => (
          <Group key={request.id} component="li" gap="sm" wrap="wrap" justify="space-between">
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" fw={500}>
                {request.student_email}
              </Text>
              <Badge color="yellow" variant="light" style={PENDING_BADGE_STYLE}>
                {t("pending.badge")}
              </Badge>
            </Group>
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray"
              loading={answer.isPending && answer.variables?.id === request.id}
              onClick={() => answer.mutate({ id: request.id, answer: "decline" })}
            >
              {t("actions.withdraw")}
            </Button>
          </Group>
        ))}
      </Stack>
      <Text size="xs" c="gray.7">
        {t("pending.explain")}
      </Text>
    </Stack>
  );
  if (!card) return list;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="pending-children-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="pending-children-title">
          {t("pending.title")}
        </Title>
        {list}
      </Stack>
    </Paper>
  );
}
