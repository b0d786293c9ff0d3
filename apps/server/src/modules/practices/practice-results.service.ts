import type { PracticeResultOut } from "@edu/shared/practices";
import {
  type AttemptResult,
  type TestForm,
  type TestItem,
  testFormObjectSchema,
  toStudentItem,
} from "@edu/shared/test-engine";
import type { DbOrTx } from "../../db/database";
import { type Actor, isStaff, isSuperAdmin } from "../../http/actor";
import { conflict, notFound } from "../../http/app-error";
import { toPage } from "../../http/paged-list";
import { toWireTime, toWireTimeOrNull } from "../../http/wire-time";
import type { TeacherStudentCheck } from "../profiles";
import type { TestAttemptRow } from "../test-engine/test-engine.table";
import { mayEdit, openPractice } from "./practice-access";
import * as results from "./practice-results.repository";
import { percentOf, practiceScore, rawOf } from "./practice-scoring";
import * as repo from "./practices.repository";
import type { PracticeRow } from "./practices.table";

/**
 * A practice's results (issue 33): the engine's scores read by the practice's scoring type, and its "show
 * after" enforced here for the student (the engine's own reveal is "never" for score-only practices).
 */

export const scoreOfAttempt = (row: PracticeRow, attempt: TestAttemptRow) =>
  practiceScore(row, rawOf(attempt.scores as AttemptResult));

/** Who reads a student's attempt beside the student: the practice's editors, staff, their teachers. */
async function readsEverything(
  db: DbOrTx,
  actor: Actor,
  row: PracticeRow,
  studentId: number,
  isTeacherOfStudent: TeacherStudentCheck,
) {
  if (isSuperAdmin(actor) || isStaff(actor) || (await mayEdit(db, actor, row))) return true;
  return actor.roles.includes("teacher") && isTeacherOfStudent(db, actor.id, studentId);
}

function solutionOf(item: TestItem) {
  switch (item.kind) {
    case "single_choice":
      return { answer: item.answer };
    case "multiple_select":
      return { answers: item.answers };
    case "student_response":
      return { accepted: item.accepted };
    default:
      return {};
  }
}

export async function getPracticeAttemptResult(
  db: DbOrTx,
  actor: Actor,
  params: { id: number; attemptId: number },
  isTeacherOfStudent: TeacherStudentCheck,
): Promise<{ data: PracticeResultOut }> {
  const row = await repo.practiceById(db, params.id);
  if (!row || row.formId === null) throw notFound();
  const found = await results.attemptOnForm(db, row.formId, params.attemptId);
  if (!found) throw notFound();
  const { attempt } = found;
  const everything = await readsEverything(db, actor, row, attempt.userId, isTeacherOfStudent);
  if (attempt.userId !== actor.id && !everything) throw notFound();
  if (attempt.state === "in_progress") throw conflict("te_attempt_open");
  const form: TestForm = testFormObjectSchema.parse(found.document);
  const scores = attempt.scores as AttemptResult;
  const showAnswers = everything || row.showAfter !== "score";
  const showExplanations = everything || row.showAfter === "explanations";
  const items = new Map(
    form.sections.flatMap((s) => s.modules.flatMap((m) => m.items)).map((i) => [i.key, i]),
  );
  const titles = new Map(form.sections.map((s) => [s.key, s.title.en]));
  const responses = showAnswers ? await results.responsesOf(db, attempt.id) : new Map();
  return {
    data: {
      practice_id: row.id,
      attempt_id: attempt.id,
      user_id: attempt.userId,
      state: attempt.state,
      submitted_at: toWireTimeOrNull(attempt.submittedAt),
      show_after: row.showAfter,
      score: practiceScore(row, rawOf(scores)),
      sections: scores.sections.map((section) => ({
        title: titles.get(section.key) ?? section.key,
        raw: section.raw,
        max: section.max_raw,
        percent: percentOf(section.raw, section.max_raw),
      })),
      answers_shown: showAnswers ? 1 : 0,
      explanations_shown: showExplanations ? 1 : 0,
      items: !showAnswers
        ? []
        : scores.items.flatMap((result, index) => {
            const item = items.get(result.key);
            if (!item) return [];
            return [
              {
                number: index + 1,
                key: result.key,
                section: titles.get(result.section) ?? result.section,
                state: result.state,
                earned: result.earned,
                max: result.max,
                response: responses.get(result.key) ?? null,
                content: toStudentItem(item),
                solution: solutionOf(item),
                explanation: showExplanations ? item.explanation : null,
              },
            ];
          }),
    },
  };
}

/** Submitted attempts with their scores: every student's for the practice's editors, the caller's own else. */
export async function listPracticeResults(
  db: DbOrTx,
  actor: Actor,
  id: number,
  query: { page: number; page_size: number },
) {
  const { row, canEdit } = await openPractice(db, actor, id, undefined).catch(async (error) => {
    // A student who took an unlisted practice by its link reads their own results without the link.
    const own = await repo.practiceById(db, id);
    if (own?.formId && (await repo.attemptsOf(db, own.formId, actor.id)).length > 0)
      return { row: own, canEdit: false };
    throw error;
  });
  if (row.formId === null) return toPage([], 0, query.page, query.page_size);
  const all = canEdit || isSuperAdmin(actor) || isStaff(actor);
  const rows = await results.submittedOnForm(
    db,
    row.formId,
    all ? null : actor.id,
    query.page_size,
    (query.page - 1) * query.page_size,
  );
  const data = rows.map(({ attempt, username, firstName, lastName }) => ({
    attempt_id: attempt.id,
    user_id: attempt.userId,
    username,
    first_name: firstName,
    last_name: lastName,
    state: attempt.state,
    started_at: toWireTime(attempt.startedAt),
    submitted_at: toWireTimeOrNull(attempt.submittedAt),
    score: scoreOfAttempt(row, attempt),
  }));
  return toPage(data, Math.min(rows[0]?.total ?? 0, 1001), query.page, query.page_size);
}
