import type { DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { AppError } from "../../http/app-error";
import { toWireTime, toWireTimeOrNull } from "../../http/wire-time";
import type { TestFormStartGrant } from "../../module-deps";
import { schoolDayEnd } from "../../school-calendar";
import { startAttempt } from "../test-engine";
import { openPractice } from "./practice-access";
import * as repo from "./practices.repository";

/**
 * Continue or start new (spec 03 §4): the caller's attempts at a practice are the engine's attempts on its
 * form; an unfinished one is offered to continue, and starting new leaves it in the history.
 */
export async function listPracticeAttempts(db: DbOrTx, actor: Actor, id: number, link: string | undefined) {
  const { row } = await openPractice(db, actor, id, link);
  const rows = row.formId === null ? [] : await repo.attemptsOf(db, row.formId, actor.id);
  const data = rows.map(({ attempt }) => ({
    id: attempt.id,
    state: attempt.state,
    form_version_id: attempt.formVersionId,
    started_at: toWireTime(attempt.startedAt),
    submitted_at: toWireTimeOrNull(attempt.submittedAt),
  }));
  return { data, continue_attempt_id: data.find((attempt) => attempt.state === "in_progress")?.id ?? null };
}

/**
 * Starts an attempt on the practice's engine form. The practice decided who may take it (its sharing, the link of
 * an unlisted one), so it grants the engine this one form for this call; the attempt is the caller's.
 * The practice row is share-locked, so a question edit (which takes it for update) cannot slip past the lock.
 */
export async function startPracticeAttempt(
  db: DbOrTx,
  actor: Actor,
  id: number,
  link: string | undefined,
  when: PracticeClock,
) {
  return db.transaction(async (tx) => {
    const { row } = await openPractice(tx, actor, id, link, "share");
    assertBeforeDue(row.dueDate, when);
    return startPracticeForm(tx, actor, row.formId, when.clock);
  });
}

/** The server's clock (the engine's `Clock` shape: tests pass a fake one) and the school's time zone. */
export type Clock = () => Date;
export type PracticeClock = { clock: Clock; timeZone: string };

/**
 * A practice is open through the last moment of its due date on the school's clock; after it no new
 * attempt starts (409 pr_past_due, the date in `details`). An attempt started before runs on to its own
 * timer and can still be submitted: its time limit, set when it started, already bounds it.
 */
export function assertBeforeDue(dueDate: string, { clock, timeZone }: PracticeClock) {
  if (clock() >= schoolDayEnd(dueDate, timeZone))
    throw new AppError("conflict", { message: "pr_past_due", details: { due_date: dueDate } });
}

/** Starts the caller's engine attempt on a practice's form, which the practice's own rules let them take. */
export function startPracticeForm(db: DbOrTx, actor: Actor, formId: number | null, clock: Clock) {
  if (formId === null) throw new AppError("conflict", { message: "pr_not_published" });
  const thisPractice: TestFormStartGrant = async (_db, ask) =>
    ask.formId === formId && ask.userId === actor.id;
  return startAttempt(db, actor, { form_id: formId, skip_sections: [] }, clock, [thisPractice]);
}
