import type { MailContent, MailTemplate } from "@edu/shared";
import { Alert, Button, Container, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useUnsavedChangesGuard } from "../../../app/guards/use-unsaved-changes-guard";
import type { RouteHandle } from "../../../app/route-handle";
import { AdminList, type DataListColumn, useListControls, useRowDelete } from "../../../components/data-list";
import { PageLoader } from "../../../components/page-loader";
import { NoPermissionPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { isApiError } from "../../../lib/api-client";
import { serverFieldErrors } from "../../../lib/form-errors";
import { formatDateTime } from "../../../lib/format-date";
import { useViewerRoles } from "../../auth";
import {
  createTemplate,
  deleteTemplate,
  mailKeys,
  mailTemplatesQuery,
  updateTemplate,
} from "../api/mail-center-api";
import { MailContentEditor } from "../components/mail-content-editor";
import { CONTENT_LOCALES, emptyContent, isBlankHtml, unknownVariablesOf } from "../lib/mail-content";

export const handle: RouteHandle = { i18n: ["mail-center", "data-list", "rich-text-editor"] };

type Editing = { id: number | null; name: string; content: MailContent };

/** Client-side rules before saving: a name, English complete, other languages both parts or neither. */
function templateProblems(value: Editing, t: (key: string) => string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!value.name.trim()) errors.name = t("templates.nameRequired");
  for (const lang of CONTENT_LOCALES) {
    const hasSubject = value.content[lang].subject.trim() !== "";
    const hasBody = !isBlankHtml(value.content[lang].body);
    if (lang === "en" && !hasSubject) errors["content.en.subject"] = t("templates.englishRequired");
    if (lang === "en" && !hasBody) errors["content.en.body"] = t("templates.englishRequired");
    if (lang !== "en" && hasSubject !== hasBody)
      errors[`content.${lang}.${hasSubject ? "body" : "subject"}`] = t("templates.bothOrNeither");
  }
  return errors;
}

function TemplateForm({ value, onDone }: { value: Editing; onDone: () => void }) {
  const { t } = useTranslation("mail-center");
  const queryClient = useQueryClient();
  const [form, setForm] = useState(value);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const dirty = JSON.stringify(form) !== JSON.stringify(value);
  useUnsavedChangesGuard(dirty);
  const save = useMutation({
    mutationFn: () => {
      const body = { name: form.name, content: form.content };
      return form.id ? updateTemplate(form.id, body) : createTemplate(body);
    },
    onSuccess: async () => {
      notifications.show({ color: "teal", message: t("templates.saved") });
      await queryClient.invalidateQueries({ queryKey: [...mailKeys.all, "templates"] });
      onDone();
    },
    onError: (error) => {
      if (isApiError(error) && error.errors)
        setErrors(serverFieldErrors(error.errors) as Record<string, string>);
    },
  });
  const submit = () => {
    const found = templateProblems(form, t);
    setErrors(found);
    if (Object.keys(found).length === 0 && Object.keys(unknownVariablesOf(form.content)).length === 0)
      save.mutate();
  };
  return (
    <Paper withBorder p="md" radius="md" data-testid="template-form">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Title order={2} size="h4">
            {form.id ? t("templates.editTitle") : t("templates.newTitle")}
          </Title>
          {save.isError && !(isApiError(save.error) && save.error.errors) && (
            <Alert color="red">{save.error.message}</Alert>
          )}
          <TextInput
            label={t("templates.name")}
            value={form.name}
            onChange={(event) => {
              const name = event.currentTarget.value;
              setForm((f) => ({ ...f, name }));
            }}
            error={errors.name}
            required
            maxLength={120}
            w={{ base: "100%", sm: 360 }}
          />
          <MailContentEditor
            value={form.content}
            onChange={(content) => setForm((f) => ({ ...f, content }))}
            errors={errors}
            onUploadingChange={setUploading}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onDone}>
              {t("actions.cancel")}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={uploading}>
              {t("templates.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function Templates({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation("mail-center");
  const { page, q, bind } = useListControls();
  const list = useQuery(mailTemplatesQuery(page, q));
  const [editing, setEditing] = useState<Editing | null>(null);
  const remove = useRowDelete<number>({
    mutationFn: deleteTemplate,
    invalidate: [...mailKeys.all, "templates"],
    message: t("templates.deleted"),
  });
  const columns: DataListColumn<MailTemplate>[] = [
    { key: "name", header: t("templates.name"), primary: true, cell: (tpl) => tpl.name },
    {
      key: "languages",
      header: t("templates.languages"),
      cell: (tpl) =>
        CONTENT_LOCALES.filter((lang) => tpl.content[lang].subject.trim())
          .map((lang) => t(`languages.${lang}`))
          .join(" · "),
    },
    { key: "subject", header: t("content.subject"), cell: (tpl) => tpl.content.en.subject },
    { key: "updated", header: t("templates.updated"), cell: (tpl) => formatDateTime(tpl.updated_at) },
    ...(canWrite
      ? [
          {
            key: "actions",
            header: t("list.actions"),
            actions: true,
            cell: (tpl: MailTemplate) => (
              <Group gap="xs" wrap="wrap">
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => setEditing({ id: tpl.id, name: tpl.name, content: tpl.content })}
                >
                  {t("actions.edit")}
                </Button>
                {remove.buttons(tpl.id)}
              </Group>
            ),
          },
        ]
      : []),
  ];
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1}>{t("templates.title")}</Title>
        <Group gap="sm">
          <Button component={Link} to="/mail" variant="default">
            {t("nav.mails")}
          </Button>
          {canWrite && !editing && (
            <Button onClick={() => setEditing({ id: null, name: "", content: emptyContent() })}>
              {t("templates.new")}
            </Button>
          )}
        </Group>
      </Group>
      {editing && <TemplateForm key={editing.id ?? "new"} value={editing} onDone={() => setEditing(null)} />}
      <AdminList
        query={list}
        {...bind(t("templates.search"))}
        total
        columns={columns}
        rowKey={(tpl) => tpl.id}
        label={t("templates.title")}
        empty={<Text>{t("templates.empty")}</Text>}
      />
    </Stack>
  );
}

/** /mail/template: templates in three languages side by side (admins write, staff read). */
export default function MailTemplatesPage() {
  const { t } = useTranslation("mail-center");
  const { isPending, isStaff, isAdmin } = useViewerRoles();
  if (isPending) return <PageLoader />;
  if (!isStaff) return <NoPermissionPage reason={t("access")} />;
  return (
    <Container size="xl" py="lg">
      <PageTitle title={t("templates.title")} />
      <Templates canWrite={isAdmin} />
    </Container>
  );
}
