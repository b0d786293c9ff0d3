import { type AttemptAnswers, type AttemptView, findModule, type TestForm } from "@edu/shared/test-engine";
import type { DbOrTx } from "../../db/database";
import { toWireTime, toWireTimeOrNull } from "../../http/wire-time";
import { remainingSecondsOf } from "./attempt-clock";
import { stimuliOfModule, studentItemOf } from "./form-views";
import * as repo from "./test-attempts.repository";
import type { TestAnswerRow, TestAttemptRow } from "./test-engine.table";
import { versionById } from "./test-forms.repository";

/** The form version an attempt runs on (immutable: what the attempt started with is what it keeps). */
export type AttemptForm = { formId: number; form: TestForm };

export async function attemptFormOf(db: DbOrTx, attempt: TestAttemptRow): Promise<AttemptForm> {
  const version = await versionById(db, attempt.formVersionId);
  if (!version) throw new Error(`test form version ${attempt.formVersionId} not found`);
  return { formId: version.formId, form: version.document };
}

/** Saved responses by item key: what routing and scoring read. */
export const attemptAnswersOf = (rows: readonly TestAnswerRow[]): AttemptAnswers => ({
  responses: Object.fromEntries(rows.map((row) => [row.itemKey, row.response])),
});

export const savedResponseOf = (row: TestAnswerRow) => ({
  item_key: row.itemKey,
  item_version: row.itemVersion,
  response: row.response,
  answered_at: toWireTime(row.answeredAt),
});

/**
 * An attempt as its student continues it: the current module's items without answer keys, every saved
 * response and the seconds left by the server's clock. Teachers reading it see the same.
 */
export async function attemptView(
  db: DbOrTx,
  attempt: TestAttemptRow,
  { formId, form }: AttemptForm,
  now: Date,
): Promise<{ data: AttemptView }> {
  const modules = await repo.modulesOf(db, attempt.id);
  const answers = await repo.answersOf(db, attempt.id);
  const key = attempt.state === "in_progress" ? attempt.currentModuleKey : null;
  const place = key === null ? undefined : findModule(form, key);
  const row = modules.find((module) => module.moduleKey === key);
  return {
    data: {
      id: attempt.id,
      form_id: formId,
      form_version_id: attempt.formVersionId,
      form_key: form.key,
      test_type: form.test_type,
      title: form.title,
      user_id: attempt.userId,
      state: attempt.state,
      started_at: toWireTime(attempt.startedAt),
      submitted_at: toWireTimeOrNull(attempt.submittedAt),
      server_now: toWireTime(now),
      modules: modules.map((module) => ({
        key: module.moduleKey,
        section: module.sectionKey,
        started_at: toWireTime(module.startedAt),
        deadline_at: toWireTimeOrNull(module.deadlineAt),
        locked_at: toWireTimeOrNull(module.lockedAt),
      })),
      current:
        place && row
          ? {
              section: {
                key: place.section.key,
                title: place.section.title,
                directions: place.section.directions ?? null,
                tools: place.section.tools,
              },
              module: {
                key: place.module.key,
                title: place.module.title ?? null,
                directions: place.module.directions ?? null,
                started_at: toWireTime(row.startedAt),
                deadline_at: toWireTimeOrNull(row.deadlineAt),
                remaining_seconds: remainingSecondsOf(row.deadlineAt, now),
              },
              items: place.module.items.map(studentItemOf),
              stimuli: stimuliOfModule(form, place.module),
            }
          : null,
      responses: answers.map(savedResponseOf),
      on_break:
        attempt.state === "in_progress" && attempt.currentModuleKey === null && attempt.breakUntil
          ? {
              until: toWireTime(attempt.breakUntil),
              remaining_seconds: remainingSecondsOf(attempt.breakUntil, now) ?? 0,
              skippable: form.settings.breaks_skippable === true,
            }
          : null,
    },
  };
}
