import type { AttendanceBatchInput, StudentAttendance } from "@edu/shared/lessons";
import { Alert, Anchor, Button, Group, Select, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useUnsavedChangesGuard } from "../../../app/guards/use-unsaved-changes-guard";
import { DataList, type DataListColumn, ListPagination, ListTotal } from "../../../components/data-list";
import { DateField } from "../../../components/date-field/date-field";
import { isApiError } from "../../../lib/api-client";
import { displayName } from "../../../lib/person-name";
import { attendancesQuery, lessonsKeys, updateAttendanceBatch } from "../api/lessons-api";
import { attendanceChanges, attendanceOptions } from "../lib/attendance";
import { localStart } from "../lib/format";
import { AttendanceBadge } from "./attendance-badge";

type Props = {
  /** One class's attendance (the class page); else every lesson the viewer may see. */
  classId?: number;
  /** Staff and the class's teachers change statuses here and save them in one batch. */
  editable?: boolean;
  /** Hide the class column (a class's own list). */
  hideClass?: boolean;
};

/**
 * GET student-attendances as a list: the server decides whose (students their own, parents their
 * children's, teachers their classes', staff all). With `editable`, each status is a select and the
 * changed rows are sent together (PATCH lesson-log/batch/attendance-status, all or none).
 */
export function AttendanceList({ classId, editable = false, hideClass = false }: Props) {
  const { t } = useTranslation("lessons");
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<string | null>(null);
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [edited, setEdited] = useState<Record<number, number>>({});
  const filters = {
    page,
    class_id: classId,
    attendance_status: status ? Number(status) : undefined,
    from: from || undefined,
    to: to || undefined,
  };
  const list = useQuery(attendancesQuery(filters));
  const rows = list.data?.data ?? [];
  const changes = attendanceChanges(rows, edited);
  useUnsavedChangesGuard(changes.length > 0);
  const save = useMutation({
    mutationFn: () => updateAttendanceBatch({ lesson_logs: changes as AttendanceBatchInput["lesson_logs"] }),
    onSuccess: async () => {
      setEdited({});
      notifications.show({ color: "teal", message: t("attendanceList.saved", { count: changes.length }) });
      await queryClient.invalidateQueries({ queryKey: lessonsKeys.all });
    },
    onError: (error) => {
      if (isApiError(error))
        notifications.show({ color: "red", message: error.firstFieldError() ?? error.message });
    },
  });
  const options = useMemo(() => attendanceOptions(t), [t]);
  const resetting =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setPage(1);
    };

  const columns: DataListColumn<StudentAttendance>[] = [
    {
      key: "date",
      header: t("fields.lessonTime"),
      primary: true,
      cell: (row) => (
        <Anchor component={Link} to={`/lessonLogDetail/${row.id}`} fw={600}>
          {localStart(row.started_at_local)}
        </Anchor>
      ),
    },
    { key: "student", header: t("fields.student"), cell: (row) => displayName(row.student) },
    ...(hideClass
      ? []
      : [
          {
            key: "class",
            header: t("fields.class"),
            cell: (row: StudentAttendance) => row.session_class.localized?.name ?? row.session_class.name,
          },
        ]),
    { key: "teacher", header: t("fields.teacher"), cell: (row) => displayName(row.teacher) },
    {
      key: "status",
      header: t("fields.attendance"),
      cell: (row) =>
        editable ? (
          <Select
            aria-label={t("attendanceList.statusOf", { name: displayName(row.student) })}
            data={options}
            value={String(edited[row.id] ?? row.attendance_status)}
            onChange={(value) => value && setEdited((prev) => ({ ...prev, [row.id]: Number(value) }))}
            allowDeselect={false}
            w={180}
            size="xs"
            data-changed={
              edited[row.id] !== undefined && edited[row.id] !== row.attendance_status ? "1" : undefined
            }
          />
        ) : (
          <AttendanceBadge status={row.attendance_status} />
        ),
    },
  ];

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t("fields.attendance")}
          placeholder={t("attendanceList.anyStatus")}
          data={options}
          value={status}
          onChange={resetting(setStatus)}
          clearable
          w={{ base: "100%", xs: 200 }}
        />
        <DateField
          label={t("attendanceList.from")}
          value={from}
          onChange={(value) => resetting(setFrom)(value)}
          w={{ base: "47%", xs: 170 }}
        />
        <DateField
          label={t("attendanceList.to")}
          value={to}
          onChange={(value) => resetting(setTo)(value)}
          w={{ base: "47%", xs: 170 }}
        />
      </Group>
      {list.isError && <Alert color="red">{list.error.message}</Alert>}
      {list.data && <ListTotal list={list.data} />}
      {!list.isError && (
        <DataList
          items={rows}
          loading={list.isPending}
          columns={columns}
          rowKey={(row) => row.id}
          label={t("attendanceList.label")}
          testId="attendance-list"
          empty={<Text>{t("attendanceList.empty")}</Text>}
          minWidth={720}
        />
      )}
      {editable && (
        <Group justify="flex-end" gap="sm">
          {changes.length > 0 && (
            <Text size="sm" c="gray.7">
              {t("attendanceList.changed", { count: changes.length })}
            </Text>
          )}
          <Button variant="default" disabled={changes.length === 0} onClick={() => setEdited({})}>
            {t("reset")}
          </Button>
          <Button disabled={changes.length === 0} loading={save.isPending} onClick={() => save.mutate()}>
            {t("attendanceList.save")}
          </Button>
        </Group>
      )}
      {list.data && <ListPagination list={list.data} page={page} onChange={setPage} />}
    </Stack>
  );
}
