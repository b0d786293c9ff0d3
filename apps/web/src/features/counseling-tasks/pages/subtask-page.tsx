import type { CounselingSubtask, CounselingTask, CounselingTaskStatus } from "@edu/shared/counseling-tasks";
import { Anchor, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { RichTextView } from "../../../components/rich-text-editor";
import { deleteSubtask, taskKeys, updateSubtask } from "../api/counseling-tasks-api";
import { ConfirmDelete } from "../components/confirm-delete";
import { useSubtask } from "../components/subtask-loader";
import { DueDate, StatusBadge, StatusSelect } from "../components/task-status";
import { useWorkspace, type Workspace, WorkspaceFrame } from "../components/workspace";
import { readId, schoolToday, subtaskPath, tasksPath } from "../lib/paths";

export const handle: RouteHandle = { i18n: ["counseling-tasks", "counseling-profile"] };

function SubtaskView({
  subtask,
  task,
  workspace,
}: {
  subtask: CounselingSubtask;
  task: CounselingTask;
  workspace: Workspace;
}) {
  const { t } = useTranslation("counseling-tasks");
  const client = useQueryClient();
  const navigate = useNavigate();
  const list = `${tasksPath(workspace.base)}${workspace.search}`;
  const status = useMutation({
    mutationFn: (next: CounselingTaskStatus) => updateSubtask(subtask.id, { status: next }),
    onSettled: () => client.invalidateQueries({ queryKey: taskKeys.all }),
  });
  const remove = useMutation({
    mutationFn: () => deleteSubtask(subtask.id),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: taskKeys.all });
      navigate(list);
    },
  });
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h3" style={{ overflowWrap: "anywhere" }}>
            {subtask.title}
          </Title>
          <StatusBadge status={subtask.status} />
        </Group>
        <Text size="sm">
          {t("subtask.ofTask")}{" "}
          <Anchor component={Link} to={list}>
            {task.title}
          </Anchor>
        </Text>
        <DueDate due={subtask.due_date} status={subtask.status} today={schoolToday()} />
        <Text size="sm">{t("task.assignee", { name: task.assignee?.name ?? t("assignee.nobody") })}</Text>
        <Title order={3} size="h5">
          {t("form.notes")}
        </Title>
        {subtask.description ? (
          <RichTextView html={subtask.description} />
        ) : (
          <Text size="sm">{t("subtask.noNotes")}</Text>
        )}
        {task.can_set_status === 1 && (
          <StatusSelect
            label={t("form.status")}
            value={subtask.status}
            disabled={status.isPending}
            onChange={(next) => status.mutate(next)}
          />
        )}
        {task.can_edit === 1 && (
          <Group gap="xs" wrap="wrap">
            <Button
              component={Link}
              to={subtaskPath(workspace.base, subtask.id, true, workspace.search)}
              variant="light"
            >
              {t("subtask.edit")}
            </Button>
            <ConfirmDelete
              what={subtask.title}
              loading={remove.isPending}
              onConfirm={() => remove.mutate()}
            />
          </Group>
        )}
        {(status.isError || remove.isError) && (
          <Text size="sm" c="red.8" role="alert">
            {(status.error ?? remove.error)?.message}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** …/subtasks/{subtaskId} by username or counseling class (spec 03 §2): one subtask. */
export default function SubtaskPage() {
  const { t } = useTranslation("counseling-tasks");
  const id = readId(useParams().subtaskId);
  const { gate, workspace } = useWorkspace({ valid: id !== undefined });
  const loaded = useSubtask(id, workspace);
  if (!workspace) return gate;
  if (!("subtask" in loaded)) return loaded.gate;
  return (
    <WorkspaceFrame
      workspace={workspace}
      tab="tasks"
      title={t("subtask.title")}
      metaTitle={(name) => t("subtask.metaTitle", { name, title: loaded.subtask.title })}
      chooseStudent={false}
    >
      <SubtaskView subtask={loaded.subtask} task={loaded.task} workspace={workspace} />
    </WorkspaceFrame>
  );
}
