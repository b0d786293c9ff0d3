import { Paper } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { NoPermissionPage } from "../../../components/page-state";
import { SubtaskForm } from "../components/subtask-form";
import { useSubtask } from "../components/subtask-loader";
import { useWorkspace, WorkspaceFrame } from "../components/workspace";
import { readId, subtaskPath } from "../lib/paths";

export const handle: RouteHandle = { i18n: ["counseling-tasks", "counseling-profile", "rich-text-editor"] };

/** …/subtasks/edit/{subtaskId} by username or counseling class (spec 03 §2): every field of a subtask. */
export default function SubtaskEditPage() {
  const { t } = useTranslation("counseling-tasks");
  const navigate = useNavigate();
  const id = readId(useParams().subtaskId);
  const { gate, workspace } = useWorkspace({ valid: id !== undefined });
  const loaded = useSubtask(id, workspace);
  if (!workspace) return gate;
  if (!("subtask" in loaded)) return loaded.gate;
  // A parent, or a student on a counselor's task, changes nothing here (the status is on the view page).
  if (loaded.task.can_edit !== 1) return <NoPermissionPage />;
  const view = subtaskPath(workspace.base, loaded.subtask.id, false, workspace.search);
  return (
    <WorkspaceFrame
      workspace={workspace}
      tab="tasks"
      title={t("subtask.editTitle")}
      metaTitle={(name) => t("subtask.editMetaTitle", { name, title: loaded.subtask.title })}
      chooseStudent={false}
    >
      <Paper withBorder p={{ base: "sm", sm: "md" }}>
        <SubtaskForm
          task={loaded.task}
          subtask={loaded.subtask}
          onSaved={() => navigate(view)}
          onCancel={() => navigate(view)}
        />
      </Paper>
    </WorkspaceFrame>
  );
}
