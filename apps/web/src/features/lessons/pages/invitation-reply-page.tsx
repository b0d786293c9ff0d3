import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageTitle } from "../../../components/page-title";
import { isApiError } from "../../../lib/api-client";
import { displayName } from "../../../lib/person-name";
import { useViewerRoles } from "../../auth";
import { replyInvitation } from "../api/lessons-api";
import { replyBody, replyFromParam, replyMode } from "../lib/invitation-reply";

export const handle: RouteHandle = { i18n: ["lessons"] };

/**
 * /private/private-lessons/invitation-reply/{reply_status}/{class_teacher_invitation_id} (and without
 * /private): a teacher answers an invitation from the mailed link without signing in. The id is the
 * invitation's encrypted id; nothing is sent until the teacher confirms, so opening the link (or a mail
 * scanner fetching it) changes nothing. Who sends what (spec 02 §7): the office as is, the teacher (or
 * whoever is signed out) with need_send_mail=1, anyone else signed in nothing.
 */
export default function InvitationReplyPage() {
  const { t } = useTranslation("lessons");
  const params = useParams();
  const reply = replyFromParam(params.reply_status);
  const key = params.class_teacher_invitation_id ?? "";
  const viewer = useViewerRoles();
  const mode = replyMode({ signedIn: Boolean(viewer.user), ...viewer });
  const send = useMutation({
    mutationFn: (status: 1 | 2) => {
      if (mode === null) throw new Error(t("reply.notYours"));
      return replyInvitation(replyBody(mode, key, status));
    },
  });
  const title = t("reply.title");
  const result = send.data;
  const failure = send.error
    ? isApiError(send.error)
      ? (send.error.firstFieldError() ?? send.error.message)
      : t("reply.failed")
    : null;

  return (
    <Container size="sm" py="xl" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={title} />
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {title}
          </Title>
          {reply === null || key === "" ? (
            <Alert color="red">{t("reply.badLink")}</Alert>
          ) : mode === null && !viewer.isPending ? (
            <Alert color="orange" data-testid="reply-not-yours">
              {t("reply.notYours")}
            </Alert>
          ) : result ? (
            <Alert color={result.replied_status === 1 ? "teal" : "gray"} data-testid="reply-done">
              {t(result.replied_status === 1 ? "reply.doneAccepted" : "reply.doneRejected", {
                name: displayName(result.teacher),
                className: result.localized?.name ?? result.class_name,
              })}
            </Alert>
          ) : (
            <>
              <Text>{t(reply === 1 ? "reply.askAccept" : "reply.askReject")}</Text>
              {failure && <Alert color="red">{failure}</Alert>}
              <Group gap="sm" wrap="wrap">
                <Button
                  color={reply === 1 ? "teal" : "red"}
                  loading={send.isPending}
                  disabled={viewer.isPending}
                  onClick={() => send.mutate(reply)}
                >
                  {t(reply === 1 ? "reply.accept" : "reply.reject")}
                </Button>
                <Button
                  variant="default"
                  disabled={send.isPending || viewer.isPending}
                  onClick={() => send.mutate(reply === 1 ? 2 : 1)}
                >
                  {t(reply === 1 ? "reply.rejectInstead" : "reply.acceptInstead")}
                </Button>
              </Group>
            </>
          )}
          <Text size="sm" c="gray.7">
            <Link to="/">{t("reply.home")}</Link>
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
