import {
  PROGRESS_REPORT_STATUSES,
  type ProgressReportStatus,
  type ProgressReportStatusRow,
} from "@edu/shared/lessons";
import { Alert, Anchor, Badge, Group, Select, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ConfirmDeleteButtons } from "../../../components/confirm-delete-buttons";
import { DataList, type DataListColumn, ListPagination, ListTotal } from "../../../components/data-list";
import { MonthField } from "../../../components/date-field/month-field";
import { displayName } from "../../../lib/person-name";
import { useViewerRoles } from "../../auth";
import { deleteProgressReport, progressKeys, progressStatusesQuery } from "../api/lessons-api";
import { lightBadgeText } from "../lib/attendance";
import {
  offersDelete,
  periodOrUndefined,
  reportBasePath,
  reportCreatePath,
  STATUS_COLORS,
} from "../lib/progress-report";

type Props = {
  /** One class's reports (the class tab); else every class the viewer may see. */
  classId?: number;
  privateType?: string;
  /** Staff and the class's teachers write reports from here. */
  writes?: boolean;
  /** The status filter to start with (the home prompt opens the owed ones). */
  initialStatus?: ProgressReportStatus | null;
};

/** GET progress-report-statuses as a list: who owes which report, with write / view / edit links. */
export function ProgressReportStatuses({
  classId,
  privateType,
  writes = false,
  initialStatus = null,
}: Props) {
  const { t } = useTranslation("lessons");
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<ProgressReportStatus | null>(initialStatus);
  const [period, setPeriod] = useState("");
  const list = useQuery(
    progressStatusesQuery({
      page,
      class_id: classId,
      status: status ?? undefined,
      period: periodOrUndefined(period),
    }),
  );
  const rows = list.data?.data ?? [];
  const viewer = useViewerRoles();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<number | null>(null);
  // The row turns owed again (the statuses are derived from the lesson logs).
  const remove = useMutation({
    mutationFn: deleteProgressReport,
    onSuccess: async () => {
      setAsking(null);
      notifications.show({ color: "teal", message: t("progress.deleted") });
      await queryClient.invalidateQueries({ queryKey: progressKeys.all });
    },
    onError: () => setAsking(null),
  });
  const deletes = (row: ProgressReportStatusRow) =>
    writes &&
    offersDelete({ isAdmin: viewer.isAdmin, isStaff: viewer.isStaff, userId: viewer.user?.id }, row);
  const base = (row: ProgressReportStatusRow) =>
    reportBasePath(row.session_class.id, row.session_class.is_private, privateType);

  const columns: DataListColumn<ProgressReportStatusRow>[] = [
    {
      key: "student",
      header: t("fields.student"),
      primary: true,
      cell: (row) => displayName(row.student),
    },
    ...(classId
      ? []
      : [
          {
            key: "class",
            header: t("fields.class"),
            cell: (row: ProgressReportStatusRow) =>
              row.session_class.localized?.name ?? row.session_class.name,
          },
        ]),
    { key: "period", header: t("progress.period"), cell: (row) => row.period },
    { key: "lessons", header: t("progress.lessons"), cell: (row) => row.lesson_count },
    {
      key: "status",
      header: t("progress.status"),
      cell: (row) => (
        <Badge
          color={STATUS_COLORS[row.status]}
          variant="light"
          style={lightBadgeText(STATUS_COLORS[row.status])}
        >
          {t(`progress.statuses.${row.status}`)}
        </Badge>
      ),
    },
    {
      key: "actions",
      header: t("actions"),
      cell: (row) =>
        row.report_id !== null ? (
          <Group gap="xs">
            <Anchor
              component={Link}
              to={`${base(row)}/${row.report_id}`}
              aria-label={t("progress.viewOf", { name: displayName(row.student), period: row.period })}
            >
              {t("progress.view")}
            </Anchor>
            {writes && (
              <Anchor
                component={Link}
                to={`${base(row)}/${row.report_id}/edit`}
                aria-label={t("progress.editOf", { name: displayName(row.student), period: row.period })}
              >
                {t("edit")}
              </Anchor>
            )}
            {row.report_id !== null && deletes(row) && (
              <ConfirmDeleteButtons
                confirming={asking === row.report_id}
                pending={remove.isPending}
                onAsk={() => setAsking(row.report_id)}
                onCancel={() => setAsking(null)}
                onConfirm={() => row.report_id !== null && remove.mutate(row.report_id)}
                labels={{ delete: t("delete"), confirm: t("confirmDelete"), cancel: t("cancel") }}
                deleteAriaLabel={t("progress.deleteOf", {
                  name: displayName(row.student),
                  period: row.period,
                })}
              />
            )}
          </Group>
        ) : writes ? (
          <Anchor
            component={Link}
            to={reportCreatePath(base(row), row.student.id, row.period)}
            aria-label={t("progress.writeOf", { name: displayName(row.student), period: row.period })}
          >
            {t("progress.write")}
          </Anchor>
        ) : null,
    },
  ];

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t("progress.status")}
          placeholder={t("progress.anyStatus")}
          data={PROGRESS_REPORT_STATUSES.map((value) => ({ value, label: t(`progress.statuses.${value}`) }))}
          value={status}
          onChange={(value) => {
            setStatus(value as ProgressReportStatus | null);
            setPage(1);
          }}
          clearable
          w={{ base: "100%", xs: 200 }}
        />
        <MonthField
          label={t("progress.period")}
          value={period}
          onChange={(next) => {
            setPeriod(next);
            setPage(1);
          }}
          w={{ base: "100%", xs: 170 }}
        />
      </Group>
      <Text size="sm" c="gray.7">
        {t("progress.rule")}
      </Text>
      {list.isError && <Alert color="red">{list.error.message}</Alert>}
      {list.data && <ListTotal list={list.data} />}
      {!list.isError && (
        <DataList
          items={rows}
          loading={list.isPending}
          columns={columns}
          rowKey={(row) => `${row.session_class.id}-${row.student.id}-${row.period}`}
          label={t("progress.statusesLabel")}
          testId="progress-statuses"
          empty={<Text>{t("progress.noStatuses")}</Text>}
          minWidth={640}
        />
      )}
      {list.data && <ListPagination list={list.data} page={page} onChange={setPage} />}
    </Stack>
  );
}
