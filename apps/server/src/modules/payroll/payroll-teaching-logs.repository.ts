import { ATTENDANCE_STATUSES, type Currency, type FieldTranslations } from "@edu/shared";
import { sql } from "drizzle-orm";
import { countUpToText } from "../../db/count-up-to";
import type { DbOrTx } from "../../db/database";
import { containsPattern } from "../../db/like-pattern";
import { limitOffsetText } from "../../db/list-page";
import { queryPrepared } from "../../db/prepared-text";
import { queryRows } from "../../db/query-rows";

// The teaching logs payroll pays: their facts for a statement's lines, and the teachers with unpaid ones.

/** Attendance codes paid to the teacher (ATTENDANCE_STATUSES says which), inlined as constants. */
const PAYABLE_CODES = ATTENDANCE_STATUSES.filter((s) => s.payable).map((s) => s.code);
const payableList = sql.raw(PAYABLE_CODES.join(", "));

/** A teaching log as payroll reads it: time, length, salary snapshot, the class's terms and format. */
export type TeachingLogFacts = {
  id: number;
  teacher_user_id: number;
  class_id: number;
  class_name: string;
  /** The class's translations (its name per language), for naming it in the reader's language. */
  class_translations: FieldTranslations<"name"> | null;
  is_online: boolean;
  started_at: Date | string;
  duration_minutes: number;
  salary: number | string;
  salary_currency: Currency;
  salary_unit: number | null;
  online_salary: number | string | null;
  online_salary_currency: Currency | null;
  payable_students: number | string;
  claimed_by: number | null;
};

const factsSelect = sql`
  select t.id, t.teacher_user_id, t.session_class_id as class_id, sc.name as class_name,
         sc.translations as class_translations, sc.is_online,
         t.started_at, t.duration_minutes, t.salary, t.salary_currency,
         ctt.salary_unit, ctt.online_salary, ctt.online_salary_currency,
         (select count(*) from lesson_logs l
           where l.teaching_log_id = t.id and l.attendance_status in (${payableList})) as payable_students,
         (select pi.payroll_id from payroll_items pi where pi.teaching_log_id = t.id) as claimed_by
    from teaching_logs t
    join session_classes sc on sc.id = t.session_class_id
    left join class_teacher_terms ctt
      on ctt.session_class_id = t.session_class_id and ctt.teacher_user_id = t.teacher_user_id`;

/** The teacher's payable teaching logs on no statement, oldest first (optionally within days). */
export function findUnpaidLogs(
  db: DbOrTx,
  teacherId: number,
  range: { from?: string; to?: string },
): Promise<TeachingLogFacts[]> {
  return queryRows<TeachingLogFacts>(
    db,
    sql`${factsSelect}
     where t.teacher_user_id = ${teacherId}
       -- Flags kept by triggers (migrations 0034, 0036): the partial index of unpaid, payable logs.
       and t.payroll_claimed = false and t.has_payable = true
       ${range.from ? sql`and t.started_at >= ${range.from}::date` : sql``}
       ${range.to ? sql`and t.started_at < ${range.to}::date + 1` : sql``}
     order by t.started_at, t.id
     limit 2000`,
  );
}

/** The named logs (any teacher, claimed or not): the service checks each. */
export function findLogsByIds(db: DbOrTx, ids: number[]): Promise<TeachingLogFacts[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return queryRows<TeachingLogFacts>(
    db,
    sql`${factsSelect} where t.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) order by t.started_at, t.id`,
  );
}

export type TeacherUnpaidRow = {
  total: number | string;
  user_id: number | null;
  username: string;
  first_name: string;
  last_name: string;
  unpaid_logs: number | string;
  first_unpaid_at: string | null;
  latest_at: string | null;
  latest_payroll_id: number | null;
  latest_payroll_title: string | null;
  latest_payroll_created_at: string | null;
};

/**
 * Teachers with payable teaching logs on no statement (spec: Teacher unpaid), newest unpaid lesson
 * first, with their matches counted up to LIST_COUNT_CAP: one prepared statement. Reads the per-teacher
 * summary payroll_unpaid_teachers (kept by triggers, migration 0039) instead of grouping every unpaid log
 * on each request (17.8 ms of CPU per request on 1M lesson logs, bench/RESULTS.md). A keyword: every word
 * (up to 6) is part of the username, email or name (either order): the users' stored lower-case
 * search text (migration 0042), matched as users/search matches it.
 */
export function listTeachersUnpaid(
  db: DbOrTx,
  query: { keyword?: string; limit: number; offset: number },
): Promise<TeacherUnpaidRow[]> {
  const params: unknown[] = [];
  const words = (query.keyword ?? "").split(/\s+/).filter(Boolean).slice(0, 6);
  const match = words
    .map((word) => ` and t.search_text like lower($${params.push(containsPattern(word))})`)
    .join("");
  // The first pages' limit and offset as literals: the named statement keeps its plan (db/list-page.ts).
  const page = limitOffsetText(query, params);
  const json = (column: string) => `to_json(${column}) #>> '{}'`;
  // Driven from the summary (one row per teacher with unpaid teaching: hundreds at most). Without a
  // keyword the page is read in index order (payroll_unpaid_teachers_latest_idx) and only its teachers'
  // users rows are read. With one, every teacher's user row is read by primary key and the words tested
  // on those rows ("offset 0" keeps it a lookup): left to itself PostgreSQL read the users' trigram index
  // ("No. 17": 12,200 candidates, 18.8 ms of database CPU per request) or hashed every user.
  const t = match
    ? `select s.*, u.search_text from payroll_unpaid_teachers s
        cross join lateral (select search_text from users u where u.id = s.teacher_user_id offset 0) u
        where s.unpaid_logs > 0`
    : "select s.* from payroll_unpaid_teachers s where s.unpaid_logs > 0";
  const text = `with t as ${match ? "materialized" : "not materialized"} (${t})
    select n.total, x.* from (${countUpToText(`from t where true${match}`)}) n
    left join lateral (
      select pg.teacher_user_id as user_id, pg.latest_at as sort_at, u.username, u.first_name, u.last_name,
             pg.unpaid_logs, ${json("pg.first_unpaid_at")} as first_unpaid_at, ${json("pg.latest_at")} as latest_at,
             lp.id as latest_payroll_id, lp.title as latest_payroll_title,
             ${json("lp.created_at")} as latest_payroll_created_at
        from (select t.teacher_user_id, t.unpaid_logs, t.first_unpaid_at, t.latest_at
                from t
               where true${match}
               order by t.latest_at desc nulls last, t.teacher_user_id
               ${page}) pg
        join users u on u.id = pg.teacher_user_id
        -- The latest statement of the page's teachers only, from payrolls_teacher_idx (ordered by
        -- "id + 0": ordered by id, PostgreSQL walked the primary key backwards per teacher, 3× the time).
        left join lateral (select p.id, p.title, p.created_at from payrolls p
                            where p.teacher_user_id = pg.teacher_user_id
                            order by p.id + 0 desc limit 1) lp on true) x on true
    order by x.sort_at desc nulls last, x.user_id`;
  return queryPrepared<TeacherUnpaidRow>(db, text, params);
}
