import { type Currency, MAX_MONEY_SUM_MINOR, toSafeMinor } from "@edu/shared";
import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { fieldError } from "../../http/app-error";
import {
  monetaryStatements,
  payrolls,
  teacherLedgerEntries,
  teacherPaymentAllocations,
  teacherPayments,
} from "./payroll.table";

// The teacher ledger (append-only), teacher payments and monetary statements.

export type PaymentRow = typeof teacherPayments.$inferSelect;
export type LedgerRow = typeof teacherLedgerEntries.$inferSelect;
export type MonetaryRow = typeof monetaryStatements.$inferSelect;

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
