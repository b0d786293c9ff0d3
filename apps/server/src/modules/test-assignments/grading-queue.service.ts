import type { AssignmentResults, GradingQueueQuery } from "@edu/shared/test-assignments";
import { type AttemptResult, TEACHER_GRADED_KINDS } from "@edu/shared/test-engine";
import { and, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { type Actor, isStaff } from "../../http/actor";
import { toPage } from "../../http/paged-list";
import { toWireTimeOrNull } from "../../http/wire-time";
import { sessionClasses, studentClassTickets, studentOfTeacherCondition } from "../classes";
import { testAttempts, testForms, testFormVersions } from "../test-engine";
import { users } from "../users";
import { managedAssignment } from "./assignment-access";
import * as repo from "./test-assignments.repository";
import {
  testAssignmentStudents,
  testAssignments,
  testGradedResults,
  testGradePermissions,
  testGrades,
} from "./test-assignments.table";

/**
 * /tests/grading (issue 32): the submitted attempts a teacher grades — students they teach on forms they
 * assigned them, and attempts an admin let them grade (grading-access.ts's rule, as SQL) — or every one for
 * staff. "Waiting" is an attempt the engine left submitted (a teacher-graded answer without a grade) whose
 * grades are not complete yet.
 */
function gradableBy(teacherId: number): SQL {
  const assignedByMe = sql`exists (select 1 from ${testAssignments} ta join ${testAssignmentStudents} tas on tas.assignment_id = ta.id where ta.form_id = ${testFormVersions.formId} and tas.student_user_id = ${testAttempts.userId} and ta.created_by = ${teacherId})`;
  const granted = sql`exists (select 1 from ${testGradePermissions} p where p.attempt_id = ${testAttempts.id} and p.teacher_user_id = ${teacherId} and p.state = 'granted')`;
  return sql`((${assignedByMe} and ${studentOfTeacherCondition(teacherId, testAttempts.userId)}) or ${granted})`;
}

/** Private lessons are classes of the private course sessions (ids 1–10, spec 02; lessons' isPrivateClass). */
const inPrivateLesson = sql`exists (select 1 from ${studentClassTickets} t join ${sessionClasses} c on c.id = t.session_class_id where t.student_user_id = ${testAttempts.userId} and c.course_session_id <= 10)`;

const complete = sql`exists (select 1 from ${testGradedResults} r where r.attempt_id = ${testAttempts.id} and r.complete)`;
const hasGrades = sql`exists (select 1 from ${testGrades} g where g.attempt_id = ${testAttempts.id})`;

function stateCondition(state: GradingQueueQuery["state"]): SQL {
  const waiting = sql`(${testAttempts.state} = 'submitted' and not ${complete})`;
  const graded = sql`(${hasGrades} and (${testAttempts.state} = 'graded' or ${complete}))`;
  if (state === "pending") return waiting;
  if (state === "graded") return graded;
  return sql`(${waiting} or ${graded})`;
}

/** GET test-grading-queue. */
export async function gradingQueue(db: DbOrTx, actor: Actor, query: GradingQueueQuery) {
  const where = and(
    stateCondition(query.state),
    query.test_type === undefined ? undefined : eq(testForms.testType, query.test_type),
    query.scope === "private" ? inPrivateLesson : undefined,
    isStaff(actor) ? undefined : gradableBy(actor.id),
  );
  const base = () =>
    db
      .select({
        attempt: testAttempts,
        form: testForms,
        document: testFormVersions.document,
        first: users.firstName,
        last: users.lastName,
        username: users.username,
      })
      .from(testAttempts)
      .innerJoin(testFormVersions, eq(testFormVersions.id, testAttempts.formVersionId))
      .innerJoin(testForms, eq(testForms.id, testFormVersions.formId))
      .innerJoin(users, eq(users.id, testAttempts.userId));
  const rows = await base()
    .where(where)
    .orderBy(desc(testAttempts.submittedAt), desc(testAttempts.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const [total] = await db
    .select({ n: count() })
    .from(testAttempts)
    .innerJoin(testFormVersions, eq(testFormVersions.id, testAttempts.formVersionId))
    .innerJoin(testForms, eq(testForms.id, testFormVersions.formId))
    .where(where);
  const ids = rows.map((row) => row.attempt.id);
  const grades =
    ids.length === 0 ? [] : await db.select().from(testGrades).where(inArray(testGrades.attemptId, ids));
  const results =
    ids.length === 0
      ? []
      : await db.select().from(testGradedResults).where(inArray(testGradedResults.attemptId, ids));
  const data = rows.map(({ attempt, form, document, ...name }) => {
    const taken = new Set(attempt.route);
    const gradedKeys = new Set(grades.filter((g) => g.attemptId === attempt.id).map((g) => g.itemKey));
    const pending = document.sections
      .flatMap((section) => section.modules.filter((module) => taken.has(module.key)))
      .flatMap((module) => module.items)
      .filter((item) => (TEACHER_GRADED_KINDS as readonly string[]).includes(item.kind))
      .filter((item) => !gradedKeys.has(item.key)).length;
    const result = results.find((r) => r.attemptId === attempt.id);
    return {
      attempt_id: attempt.id,
      student: { id: attempt.userId, name: repo.nameOf(name) },
      form_id: form.id,
      title: form.title,
      test_type: form.testType,
      attempt_state: attempt.state,
      submitted_at: toWireTimeOrNull(attempt.submittedAt),
      pending_items: pending,
      graded: result?.complete || attempt.state === "graded" ? (1 as const) : (0 as const),
      self_graded: result?.selfGraded || attempt.selfGraded ? (1 as const) : (0 as const),
    };
  });
  return toPage(data, total?.n ?? 0, query.page, query.page_size);
}

const scoreLines = (scores: AttemptResult | null) => ({
  sections: (scores?.sections ?? []).filter((s) => s.taken).map((s) => ({ key: s.key, score: s.scaled })),
  composites: (scores?.composites ?? []).map((c) => ({ key: c.key, score: c.score })),
});

/** GET assign-test/{id}/results: each assigned student's latest attempt of the form (the class tab). */
export async function assignmentResults(db: DbOrTx, actor: Actor, id: number) {
  const assignment = await managedAssignment(db, actor, id);
  const students = await repo.studentsOf(db, [id]);
  const studentIds = students.map((s) => s.id);
  const attempts =
    studentIds.length === 0
      ? []
      : await db
          .select({ attempt: testAttempts })
          .from(testAttempts)
          .innerJoin(testFormVersions, eq(testFormVersions.id, testAttempts.formVersionId))
          .where(
            and(eq(testFormVersions.formId, assignment.formId), inArray(testAttempts.userId, studentIds)),
          )
          .orderBy(desc(testAttempts.id));
  const attemptIds = attempts.map((row) => row.attempt.id);
  const results =
    attemptIds.length === 0
      ? []
      : await db.select().from(testGradedResults).where(inArray(testGradedResults.attemptId, attemptIds));
  const data: AssignmentResults = students.map((student) => {
    const latest = attempts.find((row) => row.attempt.userId === student.id)?.attempt;
    const result = latest ? results.find((r) => r.attemptId === latest.id) : undefined;
    const graded = latest?.state === "graded" || result?.complete === true;
    return {
      student: { id: student.id, name: repo.nameOf(student) },
      state: !latest
        ? "not_started"
        : graded
          ? "graded"
          : latest.state === "in_progress"
            ? "in_progress"
            : "submitted",
      attempt_id: latest?.id ?? null,
      submitted_at: toWireTimeOrNull(latest?.submittedAt ?? null),
      self_graded: result?.selfGraded || latest?.selfGraded ? 1 : 0,
      ...scoreLines((result?.scores ?? latest?.scores ?? null) as AttemptResult | null),
    };
  });
  return { data };
}
