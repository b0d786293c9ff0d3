import {
  ANALYSIS_PICKER_LIMIT,
  type ClassFormAnalysis,
  type ClassFormStudent,
  GUESS_SECONDS,
  STUCK_FACTOR,
} from "@edu/shared/analysis";
import type { TestForm, TestItem } from "@edu/shared/test-engine";
import type { DbOrTx } from "../../db/database";
import { containsPattern } from "../../db/like-pattern";
import type { Actor } from "../../http/actor";
import { notFound } from "../../http/app-error";
import { toWireTime, toWireTimeOrNull } from "../../http/wire-time";
import * as repo from "./class-analysis.repository";
import { latestAnswers, placedStudent } from "./class-student.repository";

type Localized = { en: string; "zh-CN"?: string; "zh-TW"?: string };
const THRESHOLDS = { guess: GUESS_SECONDS, stuck: STUCK_FACTOR };

export async function listClasses(db: DbOrTx, actor: Actor, q: string | undefined) {
  const pattern = q ? containsPattern(q) : null;
  return { data: await repo.classesFor(db, actor, pattern, ANALYSIS_PICKER_LIMIT) };
}

async function readableClassOr404(db: DbOrTx, actor: Actor, classId: number) {
  const row = await repo.classFor(db, actor, classId);
  if (!row) throw notFound();
  return row;
}

export async function getClassAnalysis(db: DbOrTx, actor: Actor, classId: number) {
  const cls = await readableClassOr404(db, actor, classId);
  const forms = await repo.formsOfClass(db, classId);
  return {
    data: {
      class: cls,
      forms: forms.map((row) => ({ ...row, last_submitted_at: toWireTimeOrNull(row.last_submitted_at) })),
    },
  };
}

/**
 * The harder module of each routing rule: the target of the branch with the highest lower bound (the
 * rule's "score at least N" branch; routing.ts reads branches in order). Labels from the form, not numbers.
 */
export function harderModules(form: TestForm) {
  return form.sections.flatMap((section) =>
    section.routing.flatMap((rule) => {
      const ranked = [...rule.branches].sort((a, b) => (b.min_raw ?? 0) - (a.min_raw ?? 0));
      const harder = ranked[0]?.next;
      return harder ? [{ section: section.key, after: rule.after, harder }] : [];
    }),
  );
}

const rightKeys = (item: TestItem): string[] =>
  item.kind === "single_choice" ? [item.answer] : item.kind === "multiple_select" ? item.answers : [];

/**
 * One form for one class, per question (each placed student's latest submitted attempt): the numbers come
 * from SQL; the form's latest version gives the order and labels (section, domain, skills, right choices).
 */
export async function getClassFormAnalysis(
  db: DbOrTx,
  actor: Actor,
  classId: number,
  formId: number,
  now: Date,
): Promise<{ data: ClassFormAnalysis }> {
  const cls = await readableClassOr404(db, actor, classId);
  const form = await repo.formWithLatest(db, formId);
  if (!form) throw notFound();
  const pairs = harderModules(form.document);
  const found = await repo.classFormStats(db, classId, formId, now, THRESHOLDS, pairs);
  const { choices, students, skills } = found;
  const stats = new Map(found.questions.map((row) => [row.item_key, row]));

  const skillTitles = new Map<string, Localized>(
    [...form.document.taxonomy.domains, ...form.document.taxonomy.skills].map((entry) => [
      entry.key,
      entry.title,
    ]),
  );
  let position = 0;
  const questions = form.document.sections.flatMap((section) =>
    section.modules.flatMap((module) =>
      module.items.map((item) => {
        position += 1;
        const stat = stats.get(item.key);
        const right = new Set(rightKeys(item));
        const counts = new Map(
          choices.filter((row) => row.item_key === item.key).map((row) => [row.choice, row.count]),
        );
        const keys = "choices" in item ? item.choices.map((choice) => choice.key) : [];
        return {
          key: item.key,
          position,
          section: section.key,
          module: module.key,
          kind: item.kind,
          domain: item.domain,
          skills: item.skills,
          difficulty: item.difficulty,
          unscored: item.unscored ? (1 as const) : (0 as const),
          seen: stat?.seen ?? 0,
          correct: stat?.correct ?? 0,
          unanswered: stat?.unanswered ?? 0,
          accuracy: stat?.accuracy ?? null,
          median_seconds: stat?.median_seconds ?? null,
          guessed: stat?.guessed ?? 0,
          stuck: stat?.stuck ?? 0,
          choices: keys.map((key) => ({
            key,
            count: counts.get(key) ?? 0,
            correct: right.has(key) ? (1 as const) : (0 as const),
          })),
        };
      }),
    ),
  );

  return {
    data: {
      class: cls,
      form: { id: form.id, title: form.title, test_type: form.test_type },
      questions,
      skills: skills.map((row) => ({ ...row, title: skillTitles.get(row.key) ?? { en: row.key } })),
      routing: pairs.map((pair) => {
        const row = found.routing.find((r) => r.after === pair.after && r.harder === pair.harder);
        return {
          ...pair,
          took: row?.took ?? 0,
          routed_harder: row?.routed_harder ?? 0,
          rate: row?.rate ?? null,
        };
      }),
      students: students.map((row) => ({
        student: {
          id: row.user_id,
          username: row.username,
          first_name: row.first_name,
          last_name: row.last_name,
        },
        attempt_id: row.attempt_id,
        submitted_at: toWireTime(row.submitted_at),
        score: row.score,
        correct: row.correct,
        items: row.items,
        accuracy: row.accuracy,
        seconds: row.seconds,
        guessed: row.guessed,
        stuck: row.stuck,
      })),
    },
  };
}

/**
 * One placed student's answers to one form for the class's analysis (their latest submitted attempt, the one
 * the per-question numbers count): per question met, the answer, its state and the seconds on screen. The
 * numbering and the right choices are the form's latest version's, as in the per-question table.
 */
export async function getClassFormStudent(
  db: DbOrTx,
  actor: Actor,
  classId: number,
  formId: number,
  studentId: number,
  now: Date,
): Promise<{ data: ClassFormStudent }> {
  const cls = await readableClassOr404(db, actor, classId);
  const form = await repo.formWithLatest(db, formId);
  const student = await placedStudent(db, classId, studentId);
  if (!form || !student) throw notFound();
  const latest = await latestAnswers(db, studentId, formId, now);
  const items = new Map(
    form.document.sections
      .flatMap((section) => section.modules.flatMap((module) => module.items))
      .map((item, index) => [item.key, { item, position: index + 1 }]),
  );
  return {
    data: {
      class: cls,
      form: { id: form.id, title: form.title, test_type: form.test_type },
      student,
      attempt_id: latest?.attempt_id ?? null,
      submitted_at: toWireTimeOrNull(latest?.submitted_at ?? null),
      answers: (latest?.items ?? []).map((row, index) => {
        const found = items.get(row.item_key);
        return {
          key: row.item_key,
          position: found?.position ?? index + 1,
          module: row.module,
          kind: row.kind,
          unscored: row.unscored ? (1 as const) : (0 as const),
          state: row.state,
          response: row.response,
          right: found ? rightKeys(found.item) : [],
          seconds: row.seconds,
        };
      }),
    },
  };
}
