import {
  ATTENDANCE_STATUSES,
  type Currency,
  type FieldTranslations,
  MAX_MONEY_SUM_MINOR,
  PAYROLL_STATES,
  type PayrollState,
  toSafeMinor,
} from "@edu/shared";
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { countUpToText } from "../../db/count-up-to";
import type { DbOrTx } from "../../db/database";
import { containsPattern } from "../../db/like-pattern";
import { enumLiteral, limitOffsetText } from "../../db/list-page";
import { queryPrepared } from "../../db/prepared-text";
import { queryRows } from "../../db/query-rows";
import { fieldError } from "../../http/app-error";
import { users } from "../users/users.table";
import {
  monetaryStatements,
  payrollItems,
  payrollProblems,
  payrolls,
  teacherLedgerEntries,
  teacherPaymentAllocations,
  teacherPayments,
} from "./payroll.table";

export type PayrollRow = typeof payrolls.$inferSelect;
export type PayrollItemRow = typeof payrollItems.$inferSelect;
export type ProblemRow = typeof payrollProblems.$inferSelect;
export type PaymentRow = typeof teacherPayments.$inferSelect;
export type LedgerRow = typeof teacherLedgerEntries.$inferSelect;
export type MonetaryRow = typeof monetaryStatements.$inferSelect;

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

/** What the statement's payment allocations sum to (teacher_payment_allocations_payroll_idx). */
const PAID_SUM =
  "coalesce((select sum(a.amount) from teacher_payment_allocations a where a.payroll_id = p.id), 0)";

/** SQL for a statement's derived state (the same rule as `payrollState`). */
const STATE_SQL = `case
  when p.confirmed_at is not null and ${PAID_SUM} >= p.total then 'paid'
  when p.confirmed_at is not null then 'confirmed'
  when exists (select 1 from payroll_problems pp where pp.payroll_id = p.id and pp.resolved_at is null) then 'problem'
  when p.sent_at is not null then 'confirm_pending'
  else 'created' end`;

export type PayrollListRow = {
  id: number;
  teacher_user_id: number;
  username: string;
  first_name: string;
  last_name: string;
  title: string;
  period_start: string;
  period_end: string;
  currency: Currency;
  total: number | string;
  paid: number | string;
  state: PayrollState;
  payment_method: string;
  sent_at: string | null;
  confirmed_at: string | null;
  created_at: string;
};

/**
 * Statements paid or not (by derived state), newest first, with their matches counted up to
 * LIST_COUNT_CAP: one prepared statement. "Not paid" is tested cheaply first (not confirmed: no
 * allocation sum needed), and only the page's rows get their full state; computing every statement's
 * state and counting them all cost 10.2 ms of CPU per request on 4,400 statements (bench/RESULTS.md).
 * `sentOnly` (teachers): a statement is theirs to see once sent or confirmed, not while being drafted.
 */
export async function listPayrolls(
  db: DbOrTx,
  query: {
    paid: boolean;
    teacherId?: number;
    state?: PayrollState;
    overlaps?: { start: string; end: string };
    sentOnly?: boolean;
    limit: number;
    offset: number;
  },
): Promise<{ rows: PayrollListRow[]; total: number }> {
  const params: unknown[] = [];
  const conditions = [
    query.paid
      ? `p.confirmed_at is not null and ${PAID_SUM} >= p.total`
      : `(p.confirmed_at is null or ${PAID_SUM} < p.total)`,
  ];
  if (query.teacherId !== undefined) conditions.push(`p.teacher_user_id = $${params.push(query.teacherId)}`);
  if (query.sentOnly) conditions.push("(p.sent_at is not null or p.confirmed_at is not null)");
  if (query.overlaps) {
    conditions.push(
      `p.period_start <= $${params.push(query.overlaps.end)}::date and p.period_end >= $${params.push(query.overlaps.start)}::date`,
    );
  }
  if (query.state) conditions.push(`(${STATE_SQL}) = ${enumLiteral(query.state, PAYROLL_STATES)}`);
  const where = `where ${conditions.join(" and ")}`;
  // The first pages' limit and offset as literals: the named statement keeps its plan (db/list-page.ts).
  const page = limitOffsetText(query, params);
  const json = (column: string) => `to_json(${column}) #>> '{}'`;
  const text = `select n.total as total_matches, x.* from (${countUpToText(`from payrolls p ${where}`)}) n
    left join lateral (
      select p.id, p.teacher_user_id, u.username, u.first_name, u.last_name, p.title,
             p.period_start::text as period_start, p.period_end::text as period_end, p.currency, p.total,
             ${PAID_SUM} as paid, ${STATE_SQL} as state, p.payment_method,
             ${json("p.sent_at")} as sent_at, ${json("p.confirmed_at")} as confirmed_at,
             ${json("p.created_at")} as created_at
        from payrolls p
        join users u on u.id = p.teacher_user_id
       ${where}
       order by p.id desc
       ${page}) x on true
    order by x.id desc`;
  const rows = await queryPrepared<Omit<PayrollListRow, "id"> & { id: number | null; total_matches: number }>(
    db,
    text,
    params,
  );
  return {
    // No page rows: the count's row alone.
    rows: rows.filter((row): row is typeof row & { id: number } => row.id !== null),
    total: Number(rows[0]?.total_matches ?? 0),
  };
}

export type AwaitingRow = { currency: Currency; amount: number };

/**
 * Per currency, what the teacher's statements sent and not yet confirmed (derived state confirm_pending
 * or problem) still owe, total − paid: the rows' own state rule and amounts (STATE_SQL, PAID_SUM), so a
 * summary counts a statement the way its row shows it. `overlaps`: statements whose period meets it.
 */
export async function awaitingConfirmation(
  db: DbOrTx,
  teacherId: number,
  overlaps?: { start: string; end: string },
): Promise<AwaitingRow[]> {
  const rows = await queryRows<{ currency: Currency; amount: string }>(
    db,
    sql`select p.currency, coalesce(sum(p.total - ${sql.raw(PAID_SUM)}), 0)::text as amount
          from payrolls p
         where p.teacher_user_id = ${teacherId}
           and p.confirmed_at is null
           and (${sql.raw(STATE_SQL)}) in ('confirm_pending', 'problem')
           ${overlaps ? sql`and p.period_start <= ${overlaps.end}::date and p.period_end >= ${overlaps.start}::date` : sql``}
         group by p.currency
         order by p.currency`,
  );
  return rows.map((row) => ({ currency: row.currency, amount: toSafeMinor(row.amount) }));
}

export async function lockPayroll(db: DbOrTx, id: number): Promise<PayrollRow | undefined> {
  const [row] = await db.select().from(payrolls).where(eq(payrolls.id, id)).for("update");
  return row;
}

export async function findPayroll(db: DbOrTx, id: number): Promise<PayrollRow | undefined> {
  const [row] = await db.select().from(payrolls).where(eq(payrolls.id, id));
  return row;
}

/** The translations of the classes a statement's lines name (their names per language), by class id. */
export async function classTranslationsOf(
  db: DbOrTx,
  classIds: number[],
): Promise<Map<number, FieldTranslations<"name"> | null>> {
  const ids = [...new Set(classIds)];
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: number; translations: FieldTranslations<"name"> | null }>(
    db,
    sql`select id, translations from session_classes where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((row) => [row.id, row.translations]));
}

export const findItems = (db: DbOrTx, payrollId: number) =>
  db
    .select()
    .from(payrollItems)
    .where(eq(payrollItems.payrollId, payrollId))
    .orderBy(asc(payrollItems.sortOrder), asc(payrollItems.id));

export const findProblems = (db: DbOrTx, payrollId: number) =>
  db
    .select()
    .from(payrollProblems)
    .where(eq(payrollProblems.payrollId, payrollId))
    .orderBy(asc(payrollProblems.id));

export const findAllocationsOfPayroll = (db: DbOrTx, payrollId: number) =>
  db
    .select({
      paymentId: teacherPaymentAllocations.paymentId,
      amount: teacherPaymentAllocations.amount,
      method: teacherPayments.method,
      paidOn: teacherPayments.paidOn,
      reference: teacherPayments.reference,
    })
    .from(teacherPaymentAllocations)
    .innerJoin(teacherPayments, eq(teacherPayments.id, teacherPaymentAllocations.paymentId))
    .where(eq(teacherPaymentAllocations.payrollId, payrollId))
    .orderBy(asc(teacherPaymentAllocations.id));

export async function paidOnPayroll(db: DbOrTx, payrollId: number): Promise<number> {
  const [row] = await db
    .select({ paid: sql<string>`coalesce(sum(${teacherPaymentAllocations.amount}), 0)` })
    .from(teacherPaymentAllocations)
    .where(eq(teacherPaymentAllocations.payrollId, payrollId));
  return toSafeMinor(row?.paid);
}

export async function hasOpenProblem(db: DbOrTx, payrollId: number): Promise<boolean> {
  const rows = await db
    .select({ id: payrollProblems.id })
    .from(payrollProblems)
    .where(and(eq(payrollProblems.payrollId, payrollId), isNull(payrollProblems.resolvedAt)))
    .limit(1);
  return rows.length > 0;
}

export async function resolveProblems(db: DbOrTx, payrollId: number, actorId: number): Promise<void> {
  await db
    .update(payrollProblems)
    .set({ resolvedAt: new Date(), resolvedBy: actorId })
    .where(and(eq(payrollProblems.payrollId, payrollId), isNull(payrollProblems.resolvedAt)));
}

export async function findPeople(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      lang: users.lang,
    })
    .from(users)
    .where(inArray(users.id, ids));
}

// ---------------------------------------------------------------- ledger

export async function postLedger(
  db: DbOrTx,
  entry: Omit<typeof teacherLedgerEntries.$inferInsert, "id" | "createdAt">,
): Promise<LedgerRow> {
  // One maximum per sum, as the family ledger keeps: a teacher's balance stays a safe integer to read.
  const [sum] = await queryRows<{ total: string }>(
    db,
    sql`select coalesce(sum(amount), 0)::text as total from teacher_ledger_entries
         where teacher_user_id = ${entry.teacherUserId} and currency = ${entry.currency}`,
  );
  const after = BigInt(sum?.total ?? "0") + BigInt(entry.amount);
  const limit = BigInt(MAX_MONEY_SUM_MINOR);
  if (after > limit || after < -limit) throw fieldError("amount", "v.money_sum_too_large");
  const [row] = await db.insert(teacherLedgerEntries).values(entry).returning();
  if (!row) throw new Error("ledger insert returned no row");
  return row;
}

/** Entries of a statement or payment not yet reversed (what a reset or correction reverses). */
export function unreversedEntries(
  db: DbOrTx,
  by: { payrollId?: number; paymentId?: number; kind: "earned" | "payment" },
) {
  return queryRows<{
    id: number;
    teacher_user_id: number;
    currency: Currency;
    amount: string | number;
    effective_on: string;
  }>(
    db,
    sql`select e.id, e.teacher_user_id, e.currency, e.amount, e.effective_on::text as effective_on
          from teacher_ledger_entries e
         where e.kind = ${by.kind}
           and ${by.payrollId ? sql`e.payroll_id = ${by.payrollId}` : sql`e.payment_id = ${by.paymentId ?? 0}`}
           and not exists (select 1 from teacher_ledger_entries r where r.reverses_id = e.id)
         order by e.id`,
  );
}

export type BalanceRow = {
  currency: Currency;
  earned: string | number;
  paid: string | number;
  outstanding: string | number;
};

/**
 * Per currency: earned (earned entries and their reversals), paid (payment entries and their
 * reversals, as a positive number), outstanding (the sum). `from`/`to` bound effective_on. The sums
 * (exact numeric text) are read through `toSafeMinor`: beyond MAX_MONEY_SUM_MINOR is a 422, never a
 * number Number() rounded (which the answer's schema refused with a 500).
 */
export async function ledgerBalances(
  db: DbOrTx,
  teacherId: number,
  range: { from?: string; to?: string } = {},
): Promise<BalanceRow[]> {
  const rows = await queryRows<BalanceRow>(
    db,
    sql`select e.currency,
               coalesce(sum(e.amount) filter (where e.kind = 'earned' or (e.kind = 'reversal' and o.kind = 'earned')), 0) as earned,
               -coalesce(sum(e.amount) filter (where e.kind = 'payment' or (e.kind = 'reversal' and o.kind = 'payment')), 0) as paid,
               coalesce(sum(e.amount), 0) as outstanding
          from teacher_ledger_entries e
          left join teacher_ledger_entries o on o.id = e.reverses_id
         where e.teacher_user_id = ${teacherId}
           ${range.from ? sql`and e.effective_on >= ${range.from}::date` : sql``}
           ${range.to ? sql`and e.effective_on <= ${range.to}::date` : sql``}
         group by e.currency
         order by e.currency`,
  );
  return rows.map((row) => ({
    currency: row.currency,
    earned: toSafeMinor(row.earned),
    paid: toSafeMinor(row.paid),
    outstanding: toSafeMinor(row.outstanding),
  }));
}

export const latestLedgerEntries = (db: DbOrTx, teacherId: number, limit = 100) =>
  db
    .select()
    .from(teacherLedgerEntries)
    .where(eq(teacherLedgerEntries.teacherUserId, teacherId))
    .orderBy(desc(teacherLedgerEntries.id))
    .limit(limit);

// ---------------------------------------------------------------- payments

export async function findPayment(db: DbOrTx, id: number, lock = false): Promise<PaymentRow | undefined> {
  const query = db.select().from(teacherPayments).where(eq(teacherPayments.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export const allocationsOfPayments = (db: DbOrTx, paymentIds: number[]) =>
  paymentIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          paymentId: teacherPaymentAllocations.paymentId,
          payrollId: teacherPaymentAllocations.payrollId,
          amount: teacherPaymentAllocations.amount,
          title: payrolls.title,
        })
        .from(teacherPaymentAllocations)
        .innerJoin(payrolls, eq(payrolls.id, teacherPaymentAllocations.payrollId))
        .where(inArray(teacherPaymentAllocations.paymentId, paymentIds))
        .orderBy(asc(teacherPaymentAllocations.id));

export function listPayments(db: DbOrTx, query: { teacherId?: number; limit: number; offset: number }) {
  return db
    .select({ payment: teacherPayments, fullCount: sql<string>`count(*) over ()` })
    .from(teacherPayments)
    .where(query.teacherId ? eq(teacherPayments.teacherUserId, query.teacherId) : undefined)
    .orderBy(desc(teacherPayments.id))
    .limit(query.limit)
    .offset(query.offset);
}

// ---------------------------------------------------------------- monetary statements

export async function findMonetary(db: DbOrTx, id: number): Promise<MonetaryRow | undefined> {
  const [row] = await db.select().from(monetaryStatements).where(eq(monetaryStatements.id, id));
  return row;
}

export function listMonetary(db: DbOrTx, query: { teacherId?: number; limit: number; offset: number }) {
  return db
    .select({ row: monetaryStatements, fullCount: sql<string>`count(*) over ()` })
    .from(monetaryStatements)
    .where(query.teacherId ? eq(monetaryStatements.teacherUserId, query.teacherId) : undefined)
    .orderBy(desc(monetaryStatements.id))
    .limit(query.limit)
    .offset(query.offset);
}
