import type { SelectionState } from "./billing.constants";

/**
 * Spec 02 §4 selection rules of the bill form, pure so the web and the server apply the same ones.
 * An item is a bill line; lesson lines carry lesson logs, enrollment lines none.
 * - Toggling an item flips it and sets every one of its lesson logs to the new state.
 * - Toggling a lesson log recomputes its item: selected if all its logs are selected, unSelected
 *   if none is, else notSelectedAll.
 * - On creation only selected and notSelectedAll items are sent, with their selected logs only.
 */
export type SelectableLog = { id: number; selection: SelectionState };
export type SelectableItem<L extends SelectableLog = SelectableLog> = {
  key: string;
  selection: SelectionState;
  lesson_logs: L[];
};

/** The item state its logs imply (an item without logs keeps its own state). */
export function itemStateFromLogs(logs: readonly SelectableLog[], own: SelectionState): SelectionState {
  if (logs.length === 0) return own === "notSelectedAll" ? "selected" : own;
  const selected = logs.filter((log) => log.selection === "selected").length;
  if (selected === 0) return "unSelected";
  if (selected === logs.length) return "selected";
  return "notSelectedAll";
}

/** Flips an item: anything but fully selected becomes selected (with all its logs), selected becomes unSelected. */
export function toggleItem<L extends SelectableLog, I extends SelectableItem<L>>(item: I): I {
  const next: SelectionState = item.selection === "selected" ? "unSelected" : "selected";
  return {
    ...item,
    selection: next,
    lesson_logs: item.lesson_logs.map((log) => ({ ...log, selection: next })),
  };
}

/** Flips one lesson log of an item and recomputes the item's state. */
export function toggleLessonLog<L extends SelectableLog, I extends SelectableItem<L>>(
  item: I,
  logId: number,
): I {
  const lessonLogs = item.lesson_logs.map((log) =>
    log.id === logId
      ? { ...log, selection: (log.selection === "selected" ? "unSelected" : "selected") as SelectionState }
      : log,
  );
  return { ...item, lesson_logs: lessonLogs, selection: itemStateFromLogs(lessonLogs, item.selection) };
}

/** Sets all items of a tree to one state (select all / clear, also used when the parent changes). */
export function setAll<L extends SelectableLog, I extends SelectableItem<L>>(
  items: readonly I[],
  selection: "selected" | "unSelected",
): I[] {
  return items.map((item) => ({
    ...item,
    selection,
    lesson_logs: item.lesson_logs.map((log) => ({ ...log, selection })),
  }));
}

/** What creation sends: selected and notSelectedAll items, each with its selected logs only. */
export function itemsToSend<L extends SelectableLog, I extends SelectableItem<L>>(items: readonly I[]): I[] {
  return items
    .filter((item) => item.selection === "selected" || item.selection === "notSelectedAll")
    .map((item) => ({ ...item, lesson_logs: item.lesson_logs.filter((log) => log.selection === "selected") }))
    .filter((item) => item.lesson_logs.length > 0 || item.selection === "selected");
}

/** Whether an item's state agrees with its logs (the invariant every toggle keeps). */
export function isConsistent(item: SelectableItem): boolean {
  if (item.lesson_logs.length === 0) return item.selection !== "notSelectedAll";
  return itemStateFromLogs(item.lesson_logs, item.selection) === item.selection;
}

/**
 * Students on a bill (spec §5): the same student cannot be chosen twice, and a bill's only student
 * cannot be removed. Returns the new list, or the reason it is refused.
 */
export function addStudent(
  students: readonly number[],
  id: number,
): { ok: true; students: number[] } | { ok: false; reason: "duplicate_student" } {
  if (students.includes(id)) return { ok: false, reason: "duplicate_student" };
  return { ok: true, students: [...students, id] };
}
export function removeStudent(
  students: readonly number[],
  id: number,
): { ok: true; students: number[] } | { ok: false; reason: "last_student" } {
  if (students.length <= 1 && students.includes(id)) return { ok: false, reason: "last_student" };
  return { ok: true, students: students.filter((s) => s !== id) };
}
