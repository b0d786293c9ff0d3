import { displayName } from "@edu/shared";
import type { AttemptResult, TestForm, TestHistoryEntry, TestHistoryQuery } from "@edu/shared/test-engine";
import { and, desc, eq, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import { countUpTo } from "../../db/count-up-to";
import type { DbOrTx } from "../../db/database";
import { type Actor, hasRole, isStaff } from "../../http/actor";
import { toPage } from "../../http/paged-list";
import { toWireTime, toWireTimeOrNull } from "../../http/wire-time";
import { studentOfTeacherCondition } from "../classes";
import { parentStudents, users } from "../users";
import { testAttempts, testForms, testFormVersions } from "./test-engine.table";

/**
 * Whose attempts the caller reads in a history, as a condition on the attempt's student: staff and
 * super-admin everyone's, a teacher their classes' students', a parent their linked children's, everyone
 * their own.
 */
function readableStudents(actor: Actor): SQL | undefined {
  if (isStaff(actor)) return undefined;
  const ways: SQL[] = [eq(testAttempts.userId, actor.id)];
  if (hasRole(actor, "parent"))
    ways.push(
      inArray(
        testAttempts.userId,
        sql`(select ${parentStudents.studentId} from ${parentStudents} where ${parentStudents.parentId} = ${actor.id})`,
      ),
    );
  if (hasRole(actor, "teacher")) ways.push(studentOfTeacherCondition(actor.id, testAttempts.userId));
  return or(...ways);
}

/** One attempt's line: its sections taken and composites, titled by the version the attempt took. */
function entryOf(row: {
  attempt: typeof testAttempts.$inferSelect;
  form: typeof testForms.$inferSelect;
  document: TestForm;
  student: { id: number; firstName: string | null; lastName: string | null; username: string };
}): TestHistoryEntry {
  const { attempt, form, document, student } = row;
  const scores = attempt.scores as AttemptResult | null;
  const sectionTitles = new Map(document.sections.map((section) => [section.key, section.title]));
  const compositeTitles = new Map(document.composites.map((composite) => [composite.key, composite.title]));
  return {
    id: attempt.id,
    form_id: form.id,
    form_key: form.key,
    test_type: form.testType,
    title: form.title,
    state: attempt.state,
    started_at: toWireTime(attempt.startedAt),
    submitted_at: toWireTimeOrNull(attempt.submittedAt),
    student: {
      id: student.id,
      name: displayName({
        first_name: student.firstName,
        last_name: student.lastName,
        username: student.username,
      }),
    },
    complete: scores?.complete ?? false,
    sections: (scores?.sections ?? [])
      .filter((section) => section.taken)
      .map((section) => ({
        key: section.key,
        title: sectionTitles.get(section.key) ?? { en: section.key },
        scaled: section.scaled,
        raw: section.raw,
        max_raw: section.max_raw,
        pending: section.pending,
      })),
    composites: (scores?.composites ?? []).map((composite) => ({
      key: composite.key,
      title: compositeTitles.get(composite.key) ?? { en: composite.key },
      score: composite.score,
    })),
  };
}

/**
 * GET test-history: submitted (and graded) attempts the caller may read, newest first, with the scores
 * written at submit. `test_type` keeps to one test (the ACT history), `student_id` to one student (an id
 * the caller may not read gives an empty list, not a hint).
 */
export async function listTestHistory(db: DbOrTx, actor: Actor, query: TestHistoryQuery) {
  const where = and(
    ne(testAttempts.state, "in_progress"),
    readableStudents(actor),
    query.student_id === undefined ? undefined : eq(testAttempts.userId, query.student_id),
    query.test_type === undefined
      ? undefined
      : inArray(
          testAttempts.formVersionId,
          db
            .select({ id: testFormVersions.id })
            .from(testFormVersions)
            .innerJoin(testForms, eq(testForms.id, testFormVersions.formId))
            .where(eq(testForms.testType, query.test_type)),
        ),
  );
  const rows = await db
    .select({
      attempt: testAttempts,
      form: testForms,
      document: testFormVersions.document,
      student: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        username: users.username,
      },
    })
    .from(testAttempts)
    .innerJoin(testFormVersions, eq(testFormVersions.id, testAttempts.formVersionId))
    .innerJoin(testForms, eq(testForms.id, testFormVersions.formId))
    .innerJoin(users, eq(users.id, testAttempts.userId))
    .where(where)
    .orderBy(desc(testAttempts.submittedAt), desc(testAttempts.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const total = await countUpTo(db, testAttempts, where);
  return toPage(
    rows.map((row) => entryOf({ ...row, document: row.document as TestForm })),
    total,
    query.page,
    query.page_size,
  );
}
