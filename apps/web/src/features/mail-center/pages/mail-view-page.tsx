import { MAIL_DELIVERY_STATES, type MailDetail, type MailRecipient } from "@edu/shared";
import { Badge, Button, Container, Group, Paper, Select, Stack, Tabs, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { AdminList, type DataListColumn } from "../../../components/data-list";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NoPermissionPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { RichTextView } from "../../../components/rich-text-editor";
import { formatDateTime } from "../../../lib/format-date";
import { useViewerRoles } from "../../auth";
import {
  duplicateMail,
  type MailDeliveryFilter,
  mailDetailQuery,
  mailKeys,
  mailRecipientsQuery,
} from "../api/mail-center-api";
import { DeliveryBadge, DeliveryCounts } from "../components/delivery-counts";
import { CONTENT_LOCALES } from "../lib/mail-content";

export const handle: RouteHandle = { i18n: ["mail-center", "data-list"] };

function Recipients({ mail }: { mail: MailDetail }) {
  const { t } = useTranslation("mail-center");
  const [page, setPage] = useState(1);
  const [state, setState] = useState<MailDeliveryFilter>(undefined);
  const list = useQuery(mailRecipientsQuery(mail.id, page, state));
  const columns: DataListColumn<MailRecipient>[] = [
    { key: "name", header: t("view.name"), primary: true, cell: (r) => r.name },
    {
      key: "email",
      header: t("view.email"),
      cell: (r) => <Text style={{ wordBreak: "break-all" }}>{r.email}</Text>,
    },
    { key: "language", header: t("view.language"), cell: (r) => t(`languages.${r.locale}`) },
    {
      key: "state",
      header: t("view.state"),
      cell: (r) => (
        <Stack gap={2}>
          <DeliveryBadge state={r.state} />
          {r.error && (
            <Text size="xs" c="red.8" style={{ wordBreak: "break-word" }}>
              {r.error}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: "sent", header: t("view.sentAt"), cell: (r) => formatDateTime(r.sent_at) },
  ];
  return (
    <AdminList
      query={list}
      page={page}
      onPage={setPage}
      filters={
        <Select
          aria-label={t("view.state")}
          placeholder={t("view.allStates")}
          clearable
          value={state ?? null}
          onChange={(value) => {
            setState((value as MailDeliveryFilter) ?? undefined);
            setPage(1);
          }}
          data={MAIL_DELIVERY_STATES.map((value) => ({ value, label: t(`states.${value}`) }))}
          w={200}
        />
      }
      total
      columns={columns}
      rowKey={(r) => r.id}
      label={t("view.recipients")}
      empty={<Text>{t("view.noRecipients")}</Text>}
    />
  );
}

function Chosen({ mail }: { mail: MailDetail }) {
  const { t } = useTranslation("mail-center");
  const r = mail.recipients;
  const rows: [string, string[]][] = [
    [t("recipients.users"), r.users.map((u) => u.name)],
    [t("recipients.tags"), r.tags.map((tag) => tag.name)],
    [
      `${t("recipients.classes")} (${t(`recipients.audience.${r.class_audience}`)})`,
      r.classes.map((c) => c.name),
    ],
    [t("recipients.roles"), r.roles.map((role) => t(`roles.${role}`))],
  ];
  return (
    <Stack gap={6}>
      {rows
        .filter(([, names]) => names.length > 0)
        .map(([label, names]) => (
          <Group key={label} gap={6} wrap="wrap">
            <Text size="sm" fw={600}>
              {label}:
            </Text>
            {names.map((name) => (
              <Badge key={name} variant="light" color="gray" style={{ textTransform: "none" }}>
                {name}
              </Badge>
            ))}
          </Group>
        ))}
    </Stack>
  );
}

function MailView({ mail, canWrite }: { mail: MailDetail; canWrite: boolean }) {
  const { t } = useTranslation("mail-center");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const duplicate = useMutation({
    mutationFn: () => duplicateMail(mail.id),
    onSuccess: async (copy) => {
      notifications.show({ color: "teal", message: t("view.duplicated") });
      await queryClient.invalidateQueries({ queryKey: mailKeys.all });
      navigate(`/mail/edit/${copy.id}`);
    },
  });
  const languages = CONTENT_LOCALES.filter((lang) => mail.content[lang].subject.trim());
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm" align="flex-start">
        <Stack gap={4}>
          <Title order={1} style={{ wordBreak: "break-word" }}>
            {mail.subject || t("list.noSubject")}
          </Title>
          <Group gap="xs" wrap="wrap">
            <Badge color={mail.status === "sent" ? "teal.9" : "gray.7"}>{t(`status.${mail.status}`)}</Badge>
            <Text size="sm" c="gray.7">
              {mail.status === "sent"
                ? t("view.sentLine", { date: formatDateTime(mail.sent_at), name: mail.sent_by_name ?? "—" })
                : t("view.draftLine", { count: mail.recipient_count })}
            </Text>
          </Group>
        </Stack>
        <Group gap="sm" wrap="wrap">
          <Button component={Link} to="/mail" variant="default">
            {t("actions.back")}
          </Button>
          {canWrite && mail.status === "draft" && (
            <Button component={Link} to={`/mail/edit/${mail.id}`}>
              {t("actions.edit")}
            </Button>
          )}
          {canWrite && (
            <Button variant="light" onClick={() => duplicate.mutate()} loading={duplicate.isPending}>
              {t("actions.duplicate")}
            </Button>
          )}
        </Group>
      </Group>
      {mail.status === "sent" && <DeliveryCounts counts={mail.counts} />}
      <Paper withBorder p="sm" radius="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t("recipients.title")}
          </Title>
          <Chosen mail={mail} />
        </Stack>
      </Paper>
      <Paper withBorder p="sm" radius="md">
        <Tabs defaultValue={languages[0] ?? "en"}>
          <Tabs.List>
            {(languages.length ? languages : (["en"] as const)).map((lang) => (
              <Tabs.Tab key={lang} value={lang}>
                {t(`languages.${lang}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {CONTENT_LOCALES.map((lang) => (
            <Tabs.Panel key={lang} value={lang} pt="sm" lang={lang}>
              <Stack gap="xs">
                <Text fw={700} style={{ wordBreak: "break-word" }}>
                  {mail.content[lang].subject}
                </Text>
                <RichTextView html={mail.content[lang].body} />
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
      </Paper>
      {mail.status === "sent" && (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t("view.recipients")}
          </Title>
          <Recipients mail={mail} />
        </Stack>
      )}
    </Stack>
  );
}

/** /mail/view/{id}: a mail's content and chosen recipients; sent: each recipient's delivery state. */
export default function MailViewPage() {
  const { t } = useTranslation("mail-center");
  const id = Number(useParams().id);
  const { isPending, isStaff, isAdmin } = useViewerRoles();
  const detail = useQuery({ ...mailDetailQuery(id), enabled: isStaff && Number.isSafeInteger(id) });
  if (isPending) return <PageLoader />;
  if (!isStaff) return <NoPermissionPage reason={t("access")} />;
  if (detail.isError) return <LoadErrorPage error={detail.error} onRetry={() => detail.refetch()} />;
  if (!detail.data) return <PageLoader />;
  return (
    <Container size="lg" py="lg">
      <PageTitle title={detail.data.subject || t("view.metaTitle")} />
      <MailView mail={detail.data} canWrite={isAdmin} />
    </Container>
  );
}
