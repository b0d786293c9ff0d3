import type { TranscriptsQuery, UpdateScore } from "@edu/shared/toefl";
import { and, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import { LIST_COUNT_CAP } from "../../db/count-up-to";
import type { DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { AppError, fieldError } from "../../http/app-error";
import { toPage } from "../../http/paged-list";
import { recordAudit } from "../audit";
import { testGradedResults } from "../test-assignments";
import { testAttempts, testForms, testFormVersions } from "../test-engine";
import { toeflScoreOverrides } from "./toefl.table";
import { readableSitting, readableStudents, type Sitting, sittingOf } from "./toefl-access";
import { transcriptFacts, transcriptOf } from "./transcript-view";

/** GET toefls/transcript, GET toefls/transcripts, PUT toefls/update-score (spec 03 §7). */

export async function getTranscript(db: DbOrTx, actor: Actor, examId: number) {
  const sitting = await readableSitting(db, actor, examId);
  return { data: transcriptOf(sitting, await transcriptFacts(db, [sitting])) };
}

/**
 * Submitted sittings the caller may read, newest first: staff every student's, a teacher their students',
 * a parent their children's, everyone their own (one condition: toefl-access.ts `readableStudents`).
 * `pending=1`: sittings whose writing or speaking still waits for a grade (no complete graded result).
 */
export async function listTranscripts(db: DbOrTx, actor: Actor, query: TranscriptsQuery) {
  const pendingCondition: SQL = sql`${testAttempts.state} = 'submitted' and not exists (select 1 from ${testGradedResults} g where g.attempt_id = ${testAttempts.id} and g.complete)`;
  const where = and(
    eq(testForms.testType, "TOEFL"),
    ne(testAttempts.state, "in_progress"),
    readableStudents(actor, testAttempts.userId),
    query.student_id === undefined ? undefined : eq(testAttempts.userId, query.student_id),
    query.form_id === undefined ? undefined : eq(testForms.id, query.form_id),
    query.pending === undefined
      ? undefined
      : query.pending === "1"
        ? pendingCondition
        : sql`not (${pendingCondition})`,
  );
  const base = () =>
    db
      .select({
        attempt: testAttempts,
        formId: testForms.id,
        formKey: testForms.key,
        form: testFormVersions.document,
      })
      .from(testAttempts)
      .innerJoin(testFormVersions, eq(testFormVersions.id, testAttempts.formVersionId))
      .innerJoin(testForms, eq(testForms.id, testFormVersions.formId))
      .where(where);
  const rows: Sitting[] = await base()
    .orderBy(desc(testAttempts.submittedAt), desc(testAttempts.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const counted = db
    .select({ one: sql`1` })
    .from(testAttempts)
    .innerJoin(testFormVersions, eq(testFormVersions.id, testAttempts.formVersionId))
    .innerJoin(testForms, eq(testForms.id, testFormVersions.formId))
    .where(where)
    .limit(LIST_COUNT_CAP)
    .as("counted");
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(counted);
  const facts = await transcriptFacts(db, rows);
  return toPage(
    rows.map((row) => transcriptOf(row, facts)),
    Number(count?.n ?? 0),
    query.page,
    query.page_size,
  );
}

/**
 * A staff override of one section's score (0–30), with a reason; null removes it. The sitting is locked so
 * two overrides write in turn; the audit keeps the old and new values.
 */
export async function updateScore(db: DbOrTx, actor: Actor, body: UpdateScore, now = new Date()) {
  return db.transaction(async (tx) => {
    const sitting = await sittingOf(tx, body.exam_id, true);
    if (sitting.attempt.state === "in_progress")
      throw new AppError("conflict", { message: "toefl_not_submitted" });
    if (!sitting.form.sections.some((section) => section.key === body.section))
      throw fieldError("section", "v.toefl_section");
    const key = and(
      eq(toeflScoreOverrides.attemptId, body.exam_id),
      eq(toeflScoreOverrides.sectionKey, body.section),
    );
    const [old] = await tx.select().from(toeflScoreOverrides).where(key);
    if (body.score === null) await tx.delete(toeflScoreOverrides).where(key);
    else {
      const values = { score: body.score, reason: body.reason, setBy: actor.id, setAt: now };
      await tx
        .insert(toeflScoreOverrides)
        .values({ attemptId: body.exam_id, sectionKey: body.section, ...values })
        .onConflictDoUpdate({
          target: [toeflScoreOverrides.attemptId, toeflScoreOverrides.sectionKey],
          set: values,
        });
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: body.score === null ? "toefl_score.override_removed" : "toefl_score.override",
      targetType: "test_attempt",
      targetId: body.exam_id,
      before: old ? { section: body.section, score: old.score, reason: old.reason } : null,
      after: { section: body.section, score: body.score, reason: body.reason },
      requestId: actor.requestId,
    });
    return { data: transcriptOf(sitting, await transcriptFacts(tx, [sitting])) };
  });
}
