import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { type Actor, hasRole, isStaff } from "../../http/actor";
import { forbidden, notFound } from "../../http/app-error";
import { studentOfTeacherCondition, isTeacherOfStudent as teachesStudent } from "../classes";
import type { TeacherStudentCheck } from "../profiles";
import { parentStudents } from "../users";
import * as repo from "./test-attempts.repository";
import type { TestAttemptRow, testAttempts } from "./test-engine.table";

/**
 * Why someone reads a student's tests: it is their own; they are family (a linked parent: what the student
 * sees, once submitted); or they teach (the student's teachers, staff and super-admin: everything).
 */
export type StudentReader = "own" | "family" | "teaching";

/**
 * The one rule for who reads a student's tests (attempts, results, histories, TOEFL transcripts): the
 * student, their linked parents, their teachers, staff and super-admin. Null: nobody to them.
 */
export async function readerOfStudent(
  db: DbOrTx,
  actor: Actor,
  studentId: number,
  isTeacherOfStudent: TeacherStudentCheck = teachesStudent,
): Promise<StudentReader | null> {
  if (actor.id === studentId) return "own";
  if (isStaff(actor)) return "teaching";
  if (hasRole(actor, "teacher") && (await isTeacherOfStudent(db, actor.id, studentId))) return "teaching";
  if (hasRole(actor, "parent")) {
    const [link] = await db
      .select({ id: parentStudents.parentId })
      .from(parentStudents)
      .where(and(eq(parentStudents.parentId, actor.id), eq(parentStudents.studentId, studentId)));
    if (link) return "family";
  }
  return null;
}

export async function mayReadStudent(db: DbOrTx, actor: Actor, studentId: number): Promise<boolean> {
  return (await readerOfStudent(db, actor, studentId)) !== null;
}

/** The same rule as readerOfStudent, as a condition on a query's student column (lists). */
export function readableStudents(actor: Actor, studentColumn: typeof testAttempts.userId): SQL | undefined {
  if (isStaff(actor)) return undefined;
  const ways: SQL[] = [eq(studentColumn, actor.id)];
  if (hasRole(actor, "parent"))
    ways.push(
      inArray(
        studentColumn,
        sql`(select ${parentStudents.studentId} from ${parentStudents} where ${parentStudents.parentId} = ${actor.id})`,
      ),
    );
  if (hasRole(actor, "teacher")) ways.push(studentOfTeacherCondition(actor.id, studentColumn));
  return or(...ways);
}

/**
 * Who may see an attempt: the student's readers (readerOfStudent), a parent only once it is submitted.
 * Only the student writes to it (answers, events, finish, submit). Anyone else is answered 404: an
 * attempt's id tells nothing.
 */
async function readerOf(
  db: DbOrTx,
  actor: Actor,
  attempt: TestAttemptRow,
  isTeacherOfStudent: TeacherStudentCheck,
): Promise<StudentReader | null> {
  const reader = await readerOfStudent(db, actor, attempt.userId, isTeacherOfStudent);
  return reader === "family" && attempt.state === "in_progress" ? null : reader;
}

/** An attempt the caller may read, with why they read it (what its result shows them). */
export async function readAttemptAs(
  db: DbOrTx,
  actor: Actor,
  id: number,
  isTeacherOfStudent: TeacherStudentCheck,
): Promise<{ attempt: TestAttemptRow; reader: StudentReader }> {
  const attempt = await repo.attemptById(db, id);
  const reader = attempt ? await readerOf(db, actor, attempt, isTeacherOfStudent) : null;
  if (!attempt || !reader) throw notFound();
  return { attempt, reader };
}

export async function readableAttempt(
  db: DbOrTx,
  actor: Actor,
  id: number,
  isTeacherOfStudent: TeacherStudentCheck,
): Promise<TestAttemptRow> {
  return (await readAttemptAs(db, actor, id, isTeacherOfStudent)).attempt;
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
  throw (await readerOf(db, actor, attempt, isTeacherOfStudent)) ? forbidden() : notFound();
}
