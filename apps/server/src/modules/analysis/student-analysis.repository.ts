import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { counselingProfileSections } from "../counseling-profile";
import { counselingSchools } from "../counseling-schools";
import { schools } from "../schools";
import { testAttempts, testForms, testFormVersions } from "../test-engine";
import { attemptScore, itemCounts, itemSecondsCtes, rateOf } from "./analysis-sql";

/**
 * One student's attempts of one test type, as SQL over the engine's tables. Query shape (measured in
 * bench/parts/analysis.ts, 100 attempts): the attempts come from test_attempts_user_idx (user, id), newest
 * `limit` first; every statement starts from that small set, never from a form's or a type's attempts.
 */
const attemptsCte = (studentId: number, testType: string, limit: number): SQL =>
  sql`att as (
    select a.id, a.form_version_id, a.scores, a.submitted_at, v.form_id
    from ${testAttempts} a
    join ${testFormVersions} v on v.id = a.form_version_id
    join ${testForms} f on f.id = v.form_id
    where a.user_id = ${studentId} and a.state <> 'in_progress' and f.test_type = ${testType}
    order by a.submitted_at desc, a.id desc
    limit ${limit}
  )`;

export type HistoryRow = {
  attempt_id: number;
  form_id: number;
  form_version_id: number;
  form_title: { en: string };
  submitted_at: string;
  score: number | null;
  correct: number;
  items: number;
  sections: { key: string; scaled: number | null; raw: number; max_raw: number; taken: boolean }[] | null;
};
export type AccuracyRow = { key: string; correct: number; items: number; accuracy: number | null };
export type TimingRow = {
  section: string;
  answered: number;
  mean_seconds: number | null;
  median_seconds: number | null;
  guessed: number;
};
export type StudentStats = {
  history: HistoryRow[];
  domains: AccuracyRow[];
  skills: AccuracyRow[];
  timing: TimingRow[];
};

const jsonList = (from: string, order: string) =>
  sql.raw(`(select coalesce(json_agg(x order by ${order}), '[]'::json) from ${from} x)`);

/**
 * Score history, domain and skill accuracy (the per-attempt breakdowns written at submit, summed) and time
 * per question by section (answered counted items with a recorded time; a guess under `guess` s), in ONE
 * statement: the attempts CTE is read once and each list comes back as JSON.
 */
export async function studentStats(
  db: DbOrTx,
  studentId: number,
  testType: string,
  limit: number,
  now: Date,
  guess: number,
): Promise<StudentStats> {
  const breakdown = (kind: "domains" | "skills") =>
    sql`select d->>'key' as key, sum((d->>'correct')::int)::int as correct, sum((d->>'items')::int)::int as items,
      ${rateOf(sql`sum((d->>'correct')::int)`, sql`sum((d->>'items')::int)`)} as accuracy
    from att cross join jsonb_array_elements(att.scores->${kind}) d
    group by d->>'key'`;
  const answered = sql`items.state <> 'unanswered'`;
  const [row] = await queryRows<StudentStats>(
    db,
    sql`with ${attemptsCte(studentId, testType, limit)}, ${itemSecondsCtes(sql`select id from att`, now)},
    items as (
      select att.id as attempt_id, i->>'key' as item_key, i->>'section' as section, i->>'state' as state
      from att cross join jsonb_array_elements(att.scores->'items') i
      where not (i->>'unscored')::boolean
    ),
    h as (
      select att.id as attempt_id, att.form_id, att.form_version_id, f.title as form_title, att.submitted_at,
        ${attemptScore(sql`att.scores`)} as score,
        k.correct, k.items, att.scores->'sections' as sections
      from att join ${testForms} f on f.id = att.form_id
      cross join ${itemCounts(sql`att.scores`)} k
    ),
    dm as (${breakdown("domains")}),
    sk as (${breakdown("skills")}),
    tm as (
      select items.section, count(*) filter (where ${answered})::int as answered,
        round(avg(s.seconds) filter (where ${answered})::numeric, 1)::float8 as mean_seconds,
        round((percentile_cont(0.5) within group (order by s.seconds) filter (where ${answered}))::numeric, 1)::float8
          as median_seconds,
        count(*) filter (where ${answered} and s.seconds < ${guess})::int as guessed
      from items left join item_seconds s on s.attempt_id = items.attempt_id and s.item_key = items.item_key
      group by items.section
    )
    select ${jsonList("h", "x.submitted_at, x.attempt_id")} as history,
      ${jsonList("dm", "x.accuracy nulls last, x.key")} as domains,
      ${jsonList("sk", "x.accuracy nulls last, x.key")} as skills,
      ${jsonList("tm", "x.section")} as timing`,
  );
  return row ?? { history: [], domains: [], skills: [], timing: [] };
}

/** Section and taxonomy titles of the versions taken (labels only, read once per version). */
export type VersionLabels = {
  id: number;
  sections: { key: string; title: { en: string } }[] | null;
  taxonomy: {
    domains?: { key: string; title: { en: string } }[];
    skills?: { key: string; title: { en: string } }[];
  } | null;
};
export function labelsOf(db: DbOrTx, versionIds: number[]) {
  if (versionIds.length === 0) return Promise.resolve([] as VersionLabels[]);
  return queryRows<VersionLabels>(
    db,
    sql`select v.id,
      (select jsonb_agg(jsonb_build_object('key', s->'key', 'title', s->'title'))
        from jsonb_array_elements(v.document->'sections') s) as sections,
      v.document->'taxonomy' as taxonomy
    from ${testFormVersions} v where v.id in (${sql.join(
      versionIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}

/** The official sittings the counseling profile records for this test (its "testing" section). */
export function officialOf(db: DbOrTx, studentId: number, list: string, field: string) {
  return queryRows<{ date: string; score: number | null }>(
    db,
    sql`select coalesce(x->>'date', '') as date, (x->>${field})::float8 as score
    from ${counselingProfileSections} p cross join jsonb_array_elements(coalesce(p.data->${list}, '[]'::jsonb)) x
    where p.student_user_id = ${studentId} and p.section = 'testing'
    order by x->>'date'`,
  );
}

/** The student's listed schools with their 25th and 75th percentile for the test (SAT, ACT; else none). */
export function schoolsOf(db: DbOrTx, studentId: number, test: "sat" | "act" | "toefl") {
  // Column names chosen from the enum, never from input text.
  const low = sql.raw(test === "sat" ? "s.card_sat_25" : test === "act" ? "s.card_act_25" : "null::float8");
  const high = sql.raw(test === "sat" ? "s.card_sat_75" : test === "act" ? "s.card_act_75" : "null::float8");
  return queryRows<{
    school_id: number;
    name: string;
    category: string;
    low: number | null;
    high: number | null;
  }>(
    db,
    sql`select s.id as school_id, s.name_en as name, cs.category, ${low} as low, ${high} as high
    from ${counselingSchools} cs join ${schools} s on s.id = cs.school_id
    where cs.student_user_id = ${studentId}
    order by ${high} desc nulls last, s.name_en`,
  );
}
