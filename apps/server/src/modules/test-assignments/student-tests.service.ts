import type { TestAdmit, TestPapersQuery } from "@edu/shared/test-assignments";
import type { AttemptResult, TestForm } from "@edu/shared/test-engine";
import { and, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { type Actor, isStaff } from "../../http/actor";
import { fieldError, notFound } from "../../http/app-error";
import { toPage } from "../../http/paged-list";
import { toWireTime } from "../../http/wire-time";
import type { TestFormStartGrant } from "../../module-deps";
import { isTeacherOfStudent, studentOfTeacherCondition } from "../classes";
import { testAttempts, testForms, testFormVersions } from "../test-engine";
import { users } from "../users";
import { mayReadStudent } from "./assignment-access";
import * as repo from "./test-assignments.repository";
import { testAdmissions, testGradedResults } from "./test-assignments.table";

/**
 * Who may start a form that is not public (the `testFormStartGrants` extension point, asked by the
 * engine's start): a student named by an assignment of the form that is open now (opened, not yet due),
 * or admitted by a proctor (test-admit) until the admission expires. The engine keeps its own rule for
 * public forms and editors; this only adds to it, so a form nobody assigned stays closed to students.
 */
export const assignedOrAdmitted: TestFormStartGrant = async (db, { userId, formId, now }) =>
  Boolean(
    (await repo.openAssignmentFor(db, userId, formId, now)) ??
      (await repo.admissionFor(db, userId, formId, now)),
  );

/** A sitting's items and minutes: every module, except that a routed section counts its first and longest other module. */
export function sittingLength(form: TestForm) {
  let items = 0;
  let seconds = 0;
  let timed = form.settings.total_time_limit_seconds !== null;
  for (const section of form.sections) {
    const [first, ...rest] = section.modules;
    const path =
      section.routing.length === 0 || !first
        ? section.modules
        : [first, ...[...rest].sort((a, b) => b.items.length - a.items.length).slice(0, 1)];
    for (const module of path) {
      items += module.items.length;
      seconds += module.time_limit_seconds ?? 0;
      timed ||= module.time_limit_seconds !== null;
    }
    seconds += section.break_after_seconds;
  }
  const total = form.settings.total_time_limit_seconds ?? seconds;
  return { sections: form.sections.length, items, minutes: timed ? Math.ceil(total / 60) : null };
}

/** GET test-papers: the published forms (public or not) a teacher may assign. */
export async function listTestPapers(db: DbOrTx, query: TestPapersQuery) {
  const where = query.test_type === undefined ? undefined : eq(testForms.testType, query.test_type);
  const { rows, total } = await repo.publishedForms(db, where, query);
  const data = rows.map(({ form, version }) => ({
    id: form.id,
    key: form.key,
    test_type: form.testType,
    title: form.title,
    is_public: form.isPublic ? (1 as const) : (0 as const),
    version: version.version,
    ...sittingLength(version.document),
  }));
  return toPage(data, total, query.page, query.page_size);
}

async function gradedOf(db: DbOrTx, attemptIds: number[]) {
  if (attemptIds.length === 0) return new Map<number, typeof testGradedResults.$inferSelect>();
  const rows = await db
    .select()
    .from(testGradedResults)
    .where(inArray(testGradedResults.attemptId, attemptIds));
  return new Map(rows.map((row) => [row.attemptId, row]));
}

/** GET students/{id}/tests: each assignment with the student's latest attempt of its form, its state and scores. */
/** The assignment's rule: answers show after submitting, after the due time has passed, or never. */
function answersVisible(
  assignment: { showAnswers: string; dueAt: Date | null },
  state: string | undefined,
  now: Date,
) {
  if (state === undefined || state === "in_progress") return false;
  if (assignment.showAnswers === "after_submit") return true;
  return assignment.showAnswers === "after_due" && assignment.dueAt !== null && assignment.dueAt <= now;
}

export async function getStudentTests(db: DbOrTx, actor: Actor, studentId: number, now = new Date()) {
  const [student] = await db.select({ id: users.id }).from(users).where(eq(users.id, studentId));
  if (!student || !(await mayReadStudent(db, actor, studentId))) throw notFound();
  const assignments = await repo.assignmentsOfStudent(db, studentId);
  const formIds = [...new Set(assignments.map((row) => row.form.id))];
  const attempts =
    formIds.length === 0
      ? []
      : await db
          .select({ attempt: testAttempts, formId: testFormVersions.formId })
          .from(testAttempts)
          .innerJoin(testFormVersions, eq(testFormVersions.id, testAttempts.formVersionId))
          .where(and(eq(testAttempts.userId, studentId), inArray(testFormVersions.formId, formIds)))
          .orderBy(desc(testAttempts.id));
  const graded = await gradedOf(
    db,
    attempts.map((row) => row.attempt.id),
  );
  const data = assignments.map(({ assignment, form }) => {
    const latest = attempts.find((row) => row.formId === form.id)?.attempt;
    const result = latest ? graded.get(latest.id) : undefined;
    const scores = (result?.scores ?? latest?.scores ?? null) as AttemptResult | null;
    const isGraded = latest?.state === "graded" || result?.complete === true;
    return {
      assignment_id: assignment.id,
      form_id: form.id,
      test_type: form.testType,
      title: form.title,
      opens_at: toWireTime(assignment.opensAt),
      due_at: assignment.dueAt ? toWireTime(assignment.dueAt) : null,
      state: !latest
        ? ("not_started" as const)
        : isGraded
          ? ("graded" as const)
          : latest.state === "in_progress"
            ? ("in_progress" as const)
            : ("submitted" as const),
      attempt_id: latest?.id ?? null,
      attempt_state: latest?.state ?? null,
      self_graded: result?.selfGraded || latest?.selfGraded ? (1 as const) : (0 as const),
      answers_visible: answersVisible(assignment, latest?.state, now) ? (1 as const) : (0 as const),
      has_paper: assignment.paperUploadId === null ? (0 as const) : (1 as const),
      sections: (scores?.sections ?? []).filter((s) => s.taken).map((s) => ({ key: s.key, score: s.scaled })),
      composites: (scores?.composites ?? []).map((c) => ({ key: c.key, score: c.score })),
    };
  });
  return { data };
}

/** POST test-admit: a proctor lets a student start a published form now (a teacher only their students). */
export async function admitStudent(db: DbOrTx, actor: Actor, body: TestAdmit, now = new Date()) {
  return db.transaction(async (tx) => {
    const form = await repo.formOf(tx, body.form_id);
    if (form?.status !== "published") throw fieldError("form_id", "not_found");
    const [student] = await tx.select({ id: users.id }).from(users).where(eq(users.id, body.student_user_id));
    if (!student) throw fieldError("student_user_id", "not_found");
    if (!isStaff(actor) && !(await isTeacherOfStudent(tx, actor.id, body.student_user_id)))
      throw fieldError("student_user_id", "v.ta_not_teacher");
    const [row] = await tx
      .insert(testAdmissions)
      .values({
        formId: form.id,
        studentUserId: body.student_user_id,
        admittedBy: actor.id,
        expiresAt: new Date(now.getTime() + body.minutes * 60_000),
      })
      .returning();
    if (!row) throw new Error("admission insert returned no row");
    return {
      data: {
        id: row.id,
        form_id: row.formId,
        student_user_id: row.studentUserId,
        admitted_by: row.admittedBy,
        expires_at: toWireTime(row.expiresAt),
      },
    };
  });
}

/** GET sat-mocks: published SAT forms and their latest sittings (a teacher: their students' only). */
export async function listSatMocks(db: DbOrTx, actor: Actor, query: { page: number; page_size: number }) {
  const { rows, total } = await repo.publishedForms(db, eq(testForms.testType, "SAT"), query);
  const whose: SQL | undefined = isStaff(actor)
    ? undefined
    : studentOfTeacherCondition(actor.id, testAttempts.userId);
  const data = [];
  for (const { form, version } of rows) {
    const sittings = await db
      .select({ attempt: testAttempts })
      .from(testAttempts)
      .innerJoin(testFormVersions, eq(testFormVersions.id, testAttempts.formVersionId))
      .where(and(eq(testFormVersions.formId, form.id), whose))
      .orderBy(desc(testAttempts.id))
      .limit(50);
    const graded = await gradedOf(
      db,
      sittings.map((s) => s.attempt.id),
    );
    data.push({
      id: form.id,
      key: form.key,
      title: form.title,
      version: version.version,
      sittings: sittings.map(({ attempt }) => {
        const scores = (graded.get(attempt.id)?.scores ?? attempt.scores ?? null) as AttemptResult | null;
        return {
          attempt_id: attempt.id,
          student_user_id: attempt.userId,
          state: attempt.state,
          started_at: toWireTime(attempt.startedAt),
          total: scores?.composites[0]?.score ?? null,
        };
      }),
    });
  }
  return toPage(data, total, query.page, query.page_size);
}
