import type { TestForm } from "@edu/shared/test-engine";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { type Actor, isStaff, isSuperAdmin } from "../../http/actor";
import { notFound } from "../../http/app-error";
import { isTeacherOfStudent } from "../classes";
import { testAttempts, testFormVersions } from "../test-engine";
import * as repo from "./test-assignments.repository";
import { testGradePermissions } from "./test-assignments.table";

export type GradedAttempt = {
  attempt: typeof testAttempts.$inferSelect;
  formId: number;
  form: TestForm;
};

/** The attempt (locked for a grade's write) with its form version's document; none is 404. */
export async function attemptOf(db: DbOrTx, id: number, lock = false): Promise<GradedAttempt> {
  const query = db.select().from(testAttempts).where(eq(testAttempts.id, id));
  const [attempt] = lock ? await query.for("update") : await query;
  if (!attempt) throw notFound();
  const [version] = await db
    .select()
    .from(testFormVersions)
    .where(eq(testFormVersions.id, attempt.formVersionId));
  if (!version) throw new Error(`form version ${attempt.formVersionId} vanished`);
  return { attempt, formId: version.formId, form: version.document };
}

/**
 * Who grades an attempt (spec 03 §4, §6): super-admin; a teacher who teaches the student and assigned
 * this form to them, or whose request to grade this attempt an admin granted; the student, when an
 * assignment of the form to them allows self-grading (their grades are marked self-graded).
 */
export async function graderRole(db: DbOrTx, actor: Actor, { attempt, formId }: GradedAttempt) {
  if (isSuperAdmin(actor)) return "teacher" as const;
  if (actor.id === attempt.userId) {
    const assignments = await repo.assignmentsOfStudent(db, actor.id, formId);
    return assignments.some((row) => row.assignment.allowSelfGrading) ? ("self" as const) : null;
  }
  if (!actor.roles.includes("teacher")) return null;
  const [granted] = await db
    .select({ id: testGradePermissions.id })
    .from(testGradePermissions)
    .where(
      and(
        eq(testGradePermissions.attemptId, attempt.id),
        eq(testGradePermissions.teacherUserId, actor.id),
        eq(testGradePermissions.state, "granted"),
      ),
    );
  if (granted) return "teacher" as const;
  if (!(await isTeacherOfStudent(db, actor.id, attempt.userId))) return null;
  const assignments = await repo.assignmentsOfStudent(db, attempt.userId, formId);
  return assignments.some((row) => row.assignment.createdBy === actor.id) ? ("teacher" as const) : null;
}

/** Who reads the grading sheet: graders, the student, and staff; anyone else gets 404. */
export async function mayReadSheet(db: DbOrTx, actor: Actor, graded: GradedAttempt) {
  if (graded.attempt.userId === actor.id || isStaff(actor)) return true;
  return (await graderRole(db, actor, graded)) !== null;
}
