import type { Locale } from "@edu/shared";
import {
  type AdmissionsResult,
  type ApplicationPortal,
  type ApplicationStatus,
  type ApplicationType,
  type CollectedSchoolType,
  DEADLINE_FACT_OF_PLAN,
  DECISION_PLANS,
  type DecisionPlan,
  type SchoolCategory,
  TRANSFER_DEADLINE_FACT,
} from "@edu/shared/counseling-schools";
import { type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { LIST_COUNT_CAP } from "../../db/count-up-to";
import type { DbOrTx } from "../../db/database";
import { intLiteral, LITERAL_PAGES } from "../../db/list-page";
import { queryPrepared } from "../../db/prepared-text";
import { schoolAliases, schoolFacts, schools } from "../schools";
import { users } from "../users";
import { counselingSchools } from "./counseling-schools.table";

/** One collected school as read for an answer: the row, its student, its school and the school's deadline. */
export type CollectedRow = {
  id: number;
  student_user_id: number;
  username: string;
  first_name: string;
  last_name: string;
  session_class_id: number | null;
  school_id: number;
  name_en: string;
  alias_1: string | null;
  alias_2: string | null;
  slug: string;
  schoolyard: string;
  overview: string;
  translations: Record<string, { overview?: string }> | null;
  platforms: unknown;
  category: SchoolCategory;
  is_applying: boolean;
  is_enrolled: boolean;
  application_type: ApplicationType | null;
  application_portal: ApplicationPortal | null;
  decision_plan: DecisionPlan | null;
  application_submission_date: string | null;
  financial_submission_date: string | null;
  application_status: ApplicationStatus | null;
  admissions_result: AdmissionsResult | null;
  type: CollectedSchoolType;
  login_field_username: string;
  has_password: boolean;
  cycle: string;
  internal_deadline: string | null;
  school_deadline: string | null;
  fact_year: string | null;
  estimated: boolean;
  next_deadline: string | null;
  can_edit: boolean;
  created_at: string | Date;
  updated_at: string | Date;
  total?: number;
};

/** A constant of this file (a plan, a fact key) as a quoted literal: the statement's text names it. */
const constant = (value: string): SQL => {
  if (!/^[a-z0-9_]+$/.test(value)) throw new Error(`not a constant: ${value}`);
  return sql.raw(`'${value}'`);
};

/** The deadline figure's key for the row's plan (a transfer reads the transfer deadline). */
const deadlineKey = (): SQL => {
  const cases = DECISION_PLANS.flatMap((plan) => {
    const key = DEADLINE_FACT_OF_PLAN[plan];
    return key ? [sql`when ${constant(plan)} then ${constant(key)}`] : [];
  });
  return sql`case when cs.application_type = 'transfer' then ${constant(TRANSFER_DEADLINE_FACT)}
    else case cs.decision_plan ${sql.join(cases, sql` `)} end end`;
};

/**
 * The school's deadline for the row's plan and cycle: the staff figure ("MM-DD") of the cycle ("2026-27",
 * or its entry year "2027"), else the newest year's moved into the cycle (estimated). August–December
 * fall in the cycle's first year, January–July in its second; Feb 29 rolls to Mar 1 in a common year.
 */
export const deadlineLateral = (): SQL => sql`left join lateral (
    select f.year as fact_year,
      (f.year <> cs.cycle and f.year <> (left(cs.cycle, 4)::int + 1)::text) as estimated,
      case when (f.value #>> '{}') ~ '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$' then
        make_date(left(cs.cycle, 4)::int + case when substr(f.value #>> '{}', 1, 2)::int >= 8 then 0 else 1 end,
          substr(f.value #>> '{}', 1, 2)::int, 1) + (substr(f.value #>> '{}', 4, 2)::int - 1)
      end as school_deadline
    from ${schoolFacts} f
    where f.school_id = cs.school_id and f.key = ${deadlineKey()} and jsonb_typeof(f.value) = 'string'
    order by (f.year = cs.cycle or f.year = (left(cs.cycle, 4)::int + 1)::text) desc, f.year desc,
      (f.source = 'staff') desc
    limit 1) dl on true`;

/** The two default aliases a reader's name is taken from (their language, then the other Chinese). */
export function aliasLanguages(locale: Locale): [Locale, Locale | null] {
  if (locale === "zh-TW") return ["zh-TW", "zh-CN"];
  if (locale === "zh-CN") return ["zh-CN", "zh-TW"];
  return ["en", null];
}

export const NEXT_DEADLINE = sql`least(cs.internal_deadline, dl.school_deadline)`;

const CATEGORY_RANK = sql`array_position(array['dream','reach','fit','safety','uncategorized']::text[], cs.category)`;

export const ORDER_BY_STUDENT = sql`cs.student_user_id, ${CATEGORY_RANK}, ${NEXT_DEADLINE} nulls last, s.name_en, cs.id`;
export const ORDER_BY_DEADLINE = sql`${NEXT_DEADLINE} nulls last, u.last_name, u.first_name, cs.student_user_id, s.name_en, cs.id`;

const FROM = sql`from ${counselingSchools} cs
  join ${users} u on u.id = cs.student_user_id
  join ${schools} s on s.id = cs.school_id
  ${deadlineLateral()}`;

/**
 * What the count reads: the rows alone (`u` and `s` are joined on non-null foreign keys, so they drop no
 * row), with the deadline only when the filter reads it. The counselor's applications list (bench
 * counseling-schools part, 200 students × 15 schools, EXPLAIN ANALYZE 2026-11-28) spent 7.5 of 33 ms
 * counting 1,001 rows through the joins and the deadline look-up.
 */
const countFrom = (readsDeadline: boolean) => (readsDeadline ? FROM : sql`from ${counselingSchools} cs`);

export type ReadOptions = {
  /** Over `cs` (and `u`, `s`, `dl` for the rows); over `dl` only with `whereReadsDeadline`. */
  where: SQL;
  /** The filter reads the school's deadline (`dl`), so the count must look it up too. */
  whereReadsDeadline?: boolean;
  canEdit: SQL;
  locale: Locale;
  orderBy?: SQL;
  window?: { limit: number; offset: number };
  /** Count the matches (up to the list cap) on every row as `total`. */
  count?: boolean;
};

const dialect = new PgDialect();

/**
 * Sent as a named prepared statement (db/prepared-text.ts): planning this statement (the deadline
 * look-up, the access rule's sub-selects) cost about 3 ms, more than reading one student's 15 rows
 * (bench/statement-cpu.ts, 2026-11-28: one student's list 3.8 → 0.8 ms of backend CPU, the cards 1.4 →
 * 0.4). The first pages' limit and offset are literals so the plan is kept (db/list-page.ts).
 */
function queryCollected<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  const built = dialect.sqlToQuery(query);
  return queryPrepared<Row>(db, built.sql, built.params);
}

function pageText(window: { limit: number; offset: number } | undefined): SQL {
  if (!window) return sql``;
  if (window.offset <= (LITERAL_PAGES - 1) * window.limit)
    return sql.raw(`limit ${intLiteral(window.limit)} offset ${intLiteral(window.offset)}`);
  return sql`limit ${window.limit} offset ${window.offset}`;
}

/** Collected schools matching `where` (over `cs`, `u`, `s`, `dl`), in the order given. */
export async function readCollected(db: DbOrTx, options: ReadOptions): Promise<CollectedRow[]> {
  const [first, second] = aliasLanguages(options.locale);
  const alias = (lang: Locale | null) =>
    lang
      ? sql`(select a.name from ${schoolAliases} a where a.school_id = s.id and a.lang = ${lang} and a.is_default limit 1)`
      : sql`null::text`;
  const page = pageText(options.window);
  const counted = options.count
    ? sql`, (select count(*)::int from (select 1 ${countFrom(options.whereReadsDeadline === true)}
        where ${options.where} limit ${sql.raw(intLiteral(LIST_COUNT_CAP))}) n) as total`
    : sql``;
  return queryCollected<CollectedRow>(
    db,
    sql`select cs.id, cs.student_user_id, u.username, u.first_name, u.last_name, cs.session_class_id, cs.school_id,
        s.name_en, ${alias(first)} as alias_1, ${alias(second)} as alias_2, s.slug, s.schoolyard, s.overview,
        s.translations,
        (select f.value from ${schoolFacts} f where f.school_id = s.id and f.key = 'application_platforms'
          order by f.year desc, (f.source = 'staff') desc limit 1) as platforms,
        cs.category, cs.is_applying, cs.is_enrolled, cs.application_type, cs.application_portal, cs.decision_plan,
        cs.application_submission_date::text as application_submission_date,
        cs.financial_submission_date::text as financial_submission_date,
        cs.application_status, cs.admissions_result, cs.type, cs.login_field_username,
        (cs.login_field_password_sealed is not null) as has_password, cs.cycle,
        cs.internal_deadline::text as internal_deadline, dl.school_deadline::text as school_deadline,
        dl.fact_year, coalesce(dl.estimated, false) as estimated, ${NEXT_DEADLINE}::text as next_deadline,
        ${options.canEdit} as can_edit, cs.created_at, cs.updated_at ${counted}
      ${FROM}
      where ${options.where}
      order by ${options.orderBy ?? ORDER_BY_STUDENT}
      ${page}`,
  );
}

/** The matches of `where` counted up to the list cap (for a page past the last). */
export async function countCollected(db: DbOrTx, where: SQL, readsDeadline = false): Promise<number> {
  const [row] = await queryCollected<{ total: number }>(
    db,
    sql`select count(*)::int as total from (select 1 ${countFrom(readsDeadline)} where ${where}
      limit ${sql.raw(intLiteral(LIST_COUNT_CAP))}) x`,
  );
  return Number(row?.total ?? 0);
}
