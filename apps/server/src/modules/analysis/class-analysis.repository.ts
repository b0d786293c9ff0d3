import type { TestForm, TestType } from "@edu/shared/test-engine";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import type { Actor } from "../../http/actor";
import { sessionClasses, studentClassTickets } from "../classes";
import { courseSessions } from "../courses";
import { testAnswers, testAttempts, testForms, testFormVersions } from "../test-engine";
import { users } from "../users";
import { readableClass } from "./analysis-access";
import { attemptScore, itemCounts, itemSecondsCtes, rateOf } from "./analysis-sql";

export type ClassRow = {
  id: number;
  name: string;
  course_session: string;
  students: number;
  is_online: 0 | 1;
};

const classColumns = sql`c.id, c.name, cs.title as course_session,
  (select count(distinct t.student_user_id) from ${studentClassTickets} t where t.session_class_id = c.id)::int as students,
  (case when c.is_online or cs.is_online then 1 else 0 end)::int as is_online`;

/** Classes the caller reads (readableClass), by name; newest first. */
export function classesFor(db: DbOrTx, actor: Actor, pattern: string | null, limit: number) {
  return queryRows<ClassRow>(
    db,
    sql`select ${classColumns}
    from ${sessionClasses} c join ${courseSessions} cs on cs.id = c.course_session_id
    where ${readableClass(actor, sql`c.id`)}
      ${pattern === null ? sql`` : sql`and (c.name ilike ${pattern} or cs.title ilike ${pattern})`}
    order by c.id desc limit ${limit}`,
  );
}

export async function classFor(db: DbOrTx, actor: Actor, classId: number) {
  const [row] = await queryRows<ClassRow>(
    db,
    sql`select ${classColumns}
    from ${sessionClasses} c join ${courseSessions} cs on cs.id = c.course_session_id
    where c.id = ${classId} and ${readableClass(actor, sql`c.id`)}`,
  );
  return row ?? null;
}

/** The class's placed students. */
const rosterCte = (classId: number): SQL =>
  sql`roster as (select distinct t.student_user_id as user_id from ${studentClassTickets} t
    where t.session_class_id = ${classId})`;

export type ClassFormRow = {
  form_id: number;
  title: { en: string };
  test_type: TestType;
  students: number;
  attempts: number;
  accuracy: number | null;
  last_submitted_at: Date | null;
};

/** Forms the class's students submitted (every attempt), with counts and accuracy over counted items. */
export function formsOfClass(db: DbOrTx, classId: number) {
  return queryRows<ClassFormRow>(
    db,
    sql`with ${rosterCte(classId)},
    att as (
      select a.user_id, v.form_id, a.submitted_at, k.correct, k.items
      from ${testAttempts} a join ${testFormVersions} v on v.id = a.form_version_id
      cross join ${itemCounts(sql`a.scores`)} k
      where a.user_id in (select user_id from roster) and a.state <> 'in_progress'
    )
    select f.id as form_id, f.title, f.test_type, count(distinct att.user_id)::int as students,
      count(*)::int as attempts, ${rateOf(sql`sum(att.correct)`, sql`sum(att.items)`)} as accuracy,
      max(att.submitted_at) as last_submitted_at
    from att join ${testForms} f on f.id = att.form_id
    group by f.id
    order by max(att.submitted_at) desc nulls last, f.id desc`,
  );
}

export async function formWithLatest(db: DbOrTx, formId: number) {
  const [row] = await queryRows<{
    id: number;
    title: { en: string };
    test_type: TestType;
    document: TestForm;
  }>(
    db,
    sql`select f.id, f.title, f.test_type, v.document
    from ${testForms} f join ${testFormVersions} v on v.form_id = f.id
    where f.id = ${formId} order by v.version desc limit 1`,
  );
  return row ?? null;
}

/**
 * Each placed student's latest submitted attempt of the form, expanded to one row per item met: its state,
 * response and seconds. Query shape (bench/parts/analysis.ts, 40 students × 50 questions): the roster
 * drives test_attempts_user_idx; `distinct on` keeps one attempt per student; the events of just those
 * attempts are windowed once (itemSecondsCtes).
 */
const itemsCtes = (classId: number, formId: number, now: Date): SQL =>
  sql`${rosterCte(classId)},
  att as (
    select distinct on (a.user_id) a.id, a.user_id, a.route, a.scores, a.submitted_at
    from ${testAttempts} a join ${testFormVersions} v on v.id = a.form_version_id
    where a.user_id in (select user_id from roster) and v.form_id = ${formId} and a.state <> 'in_progress'
    order by a.user_id, a.submitted_at desc, a.id desc
  ),
  ${itemSecondsCtes(sql`select id from att`, now)},
  items as (
    select att.id as attempt_id, att.user_id, i->>'key' as item_key, i->>'state' as state,
      (i->>'unscored')::boolean as unscored, ans.response, s.seconds
    from att cross join jsonb_array_elements(att.scores->'items') i
    left join ${testAnswers} ans on ans.attempt_id = att.id and ans.item_key = i->>'key'
    left join item_seconds s on s.attempt_id = att.id and s.item_key = i->>'key'
  ),
  med as (
    select item_key, percentile_cont(0.5) within group (order by seconds) as median
    from items where seconds is not null and state <> 'unanswered' group by item_key
  )`;

export type QuestionStatRow = {
  item_key: string;
  seen: number;
  correct: number;
  unanswered: number;
  accuracy: number | null;
  median_seconds: number | null;
  guessed: number;
  stuck: number;
};
export type ChoiceRow = { item_key: string; choice: string; count: number };
export type StudentStatRow = {
  user_id: number;
  username: string;
  first_name: string;
  last_name: string;
  attempt_id: number;
  submitted_at: string;
  score: number | null;
  correct: number;
  items: number;
  accuracy: number | null;
  seconds: number;
  guessed: number;
  stuck: number;
};
export type RoutingRow = {
  after: string;
  harder: string;
  took: number;
  routed_harder: number;
  rate: number | null;
};
export type ClassFormStats = {
  questions: QuestionStatRow[];
  choices: ChoiceRow[];
  students: StudentStatRow[];
  skills: { key: string; correct: number; items: number; accuracy: number | null }[];
  routing: RoutingRow[];
};

type Thresholds = { guess: number; stuck: number };

/** Guessed: answered under `guess` seconds; stuck: over `stuck` × the question's median in this class. */
const guessed = (t: Thresholds) =>
  sql`count(*) filter (where items.state <> 'unanswered' and items.seconds < ${t.guess})::int`;
const stuck = (t: Thresholds) =>
  sql`count(*) filter (where items.state <> 'unanswered' and items.seconds > ${t.stuck} * med.median)::int`;
const jsonList = (from: string, order = "") =>
  sql.raw(`(select coalesce(json_agg(x${order ? ` order by ${order}` : ""}), '[]'::json) from ${from} x)`);

/**
 * Everything the detail page counts, in ONE statement: the CTEs above run once (PostgreSQL materializes a
 * CTE read several times) and each table comes back as a JSON list. Measured (bench/parts/analysis.ts): as
 * four statements the attempts, answers and event windows were read and sorted four times.
 */
export async function classFormStats(
  db: DbOrTx,
  classId: number,
  formId: number,
  now: Date,
  t: Thresholds,
  pairs: { after: string; harder: string }[],
): Promise<ClassFormStats> {
  const values =
    pairs.length === 0
      ? sql`select null::text as after, null::text as harder where false`
      : sql`values ${sql.join(
          pairs.map((pair) => sql`(${pair.after}::text, ${pair.harder}::text)`),
          sql`, `,
        )}`;
  const took = sql`count(*) filter (where att.route @> jsonb_build_array(r.after))`;
  const routed = sql`count(*) filter (where att.route @> jsonb_build_array(r.after)
    and att.route @> jsonb_build_array(r.harder))`;
  const [row] = await queryRows<ClassFormStats>(
    db,
    sql`with ${itemsCtes(classId, formId, now)},
    q as (
      select items.item_key, count(*)::int as seen,
        count(*) filter (where items.state = 'correct')::int as correct,
        count(*) filter (where items.state = 'unanswered')::int as unanswered,
        ${rateOf(sql`count(*) filter (where items.state = 'correct')`, sql`count(*)`)} as accuracy,
        round(med.median::numeric, 1)::float8 as median_seconds, ${guessed(t)} as guessed, ${stuck(t)} as stuck
      from items left join med on med.item_key = items.item_key
      group by items.item_key, med.median
    ),
    c as (
      select items.item_key, ch.choice, count(*)::int as count
      from items cross join lateral (
        select items.response->>'choice' as choice where items.response->>'kind' = 'single_choice'
        union all
        select x from jsonb_array_elements_text(
          case when items.response->>'kind' = 'multiple_select' then items.response->'choices' else '[]'::jsonb end) x
      ) ch
      where ch.choice is not null
      group by items.item_key, ch.choice
    ),
    per as (
      select items.attempt_id,
        count(*) filter (where not items.unscored and items.state = 'correct')::int as correct,
        count(*) filter (where not items.unscored)::int as items,
        coalesce(sum(items.seconds), 0)::float8 as seconds, ${guessed(t)} as guessed, ${stuck(t)} as stuck
      from items left join med on med.item_key = items.item_key
      group by items.attempt_id
    ),
    st as (
      select u.id as user_id, u.username::text as username, u.first_name, u.last_name, att.id as attempt_id,
        att.submitted_at, ${attemptScore(sql`att.scores`)} as score, per.correct, per.items,
        ${rateOf(sql`per.correct`, sql`per.items`)} as accuracy, round(per.seconds::numeric, 1)::float8 as seconds,
        per.guessed, per.stuck
      from att join per on per.attempt_id = att.id join ${users} u on u.id = att.user_id
    ),
    sk as (
      select d->>'key' as key, sum((d->>'correct')::int)::int as correct, sum((d->>'items')::int)::int as items,
        ${rateOf(sql`sum((d->>'correct')::int)`, sql`sum((d->>'items')::int)`)} as accuracy
      from att cross join jsonb_array_elements(att.scores->'skills') d
      group by d->>'key'
    ),
    rt as (
      select r.after, r.harder, ${took}::int as took, ${routed}::int as routed_harder, ${rateOf(routed, took)} as rate
      from (${values}) as r(after, harder) left join att on true
      group by r.after, r.harder
    )
    select ${jsonList("q")} as questions, ${jsonList("c")} as choices,
      ${jsonList("st", "x.accuracy nulls last, x.last_name, x.first_name, x.user_id")} as students,
      ${jsonList("sk", "x.accuracy nulls last, x.key")} as skills, ${jsonList("rt")} as routing`,
  );
  return row ?? { questions: [], choices: [], students: [], skills: [], routing: [] };
}
