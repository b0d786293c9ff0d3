import type { DbOrTx } from "../../db/database";
import { type Actor, isSuperAdmin } from "../../http/actor";
import { forbidden, notFound } from "../../http/app-error";
import type { TeacherStudentCheck } from "../profiles";
import * as repo from "./test-attempts.repository";
import type { TestAttemptRow } from "./test-engine.table";

/**
 * Who may see an attempt: the student who takes it, super-admin, and a teacher of that student (grading
 * comes in the next slice). Only the student writes to it (answers, events, finish, submit). Anyone else is
 * answered 404: an attempt's id tells nothing.
 */
async function mayRead(
  db: DbOrTx,
  actor: Actor,
  attempt: TestAttemptRow,
  isTeacherOfStudent: TeacherStudentCheck,
) {
  if (attempt.userId === actor.id || isSuperAdmin(actor)) return true;
  return actor.roles.includes("teacher") && (await isTeacherOfStudent(db, actor.id, attempt.userId));
}

export async function readableAttempt(
  db: DbOrTx,
  actor: Actor,
  id: number,
  isTeacherOfStudent: TeacherStudentCheck,
): Promise<TestAttemptRow> {
  const attempt = await repo.attemptById(db, id);
  if (!attempt || !(await mayRead(db, actor, attempt, isTeacherOfStudent))) throw notFound();
  return attempt;
}

/** The student's own attempt, locked as asked; a reader who is not the student gets 403, anyone else 404. */
export async function ownAttempt(
  db: DbOrTx,
  actor: Actor,
  id: number,
  lock: "update" | "share",
  isTeacherOfStudent: TeacherStudentCheck,
): Promise<TestAttemptRow> {
  const attempt = await repo.attemptById(db, id, lock);
  if (!attempt) throw notFound();
  if (attempt.userId === actor.id) return attempt;
  throw (await mayRead(db, actor, attempt, isTeacherOfStudent)) ? forbidden() : notFound();
}
