import type { MailContent, MailDetail, MailRecipientsInput } from "@edu/shared";
import { Alert, Button, Container, Group, Paper, Select, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate, useParams, useSearchParams } from "react-router";
import { useUnsavedChangesGuard } from "../../../app/guards/use-unsaved-changes-guard";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NoPermissionPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { isApiError } from "../../../lib/api-client";
import { serverFieldErrors } from "../../../lib/form-errors";
import { useViewerRoles } from "../../auth";
import {
  createMail,
  mailDetailQuery,
  mailKeys,
  mailTemplatesQuery,
  sendMail,
  updateMail,
} from "../api/mail-center-api";
import { MailContentEditor } from "../components/mail-content-editor";
import { MailPreviewPane } from "../components/mail-preview";
import { RecipientsPicker } from "../components/recipients-picker";
import { SendConfirm } from "../components/send-confirm";
import { choiceCount, emptyContent, emptyRecipients, unknownVariablesOf } from "../lib/mail-content";

export const handle: RouteHandle = { i18n: ["mail-center", "rich-text-editor"] };

type Draft = { content: MailContent; recipients: MailRecipientsInput; template_id: number | null };

const snapshot = (draft: Draft) => JSON.stringify(draft);

function MailForm({ mail }: { mail?: MailDetail }) {
  const { t } = useTranslation("mail-center");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const initial: Draft = {
    content: mail?.content ?? emptyContent(),
    recipients: mail
      ? {
          user_ids: mail.recipients.users.map((u) => u.id),
          tag_ids: mail.recipients.tags.map((tag) => tag.id),
          class_ids: mail.recipients.classes.map((c) => c.id),
          class_audience: mail.recipients.class_audience,
          roles: mail.recipients.roles,
        }
      : emptyRecipients(),
    template_id: mail?.template_id ?? null,
  };
  const [draft, setDraft] = useState<Draft>(initial);
  const [saved, setSaved] = useState(() => snapshot(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const [confirmCount, setConfirmCount] = useState<number | null>(
    mail && searchParams.get("send") === "1" ? mail.recipient_count : null,
  );
  const [goTo, setGoTo] = useState<string | null>(null);
  const [people, setPeople] = useState(() =>
    (mail?.recipients.users ?? []).map((u) => ({ id: u.id, name: u.name })),
  );
  const dirty = snapshot(draft) !== saved;
  useUnsavedChangesGuard(dirty);
  useEffect(() => {
    if (goTo && !dirty) navigate(goTo, { replace: true });
  }, [goTo, dirty, navigate]);

  const templates = useQuery(mailTemplatesQuery(1, ""));
  const save = useMutation({
    mutationFn: (body: Draft) => (mail ? updateMail(mail.id, body) : createMail(body)),
    onSuccess: (detail, body) => {
      setErrors({});
      setSaved(snapshot(body));
      queryClient.setQueryData(mailKeys.detail(detail.id), detail);
      void queryClient.invalidateQueries({ queryKey: [...mailKeys.all, "list"] });
    },
    onError: (error) => {
      if (isApiError(error) && error.errors)
        setErrors(serverFieldErrors(error.errors) as Record<string, string>);
    },
  });
  const send = useMutation({
    mutationFn: (id: number) => sendMail(id),
    onSuccess: async (detail) => {
      setConfirmCount(null);
      notifications.show({ color: "teal", message: t("send.done", { count: detail.recipient_count }) });
      await queryClient.invalidateQueries({ queryKey: mailKeys.all });
      setGoTo(`/mail/view/${detail.id}`);
    },
    onError: (error) => {
      setConfirmCount(null);
      if (isApiError(error) && error.errors)
        setErrors(serverFieldErrors(error.errors) as Record<string, string>);
    },
  });

  const blocked = Object.keys(unknownVariablesOf(draft.content)).length > 0 || uploading;
  const saveDraft = async (then?: "send") => {
    const detail = await save.mutateAsync(draft).catch(() => undefined);
    if (!detail) return;
    if (!mail) {
      setGoTo(`/mail/edit/${detail.id}${then === "send" ? "?send=1" : ""}`);
      return;
    }
    if (then === "send") setConfirmCount(detail.recipient_count);
    else notifications.show({ color: "teal", message: t("edit.saved") });
  };

  const applyTemplate = (value: string | null) => {
    const picked = templates.data?.data.find((tpl) => String(tpl.id) === value);
    setDraft((d) =>
      picked ? { ...d, content: picked.content, template_id: picked.id } : { ...d, template_id: null },
    );
  };

  const shownPeople = people.filter((u) => draft.recipients.user_ids.includes(u.id));
  const problem = save.isError && !(isApiError(save.error) && save.error.errors) ? save.error.message : null;
  const sendProblem =
    send.isError && !(isApiError(send.error) && send.error.errors) ? send.error.message : null;

  return (
    <Stack gap="md">
      {(problem || sendProblem) && <Alert color="red">{problem ?? sendProblem}</Alert>}
      {errors.recipients && <Alert color="red">{errors.recipients}</Alert>}
      <Paper withBorder p="sm" radius="md">
        <Select
          label={t("edit.template")}
          placeholder={t("edit.noTemplate")}
          data={(templates.data?.data ?? []).map((tpl) => ({ value: String(tpl.id), label: tpl.name }))}
          value={draft.template_id ? String(draft.template_id) : null}
          onChange={applyTemplate}
          clearable
          w={{ base: "100%", sm: 360 }}
          description={t("edit.templateHint")}
          // Mantine's dimmed grey (#868e96) is 3.3:1 on white; gray.7 reads at 4.5:1 and more.
          descriptionProps={{ style: { color: "var(--mantine-color-gray-7)" } }}
        />
      </Paper>
      <MailContentEditor
        value={draft.content}
        onChange={(content) => setDraft((d) => ({ ...d, content }))}
        errors={errors}
        onUploadingChange={setUploading}
      />
      <Paper withBorder p="sm" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t("recipients.title")}
          </Title>
          <RecipientsPicker
            value={draft.recipients}
            onChange={(recipients) => setDraft((d) => ({ ...d, recipients }))}
            initial={mail?.recipients}
            onUsersChange={setPeople}
          />
          {mail && !dirty && (
            <Text size="sm" c="gray.7" data-testid="recipient-estimate">
              {t("recipients.reachesNow", { count: mail.recipient_count })}
            </Text>
          )}
        </Stack>
      </Paper>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t("preview.title")}
        </Title>
        <MailPreviewPane content={draft.content} people={shownPeople} />
      </Stack>
      <Group justify="flex-end" gap="sm" wrap="wrap">
        <Button variant="default" component={Link} to="/mail">
          {t("actions.back")}
        </Button>
        <Button variant="light" onClick={() => saveDraft()} loading={save.isPending} disabled={blocked}>
          {t("edit.saveDraft")}
        </Button>
        <Button
          onClick={() => saveDraft("send")}
          loading={save.isPending || send.isPending}
          disabled={blocked || choiceCount(draft.recipients) === 0}
        >
          {t("send.button")}
        </Button>
      </Group>
      {mail && (
        <SendConfirm
          opened={confirmCount !== null}
          count={confirmCount ?? 0}
          subject={draft.content.en.subject}
          pending={send.isPending}
          onConfirm={() => send.mutate(mail.id)}
          onClose={() => setConfirmCount(null)}
        />
      )}
    </Stack>
  );
}

/** /mail/create and /mail/edit/{id}: write a draft, choose recipients, preview, send (admins). */
export default function MailEditPage() {
  const { t } = useTranslation("mail-center");
  const params = useParams();
  const id = params.id ? Number(params.id) : undefined;
  const { isPending, isAdmin } = useViewerRoles();
  const detail = useQuery({ ...mailDetailQuery(id ?? 0), enabled: Boolean(id) && isAdmin });
  const title = id ? t("edit.editTitle") : t("edit.createTitle");
  if (isPending) return <PageLoader />;
  if (!isAdmin) return <NoPermissionPage reason={t("writeAccess")} />;
  if (id && detail.isPending) return <PageLoader />;
  if (id && detail.isError) return <LoadErrorPage error={detail.error} onRetry={() => detail.refetch()} />;
  if (detail.data?.status === "sent") return <Navigate to={`/mail/view/${detail.data.id}`} replace />;
  return (
    <Container size="xl" py="lg">
      <PageTitle title={title} />
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <MailForm key={id ?? "new"} mail={detail.data} />
      </Stack>
    </Container>
  );
}
