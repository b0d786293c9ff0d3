import type { MailSummary } from "@edu/shared";
import { Anchor, Badge, Button, Container, Group, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { AdminList, type DataListColumn, useListControls, useRowDelete } from "../../../components/data-list";
import { PageLoader } from "../../../components/page-loader";
import { NoPermissionPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { formatDateTime } from "../../../lib/format-date";
import { useViewerRoles } from "../../auth";
import { deleteMail, type MailStatusFilter, mailKeys, mailListQuery } from "../api/mail-center-api";
import { DeliveryCounts } from "../components/delivery-counts";

export const handle: RouteHandle = { i18n: ["mail-center", "data-list"] };

function MailList({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation("mail-center");
  const queryClient = useQueryClient();
  const { page, q, bind, resetting } = useListControls();
  const [status, setStatus] = useState<MailStatusFilter>("all");
  const changeStatus = resetting(setStatus);
  const list = useQuery(mailListQuery(page, q, status));
  const remove = useRowDelete<number>({
    mutationFn: deleteMail,
    invalidate: mailKeys.all,
    message: t("list.deleted"),
  });
  const href = (mail: MailSummary) =>
    mail.status === "draft" && canWrite ? `/mail/edit/${mail.id}` : `/mail/view/${mail.id}`;
  const columns: DataListColumn<MailSummary>[] = [
    {
      key: "subject",
      header: t("list.subject"),
      primary: true,
      cell: (mail) => (
        <Anchor component={Link} to={href(mail)} style={{ wordBreak: "break-word" }}>
          {mail.subject || t("list.noSubject")}
        </Anchor>
      ),
      csv: (mail) => mail.subject,
    },
    {
      key: "status",
      header: t("list.status"),
      cell: (mail) => (
        <Badge color={mail.status === "sent" ? "teal.9" : "gray.7"}>{t(`status.${mail.status}`)}</Badge>
      ),
      csv: (mail) => mail.status,
    },
    {
      key: "delivery",
      header: t("list.delivery"),
      cell: (mail) => (mail.status === "sent" ? <DeliveryCounts counts={mail.counts} /> : "—"),
      csv: (mail) =>
        mail.status === "sent"
          ? `${mail.counts.sent}/${mail.counts.recipients} (${mail.counts.failed} failed)`
          : "",
    },
    {
      key: "author",
      header: t("list.author"),
      cell: (mail) => mail.created_by_name ?? "—",
      csv: (mail) => mail.created_by_name ?? "",
    },
    {
      key: "date",
      header: t("list.date"),
      cell: (mail) => formatDateTime(mail.sent_at ?? mail.updated_at),
      csv: (mail) => formatDateTime(mail.sent_at ?? mail.updated_at, ""),
    },
    {
      key: "actions",
      header: t("list.actions"),
      actions: true,
      cell: (mail) => (
        <Group gap="xs" wrap="wrap">
          <Button component={Link} to={`/mail/view/${mail.id}`} size="xs" variant="default">
            {t("actions.view")}
          </Button>
          {canWrite && mail.status === "draft" && (
            <Button component={Link} to={`/mail/edit/${mail.id}`} size="xs" variant="light">
              {t("actions.edit")}
            </Button>
          )}
          {canWrite && mail.status === "draft" && remove.buttons(mail.id)}
        </Group>
      ),
    },
  ];
  return (
    <Container size="lg" py="lg">
      <PageTitle title={t("list.metaTitle")} />
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={1}>{t("list.title")}</Title>
          <Group gap="sm" wrap="wrap">
            <Button component={Link} to="/mail/template" variant="default">
              {t("nav.templates")}
            </Button>
            {canWrite && (
              <Button component={Link} to="/mail/progress-report" variant="default">
                {t("nav.progressReports")}
              </Button>
            )}
            {canWrite && (
              <Button component={Link} to="/mail/create">
                {t("actions.new")}
              </Button>
            )}
          </Group>
        </Group>
        <AdminList
          query={list}
          {...bind(t("list.search"))}
          filters={
            <SegmentedControl
              aria-label={t("list.status")}
              value={status}
              onChange={(value) => changeStatus(value as MailStatusFilter)}
              data={(["all", "draft", "sent"] as const).map((value) => ({
                value,
                label: t(`status.${value}`),
              }))}
            />
          }
          csv={{ filename: "mails", fetchPage: (n) => queryClient.fetchQuery(mailListQuery(n, q, status)) }}
          total={(total, count) => t("list.count", { count, total })}
          columns={columns}
          rowKey={(mail) => mail.id}
          label={t("list.title")}
          empty={<Text>{t("list.empty")}</Text>}
        />
      </Stack>
    </Container>
  );
}

/** /mail and /mail/list (the same page): every mail, drafts and sent, with delivery counts. */
export default function MailListPage() {
  const { t } = useTranslation("mail-center");
  const { isPending, isStaff, isAdmin } = useViewerRoles();
  if (isPending) return <PageLoader />;
  if (!isStaff) return <NoPermissionPage reason={t("access")} />;
  return <MailList canWrite={isAdmin} />;
}
