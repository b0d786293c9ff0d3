import type { DbOrTx } from "../../db/database";
import { type Actor, hasRole, isStaff } from "../../http/actor";
import { fieldError, notFound } from "../../http/app-error";
import { isTeacherOfStudent } from "../classes";
import * as repo from "./test-assignments.repository";
import type { TestAssignmentRow } from "./test-assignments.table";

/**
 * Who manages an assignment: staff and super-admin any; a teacher the ones they made or made for a class
 * they teach. Anyone else is answered 404: an id tells nothing.
 */
export async function managedAssignment(db: DbOrTx, actor: Actor, id: number, lock = false) {
  const row = await repo.assignmentById(db, id, lock);
  if (!row || !(await mayManage(db, actor, row))) throw notFound();
  return row;
}

export async function mayManage(db: DbOrTx, actor: Actor, row: TestAssignmentRow) {
  if (isStaff(actor)) return true;
  if (!hasRole(actor, "teacher")) return false;
  if (row.createdBy === actor.id) return true;
  return row.sessionClassId !== null && (await repo.teachesClass(db, actor.id, row.sessionClassId));
}

/**
 * A teacher assigns only to a class they teach and to students they teach (staff to anyone): the field
 * naming another is a 422, so the form says which.
 */
export async function assertMayAssign(
  db: DbOrTx,
  actor: Actor,
  target: { sessionClassId: number | null; studentIds: readonly number[]; field: string },
) {
  if (isStaff(actor)) return;
  if (target.sessionClassId !== null && !(await repo.teachesClass(db, actor.id, target.sessionClassId)))
    throw fieldError("session_class_id", "v.ta_not_teacher");
  for (const [index, studentId] of target.studentIds.entries()) {
    if (!(await isTeacherOfStudent(db, actor.id, studentId)))
      throw fieldError(`${target.field}.${index}`, "v.ta_not_teacher");
  }
}

/** Who reads a student's tests: the test engine's one rule. */
export { mayReadStudent } from "../test-engine";
