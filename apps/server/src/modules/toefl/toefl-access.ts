import type { TestForm } from "@edu/shared/test-engine";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { type Actor, hasRole, isStaff } from "../../http/actor";
import { notFound } from "../../http/app-error";
import { isTeacherOfStudent } from "../classes";
import { mayReadStudent, testAttempts, testForms, testFormVersions } from "../test-engine";

/**
 * Who reads a student's TOEFL sittings and transcripts: the engine's one rule (the student, their linked
 * parents, their teachers, staff and super-admin), re-exported for the TOEFL services.
 */
export { mayReadStudent, readableStudents } from "../test-engine";

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
