import { Anchor, Paper, Select, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { tasksQuery } from "../api/counseling-tasks-api";
import { SubtaskForm } from "../components/subtask-form";
import { mayWriteTasks, useWorkspace, type Workspace, WorkspaceFrame } from "../components/workspace";
import { readId, subtaskPath, tasksPath } from "../lib/paths";

export const handle: RouteHandle = { i18n: ["counseling-tasks", "counseling-profile", "rich-text-editor"] };

/** The task to add to (`?task=`, else chosen among the tasks the caller may change), then the form. */
function NewSubtask({ workspace, wanted }: { workspace: Workspace; wanted: number | undefined }) {
  const { t } = useTranslation("counseling-tasks");
  const navigate = useNavigate();
  const list = useQuery(tasksQuery({ student: workspace.row.student_user_id, classId: workspace.classId }));
  const [chosen, setChosen] = useState<number | undefined>(wanted);
  if (!mayWriteTasks(workspace.row)) return <Text>{t("readOnly")}</Text>;
  if (list.isPending) return <PageLoader />;
  if (list.isError) return <LoadErrorPage error={list.error} onRetry={() => void list.refetch()} />;
  const tasksUrl = `${tasksPath(workspace.base)}${workspace.search}`;
  const editable = list.data.data.filter((task) => task.can_edit === 1);
  if (editable.length === 0)
    return (
      <Text data-testid="no-task">
        {t("subtask.noTask")}{" "}
        <Anchor component={Link} to={tasksUrl}>
          {t("subtask.toTasks")}
        </Anchor>
      </Text>
    );
  const task = editable.find((one) => one.id === chosen);
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <Stack gap="sm">
        <Select
          label={t("subtask.task")}
          placeholder={t("subtask.chooseTask")}
          data={editable.map((one) => ({ value: String(one.id), label: one.title }))}
          value={task ? String(task.id) : null}
          onChange={(value) => setChosen(value ? Number(value) : undefined)}
          allowDeselect={false}
          maw={480}
        />
        {task && (
          <SubtaskForm
            key={task.id}
            task={task}
            onSaved={(saved) => navigate(subtaskPath(workspace.base, saved.id, false, workspace.search))}
            onCancel={() => navigate(tasksUrl)}
          />
        )}
      </Stack>
    </Paper>
  );
}

/** …/subtasks/create?task={id} by username or counseling class (spec 03 §2): a new subtask. */
export default function SubtaskCreatePage() {
  const { t } = useTranslation("counseling-tasks");
  const [params] = useSearchParams();
  const { gate, workspace } = useWorkspace();
  if (!workspace) return gate;
  return (
    <WorkspaceFrame
      workspace={workspace}
      tab="tasks"
      title={t("subtask.newTitle")}
      metaTitle={(name) => t("subtask.newMetaTitle", { name })}
      chooseStudent={false}
    >
      <NewSubtask workspace={workspace} wanted={readId(params.get("task"))} />
    </WorkspaceFrame>
  );
}
