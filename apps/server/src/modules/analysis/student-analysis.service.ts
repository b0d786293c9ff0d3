import {
  ANALYSIS_HISTORY_LIMIT,
  ANALYSIS_TEST_TYPE,
  type AnalysisTest,
  GUESS_SECONDS,
  type StudentAnalysis,
} from "@edu/shared/analysis";
import type { DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { toWireTime } from "../../http/wire-time";
import { counselingAccessOf } from "../counseling-profile";
import { assertStudentReadable } from "./analysis-access";
import * as repo from "./student-analysis.repository";

type Localized = { en: string; "zh-CN"?: string; "zh-TW"?: string };

/** Where the counseling profile keeps each test's sittings, and the field holding its total. */
const OFFICIAL = {
  sat: { list: "sat", field: "total" },
  act: { list: "act", field: "composite" },
  toefl: { list: "toefl", field: "total" },
} as const;

/** Titles by key from the versions' documents: the newest version's wins (attempt ids ascend with time). */
function titleMaps(labels: repo.VersionLabels[]) {
  const sections = new Map<string, Localized>();
  const taxonomy = new Map<string, Localized>();
  for (const row of [...labels].sort((a, b) => a.id - b.id)) {
    for (const section of row.sections ?? []) sections.set(section.key, section.title);
    for (const entry of [...(row.taxonomy?.domains ?? []), ...(row.taxonomy?.skills ?? [])])
      taxonomy.set(entry.key, entry.title);
  }
  return { sections, taxonomy };
}

/**
 * One student's analysis for one test (the /analysis tabs): score history, domain and skill accuracy and
 * time per question over their newest submitted attempts, all computed in SQL; their official scores and
 * listed schools only for who may read their counseling records (counselingAccessOf).
 */
export async function getStudentAnalysis(
  db: DbOrTx,
  actor: Actor,
  test: AnalysisTest,
  studentId: number | undefined,
  now: Date,
): Promise<{ data: StudentAnalysis }> {
  const student = await assertStudentReadable(db, actor, studentId ?? actor.id);
  const type = ANALYSIS_TEST_TYPE[test];
  const limit = ANALYSIS_HISTORY_LIMIT;
  const { history, domains, skills, timing } = await repo.studentStats(
    db,
    student.id,
    type,
    limit,
    now,
    GUESS_SECONDS,
  );
  const labels = titleMaps(await repo.labelsOf(db, [...new Set(history.map((row) => row.form_version_id))]));
  const named = (key: string, titles: Map<string, Localized>): Localized => titles.get(key) ?? { en: key };

  const counseling = (await counselingAccessOf(db, actor, student.id)).read;
  const official = counseling
    ? await repo.officialOf(db, student.id, OFFICIAL[test].list, OFFICIAL[test].field)
    : [];
  const listed = counseling ? await repo.schoolsOf(db, student.id, test) : [];
  const highs = listed.flatMap((school) => (school.high === null ? [] : [school.high]));

  return {
    data: {
      student,
      test,
      history: history.map((row) => ({
        attempt_id: row.attempt_id,
        form_id: row.form_id,
        form_title: row.form_title,
        submitted_at: toWireTime(row.submitted_at),
        score: row.score,
        correct: row.correct,
        items: row.items,
        sections: (row.sections ?? [])
          .filter((section) => section.taken)
          .map((section) => ({
            key: section.key,
            title: named(section.key, labels.sections),
            scaled: section.scaled,
            raw: section.raw,
            max_raw: section.max_raw,
          })),
      })),
      domains: domains.map((row) => ({ ...row, title: named(row.key, labels.taxonomy) })),
      skills: skills.map((row) => ({ ...row, title: named(row.key, labels.taxonomy) })),
      timing: timing.map((row) => ({ ...row, title: named(row.section, labels.sections) })),
      counseling: counseling ? 1 : 0,
      official,
      schools: listed,
      target: highs.length > 0 ? Math.max(...highs) : null,
    },
  };
}
