import { displayName } from "@edu/shared";
import type { AttemptResult, TestForm, TestHistoryEntry, TestHistoryQuery } from "@edu/shared/test-engine";
import { and, desc, eq, inArray, ne } from "drizzle-orm";
import { countUpTo } from "../../db/count-up-to";
import type { DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { toPage } from "../../http/paged-list";
import { toWireTime, toWireTimeOrNull } from "../../http/wire-time";
import { users } from "../users";
import { readableStudents } from "./attempt-access";
import { titlesOf } from "./form-views";
import { testAttempts, testForms, testFormVersions } from "./test-engine.table";

/** One attempt's line: its sections taken and composites, titled by the version the attempt took. */
function entryOf(row: {
  attempt: typeof testAttempts.$inferSelect;
  form: typeof testForms.$inferSelect;
  document: TestForm;
  student: { id: number; firstName: string | null; lastName: string | null; username: string };
}): TestHistoryEntry {
  const { attempt, form, document, student } = row;
  const scores = attempt.scores as AttemptResult | null;
  const titles = titlesOf(document);
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
        title: titles.section(section.key) ?? { en: section.key },
        scaled: section.scaled,
        raw: section.raw,
        max_raw: section.max_raw,
        pending: section.pending,
      })),
    composites: (scores?.composites ?? []).map((composite) => ({
      key: composite.key,
      title: titles.composite(composite.key) ?? { en: composite.key },
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
    readableStudents(actor, testAttempts.userId),
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
