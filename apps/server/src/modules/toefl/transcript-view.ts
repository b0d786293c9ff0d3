import { displayName } from "@edu/shared";
import { type AttemptResult, lookupBand, type TestForm } from "@edu/shared/test-engine";
import type { Transcript } from "@edu/shared/toefl";
import { inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { toWireTime, toWireTimeOrNull } from "../../http/wire-time";
import { testGradedResults } from "../test-assignments";
import { users } from "../users";
import { type ToeflScoreOverrideRow, toeflCorrectedMails, toeflScoreOverrides } from "./toefl.table";
import type { Sitting } from "./toefl-access";

/**
 * A sitting's transcript, computed when read: the graded result (test-assignments recomputes it after each
 * teacher grade) or the scores written at submit, each section's staff override on top, and the total
 * from the form's summed composite (TOEFL 0–120) with its 2026 1–6 band. Nothing is a copy that could
 * drift from the engine's scores.
 */
type PersonRow = { id: number; username: string; firstName: string; lastName: string };
export const personOf = (row: PersonRow) => ({
  id: row.id,
  username: row.username,
  first_name: row.firstName,
  last_name: row.lastName,
  name: displayName({ first_name: row.firstName, last_name: row.lastName, username: row.username }),
});
export type Person = ReturnType<typeof personOf>;

export async function peopleById(db: DbOrTx, ids: readonly number[]): Promise<Map<number, Person>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, personOf(row)]));
}

/** The total: the form's summed composite (every TOEFL form has one), else the sum of its sections. */
export function totalOf(form: TestForm, scoreOf: (key: string) => number | null) {
  const composite = form.composites.find((c) => c.method === "sum") ?? null;
  const keys = composite?.sections ?? form.sections.map((section) => section.key);
  const scores = keys.map(scoreOf);
  if (scores.length === 0 || scores.some((score) => score === null)) return { total: null, band: null };
  const sum = (scores as number[]).reduce((all, score) => all + score, 0);
  if (!composite) return { total: sum, band: null };
  const total = Math.min(Math.max(sum, composite.min), composite.max);
  return { total, band: lookupBand(composite.bands, total) };
}

export const sectionBand = (form: TestForm, key: string, score: number | null) =>
  score === null ? null : lookupBand(form.sections.find((s) => s.key === key)?.scoring?.bands ?? [], score);

/** What a page of transcripts reads besides the sittings, in one statement per table. */
export async function transcriptFacts(db: DbOrTx, sittings: readonly Sitting[]) {
  const ids = sittings.map((s) => s.attempt.id);
  if (ids.length === 0)
    return {
      graded: new Map<number, typeof testGradedResults.$inferSelect>(),
      overrides: new Map<number, ToeflScoreOverrideRow[]>(),
      mailed: new Map<number, Date>(),
      people: new Map<number, Person>(),
    };
  const graded = await db.select().from(testGradedResults).where(inArray(testGradedResults.attemptId, ids));
  const overrides = await db
    .select()
    .from(toeflScoreOverrides)
    .where(inArray(toeflScoreOverrides.attemptId, ids));
  const mails = await db
    .select()
    .from(toeflCorrectedMails)
    .where(inArray(toeflCorrectedMails.attemptId, ids));
  const people = await peopleById(db, [
    ...sittings.map((s) => s.attempt.userId),
    ...overrides.flatMap((o) => (o.setBy === null ? [] : [o.setBy])),
  ]);
  const byAttempt = new Map<number, ToeflScoreOverrideRow[]>();
  for (const row of overrides) byAttempt.set(row.attemptId, [...(byAttempt.get(row.attemptId) ?? []), row]);
  const mailed = new Map<number, Date>();
  for (const row of mails)
    if ((mailed.get(row.attemptId)?.getTime() ?? 0) < row.sentAt.getTime())
      mailed.set(row.attemptId, row.sentAt);
  return {
    graded: new Map(graded.map((row) => [row.attemptId, row])),
    overrides: byAttempt,
    mailed,
    people,
  };
}
export type TranscriptFacts = Awaited<ReturnType<typeof transcriptFacts>>;

/** The scores a sitting reads as: the graded result when teachers graded, else the scores at submit. */
export function scoresOf(sitting: Sitting, facts: TranscriptFacts): AttemptResult | null {
  const graded = facts.graded.get(sitting.attempt.id);
  return (graded?.scores ?? sitting.attempt.scores ?? null) as AttemptResult | null;
}

export function transcriptOf(sitting: Sitting, facts: TranscriptFacts): Transcript {
  const { attempt, form } = sitting;
  const scores = scoresOf(sitting, facts);
  const graded = facts.graded.get(attempt.id);
  const overrides = new Map((facts.overrides.get(attempt.id) ?? []).map((o) => [o.sectionKey, o]));
  const sections = form.sections.map((section) => {
    const result = scores?.sections.find((s) => s.key === section.key);
    const computed = result?.scaled ?? null;
    const override = overrides.get(section.key);
    const score = override ? override.score : computed;
    return {
      key: section.key,
      title: section.title,
      taken: result?.taken ?? false,
      score,
      band: sectionBand(form, section.key, score),
      computed,
      pending: result?.pending ?? 0,
      override: override
        ? {
            score: override.score,
            reason: override.reason,
            by: override.setBy === null ? null : (facts.people.get(override.setBy) ?? null),
            at: toWireTime(override.setAt),
          }
        : null,
    };
  });
  const scoreOf = new Map(sections.map((s) => [s.key, s.score]));
  const { total, band } = totalOf(form, (key) => scoreOf.get(key) ?? null);
  const student = facts.people.get(attempt.userId);
  if (!student) throw new Error(`student ${attempt.userId} of sitting ${attempt.id} vanished`);
  return {
    exam_id: attempt.id,
    form_id: sitting.formId,
    form_key: sitting.formKey,
    title: form.title,
    student,
    state: graded?.complete && attempt.state === "submitted" ? "graded" : attempt.state,
    started_at: toWireTime(attempt.startedAt),
    submitted_at: toWireTimeOrNull(attempt.submittedAt),
    sections,
    total,
    band,
    pending: sections.reduce((all, s) => all + s.pending, 0),
    self_graded: graded?.selfGraded || attempt.selfGraded ? 1 : 0,
    corrected_mailed_at: toWireTimeOrNull(facts.mailed.get(attempt.id)),
  };
}
