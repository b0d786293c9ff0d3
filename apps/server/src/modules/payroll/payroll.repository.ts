import {
  type Currency,
  type FieldTranslations,
  PAYROLL_STATES,
  type PayrollState,
  toSafeMinor,
} from "@edu/shared";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { countUpToText } from "../../db/count-up-to";
import type { DbOrTx } from "../../db/database";
import { enumLiteral, limitOffsetText } from "../../db/list-page";
import { queryPrepared } from "../../db/prepared-text";
import { queryRows } from "../../db/query-rows";
import { users } from "../users/users.table";
import {
  payrollItems,
  payrollProblems,
  payrolls,
  teacherPaymentAllocations,
  teacherPayments,
} from "./payroll.table";

export type PayrollRow = typeof payrolls.$inferSelect;
export type PayrollItemRow = typeof payrollItems.$inferSelect;
export type ProblemRow = typeof payrollProblems.$inferSelect;

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
