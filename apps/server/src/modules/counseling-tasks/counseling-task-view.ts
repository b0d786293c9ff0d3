import { displayName, type Locale, type MessageKey, translateMessage } from "@edu/shared";
import {
  type CounselingSubtask,
  type CounselingTask,
  statusFromSubtasks,
} from "@edu/shared/counseling-tasks";
import { toWireTime } from "../../http/wire-time";
import type { SubtaskRow, TaskRow } from "./counseling-tasks.repository";
import type { TaskRole } from "./counseling-tasks-access";

export const text = (locale: Locale, key: MessageKey, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (message, [name, value]) => message.replaceAll(`{${name}}`, String(value)),
    translateMessage(locale, key),
  );

const person = (id: number | null, first: string | null, last: string | null, username: string | null) =>
  id == null ? null : { id, name: displayName({ first_name: first, last_name: last, username }) };

/**
 * Every field: counselors and super-admin on any task, the student on a task they created. The status
 * alone: the student on a counselor's task. Parents read only.
 */
export function mayEditTask(role: TaskRole, task: Pick<TaskRow, "created_by" | "student_user_id">) {
  if (role === "counselor" || role === "admin") return true;
  return role === "student" && task.created_by === task.student_user_id;
}

export function subtaskDto(row: SubtaskRow): CounselingSubtask {
  return {
    id: row.id,
    task_id: row.taskId,
    title: row.title,
    description: row.description,
    status: row.status,
    due_date: row.dueDate,
    position: row.position,
    created_at: toWireTime(row.createdAt),
    updated_at: toWireTime(row.updatedAt),
  };
}

export function taskDto(row: TaskRow, subtasks: SubtaskRow[], role: TaskRole): CounselingTask {
  const mine = subtasks.filter((subtask) => subtask.taskId === row.id);
  const derived = statusFromSubtasks(mine.map((subtask) => subtask.status));
  return {
    id: row.id,
    student: {
      id: row.student_user_id,
      username: row.student_username,
      name: displayName({
        first_name: row.student_first,
        last_name: row.student_last,
        username: row.student_username,
      }),
    },
    session_class_id: row.session_class_id,
    title: row.title,
    description: row.description,
    status: derived ?? row.status,
    status_from_subtasks: derived ? 1 : 0,
    due_date: row.due_date,
    assignee: person(row.assignee_user_id, row.assignee_first, row.assignee_last, row.assignee_username),
    created_by: person(row.created_by, row.creator_first, row.creator_last, row.creator_username),
    subtasks: mine.map(subtaskDto),
    can_edit: mayEditTask(role, row) ? 1 : 0,
    can_set_status: role === "parent" ? 0 : 1,
    created_at: toWireTime(row.created_at),
    updated_at: toWireTime(row.updated_at),
  };
}
