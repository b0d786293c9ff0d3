import type { CounselingSubtask, CounselingTask, CounselingTaskStatus } from "@edu/shared/counseling-tasks";
import { Anchor, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { RichTextView } from "../../../components/rich-text-editor";
import { deleteTask, taskKeys, updateSubtask, updateTask } from "../api/counseling-tasks-api";
import { createSubtaskPath, subtaskPath } from "../lib/paths";
import { ConfirmDelete } from "./confirm-delete";
import { TaskForm } from "./task-form";
import { DueDate, StatusBadge, StatusSelect, SubtaskProgress } from "./task-status";

type Links = { base: string; search: string; today: string };

/** One subtask line: its page, status (changeable by who may) and due date. */
function SubtaskLine({
  subtask,
  task,
  links,
}: {
  subtask: CounselingSubtask;
  task: CounselingTask;
  links: Links;
}) {
  const { t } = useTranslation("counseling-tasks");
  const client = useQueryClient();
  const status = useMutation({
    mutationFn: (next: CounselingTaskStatus) => updateSubtask(subtask.id, { status: next }),
    onSettled: () => client.invalidateQueries({ queryKey: taskKeys.all }),
  });
  return (
    <Paper withBorder p="xs" component="li" data-testid={`subtask-${subtask.id}`}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor
            component={Link}
            to={subtaskPath(links.base, subtask.id, false, links.search)}
            style={{ overflowWrap: "anywhere" }}
          >
            {subtask.title}
          </Anchor>
          <DueDate due={subtask.due_date} status={subtask.status} today={links.today} />
        </Stack>
        {task.can_set_status ? (
          <StatusSelect
            label={t("subtask.statusOf", { title: subtask.title })}
            value={subtask.status}
            disabled={status.isPending}
            onChange={(next) => status.mutate(next)}
          />
        ) : (
          <StatusBadge status={subtask.status} />
        )}
      </Group>
    </Paper>
  );
}

/**
 * A task with its subtasks and progress. Who may change what is the server's answer on the task
 * (`can_edit`: every field and its subtasks; `can_set_status`: the status, e.g. a student on a
 * counselor's task); a parent meets no control.
 */
export function TaskCard({
  task,
  links,
  classId,
}: {
  task: CounselingTask;
  links: Links;
  classId: number | undefined;
}) {
  const { t } = useTranslation("counseling-tasks");
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const done = () => client.invalidateQueries({ queryKey: taskKeys.all });
  const status = useMutation({
    mutationFn: (next: CounselingTaskStatus) => updateTask(task.id, { status: next }),
    onSettled: done,
  });
  const remove = useMutation({ mutationFn: () => deleteTask(task.id), onSuccess: done });
  if (editing)
    return (
      <Paper withBorder p={{ base: "sm", sm: "md" }}>
        <Title order={2} size="h4" mb="sm">
          {t("form.editTitle", { title: task.title })}
        </Title>
        <TaskForm task={task} student={task.student} classId={classId} onDone={() => setEditing(false)} />
      </Paper>
    );
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }} component="article" data-testid={`task-${task.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h4" style={{ overflowWrap: "anywhere" }}>
            {task.title}
          </Title>
          <StatusBadge status={task.status} />
        </Group>
        <Group gap="lg" wrap="wrap">
          <DueDate due={task.due_date} status={task.status} today={links.today} />
          <Text size="sm">{t("task.assignee", { name: task.assignee?.name ?? t("assignee.nobody") })}</Text>
          <SubtaskProgress subtasks={task.subtasks} />
        </Group>
        {task.description && <RichTextView html={task.description} compact />}
        {task.can_set_status === 1 && task.status_from_subtasks === 0 && (
          <StatusSelect
            label={t("task.statusOf", { title: task.title })}
            value={task.status}
            disabled={status.isPending}
            onChange={(next) => status.mutate(next)}
          />
        )}
        {status.isError && (
          <Text size="sm" c="red.8" role="alert">
            {status.error.message}
          </Text>
        )}
        {task.subtasks.length > 0 && (
          <Stack
            gap={4}
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: "none" }}
            aria-label={t("subtask.listOf", { title: task.title })}
          >
            {task.subtasks.map((subtask) => (
              <SubtaskLine key={subtask.id} subtask={subtask} task={task} links={links} />
            ))}
          </Stack>
        )}
        {task.can_edit === 1 && (
          <Group gap="xs" wrap="wrap">
            <Button
              size="compact-sm"
              variant="light"
              component={Link}
              to={createSubtaskPath(links.base, task.id, links.search)}
              aria-label={t("subtask.addTo", { title: task.title })}
            >
              {t("subtask.add")}
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={() => setEditing(true)}
              aria-label={t("task.editOf", { title: task.title })}
            >
              {t("task.edit")}
            </Button>
            <ConfirmDelete what={task.title} loading={remove.isPending} onConfirm={() => remove.mutate()} />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
