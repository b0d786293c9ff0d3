import type { CounselingSubtask, CounselingTask } from "@edu/shared/counseling-tasks";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NotFoundPage } from "../../../components/page-state";
import { subtaskQuery, taskQuery } from "../api/counseling-tasks-api";
import type { Workspace } from "./workspace";

/** True when the task is the page's student's (by username) or in the page's counseling class. */
export function taskBelongs(task: CounselingTask, workspace: Workspace): boolean {
  if (workspace.classId !== undefined) return task.session_class_id === workspace.classId;
  return task.student.id === workspace.row.student_user_id;
}

/**
 * A subtask with its task (who may change it and whom it is assigned to are the task's). `gate` is the
 * whole page until both are here: "not found" when either is missing, not the caller's, or another
 * student's than the address names.
 */
export function useSubtask(
  id: number | undefined,
  workspace: Workspace | undefined,
): { gate: ReactNode } | { gate?: undefined; subtask: CounselingSubtask; task: CounselingTask } {
  const subtask = useQuery({
    ...subtaskQuery(id ?? 0),
    enabled: id !== undefined && workspace !== undefined,
  });
  const taskId = subtask.data?.task_id;
  const task = useQuery({ ...taskQuery(taskId ?? 0), enabled: taskId !== undefined });
  const failed = subtask.error ?? task.error;
  if (failed)
    return {
      gate: (
        <LoadErrorPage error={failed} onRetry={() => void (subtask.isError ? subtask : task).refetch()} />
      ),
    };
  if (!subtask.data || !task.data || !workspace) return { gate: <PageLoader /> };
  if (!taskBelongs(task.data, workspace)) return { gate: <NotFoundPage /> };
  return { subtask: subtask.data, task: task.data };
}
