import {
  type AttemptResult,
  type AttemptResultAnswer,
  mayRevealAnswers,
  type TestItem,
} from "@edu/shared/test-engine";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { conflict } from "../../http/app-error";
import { toWireTimeOrNull } from "../../http/wire-time";
import type { TeacherStudentCheck } from "../profiles";
import { readAttemptAs, type StudentReader } from "./attempt-access";
import { type Clock, systemClock } from "./attempt-clock";
import { type AttemptForm, attemptFormOf } from "./attempt-view";
import { allItemsOf, stimuliOfItems, studentItemOf, titlesOf } from "./form-views";
import { itemSeconds } from "./item-time";
import * as repo from "./test-attempts.repository";
import { type TestAttemptRow, testItemSeconds } from "./test-engine.table";

/** An item's key and explanation, read only when the form lets the viewer see them. */
function solutionOf(item: TestItem) {
  const explanation = item.explanation;
  switch (item.kind) {
    case "single_choice":
      return { answer: item.answer, explanation };
    case "multiple_select":
      return { answers: item.answers, explanation };
    case "student_response":
      return { accepted: item.accepted, explanation };
    default:
      return { explanation };
  }
}

/**
 * The student (and their parents) see answers and explanations as the form says: after submitting (the
 * default), once every grade is in, or never. The student's teachers, staff and super-admin see them once
 * the attempt is submitted.
 */
function answersShown(attempt: TestAttemptRow, { form }: AttemptForm, reader: StudentReader): boolean {
  if (attempt.state === "in_progress") return false;
  if (reader === "teaching") return true;
  return mayRevealAnswers(form.settings.reveal_answers, {
    submitted: true,
    graded: attempt.state === "graded",
  });
}

/** Seconds per item: stored at submit (test_item_seconds); counted from the events while in progress or for
 * attempts submitted before the table existed. */
async function secondsPerItem(db: DbOrTx, attempt: TestAttemptRow, now: Date): Promise<Map<string, number>> {
  if (attempt.state !== "in_progress") {
    const stored = await db
      .select({ itemKey: testItemSeconds.itemKey, seconds: testItemSeconds.seconds })
      .from(testItemSeconds)
      .where(eq(testItemSeconds.attemptId, attempt.id));
    if (stored.length > 0) return new Map(stored.map((row) => [row.itemKey, row.seconds]));
  }
  const modules = await repo.modulesOf(db, attempt.id);
  const ends = new Map(modules.map((module) => [module.moduleKey, module.lockedAt ?? now]));
  return itemSeconds(await repo.eventsOf(db, attempt.id), (key) => ends.get(key) ?? now);
}

/**
 * The scores written at submit (the version's own items and tables), titled as the version names them,
 * with responses and time per item, and the passages the items refer to when answers are shown.
 */
export async function attemptResult(
  db: DbOrTx,
  attempt: TestAttemptRow,
  attemptForm: AttemptForm,
  reader: StudentReader,
  now: Date,
): Promise<{ data: AttemptResultAnswer }> {
  const scores = attempt.scores as AttemptResult;
  const answers = new Map((await repo.answersOf(db, attempt.id)).map((row) => [row.itemKey, row]));
  const seconds = await secondsPerItem(db, attempt, now);
  const items = new Map(allItemsOf(attemptForm.form).map((item) => [item.key, item]));
  const shown = answersShown(attempt, attemptForm, reader);
  const titles = titlesOf(attemptForm.form);
  const taken = scores.items.flatMap((result) => items.get(result.key) ?? []);
  return {
    data: {
      attempt_id: attempt.id,
      form_version_id: attempt.formVersionId,
      state: attempt.state,
      self_graded: attempt.selfGraded ? 1 : 0,
      submitted_at: toWireTimeOrNull(attempt.submittedAt),
      complete: scores.complete,
      answers_shown: shown ? 1 : 0,
      sections: scores.sections.map((row) => ({ ...row, title: titles.section(row.key) })),
      composites: scores.composites.map((row) => ({ ...row, title: titles.composite(row.key) })),
      domains: scores.domains.map((row) => ({ ...row, title: titles.domain(row.key) })),
      skills: scores.skills.map((row) => ({ ...row, title: titles.skill(row.key) })),
      items: scores.items.flatMap((result) => {
        const item = items.get(result.key);
        if (!item) return [];
        return [
          {
            ...result,
            response: answers.get(result.key)?.response ?? null,
            seconds: seconds.get(result.key) ?? 0,
            difficulty: item.difficulty,
            domain: item.domain,
            content: studentItemOf(item),
            solution: shown ? solutionOf(item) : null,
          },
        ];
      }),
      stimuli: shown ? stimuliOfItems(attemptForm.form, taken) : [],
    },
  };
}

export async function getAttemptResult(
  db: DbOrTx,
  actor: Actor,
  id: number,
  isTeacherOfStudent: TeacherStudentCheck,
  clock: Clock = systemClock,
) {
  const { attempt, reader } = await readAttemptAs(db, actor, id, isTeacherOfStudent);
  if (attempt.state === "in_progress") throw conflict("te_attempt_open");
  return attemptResult(db, attempt, await attemptFormOf(db, attempt), reader, clock());
}
