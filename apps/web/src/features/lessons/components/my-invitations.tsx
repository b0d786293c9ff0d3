import { Anchor, Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatMoneyOrDash } from "../../../lib/format-money";
import { myInvitationsQuery } from "../api/lessons-api";

const REPLY_COLORS = { no_reply: "gray", accepted: "teal", rejected: "red" } as const;

/**
 * A teacher's invitations to private lessons (GET class-teacher-invitations/mine), each opening its own
 * page (/private/private-lessons/invitation/{id}) to read the terms and answer. Nothing when there is none.
 */
export function MyInvitations() {
  const { t } = useTranslation("lessons");
  const mine = useQuery(myInvitationsQuery());
  const rows = mine.data?.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="my-invitations">
      <Title order={2} size="h3">
        {t("invitation.mine")}
      </Title>
      {rows.map((inv) => {
        const className = inv.session_class.localized.name || inv.session_class.name;
        return (
          <Card key={inv.id} withBorder p="sm">
            <Group justify="space-between" gap="xs">
              <Stack gap={0}>
                <Anchor
                  component={Link}
                  to={`/private/private-lessons/invitation/${inv.id}`}
                  fw={600}
                  aria-label={t("invitation.openOf", { className })}
                >
                  {className}
                </Anchor>
                <Text size="sm" c="gray.7">
                  {formatMoneyOrDash(inv.salary, inv.currency)}
                </Text>
              </Stack>
              <Badge color={REPLY_COLORS[inv.replied_status_key]} variant="light">
                {t(`privateDetail.reply.${inv.replied_status_key}`)}
              </Badge>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
