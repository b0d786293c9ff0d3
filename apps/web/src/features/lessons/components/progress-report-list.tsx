import type { ProgressReport } from "@edu/shared/lessons";
import { Alert, Anchor, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DataList, type DataListColumn, ListPagination, ListTotal } from "../../../components/data-list";
import { formatDate } from "../../../lib/format-date";
import { displayName } from "../../../lib/person-name";
import { progressReportsQuery } from "../api/lessons-api";
import { reportBasePath } from "../lib/progress-report";

/** GET progress-reports of one class as the family sees them (their own or their children's). */
export function ProgressReportList({ classId, privateType }: { classId?: number; privateType?: string }) {
  const { t } = useTranslation("lessons");
  const [page, setPage] = useState(1);
  const list = useQuery(progressReportsQuery({ page, class_id: classId }));
  const columns: DataListColumn<ProgressReport>[] = [
    {
      key: "period",
      header: t("progress.period"),
      primary: true,
      cell: (row) => (
        <Anchor
          component={Link}
          to={`${reportBasePath(row.session_class.id, row.session_class.is_private, privateType)}/${row.id}`}
          fw={600}
        >
          {row.period}
        </Anchor>
      ),
    },
    { key: "student", header: t("fields.student"), cell: (row) => displayName(row.student) },
    {
      key: "class",
      header: t("fields.class"),
      cell: (row) => row.session_class.localized?.name ?? row.session_class.name,
    },
    { key: "updated", header: t("progress.updated"), cell: (row) => formatDate(row.updated_at) },
  ];
  return (
    <Stack gap="sm">
      {list.isError && <Alert color="red">{list.error.message}</Alert>}
      {list.data && <ListTotal list={list.data} />}
      {!list.isError && (
        <DataList
          items={list.data?.data ?? []}
          loading={list.isPending}
          columns={columns}
          rowKey={(row) => row.id}
          label={t("progress.reportsLabel")}
          testId="progress-reports"
          empty={<Text>{t("progress.noReports")}</Text>}
          minWidth={560}
        />
      )}
      {list.data && <ListPagination list={list.data} page={page} onChange={setPage} />}
    </Stack>
  );
}
