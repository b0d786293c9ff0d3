import type { SaveTestAnswer, TestEvents } from "@edu/shared/test-engine";
import type { DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { AppError, fieldError } from "../../http/app-error";
import { toWireTimeOrNull } from "../../http/wire-time";
import type { TeacherStudentCheck } from "../profiles";
import { ownAttempt } from "./attempt-access";
import { type Clock, isPast, remainingSecondsOf, systemClock } from "./attempt-clock";
import { savedResponseOf } from "./attempt-view";
import * as repo from "./test-attempts.repository";
import type { TestAttemptModuleRow, TestAttemptRow } from "./test-engine.table";

/**
 * The module an answer or an event may go to: the attempt's current one, still open by the server's clock.
 * Otherwise 409 with what the web needs to move on (reload: the attempt resumes where the clock says).
 */
async function openModule(tx: DbOrTx, attempt: TestAttemptRow, now: Date): Promise<TestAttemptModuleRow> {
  const closed = (reason: string, module?: TestAttemptModuleRow) =>
    new AppError("conflict", {
      message: "te_module_closed",
      details: {
        reason,
        state: attempt.state,
        module_key: module?.moduleKey ?? null,
        deadline_at: toWireTimeOrNull(module?.deadlineAt),
      },
    });
  if (attempt.state !== "in_progress") throw closed("submitted");
  if (attempt.currentModuleKey === null) throw closed(attempt.breakUntil ? "on_break" : "no_module");
  const module = await repo.moduleOf(tx, attempt.id, attempt.currentModuleKey);
  if (!module || module.lockedAt) throw closed("module_locked", module);
  if (isPast(module.deadlineAt, now)) throw closed("deadline_passed", module);
  return module;
}

/**
 * Saves one answer, as it is given: an upsert on (attempt, item), so a retry, a double click or 20 parallel
 * saves leave one row holding the last one written. The item must be in the module being taken and the
 * response of its kind. (An Idempotency-Key, optional, replays the first answer of a retried request.)
 * A save that may go in goes in one statement (300 students saving at once, bench/parts/test-taking.ts);
 * one that may not is read again in a transaction, which answers why (404, 403, 409 or 422).
 */
export async function saveAnswer(
  db: DbOrTx,
  actor: Actor,
  id: number,
  body: SaveTestAnswer,
  isTeacherOfStudent: TeacherStudentCheck,
  clock: Clock = systemClock,
) {
  const at = clock();
  const saved = await repo.saveAnswerIfOpen(db, {
    attemptId: id,
    userId: actor.id,
    itemKey: body.item_key,
    response: body.response,
    now: at,
  });
  if (saved)
    return {
      data: { ...savedResponseOf(saved.answer), remaining_seconds: remainingSecondsOf(saved.deadlineAt, at) },
    };
  return db.transaction(async (tx) => {
    const attempt = await ownAttempt(tx, actor, id, "share", isTeacherOfStudent);
    const now = clock();
    const module = await openModule(tx, attempt, now);
    const item = module.items.find((ref) => ref.key === body.item_key);
    if (!item) throw fieldError("item_key", "v.te_item_not_in_module");
    if (body.response.kind !== item.kind) throw fieldError("response.kind", "v.te_response_kind");
    const row = await repo.upsertAnswer(tx, {
      attemptId: attempt.id,
      itemKey: item.key,
      itemVersion: item.version,
      moduleKey: module.moduleKey,
      response: body.response,
      answeredAt: now,
    });
    return {
      data: { ...savedResponseOf(row), remaining_seconds: remainingSecondsOf(module.deadlineAt, now) },
    };
  });
}

/**
 * Records a batch of events in the current module. Each browser time is shifted by the browser clock's
 * offset (the server's now − `sent_at`) and kept between the module's start and now (or its deadline), so
 * neither a wrong clock nor a late batch adds time; item keys must be the module's.
 */
export async function recordEvents(
  db: DbOrTx,
  actor: Actor,
  id: number,
  body: TestEvents,
  isTeacherOfStudent: TeacherStudentCheck,
  clock: Clock = systemClock,
) {
  return db.transaction(async (tx) => {
    const attempt = await ownAttempt(tx, actor, id, "share", isTeacherOfStudent);
    const now = clock();
    const module = await openModule(tx, attempt, now);
    const keys = new Set(module.items.map((item) => item.key));
    body.events.forEach((event, index) => {
      if (event.item_key !== null && !keys.has(event.item_key))
        throw fieldError(`events.${index}.item_key`, "v.te_item_not_in_module");
    });
    const offset = now.getTime() - new Date(body.sent_at).getTime();
    const from = module.startedAt.getTime();
    const to = now.getTime();
    await repo.insertEvents(
      tx,
      body.events.map((event) => ({
        attemptId: attempt.id,
        moduleKey: module.moduleKey,
        itemKey: event.item_key,
        type: event.type,
        at: new Date(Math.min(Math.max(new Date(event.at).getTime() + offset, from), to)),
      })),
    );
    return { data: { recorded: body.events.length } };
  });
}
