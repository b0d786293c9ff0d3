import {
  findModule,
  nextModule,
  type StartTestAttempt,
  scoreAttempt,
  type TestAttemptsQuery,
  type TestForm,
} from "@edu/shared/test-engine";
import type { DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { AppError, fieldError } from "../../http/app-error";
import { toPage } from "../../http/paged-list";
import { toWireTime, toWireTimeOrNull } from "../../http/wire-time";
import type { TestFormStartGrant } from "../../module-deps";
import type { TeacherStudentCheck } from "../profiles";
import { ownAttempt, readableAttempt } from "./attempt-access";
import {
  attemptDeadlineOf,
  breakEndOf,
  breakSecondsBefore,
  type Clock,
  isPast,
  moduleDeadlineOf,
  systemClock,
} from "./attempt-clock";
import { attemptAnswersOf, attemptFormOf, attemptView } from "./attempt-view";
import { itemRefsOf } from "./form-views";
import { itemSeconds } from "./item-time";
import * as repo from "./test-attempts.repository";
import { type TestAttemptRow, testItemSeconds } from "./test-engine.table";
import { openForm } from "./test-forms.service";
import { attemptResult } from "./test-results.service";

/**
 * Taking a test (issue 32): start, resume, finish a module, submit. Every step runs in one transaction that
 * locks the attempt row (answers take a shared lock on it, so none lands in a module while it locks).
 */

/**
 * Enters the module routing picks next (routing.ts over the saved answers), or ends the route. Leaving a
 * section with `break_after_seconds` for another starts the break instead (`afterBreak`: it is over).
 */
async function enterNext(tx: DbOrTx, attempt: TestAttemptRow, form: TestForm, now: Date, afterBreak = false) {
  const answers = attemptAnswersOf(await repo.answersOf(tx, attempt.id));
  const next = nextModule(form, attempt.route, answers, { skipSections: attempt.skipSections });
  const place = next === null || isPast(attempt.deadlineAt, now) ? undefined : findModule(form, next);
  if (!place)
    return repo.updateAttempt(tx, attempt.id, {
      currentModuleKey: null,
      currentSectionKey: null,
      breakUntil: null,
    });
  const pause = afterBreak ? 0 : breakSecondsBefore(form, attempt.route, place.section.key);
  if (pause > 0)
    return repo.updateAttempt(tx, attempt.id, {
      currentModuleKey: null,
      currentSectionKey: null,
      breakUntil: breakEndOf(now, pause),
    });
  await repo.insertModule(tx, {
    attemptId: attempt.id,
    moduleKey: place.module.key,
    sectionKey: place.section.key,
    startedAt: now,
    deadlineAt: moduleDeadlineOf(form, place.module.key, now, attempt.deadlineAt),
    items: itemRefsOf(place.module),
  });
  return repo.updateAttempt(tx, attempt.id, {
    currentModuleKey: place.module.key,
    currentSectionKey: place.section.key,
    route: [...attempt.route, place.module.key],
    breakUntil: null,
  });
}

/** Locks the current module: at `now`, or at its deadline if that came first. */
async function lockCurrent(tx: DbOrTx, attempt: TestAttemptRow, now: Date) {
  if (attempt.currentModuleKey === null) return;
  const module = await repo.moduleOf(tx, attempt.id, attempt.currentModuleKey);
  if (!module || module.lockedAt) return;
  const at = module.deadlineAt && module.deadlineAt < now ? module.deadlineAt : now;
  await repo.lockModule(tx, module.id, at);
}

/**
 * A module ends at its deadline whatever the browser says: whenever the student comes back (a reload, a
 * finish, a submit), modules whose deadline passed are locked at it, and the next module starts now.
 */
async function settleExpired(tx: DbOrTx, attempt: TestAttemptRow, form: TestForm, now: Date) {
  let current = attempt;
  const limit = form.sections.reduce((count, section) => count + section.modules.length, 0);
  for (let step = 0; step < limit && current.currentModuleKey !== null; step += 1) {
    const module = await repo.moduleOf(tx, current.id, current.currentModuleKey);
    if (!module || !isPast(module.deadlineAt, now)) break;
    await lockCurrent(tx, current, now);
    current = await enterNext(tx, current, form, now);
  }
  // A break that has ended: the next section starts now, when the student is back.
  if (current.currentModuleKey === null && isPast(current.breakUntil, now))
    current = await enterNext(tx, current, form, now, true);
  return current;
}

export async function startAttempt(
  db: DbOrTx,
  actor: Actor,
  body: StartTestAttempt,
  clock: Clock = systemClock,
  /** Who else may start a published form that is not public (assignments, admissions, practices). */
  grants: readonly TestFormStartGrant[] = [],
) {
  return db.transaction(async (tx) => {
    const { version } = await openForm(tx, actor, body.form_id, grants);
    const form = version.document;
    body.skip_sections.forEach((key, index) => {
      if (!form.sections.some((section) => section.key === key && section.optional))
        throw fieldError(`skip_sections.${index}`, "not_found");
    });
    const now = clock();
    const attempt = await repo.insertAttempt(tx, {
      userId: actor.id,
      formVersionId: version.id,
      startedAt: now,
      deadlineAt: attemptDeadlineOf(form, now),
      skipSections: body.skip_sections,
    });
    const entered = await enterNext(tx, attempt, form, now);
    return attemptView(tx, entered, { formId: version.formId, form }, now);
  });
}

/** Resume (the student: expired modules are settled first) or read (a teacher: nothing changes). */
export async function getAttempt(
  db: DbOrTx,
  actor: Actor,
  id: number,
  isTeacherOfStudent: TeacherStudentCheck,
  clock: Clock = systemClock,
) {
  const now = clock();
  const read = await readableAttempt(db, actor, id, isTeacherOfStudent);
  const attemptForm = await attemptFormOf(db, read);
  if (read.userId !== actor.id || read.state !== "in_progress")
    return attemptView(db, read, attemptForm, now);
  return db.transaction(async (tx) => {
    const attempt = await ownAttempt(tx, actor, id, "update", isTeacherOfStudent);
    const settled =
      attempt.state === "in_progress" ? await settleExpired(tx, attempt, attemptForm.form, now) : attempt;
    return attemptView(tx, settled, attemptForm, now);
  });
}

/**
 * Ends the module the student names and enters the next. Naming a module already ended (a second click,
 * or its deadline ended it) answers the attempt as it is; naming another is 409 with the current one.
 */
export async function finishModule(
  db: DbOrTx,
  actor: Actor,
  id: number,
  moduleKey: string,
  isTeacherOfStudent: TeacherStudentCheck,
  clock: Clock = systemClock,
) {
  return db.transaction(async (tx) => {
    const attempt = await ownAttempt(tx, actor, id, "update", isTeacherOfStudent);
    // Read after the lock: answers saved before it have earlier times than the module's lock.
    const now = clock();
    const attemptForm = await attemptFormOf(tx, attempt);
    if (attempt.state !== "in_progress")
      throw new AppError("conflict", { details: { state: attempt.state } });
    let current = await settleExpired(tx, attempt, attemptForm.form, now);
    if (current.currentModuleKey === moduleKey) {
      await lockCurrent(tx, current, now);
      current = await enterNext(tx, current, attemptForm.form, now);
    } else if (!current.route.includes(moduleKey)) {
      throw new AppError("conflict", { details: { current_module_key: current.currentModuleKey } });
    }
    return attemptView(tx, current, attemptForm, now);
  });
}

/**
 * Stores seconds per item once, at submit: every module is locked by then (its end is known) and no event
 * is taken after it, so the count is final. The same count the result page makes (item-time.ts).
 */
async function storeItemSeconds(tx: DbOrTx, attemptId: number, now: Date) {
  const ends = new Map(
    (await repo.modulesOf(tx, attemptId)).map((module) => [module.moduleKey, module.lockedAt ?? now]),
  );
  const seconds = itemSeconds(await repo.eventsOf(tx, attemptId), (key) => ends.get(key) ?? now);
  if (seconds.size === 0) return;
  await tx
    .insert(testItemSeconds)
    .values([...seconds].map(([itemKey, value]) => ({ attemptId, itemKey, seconds: value })))
    .onConflictDoNothing();
}

/** Scores the attempt (scoring.ts on the version it took); a second submit answers the same result. */
export async function submitAttempt(
  db: DbOrTx,
  actor: Actor,
  id: number,
  isTeacherOfStudent: TeacherStudentCheck,
  clock: Clock = systemClock,
) {
  return db.transaction(async (tx) => {
    const attempt = await ownAttempt(tx, actor, id, "update", isTeacherOfStudent);
    // Read after the lock: answers saved before it have earlier times than the module's lock.
    const now = clock();
    const attemptForm = await attemptFormOf(tx, attempt);
    if (attempt.state !== "in_progress") return attemptResult(tx, attempt, attemptForm, "own", now);
    const settled = await settleExpired(tx, attempt, attemptForm.form, now);
    await lockCurrent(tx, settled, now);
    await storeItemSeconds(tx, attempt.id, now);
    const answers = attemptAnswersOf(await repo.answersOf(tx, attempt.id));
    const scores = scoreAttempt(attemptForm.form, settled.route, answers);
    const submitted = await repo.updateAttempt(tx, attempt.id, {
      state: scores.complete ? "graded" : "submitted",
      submittedAt: now,
      scores,
      currentModuleKey: null,
      currentSectionKey: null,
    });
    return attemptResult(tx, submitted, attemptForm, "own", now);
  });
}

export async function listMyAttempts(db: DbOrTx, actor: Actor, query: TestAttemptsQuery) {
  const { rows, total } = await repo.listAttempts(db, actor.id, query);
  const data = rows.map(({ attempt, form }) => ({
    id: attempt.id,
    form_id: form.id,
    form_key: form.key,
    test_type: form.testType,
    title: form.title,
    state: attempt.state,
    started_at: toWireTime(attempt.startedAt),
    submitted_at: toWireTimeOrNull(attempt.submittedAt),
  }));
  return toPage(data, total, query.page, query.page_size);
}

/**
 * Ends the break early when the form lets students skip breaks (`settings.breaks_skippable`); otherwise
 * 409: the next section opens when the server's clock says the break is over.
 */
export async function skipBreak(
  db: DbOrTx,
  actor: Actor,
  id: number,
  isTeacherOfStudent: TeacherStudentCheck,
  clock: Clock = systemClock,
) {
  return db.transaction(async (tx) => {
    const attempt = await ownAttempt(tx, actor, id, "update", isTeacherOfStudent);
    const now = clock();
    const attemptForm = await attemptFormOf(tx, attempt);
    if (attempt.state !== "in_progress")
      throw new AppError("conflict", { details: { reason: "submitted", state: attempt.state } });
    const settled = await settleExpired(tx, attempt, attemptForm.form, now);
    if (settled.breakUntil === null || settled.currentModuleKey !== null)
      throw new AppError("conflict", { details: { reason: "no_break" } });
    if (!attemptForm.form.settings.breaks_skippable)
      throw new AppError("conflict", {
        message: "te_on_break",
        details: { reason: "break_not_skippable", break_until: settled.breakUntil.toISOString() },
      });
    const entered = await enterNext(tx, settled, attemptForm.form, now, true);
    return attemptView(tx, entered, attemptForm, now);
  });
}
