import { formatDateInZone } from "../../../lib/format-date";

const SUBTASK_ID = /^[1-9]\d{0,9}$/;

/** A route's `:subtaskId` (or `?task=`) when it is an id (else the page is "not found" without asking). */
export function readId(value: string | null | undefined): number | undefined {
  return value != null && SUBTASK_ID.test(value) ? Number(value) : undefined;
}

/** The tasks page under the username's or the counseling class's base (spec 03 §2). */
export const tasksPath = (base: string) => `${base}/tasks`;
/** One subtask's page, or its edit page: `subtasks/{id}`, `subtasks/edit/{id}` (the spec's order). */
export const subtaskPath = (base: string, id: number, edit = false, search = "") =>
  `${base}/subtasks/${edit ? "edit/" : ""}${id}${search}`;
/** A new subtask of `taskId` (`search` the `?student=` a class with several students keeps). */
export const createSubtaskPath = (base: string, taskId: number, search = "") =>
  `${base}/subtasks/create?task=${taskId}${search.replace("?", "&")}`;

/**
 * Today on the school's calendar (due dates are school days; server config SCHOOL_TIME_ZONE, default
 * Asia/Taipei, is not sent to the web yet).
 */
export function schoolToday(now = new Date()): string {
  return formatDateInZone(now, "Asia/Taipei");
}

/** Due before today and not finished. */
export const isOverdue = (due: string | null, status: string, today: string) =>
  due !== null && status !== "finished" && due < today;
