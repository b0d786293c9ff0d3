import type { ProgressReport } from "@edu/shared/lessons";
import { Alert, Anchor, Button, Checkbox, Container, Group, Select, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { DataList, type DataListColumn, ListPagination, ListTotal } from "../../../components/data-list";
import { MonthField } from "../../../components/date-field/month-field";
import { PageLoader } from "../../../components/page-loader";
import { NoPermissionPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { formatDateTime } from "../../../lib/format-date";
import { displayName } from "../../../lib/person-name";
import { useViewerRoles } from "../../auth";
import { progressKeys, progressReportsQuery, sendProgressReports } from "../api/lessons-api";
import { periodOrUndefined, reportBasePath } from "../lib/progress-report";

export const handle: RouteHandle = { i18n: ["lessons", "data-list"] };

/** /mail/progress-report: the office mails written progress reports to the parents in bulk. */
export default function MailProgressReportsPage() {
  const { t } = useTranslation("lessons");
  const viewer = useViewerRoles();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [period, setPeriod] = useState("");
  const [mailed, setMailed] = useState<"0" | "1" | null>("0");
  const [selected, setSelected] = useState<number[]>([]);
  const list = useQuery({
    ...progressReportsQuery({ page, period: periodOrUndefined(period), mailed: mailed ?? undefined }),
    enabled: viewer.isStaff,
  });
  const send = useMutation({
    mutationFn: () => sendProgressReports(selected),
    onSuccess: async (result) => {
      setSelected([]);
      notifications.show({
        color: "teal",
        message: t("progress.bulkSent", { reports: result.reports, mails: result.mails }),
      });
      await queryClient.invalidateQueries({ queryKey: progressKeys.all });
    },
  });
  if (!viewer.user) return <PageLoader />;
  if (!viewer.isStaff) return <NoPermissionPage />;
  const rows = list.data?.data ?? [];
  const toggle = (id: number, on: boolean) =>
    setSelected((prev) => (on ? [...new Set([...prev, id])] : prev.filter((x) => x !== id)));
  const columns: DataListColumn<ProgressReport>[] = [
    {
      key: "pick",
      header: t("progress.pick"),
      cell: (row) => (
        <Checkbox
          aria-label={t("progress.pickOf", { name: displayName(row.student), period: row.period })}
          checked={selected.includes(row.id)}
          onChange={(event) => toggle(row.id, event.currentTarget.checked)}
        />
      ),
    },
    {
      key: "student",
      header: t("fields.student"),
      primary: true,
      cell: (row) => (
        <Anchor
          component={Link}
          to={`${reportBasePath(row.session_class.id, row.session_class.is_private)}/${row.id}`}
        >
          {displayName(row.student)}
        </Anchor>
      ),
    },
    {
      key: "class",
      header: t("fields.class"),
      cell: (row) => row.session_class.localized?.name ?? row.session_class.name,
    },
    { key: "period", header: t("progress.period"), cell: (row) => row.period },
    {
      key: "mailed",
      header: t("progress.mailedColumn"),
      cell: (row) => (row.mailed_at ? formatDateTime(row.mailed_at) : t("progress.notMailed")),
    },
  ];
  return (
    <Container size="xl" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={t("progress.mailTitle")} />
      <Stack gap="md">
        <Title order={1}>{t("progress.mailTitle")}</Title>
        <Text c="gray.7">{t("progress.mailIntro")}</Text>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <MonthField
            label={t("progress.period")}
            value={period}
            onChange={(next) => {
              setPeriod(next);
              setPage(1);
            }}
            w={{ base: "100%", xs: 170 }}
          />
          <Select
            label={t("progress.mailedColumn")}
            data={[
              { value: "0", label: t("progress.notMailed") },
              { value: "1", label: t("progress.alreadyMailed") },
            ]}
            value={mailed}
            onChange={(value) => {
              setMailed(value as "0" | "1" | null);
              setPage(1);
            }}
            placeholder={t("progress.anyMailed")}
            clearable
            w={{ base: "100%", xs: 200 }}
          />
          <Button
            variant="default"
            disabled={rows.length === 0}
            onClick={() => setSelected(rows.map((row) => row.id))}
          >
            {t("progress.pickPage")}
          </Button>
        </Group>
        {list.isError && <Alert color="red">{list.error.message}</Alert>}
        {list.data && <ListTotal list={list.data} />}
        {!list.isError && (
          <DataList
            items={rows}
            loading={list.isPending}
            columns={columns}
            rowKey={(row) => row.id}
            label={t("progress.reportsLabel")}
            testId="mail-progress-reports"
            empty={<Text>{t("progress.noReports")}</Text>}
            minWidth={640}
          />
        )}
        <Group justify="flex-end">
          <Button disabled={selected.length === 0} loading={send.isPending} onClick={() => send.mutate()}>
            {t("progress.sendSelected", { n: selected.length })}
          </Button>
        </Group>
        {list.data && <ListPagination list={list.data} page={page} onChange={setPage} />}
      </Stack>
    </Container>
  );
}
