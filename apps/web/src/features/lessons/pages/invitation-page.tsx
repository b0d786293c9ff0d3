import { INVITATION_TTL_DAYS, type TeacherInvitation } from "@edu/shared/lessons";
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NotFoundPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { isApiError } from "../../../lib/api-client";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { formatMoneyOrDash } from "../../../lib/format-money";
import { displayName } from "../../../lib/person-name";
import { useViewerRoles } from "../../auth";
import { invitationKeys, invitationQuery, replyInvitation, sendInvitationMail } from "../api/lessons-api";
import { Field, FieldGrid } from "../components/log-summary";
import { repliedStatusOf, replyBody } from "../lib/invitation-reply";

export const handle: RouteHandle = { i18n: ["lessons"] };

const REPLY_COLORS = { no_reply: "gray", accepted: "teal", rejected: "red" } as const;
const REPLIES = [
  { value: "0", key: "no_reply" },
  { value: "1", key: "accepted" },
  { value: "2", key: "rejected" },
] as const;

/** One key per click: a retried request is answered from the first and mails once. */
const newKey = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * /private/private-lessons/invitation/{id} (spec 02 §2): one teacher invitation — who was invited, to
 * which lesson, the terms, the reply and until when the mailed links work. Staff set the reply as is
 * and mail the invitation again; the invited teacher answers here (the office is told by mail). Anyone
 * else: no permission (the server refuses the invitation too).
 */
export default function InvitationPage() {
  const { t } = useTranslation("lessons");
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const viewer = useViewerRoles();
  const invitation = useQuery({ ...invitationQuery(id), enabled: valid && Boolean(viewer.user) });
  if (!valid) return <NotFoundPage />;
  if (invitation.isError)
    return <LoadErrorPage error={invitation.error} onRetry={() => invitation.refetch()} />;
  const inv = invitation.data;
  if (!inv || !viewer.user) {
    return (
      <Container size="md" py="lg">
        <PageTitle title={t("invitation.title")} />
        <PageLoader />
      </Container>
    );
  }
  return <InvitationView inv={inv} isStaff={viewer.isStaff} />;
}

function InvitationView({ inv, isStaff }: { inv: TeacherInvitation; isStaff: boolean }) {
  const { t } = useTranslation("lessons");
  const name = displayName(inv.teacher);
  const className = inv.session_class.localized.name || inv.session_class.name;
  return (
    <Container size="md" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={t("invitation.pageTitle", { name, className })} />
      <Stack gap="md">
        <Anchor
          component={Link}
          to={isStaff ? `/private/private-lessons/${inv.class_id}/detail` : "/private/private-lessons"}
          size="sm"
        >
          {t(isStaff ? "lessonForm.backToDetail" : "lessonForm.backToList")}
        </Anchor>
        <Stack gap={4}>
          <Title order={1}>{t("invitation.heading", { name })}</Title>
          <Group gap="xs">
            <Text c="gray.7">{className}</Text>
            <Badge
              color={REPLY_COLORS[inv.replied_status_key]}
              variant="light"
              data-testid="invitation-reply"
            >
              {t(`privateDetail.reply.${inv.replied_status_key}`)}
            </Badge>
          </Group>
        </Stack>
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="sm">
            {t("invitation.who")}
          </Title>
          <FieldGrid>
            <Field label={t("fields.teacher")}>
              <Text fw={600}>{name}</Text>
            </Field>
            <Field label={t("fields.class")}>
              {isStaff ? (
                <Anchor component={Link} to={`/private/private-lessons/${inv.class_id}/detail`}>
                  {className}
                </Anchor>
              ) : (
                className
              )}
            </Field>
            <Field label={t("invitation.invitedAt")}>{formatDateTime(inv.created_at)}</Field>
          </FieldGrid>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="sm">
            {t("invitation.terms")}
          </Title>
          <FieldGrid>
            <Field label={t("lessonForm.salary")}>{formatMoneyOrDash(inv.salary, inv.currency)}</Field>
            <Field label={t("lessonForm.onlineSalary")}>
              {inv.online_salary === null
                ? "—"
                : formatMoneyOrDash(inv.online_salary, inv.online_currency ?? inv.currency)}
            </Field>
            <Field label={t("invitation.greetMeeting")}>{inv.need_greet_meeting ? t("yes") : t("no")}</Field>
          </FieldGrid>
          <Stack gap={2} mt="sm">
            <Text size="sm" c="gray.7">
              {t("privateDetail.invitationNotes")}
            </Text>
            <Text style={{ whiteSpace: "pre-wrap" }}>{inv.notes || "—"}</Text>
          </Stack>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="sm">
            {t("invitation.reply")}
          </Title>
          <FieldGrid>
            <Field label={t("privateDetail.replyLabel")}>
              {t(`privateDetail.reply.${inv.replied_status_key}`)}
            </Field>
            <Field label={t("invitation.repliedAt")}>{formatDateTime(inv.replied_at)}</Field>
            <Field label={t("invitation.mailedAt")}>
              {formatDateTime(inv.mailed_at, t("invitation.notMailed"))}
            </Field>
            <Field label={t("invitation.linkExpires")}>
              {formatDate(inv.expires_at)}
              {new Date(inv.expires_at).getTime() < Date.now() && ` (${t("invitation.expired")})`}
            </Field>
          </FieldGrid>
          {isStaff ? <OfficeActions inv={inv} /> : <TeacherAnswer inv={inv} />}
        </Paper>
      </Stack>
    </Container>
  );
}

const failureText = (error: unknown, fallback: string) =>
  isApiError(error) ? (error.firstFieldError() ?? error.message) : fallback;

/** Staff: the reply as is (no mail), and the invitation mailed again. */
function OfficeActions({ inv }: { inv: TeacherInvitation }) {
  const { t } = useTranslation("lessons");
  const queryClient = useQueryClient();
  const [reply, setReply] = useState(String(inv.replied_status));
  const refresh = () => queryClient.invalidateQueries({ queryKey: invitationKeys.one(inv.id) });
  const save = useMutation({
    mutationFn: () => replyInvitation(replyBody("office", inv.encrypted_id, repliedStatusOf(reply))),
    onSuccess: async () => {
      notifications.show({ color: "teal", message: t("privateDetail.invitationSaved") });
      await refresh();
    },
  });
  const resend = useMutation({
    mutationFn: () => sendInvitationMail(inv.id, newKey()),
    onSuccess: async (sent) => {
      notifications.show({
        color: "teal",
        message: t("invitation.resent", { date: formatDate(sent.expires_at) }),
      });
      await refresh();
    },
  });
  return (
    <Stack gap="sm" mt="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t("invitation.setReply")}
          data={REPLIES.map((o) => ({ value: o.value, label: t(`privateDetail.reply.${o.key}`) }))}
          value={reply}
          allowDeselect={false}
          onChange={(value) => value && setReply(value)}
          w={220}
        />
        <Button
          loading={save.isPending}
          disabled={Number(reply) === inv.replied_status}
          onClick={() => save.mutate()}
        >
          {t("invitation.saveReply")}
        </Button>
        <Button variant="light" loading={resend.isPending} onClick={() => resend.mutate()}>
          {t("invitation.resend")}
        </Button>
      </Group>
      <Text size="sm" c="gray.7">
        {t("invitation.resendHint", { days: INVITATION_TTL_DAYS })}
      </Text>
      {save.isError && <Alert color="red">{failureText(save.error, t("privateDetail.failed"))}</Alert>}
      {resend.isError && <Alert color="red">{failureText(resend.error, t("privateDetail.failed"))}</Alert>}
    </Stack>
  );
}

/** The invited teacher: accept or decline here; the office is told by mail (need_send_mail=1). */
function TeacherAnswer({ inv }: { inv: TeacherInvitation }) {
  const { t } = useTranslation("lessons");
  const queryClient = useQueryClient();
  const answer = useMutation({
    mutationFn: (status: 1 | 2) => replyInvitation(replyBody("teacher", inv.encrypted_id, status)),
    onSuccess: async (result) => {
      notifications.show({
        color: "teal",
        message: t(result.replied_status === 1 ? "reply.doneAccepted" : "reply.doneRejected", {
          name: displayName(result.teacher),
          className: result.localized?.name ?? result.class_name,
        }),
      });
      await queryClient.invalidateQueries({ queryKey: invitationKeys.one(inv.id) });
    },
  });
  return (
    <Stack gap="sm" mt="md">
      <Group gap="sm" wrap="wrap">
        <Button
          color="teal"
          loading={answer.isPending && answer.variables === 1}
          disabled={answer.isPending || inv.replied_status === 1}
          onClick={() => answer.mutate(1)}
        >
          {t("reply.accept")}
        </Button>
        <Button
          color="red"
          variant="light"
          loading={answer.isPending && answer.variables === 2}
          disabled={answer.isPending || inv.replied_status === 2}
          onClick={() => answer.mutate(2)}
        >
          {t("reply.reject")}
        </Button>
      </Group>
      {answer.isError && <Alert color="red">{failureText(answer.error, t("reply.failed"))}</Alert>}
    </Stack>
  );
}
