/** Task and subtask states (spec 03 §4 "Task status"). */
export const COUNSELING_TASK_STATUSES = ["unfinished", "processing", "finished"] as const;
export type CounselingTaskStatus = (typeof COUNSELING_TASK_STATUSES)[number];

export const MAX_SUBTASKS = 50;
export const MAX_NEXT_STEPS = 20;
export const MAX_ATTENDEES = 50;

/**
 * A task with subtasks takes its status from them: all finished → finished, all unfinished →
 * unfinished, anything else → processing. Without subtasks its own status stands.
 */
export function statusFromSubtasks(statuses: readonly CounselingTaskStatus[]): CounselingTaskStatus | null {
  if (statuses.length === 0) return null;
  if (statuses.every((status) => status === "finished")) return "finished";
  if (statuses.every((status) => status === "unfinished")) return "unfinished";
  return "processing";
}
