import type { GradeItem, GradingSheet } from "@edu/shared/test-assignments";
import {
  type AttemptResult,
  scoreAttempt,
  TEACHER_GRADED_KINDS,
  type TestForm,
  type TestItem,
} from "@edu/shared/test-engine";
import { asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { AppError, fieldError, forbidden, notFound } from "../../http/app-error";
import { toWireTime } from "../../http/wire-time";
import { listAuditFor, recordAudit } from "../audit";
import { testAnswers } from "../test-engine";
import { users } from "../users";
import { attemptOf, type GradedAttempt, graderRole, mayReadSheet } from "./grading-access";
import { nameOf } from "./test-assignments.repository";
import { testGradedResults, testGrades } from "./test-assignments.table";

type GradedKind = (typeof TEACHER_GRADED_KINDS)[number];
const isGraded = (item: TestItem): item is Extract<TestItem, { kind: GradedKind }> =>
  (TEACHER_GRADED_KINDS as readonly string[]).includes(item.kind);

/** The teacher-graded items of the modules the attempt took, in the form's order. */
function gradedItemsOf(form: TestForm, route: readonly string[]) {
  const taken = new Set(route);
  return form.sections.flatMap((section) =>
    section.modules
      .filter((module) => taken.has(module.key))
      .flatMap((module) => module.items.filter(isGraded).map((item) => ({ section: section.key, item }))),
  );
}

const scoreLines = (scores: AttemptResult | null) => ({
  sections: (scores?.sections ?? []).filter((s) => s.taken).map((s) => ({ key: s.key, score: s.scaled })),
  composites: (scores?.composites ?? []).map((c) => ({ key: c.key, score: c.score })),
});

type Snapshot = { item_key?: string; score?: number; comment?: string; self_graded?: boolean };

/** The attempt's grade changes from the audit log (what `gradeItem` writes), newest first, with names. */
async function historyOf(db: DbOrTx, attemptId: number): Promise<GradingSheet["history"]> {
  const entries = (await listAuditFor(db, "test_attempt", attemptId)).filter(
    (e) => e.action === "test_grade.set",
  );
  const actorIds = [...new Set(entries.flatMap((e) => (e.actorId === null ? [] : [e.actorId])))];
  const people =
    actorIds.length === 0
      ? []
      : await db
          .select({ id: users.id, first: users.firstName, last: users.lastName, username: users.username })
          .from(users)
          .where(inArray(users.id, actorIds));
  return entries.map((entry) => {
    const after = (entry.after ?? {}) as Snapshot;
    const before = (entry.before ?? null) as Snapshot | null;
    const person = people.find((p) => p.id === entry.actorId);
    return {
      item_key: after.item_key ?? "",
      score: after.score ?? null,
      previous_score: before?.score ?? null,
      comment: after.comment ?? "",
      self_graded: after.self_graded ? 1 : 0,
      by: person ? { id: person.id, name: nameOf(person) } : null,
      at: toWireTime(entry.createdAt),
    };
  });
}

async function sheetOf(
  db: DbOrTx,
  { attempt, form }: GradedAttempt,
  mayGrade: boolean,
): Promise<{ data: GradingSheet }> {
  const answers = new Map(
    (await db.select().from(testAnswers).where(eq(testAnswers.attemptId, attempt.id))).map((a) => [
      a.itemKey,
      a,
    ]),
  );
  const grades = new Map(
    (
      await db
        .select()
        .from(testGrades)
        .where(eq(testGrades.attemptId, attempt.id))
        .orderBy(asc(testGrades.itemKey))
    ).map((g) => [g.itemKey, g]),
  );
  const [result] = await db
    .select()
    .from(testGradedResults)
    .where(eq(testGradedResults.attemptId, attempt.id));
  const scores = (result?.scores ?? attempt.scores ?? null) as AttemptResult | null;
  return {
    data: {
      attempt_id: attempt.id,
      student_user_id: attempt.userId,
      attempt_state: attempt.state,
      graded: (result?.complete ?? attempt.state === "graded") ? 1 : 0,
      self_graded: result?.selfGraded || attempt.selfGraded ? 1 : 0,
      items: gradedItemsOf(form, attempt.route).map(({ section, item }) => {
        const grade = grades.get(item.key);
        const rubric = form.rubrics.find((r) => r.key === item.rubric) ?? null;
        return {
          item_key: item.key,
          kind: item.kind,
          section,
          rubric,
          response: answers.get(item.key)?.response ?? null,
          score: grade?.score ?? null,
          comment: grade?.comment ?? "",
          graded_by: grade?.gradedBy ?? null,
          self_graded: grade?.selfGraded ? 1 : 0,
          updated_at: grade ? toWireTime(grade.updatedAt) : null,
        };
      }),
      ...scoreLines(scores),
      may_grade: mayGrade && attempt.state !== "in_progress" ? 1 : 0,
      history: await historyOf(db, attempt.id),
    },
  };
}

export async function getGradingSheet(db: DbOrTx, actor: Actor, id: number) {
  const graded = await attemptOf(db, id);
  if (!(await mayReadSheet(db, actor, graded))) throw notFound();
  return sheetOf(db, graded, (await graderRole(db, actor, graded)) !== null);
}

/**
 * Recomputes the attempt's scores with the shared scoring.ts over its version, answers and every grade.
 * Complete (no grade pending) → the attempt reads as graded. Stored in `test_graded_results` (the
 * engine's attempt row is the engine's to write).
 */
async function recompute(tx: DbOrTx, { attempt, form }: GradedAttempt, now: Date) {
  const answerRows = await tx.select().from(testAnswers).where(eq(testAnswers.attemptId, attempt.id));
  const gradeRows = await tx.select().from(testGrades).where(eq(testGrades.attemptId, attempt.id));
  const scores = scoreAttempt(form, attempt.route, {
    responses: Object.fromEntries(answerRows.map((a) => [a.itemKey, a.response])),
    grades: Object.fromEntries(gradeRows.map((g) => [g.itemKey, g.score])),
  });
  const values = {
    scores,
    complete: scores.complete,
    selfGraded: gradeRows.some((g) => g.selfGraded),
    gradedAt: now,
  };
  await tx
    .insert(testGradedResults)
    .values({ attemptId: attempt.id, ...values })
    .onConflictDoUpdate({ target: testGradedResults.attemptId, set: values });
}

/** PUT test-grading/{id}/item: one grade 0–4 with a comment; every change audited with old and new values. */
export async function gradeItem(db: DbOrTx, actor: Actor, id: number, body: GradeItem, now = new Date()) {
  return db.transaction(async (tx) => {
    const graded = await attemptOf(tx, id, true);
    const role = await graderRole(tx, actor, graded);
    if (role === null) throw (await mayReadSheet(tx, actor, graded)) ? forbidden() : notFound();
    if (graded.attempt.state === "in_progress")
      throw new AppError("conflict", { message: "ta_not_submitted" });
    if (!gradedItemsOf(graded.form, graded.attempt.route).some(({ item }) => item.key === body.item_key))
      throw fieldError("item_key", "v.ta_not_gradable");
    const [old] = await tx
      .select()
      .from(testGrades)
      .where(eq(testGrades.attemptId, id))
      .then((rows) => rows.filter((row) => row.itemKey === body.item_key));
    const values = {
      score: body.score,
      comment: body.comment,
      gradedBy: actor.id,
      selfGraded: role === "self",
      updatedAt: now,
    };
    await tx
      .insert(testGrades)
      .values({ attemptId: id, itemKey: body.item_key, ...values })
      .onConflictDoUpdate({ target: [testGrades.attemptId, testGrades.itemKey], set: values });
    const snapshot = (g: {
      score: number;
      comment: string;
      selfGraded: boolean;
      gradedBy: number | null;
    }) => ({
      item_key: body.item_key,
      score: g.score,
      comment: g.comment,
      self_graded: g.selfGraded,
      graded_by: g.gradedBy,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "test_grade.set",
      targetType: "test_attempt",
      targetId: id,
      before: old ? snapshot(old) : null,
      after: snapshot(values),
      requestId: actor.requestId,
    });
    await recompute(tx, graded, now);
    return sheetOf(tx, graded, true);
  });
}
