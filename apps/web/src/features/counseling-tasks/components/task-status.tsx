import {
  COUNSELING_TASK_STATUSES,
  type CounselingSubtask,
  type CounselingTaskStatus,
} from "@edu/shared/counseling-tasks";
import { Badge, Group, Select, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/format-date";
import { isOverdue } from "../lib/paths";

const COLOR: Record<CounselingTaskStatus, string> = {
  unfinished: "gray",
  processing: "blue",
  finished: "teal",
};

/** The status in words (the colour only repeats it). */
export function StatusBadge({ status }: { status: CounselingTaskStatus }) {
  const { t } = useTranslation("counseling-tasks");
  return (
    <Badge color={COLOR[status]} variant="light" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}

/** The due date, with "Overdue" written out when it has passed and the work is not finished. */
export function DueDate({
  due,
  status,
  today,
}: {
  due: string | null;
  status: CounselingTaskStatus;
  today: string;
}) {
  const { t } = useTranslation("counseling-tasks");
  if (due === null) return <Text size="sm">{t("due.none")}</Text>;
  const late = isOverdue(due, status, today);
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm">{t("due.on", { date: formatDate(due) })}</Text>
      {late && (
        <Badge color="red" variant="outline" data-testid="overdue">
          {t("due.overdue")}
        </Badge>
      )}
    </Group>
  );
}

/** "2 of 3 subtasks finished", or nothing without subtasks. */
export function SubtaskProgress({ subtasks }: { subtasks: readonly CounselingSubtask[] }) {
  const { t } = useTranslation("counseling-tasks");
  if (subtasks.length === 0) return null;
  const done = subtasks.filter((subtask) => subtask.status === "finished").length;
  return (
    <Text size="sm" c="gray.7">
      {t("progress", { done, total: subtasks.length })}
    </Text>
  );
}

/** A status picker (a task without subtasks, a subtask): `label` names what it changes. */
export function StatusSelect({
  label,
  value,
  onChange,
  disabled,
  error,
}: {
  label: string;
  value: CounselingTaskStatus;
  onChange: (status: CounselingTaskStatus) => void;
  disabled?: boolean;
  error?: string;
}) {
  const { t } = useTranslation("counseling-tasks");
  return (
    <Select
      label={label}
      data={COUNSELING_TASK_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
      value={value}
      allowDeselect={false}
      disabled={disabled}
      error={error}
      onChange={(next) => next && onChange(next as CounselingTaskStatus)}
      w={{ base: "100%", xs: 200 }}
    />
  );
}
