import { FEEDBACK_TYPES, type FeedbackIssue, type FeedbackType } from "@edu/shared";
import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { RouteHandle } from "../../../app/route-handle";
import { AdminList, type DataListColumn, useListControls } from "../../../components/data-list";
import { PageLoader } from "../../../components/page-loader";
import { NoPermissionPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { formatDateTime } from "../../../lib/format-date";
import { useViewerRoles } from "../../auth";
import { type FeedbackFilter, feedbackKeys, feedbackListQuery, setFeedbackStatus } from "../api/feedback-api";

export const handle: RouteHandle = { i18n: ["feedback", "data-list"] };

/** A page address people sent: a link when it is one of ours, else plain text. */
function PageCell({ issue }: { issue: FeedbackIssue }) {
  const ours = issue.url.startsWith("/") || issue.url.startsWith(window.location.origin);
  const label = issue.page_title || issue.url;
  if (!issue.url) return null;
  return ours ? (
    <Anchor href={issue.url} size="sm" style={{ wordBreak: "break-all" }}>
      {label}
    </Anchor>
  ) : (
    <Text size="sm" style={{ wordBreak: "break-all" }}>
      {label} ({issue.url})
    </Text>
  );
}

function FeedbackList() {
  const { t } = useTranslation("feedback");
  const queryClient = useQueryClient();
  const { page, q, bind, resetting } = useListControls();
  const [status, setStatus] = useState<FeedbackFilter>("open");
  const [type, setType] = useState<FeedbackType | undefined>();
  const changeStatus = resetting(setStatus);
  const changeType = resetting(setType);
  const list = useQuery(feedbackListQuery(page, q, status, type));
  const mark = useMutation({
    mutationFn: ({ id, done }: { id: number; done: boolean }) =>
      setFeedbackStatus(id, done ? "done" : "open"),
    onSuccess: async (issue) => {
      notifications.show({
        color: "teal",
        message: issue.status === "done" ? t("list.markedDone") : t("list.reopened"),
      });
      await queryClient.invalidateQueries({ queryKey: feedbackKeys.all });
    },
  });
  const when = (value: string | null) => formatDateTime(value, "");
  const from = (issue: FeedbackIssue) => issue.created_by_name ?? t("list.visitor");
  const columns: DataListColumn<FeedbackIssue>[] = [
    {
      key: "received",
      header: t("list.received"),
      cell: (i) => when(i.created_at),
      csv: (i) => when(i.created_at),
    },
    { key: "type", header: t("type"), cell: (i) => t(`types.${i.type}`), csv: (i) => i.type },
    { key: "from", header: t("list.from"), cell: from, csv: from },
    { key: "page", header: t("list.page"), cell: (i) => <PageCell issue={i} />, csv: (i) => i.url },
    { key: "details", header: t("list.details"), cell: (i) => i.description, csv: (i) => i.description },
    {
      key: "status",
      header: t("list.statusFilter"),
      cell: (i) => t(`list.status.${i.status}`),
      csv: (i) => i.status,
    },
  ];
  const card = (issue: FeedbackIssue) => (
    <Paper withBorder p="md" radius="md" component="article" data-testid={`feedback-${issue.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Badge color={issue.type === "Bug" ? "red.8" : "blue.8"}>{t(`types.${issue.type}`)}</Badge>
            <Text fw={600}>{from(issue)}</Text>
          </Group>
          <Text size="sm" c="gray.7">
            {when(issue.created_at)}
          </Text>
        </Group>
        <PageCell issue={issue} />
        {issue.description && (
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
            {issue.description}
          </Text>
        )}
        <Group gap="xs">
          {issue.file && (
            <Anchor href={issue.file} target="_blank" rel="noreferrer" size="sm">
              {t("list.openScreenshot")}
            </Anchor>
          )}
          {issue.status === "done" && (
            <Badge color="teal.9">{t("list.doneAt", { date: when(issue.done_at) })}</Badge>
          )}
          <Button
            size="xs"
            variant={issue.status === "done" ? "default" : "filled"}
            loading={mark.isPending && mark.variables?.id === issue.id}
            onClick={() => mark.mutate({ id: issue.id, done: issue.status !== "done" })}
          >
            {issue.status === "done" ? t("list.reopen") : t("list.markDone")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
  return (
    <Container size="lg" py="lg">
      <PageTitle title={t("list.metaTitle")} />
      <Stack gap="md">
        <Title order={1}>{t("list.title")}</Title>
        <AdminList
          query={list}
          {...bind(t("list.search"))}
          filters={
            <Group gap="sm" wrap="wrap">
              <SegmentedControl
                aria-label={t("list.statusFilter")}
                value={status}
                onChange={(value) => changeStatus(value as FeedbackFilter)}
                data={(["open", "done", "all"] as const).map((value) => ({
                  value,
                  label: t(`list.status.${value}`),
                }))}
              />
              <Select
                aria-label={t("list.typeFilter")}
                placeholder={t("list.allTypes")}
                clearable
                value={type ?? null}
                onChange={(value) => changeType((value as FeedbackType | null) ?? undefined)}
                data={FEEDBACK_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
                w={160}
              />
            </Group>
          }
          csv={{
            filename: "feedback",
            fetchPage: (n) => queryClient.fetchQuery(feedbackListQuery(n, q, status, type)),
          }}
          total={(total, count) => t("list.count", { count, total })}
          columns={columns}
          rowKey={(issue) => issue.id}
          label={t("list.title")}
          layout="cards"
          card={card}
          empty={<Text>{t("list.empty")}</Text>}
        />
      </Stack>
    </Container>
  );
}

/** /admin/feedback: what people sent from the feedback dialog, to triage (admins and staff). */
export default function FeedbackListPage() {
  const { t } = useTranslation("feedback");
  const { isPending, isStaff } = useViewerRoles();
  if (isPending) return <PageLoader />;
  if (!isStaff) return <NoPermissionPage reason={t("list.access")} />;
  return <FeedbackList />;
}
