import type { FullPracticeResultOut, PracticeScore } from "@edu/shared/practices";
import type { DbOrTx } from "../../db/database";
import { type Actor, isStaff, isSuperAdmin } from "../../http/actor";
import { AppError, conflict, notFound } from "../../http/app-error";
import { toPage } from "../../http/paged-list";
import { toWireTime, toWireTimeOrNull } from "../../http/wire-time";
import type { TeacherStudentCheck } from "../profiles";
import { mayEditFull, openFullPractice } from "./full-practice-access";
import * as repo from "./full-practices.repository";
import type { FullPracticeAttemptRow } from "./full-practices.table";
import { assertBeforeDue, type PracticeClock, startPracticeForm } from "./practice-attempts.service";
import { attemptsById } from "./practice-results.repository";
import { scoreOfAttempt } from "./practice-results.service";
import { percentOf } from "./practice-scoring";

/**
 * A full practice's attempts (issue 33): each section is an engine attempt on its practice's form, started
 * here one after another. Between two sections runs a break of the full practice's length, counted by the
 * server's clock from the section's submit: the next section cannot start before it ends (409
 * fp_break_running), and the student's page only shows what the server counts.
 */

const plus = (at: Date, seconds: number) => new Date(at.getTime() + seconds * 1000);

async function load(db: DbOrTx, row: FullPracticeAttemptRow) {
  const practices = await repo.practicesByIds(db, row.practiceIds);
  const attempts = await attemptsById(db, row.sectionAttemptIds);
  return { practices, attempts };
}
type Loaded = Awaited<ReturnType<typeof load>>;

function fullAttemptView(row: FullPracticeAttemptRow, { practices, attempts }: Loaded, now: Date) {
  const started = row.sectionAttemptIds.length;
  const current = attempts.get(row.sectionAttemptIds[started - 1] ?? 0);
  const last = started === row.practiceIds.length;
  const sectionDone = current !== undefined && current.state !== "in_progress";
  const breakEnds =
    sectionDone && !last && current.submittedAt ? plus(current.submittedAt, row.breakSeconds) : null;
  const onBreak = breakEnds !== null && now < breakEnds;
  const done = row.submittedAt !== null || (last && sectionDone);
  const phase = done ? ("done" as const) : onBreak ? ("break" as const) : ("section" as const);
  return {
    data: {
      id: row.id,
      full_practice_id: row.fullPracticeId,
      user_id: row.userId,
      state: done ? ("submitted" as const) : ("in_progress" as const),
      phase,
      current_position: done || !sectionDone ? started : started + 1,
      break_ends_at: onBreak && breakEnds ? toWireTime(breakEnds) : null,
      break_seconds_left: onBreak && breakEnds ? Math.ceil((breakEnds.getTime() - now.getTime()) / 1000) : 0,
      started_at: toWireTime(row.startedAt),
      submitted_at: toWireTimeOrNull(row.submittedAt ?? (done ? (current?.submittedAt ?? null) : null)),
      sections: row.practiceIds.map((practiceId, index) => {
        const attempt = attempts.get(row.sectionAttemptIds[index] ?? 0);
        return {
          position: index + 1,
          practice_id: practiceId,
          name: practices.get(practiceId)?.name ?? "",
          test_attempt_id: attempt?.id ?? null,
          state: attempt?.state ?? ("not_started" as const),
        };
      }),
    },
  };
}

export async function listFullPracticeAttempts(
  db: DbOrTx,
  actor: Actor,
  id: number,
  link: string | undefined,
) {
  await openFullPractice(db, actor, id, link);
  const rows = await repo.fullAttemptsOf(db, id, actor.id);
  // One after another: `db` may be a transaction, which runs one query at a time (db/read-all.ts).
  const data = [];
  for (const row of rows) data.push(fullAttemptView(row, await load(db, row), new Date()).data);
  return {
    data: data.map(({ id, state, started_at, submitted_at }) => ({ id, state, started_at, submitted_at })),
    continue_attempt_id: data.find((attempt) => attempt.state === "in_progress")?.id ?? null,
  };
}

/** Starts a new full attempt and its first section (an unfinished one stays in the history). */
export async function startFullPracticeAttempt(
  db: DbOrTx,
  actor: Actor,
  id: number,
  link: string | undefined,
  when: PracticeClock,
) {
  return db.transaction(async (tx) => {
    const { row } = await openFullPractice(tx, actor, id, link, "share");
    assertBeforeDue(row.dueDate, when);
    const practices = await repo.practicesByIds(tx, row.practiceIds);
    const sections = row.practiceIds.map((pid) => practices.get(pid));
    if (sections.length === 0 || sections.some((practice) => !practice || practice.formId === null))
      throw new AppError("conflict", { message: "pr_not_published" });
    const now = when.clock();
    const first = await startPracticeForm(tx, actor, sections[0]?.formId ?? null, () => now);
    const attempt = await repo.insertFullAttempt(tx, {
      fullPracticeId: id,
      userId: actor.id,
      practiceIds: row.practiceIds,
      breakSeconds: row.breakSeconds,
      sectionAttemptIds: [first.data.id],
      startedAt: now,
    });
    return fullAttemptView(attempt, await load(tx, attempt), now);
  });
}

/** Its student, the full practice's editors, staff and the student's teachers read a full attempt. */
async function readableFullAttempt(
  db: DbOrTx,
  actor: Actor,
  id: number,
  isTeacherOfStudent: TeacherStudentCheck,
) {
  const row = await repo.fullAttemptById(db, id);
  if (!row) throw notFound();
  if (row.userId === actor.id || isSuperAdmin(actor) || isStaff(actor)) return row;
  const practice = await repo.fullPracticeById(db, row.fullPracticeId);
  if (practice && (await mayEditFull(db, actor, practice))) return row;
  if (actor.roles.includes("teacher") && (await isTeacherOfStudent(db, actor.id, row.userId))) return row;
  throw notFound();
}

export async function getFullPracticeAttempt(
  db: DbOrTx,
  actor: Actor,
  id: number,
  isTeacherOfStudent: TeacherStudentCheck,
  clock: () => Date,
) {
  const row = await readableFullAttempt(db, actor, id, isTeacherOfStudent);
  const loaded = await load(db, row);
  const view = fullAttemptView(row, loaded, clock());
  // Its student reading it after the last section's submit finishes it (as the engine settles on resume).
  if (row.userId !== actor.id || row.submittedAt !== null || view.data.phase !== "done") return view;
  const submittedAt = view.data.submitted_at === null ? clock() : new Date(view.data.submitted_at);
  return fullAttemptView(await repo.updateFullAttempt(db, row.id, { submittedAt }), loaded, clock());
}

/**
 * Its student moves on: after the last section the full attempt is finished; otherwise, once the current
 * section is submitted and its break is over, the next section's engine attempt starts.
 */
export async function nextFullPracticeSection(db: DbOrTx, actor: Actor, id: number, clock: () => Date) {
  return db.transaction(async (tx) => {
    const row = await repo.fullAttemptById(tx, id, "update");
    if (!row || row.userId !== actor.id) throw notFound();
    const now = clock();
    const loaded = await load(tx, row);
    const view = fullAttemptView(row, loaded, now).data;
    if (row.submittedAt !== null) return { data: view };
    const current = loaded.attempts.get(row.sectionAttemptIds[row.sectionAttemptIds.length - 1] ?? 0);
    if (!current || current.state === "in_progress") throw conflict("fp_section_open");
    if (view.phase === "done") {
      const finished = await repo.updateFullAttempt(tx, id, { submittedAt: current.submittedAt ?? now });
      return fullAttemptView(finished, loaded, now);
    }
    if (view.phase === "break")
      throw new AppError("conflict", {
        message: "fp_break_running",
        details: { seconds_left: view.break_seconds_left, break_ends_at: view.break_ends_at },
      });
    const next = loaded.practices.get(row.practiceIds[row.sectionAttemptIds.length] ?? 0);
    const started = await startPracticeForm(tx, actor, next?.formId ?? null, () => now);
    const updated = await repo.updateFullAttempt(tx, id, {
      sectionAttemptIds: [...row.sectionAttemptIds, started.data.id],
    });
    return fullAttemptView(updated, await load(tx, updated), now);
  });
}

function resultOf(row: FullPracticeAttemptRow, loaded: Loaded, now: Date): FullPracticeResultOut {
  const view = fullAttemptView(row, loaded, now).data;
  const sections = row.practiceIds.map((practiceId, index) => {
    const practice = loaded.practices.get(practiceId);
    const attempt = loaded.attempts.get(row.sectionAttemptIds[index] ?? 0);
    const scored = practice && attempt && attempt.state !== "in_progress";
    return {
      position: index + 1,
      practice_id: practiceId,
      name: practice?.name ?? "",
      test_attempt_id: attempt?.id ?? null,
      score: scored ? scoreOfAttempt(practice, attempt) : null,
      scaledToo: practice?.scoring === "scaled",
    };
  });
  const scores = sections.flatMap((section) => section.score ?? []) as PracticeScore[];
  const raw = Math.round(scores.reduce((sum, s) => sum + s.raw, 0) * 1e6) / 1e6;
  const max = Math.round(scores.reduce((sum, s) => sum + s.max, 0) * 1e6) / 1e6;
  const allScaled = sections.every((s) => s.scaledToo && s.score?.scaled != null);
  return {
    full_attempt_id: row.id,
    full_practice_id: row.fullPracticeId,
    user_id: row.userId,
    state: view.state,
    submitted_at: view.submitted_at,
    sections: sections.map(({ scaledToo: _, ...section }) => section),
    combined: {
      raw,
      max,
      percent: percentOf(raw, max),
      scaled: allScaled ? scores.reduce((sum, s) => sum + (s.scaled ?? 0), 0) : null,
      complete: scores.length === sections.length && scores.every((s) => s.complete === 1) ? 1 : 0,
    },
  };
}

export async function getFullPracticeAttemptResult(
  db: DbOrTx,
  actor: Actor,
  id: number,
  isTeacherOfStudent: TeacherStudentCheck,
) {
  const row = await readableFullAttempt(db, actor, id, isTeacherOfStudent);
  return { data: resultOf(row, await load(db, row), new Date()) };
}

/** Finished full attempts with their combined scores: everyone's for editors, the caller's own else. */
export async function listFullPracticeResults(
  db: DbOrTx,
  actor: Actor,
  id: number,
  query: { page: number; page_size: number },
) {
  const { canEdit } = await openFullPractice(db, actor, id, undefined).catch(async (error) => {
    // Whoever took it (by its link) reads their own results without the link.
    if ((await repo.fullAttemptsOf(db, id, actor.id)).length > 0) return { canEdit: false };
    throw error;
  });
  const all = canEdit || isSuperAdmin(actor) || isStaff(actor);
  const rows = await repo.submittedFullAttempts(
    db,
    id,
    all ? null : actor.id,
    query.page_size,
    (query.page - 1) * query.page_size,
  );
  const data = [];
  for (const { attempt, username, firstName, lastName } of rows) {
    const result = resultOf(attempt, await load(db, attempt), new Date());
    data.push({
      full_attempt_id: attempt.id,
      user_id: attempt.userId,
      username,
      first_name: firstName,
      last_name: lastName,
      submitted_at: toWireTimeOrNull(attempt.submittedAt),
      combined: result.combined,
    });
  }
  return toPage(data, Math.min(rows[0]?.total ?? 0, 1001), query.page, query.page_size);
}
