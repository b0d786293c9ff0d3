import type { TestForm } from "@edu/shared/test-engine";
import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { type Actor, hasRole, isStaff } from "../../http/actor";
import { notFound } from "../../http/app-error";
import { isTeacherOfStudent, studentOfTeacherCondition } from "../classes";
import { testAttempts, testForms, testFormVersions } from "../test-engine";
import { parentStudents } from "../users";

/** A TOEFL sitting: the engine's attempt with the form version it took. */
export type Sitting = {
  attempt: typeof testAttempts.$inferSelect;
  formId: number;
  formKey: string;
  form: TestForm;
};

/** The sitting of exam id `id` (locked when asked); an attempt of another test type is not one (404). */
export async function sittingOf(db: DbOrTx, id: number, lock = false): Promise<Sitting> {
  const query = db
    .select({
      attempt: testAttempts,
      formId: testForms.id,
      formKey: testForms.key,
      form: testFormVersions.document,
    })
    .from(testAttempts)
    .innerJoin(testFormVersions, eq(testFormVersions.id, testAttempts.formVersionId))
    .innerJoin(testForms, eq(testForms.id, testFormVersions.formId))
    .where(and(eq(testAttempts.id, id), eq(testForms.testType, "TOEFL")));
  const [row] = lock ? await query.for("update", { of: testAttempts }) : await query;
  if (!row) throw notFound();
  return row;
}

/**
 * Who reads a student's TOEFL sittings and transcripts: the student, their linked parents, their
 * teachers, staff and super-admin (the same people as GET students/{id}/tests).
 */
export async function mayReadStudent(db: DbOrTx, actor: Actor, studentId: number): Promise<boolean> {
  if (actor.id === studentId || isStaff(actor)) return true;
  if (actor.roles.includes("parent")) {
    const [link] = await db
      .select({ id: parentStudents.parentId })
      .from(parentStudents)
      .where(and(eq(parentStudents.parentId, actor.id), eq(parentStudents.studentId, studentId)));
    if (link) return true;
  }
  return actor.roles.includes("teacher") && (await isTeacherOfStudent(db, actor.id, studentId));
}

/** A sitting the caller may read; anyone else is answered 404 (an exam id tells nothing). */
export async function readableSitting(db: DbOrTx, actor: Actor, id: number, lock = false) {
  const sitting = await sittingOf(db, id, lock);
  if (!(await mayReadStudent(db, actor, sitting.attempt.userId))) throw notFound();
  return sitting;
}

/** Staff and teachers who may act on a student's sitting (store combined transcripts, send the mail). */
export async function mayManageStudent(db: DbOrTx, actor: Actor, studentId: number) {
  if (isStaff(actor)) return true;
  return hasRole(actor, "teacher") && (await isTeacherOfStudent(db, actor.id, studentId));
}

/** The same rule as mayReadStudent, as a condition on a query's student column (lists). */
export function readableStudents(actor: Actor, studentColumn: typeof testAttempts.userId): SQL | undefined {
  if (isStaff(actor)) return undefined;
  const ways: SQL[] = [eq(studentColumn, actor.id)];
  if (actor.roles.includes("parent"))
    ways.push(
      inArray(
        studentColumn,
        sql`(select ${parentStudents.studentId} from ${parentStudents} where ${parentStudents.parentId} = ${actor.id})`,
      ),
    );
  if (actor.roles.includes("teacher")) ways.push(studentOfTeacherCondition(actor.id, studentColumn));
  return or(...ways);
}
