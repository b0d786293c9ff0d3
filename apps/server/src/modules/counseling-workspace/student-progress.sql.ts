import type { Locale } from "@edu/shared";
import type { DecisionPlan } from "@edu/shared/counseling-schools";
import type { CounselingTaskStatus } from "@edu/shared/counseling-tasks";
import type { CounselingDeadline, DeadlineKind } from "@edu/shared/counseling-workspace";
import { type SQL, sql } from "drizzle-orm";
import { daysBetween } from "../../school-calendar";
import { counselingEssays } from "../counseling-essays";
import { aliasLanguages, counselingSchools, deadlineLateral } from "../counseling-schools";
import { counselingTasks } from "../counseling-tasks";
import { schoolAliases, schools } from "../schools";

/**
 * A student's progress as SQL over a student id column (`st.id`): joined laterally, so a page of
 * students is one statement whatever its size (no query per student). Dates are school days; `today`
 * is the school's (school-calendar.ts).
 */

/** The school's name for a reader: their language's default alias, the other Chinese one, the English name. */
export function schoolName(locale: Locale, school: SQL): SQL {
  const [first, second] = aliasLanguages(locale);
  const alias = (lang: Locale | null) =>
    lang
      ? sql`(select a.name from ${schoolAliases} a where a.school_id = ${school} and a.lang = ${lang} and a.is_default limit 1)`
      : sql`null::text`;
  return sql`coalesce(${alias(first)}, ${alias(second)}, (select s.name_en from ${schools} s where s.id = ${school}))`;
}

/**
 * Each deadline of the collected schools matching `where` (over `cs`): the counselor's internal one and
 * the school's for the plan and cycle (counseling-schools' `dl`), one row each, columns
 * collected_school_id, student_user_id, school_id, decision_plan, date, kind.
 */
export const deadlineRows = (where: SQL): SQL => sql`select cs.id as collected_school_id,
    cs.student_user_id, cs.school_id, cs.decision_plan, x.date, x.kind
  from ${counselingSchools} cs
  ${deadlineLateral()}
  cross join lateral (values (cs.internal_deadline, 'internal'), (dl.school_deadline, 'school')) x(date, kind)
  where x.date is not null and ${where}`;

/** A deadline still asks for work: the application is not sent, decided or withdrawn. */
export const OPEN_APPLICATION = sql`cs.admissions_result is null
  and coalesce(cs.application_status, '') not in ('submitted', 'complete', 'withdrawn')`;

/** The student's next `limit` open deadlines from today, soonest first, as a JSON array `deadlines`. */
export function nextDeadlines(student: SQL, today: string, limit: number, locale: Locale): SQL {
  return sql`left join lateral (
    select json_agg(json_build_object('collected_school_id', d.collected_school_id,
        'school_name', ${schoolName(locale, sql`d.school_id`)}, 'decision_plan', d.decision_plan,
        'date', d.date::text, 'kind', d.kind) order by d.date, d.kind, d.collected_school_id) as deadlines
    from (${deadlineRows(sql`cs.student_user_id = ${student} and ${OPEN_APPLICATION} and x.date >= ${today}::date`)}
      order by x.date, x.kind, cs.id limit ${limit}) d) dd on true`;
}

export type DeadlineJson = {
  collected_school_id: number;
  school_name: string;
  decision_plan: DecisionPlan | null;
  date: string;
  kind: DeadlineKind;
};

export const toDeadline = (row: DeadlineJson, today: string): CounselingDeadline => ({
  collected_school_id: row.collected_school_id,
  school_name: row.school_name,
  decision_plan: row.decision_plan,
  date: row.date,
  kind: row.kind,
  days_left: daysBetween(today, row.date),
});

/** Open tasks (unfinished or processing): `open_total`, `overdue_total` (due before today). */
export const taskCounts = (student: SQL, today: string): SQL => sql`left join lateral (
    select count(*)::int as open_total, count(*) filter (where t.due_date < ${today}::date)::int as overdue_total
    from ${counselingTasks} t where t.student_user_id = ${student} and t.status <> 'finished') tk on true`;

/** The `limit` open tasks due soonest (undated last), as a JSON array `tasks`. */
export const openTasks = (student: SQL, today: string, limit: number): SQL => sql`left join lateral (
    select json_agg(json_build_object('id', t.id, 'title', t.title, 'status', t.status,
        'due_date', t.due_date::text, 'overdue', case when t.due_date < ${today}::date then 1 else 0 end)
        order by t.due_date nulls last, t.id) as tasks
    from (select * from ${counselingTasks} t where t.student_user_id = ${student} and t.status <> 'finished'
      order by t.due_date nulls last, t.id limit ${limit}) t) tl on true`;

export type TaskJson = {
  id: number;
  title: string;
  status: CounselingTaskStatus;
  due_date: string | null;
  overdue: 0 | 1;
};

/** Essays by status: `essays_not_started`, `essays_in_progress`, `essays_finished`. */
export const essayCounts = (student: SQL): SQL => sql`left join lateral (
    select count(*) filter (where e.status = 'not_started')::int as essays_not_started,
      count(*) filter (where e.status = 'in_progress')::int as essays_in_progress,
      count(*) filter (where e.status = 'finished')::int as essays_finished
    from ${counselingEssays} e where e.student_user_id = ${student}) es on true`;

/** The list by category and result (`pending`: applying, no result yet). */
export const schoolCounts = (student: SQL): SQL => sql`left join lateral (
    select count(*)::int as total, count(*) filter (where cs.is_applying)::int as applying,
      count(*) filter (where cs.category = 'uncategorized')::int as uncategorized,
      count(*) filter (where cs.category = 'dream')::int as dream,
      count(*) filter (where cs.category = 'reach')::int as reach,
      count(*) filter (where cs.category = 'fit')::int as fit,
      count(*) filter (where cs.category = 'safety')::int as safety,
      count(*) filter (where cs.admissions_result = 'admitted')::int as admitted,
      count(*) filter (where cs.admissions_result = 'rejected')::int as rejected,
      count(*) filter (where cs.admissions_result = 'deferred')::int as deferred,
      count(*) filter (where cs.admissions_result = 'waitlisted')::int as waitlisted,
      count(*) filter (where cs.admissions_result = 'enrolled')::int as enrolled,
      count(*) filter (where cs.is_applying and cs.admissions_result is null)::int as pending
    from ${counselingSchools} cs where cs.student_user_id = ${student}) sc on true`;

export type SchoolCountsRow = Record<
  | "total"
  | "applying"
  | "uncategorized"
  | "dream"
  | "reach"
  | "fit"
  | "safety"
  | "admitted"
  | "rejected"
  | "deferred"
  | "waitlisted"
  | "enrolled"
  | "pending",
  number
>;
