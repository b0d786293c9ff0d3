import type { TeachingLogListItem } from "@edu/shared/lessons";
import { ActionIcon, Alert, Anchor, Button, Group, Stack, Text, Tooltip } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconEye, IconPencil, IconPlus } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ConfirmDeleteButtons } from "../../../components/confirm-delete-buttons";
import { DataList, type DataListColumn, ListPagination, ListTotal } from "../../../components/data-list";
import { formatMoney } from "../../../lib/format-money";
import { displayName } from "../../../lib/person-name";
import { deleteTeachingLog, lessonsKeys, teachingLogsQuery } from "../api/lessons-api";
import { durationText, localStart } from "../lib/format";

/**
 * Where a lesson opens: a private lesson's under /private (its students' logs then open under the same
 * prefix, spec 02 §2), a group class's under /session-class.
 */
const lessonHref = (classId: number, log: TeachingLogListItem) =>
  log.session_class.is_private
    ? `/private/private-lessons/${classId}/log/${log.id}`
    : `/session-class/${classId}/log/${log.id}`;

/**
 * A class's lesson logs, latest first (GET teaching-logs?class_id): staff and the class's teachers
 * open, edit and delete them and write the next one. Salary shows to staff and the log's teacher.
 */
export function ClassLessonLogs({ classId, showSalary }: { classId: number; showSalary: boolean }) {
  const { t } = useTranslation("lessons");
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [asking, setAsking] = useState<number | null>(null);
  const list = useQuery(teachingLogsQuery({ page, class_id: classId }));
  const remove = useMutation({
    mutationFn: deleteTeachingLog,
    onSuccess: async () => {
      setAsking(null);
      notifications.show({ color: "teal", message: t("logs.deleted") });
      await queryClient.invalidateQueries({ queryKey: lessonsKeys.all });
    },
  });
  const columns: DataListColumn<TeachingLogListItem>[] = [
    {
      key: "start",
      header: t("fields.lessonTime"),
      primary: true,
      cell: (log) => (
        <Anchor component={Link} to={lessonHref(classId, log)} fw={600}>
          {localStart(log.started_at_local)}
          <Text span size="xs" c="gray.7" ml={6}>
            {log.timezone}
          </Text>
        </Anchor>
      ),
    },
    { key: "teacher", header: t("fields.teacher"), cell: (log) => displayName(log.teacher) },
    {
      key: "duration",
      header: t("fields.duration"),
      cell: (log) => durationText(t, log.duration_hours, log.duration_minutes),
    },
    { key: "students", header: t("fields.students"), cell: (log) => log.student_count },
    ...(showSalary
      ? [
          {
            key: "salary",
            header: t("fields.salary"),
            cell: (log: TeachingLogListItem) =>
              log.salary === null
                ? "—"
                : formatMoney(log.salary, log.salary_currency ?? "TWD", { distinct: true }),
          },
        ]
      : []),
    {
      key: "actions",
      header: t("actions"),
      actions: true,
      cell: (log) => (
        <>
          <Tooltip label={t("logs.view")}>
            <ActionIcon
              variant="subtle"
              component={Link}
              to={lessonHref(classId, log)}
              aria-label={t("logs.viewOf", { when: localStart(log.started_at_local) })}
            >
              <IconEye size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t("edit")}>
            <ActionIcon
              variant="subtle"
              component={Link}
              to={`/session-class/${classId}/editLog/${log.id}`}
              aria-label={t("logs.editOf", { when: localStart(log.started_at_local) })}
            >
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
          <ConfirmDeleteButtons
            confirming={asking === log.id}
            pending={remove.isPending}
            onAsk={() => setAsking(log.id)}
            onCancel={() => setAsking(null)}
            onConfirm={() => remove.mutate(log.id)}
            labels={{ delete: t("delete"), confirm: t("confirmDelete"), cancel: t("cancel") }}
            deleteAriaLabel={t("logs.deleteOf", { when: localStart(log.started_at_local) })}
          />
        </>
      ),
    },
  ];

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        {list.data ? <ListTotal list={list.data} /> : <span />}
        <Button
          component={Link}
          to={`/session-class/${classId}/createLog`}
          leftSection={<IconPlus size={16} />}
        >
          {t("logs.create")}
        </Button>
      </Group>
      {list.isError && <Alert color="red">{list.error.message}</Alert>}
      {!list.isError && (
        <DataList
          items={list.data?.data ?? []}
          loading={list.isPending}
          columns={columns}
          rowKey={(log) => log.id}
          label={t("logs.label")}
          testId="lesson-logs-list"
          empty={<Text>{t("logs.empty")}</Text>}
          minWidth={680}
        />
      )}
      {list.data && <ListPagination list={list.data} page={page} onChange={setPage} />}
    </Stack>
  );
}
