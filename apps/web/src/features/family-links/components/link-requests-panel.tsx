import type { ParentLinkRequest } from "@edu/shared";
import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconUserQuestion } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { linkRequestsQuery, useAnswerLinkRequest } from "../api/family-links-api";

/** Requests waiting for the viewer's answer: they are the student, a linked parent, or an admin. */
export const awaitingAnswer = (requests: ParentLinkRequest[] | undefined) =>
  (requests ?? []).filter((request) => request.can_confirm);

export function RequestLine({ request }: { request: ParentLinkRequest }) {
  const { t } = useTranslation("family-links");
  return (
    <Text size="sm">
      {t("incoming.line", {
        parent: request.parent_name,
        email: request.parent_email ?? request.parent_username,
        student: request.student_name ?? request.student_email ?? "",
      })}
    </Text>
  );
}

/**
 * Someone asked to be linked as a parent. Nothing is shared until the student (or a parent
 * already linked, or an admin) confirms here or through the mailed link. Renders nothing when no
 * request waits for the viewer.
 */
export function LinkRequestsPanel() {
  const { t } = useTranslation("family-links");
  const requests = useQuery(linkRequestsQuery());
  const answer = useAnswerLinkRequest();
  const waiting = awaitingAnswer(requests.data?.data);
  if (waiting.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="link-requests-title">
      <Stack gap="sm" data-testid="link-requests">
        <Group gap="sm" wrap="nowrap">
          <IconUserQuestion size={22} aria-hidden="true" />
          <Title order={2} fz="lg" id="link-requests-title">
            {t("incoming.title")}
          </Title>
        </Group>
        <Text size="sm" c="gray.7">
          {t("incoming.explain")}
        </Text>
        {answer.isError && (
          <Alert color="red" role="alert">
            {answer.error.message}
          </Alert>
        )}
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
          {waiting.map((request) => (
            <Group key={request.id} component="li" justify="space-between" wrap="wrap" gap="sm">
              <RequestLine request={request} />
              <Group gap="xs">
                <Button
                  size="xs"
                  loading={answer.isPending && answer.variables?.id === request.id}
                  onClick={() => answer.mutate({ id: request.id, answer: "confirm" })}
                >
                  {t("actions.confirm")}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  disabled={answer.isPending}
                  onClick={() => answer.mutate({ id: request.id, answer: "decline" })}
                >
                  {t("actions.decline")}
                </Button>
              </Group>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
