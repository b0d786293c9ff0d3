import { type Currency, type DeleteCompletedOrderAnswer, ORDER_STATUS } from "@edu/shared";
import { and, eq, inArray, lt } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { conflict, notFound } from "../../http/app-error";
import { toWireTimeOrNull } from "../../http/wire-time";
import { recordAudit } from "../audit";
import { balanceEntries, postLedgerEntry } from "../balance";
import { type OrderTransactionRow, updateTransaction } from "./order-payments.repository";
import {
  findOrderAnyState,
  lockOrderTransactions,
  type OrderRow,
  softDeleteOrder,
} from "./orders.repository";
import { releasePendingHold } from "./pending-hold";

type Refund = {
  transaction_id: number;
  entry_id: number;
  kind: "reversal" | "refund";
  amount: number;
  currency: Currency;
};

/**
 * The reversing entries of the debits a payment from the family balance took (each once: a debit
 * already reversed on the balance page is already the family's again), in the currency debited.
 * `note`: the admin's reason, kept with the entries' code (bill_voided, rendered per reader).
 */
async function reverseBalanceDebits(
  tx: DbOrTx,
  actor: Actor,
  row: OrderTransactionRow,
  note: string,
): Promise<Refund[]> {
  if (row.ledgerEntryIds.length === 0) return [];
  const debits = await tx
    .select()
    .from(balanceEntries)
    .where(
      and(
        inArray(balanceEntries.id, row.ledgerEntryIds),
        eq(balanceEntries.kind, "bill_payment"),
        lt(balanceEntries.amount, 0),
      ),
    )
    .orderBy(balanceEntries.id);
  if (debits.length === 0) return [];
  const reversed = await tx
    .select({ id: balanceEntries.reversesEntryId })
    .from(balanceEntries)
    .where(
      inArray(
        balanceEntries.reversesEntryId,
        debits.map((debit) => debit.id),
      ),
    );
  const done = new Set(reversed.map((entry) => entry.id));
  const refunds: Refund[] = [];
  for (const debit of debits) {
    if (done.has(debit.id)) continue;
    const entry = await postLedgerEntry(tx, {
      parentUserId: debit.parentUserId,
      currency: debit.currency,
      bucket: debit.bucket,
      amount: -debit.amount,
      kind: "reversal",
      orderId: row.orderId,
      reversesEntryId: debit.id,
      reasonCode: "bill_voided",
      reasonParams: { bill: row.orderId, note },
      rate: debit.rate,
      createdBy: actor.id,
    });
    refunds.push({
      transaction_id: row.id,
      entry_id: entry.id,
      kind: "reversal",
      amount: -debit.amount,
      currency: debit.currency,
    });
  }
  return refunds;
}

/**
 * What a verified payment gave the bill comes back to the family as available credit: a balance
 * payment through the reversing entries of its debits; money paid from outside (a bank transfer, a
 * payment an admin recorded) as a refund in the bill's currency, less what it already credited as
 * overpayment (that credit is the family's already).
 */
async function refundPayment(
  tx: DbOrTx,
  actor: Actor,
  order: OrderRow,
  row: OrderTransactionRow,
  note: string,
): Promise<Refund[]> {
  if (row.kind === "balance") return reverseBalanceDebits(tx, actor, row, note);
  const applied = row.amount - row.creditedAmount;
  if (applied <= 0) return [];
  const entry = await postLedgerEntry(tx, {
    parentUserId: order.parentUserId,
    currency: row.currency,
    amount: applied,
    kind: "refund",
    orderId: order.id,
    reasonCode: "bill_voided",
    reasonParams: { bill: order.id, note },
    createdBy: actor.id,
  });
  return [
    { transaction_id: row.id, entry_id: entry.id, kind: "refund", amount: applied, currency: row.currency },
  ];
}

/** Proofs still awaiting review are rejected with the bill, their pending holds released (once). */
async function rejectPendingProofs(
  tx: DbOrTx,
  actor: Actor,
  payments: OrderTransactionRow[],
  note: string,
): Promise<number[]> {
  const rejected: number[] = [];
  for (const row of payments) {
    if (row.status !== "pending") continue;
    const release = await releasePendingHold(tx, actor, row);
    await updateTransaction(tx, row.id, {
      status: "rejected",
      reviewedBy: actor.id,
      reviewedAt: new Date(),
      reviewNote: note,
      ledgerEntryIds: [...row.ledgerEntryIds, ...release],
    });
    rejected.push(row.id);
  }
  return rejected;
}

const snapshot = (order: OrderRow) => ({
  total_price: order.totalPrice,
  price_currency: order.priceCurrency,
  difference_price: order.differencePrice,
  status: order.status,
  mark_paid_at: toWireTimeOrNull(order.markPaidAt),
});

/**
 * DELETE order/{id}/completed. A bill with verified money (payments verified, balance used,
 * overpayment credited) is voided, never deleted, in one transaction: the bill is locked, then its
 * payments, then (in postLedgerEntry) the family's ledger; every verified payment's money comes back
 * as available credit, proofs awaiting review are rejected, and the bill is kept, readable as void,
 * with deleted_at set in the same step so its lesson logs and enrollments are billable again only
 * now. A paid bill without verified money (marked paid, or nothing due) is deleted as before; any
 * other bill is refused (409 order_not_paid: DELETE order/{id} deletes those). Audited either way.
 */
export async function deleteCompletedOrder(
  db: Database,
  actor: Actor,
  id: number,
  reason: string,
): Promise<DeleteCompletedOrderAnswer> {
  return db.transaction(async (tx) => {
    const order = await findOrderAnyState(tx, id, true);
    if (order?.voidedAt) throw conflict("order_already_voided");
    if (!order || order.deletedAt) throw notFound("order_not_found");
    const payments = await lockOrderTransactions(tx, id);
    const verified = payments.filter((row) => row.status === "verified");
    if (verified.length === 0 && order.status !== ORDER_STATUS.paid) throw conflict("order_not_paid");
    const note = `bill ${id} ${verified.length > 0 ? "voided" : "deleted"}${reason ? `: ${reason}` : ""}`;
    const rejected = await rejectPendingProofs(tx, actor, payments, note);
    if (verified.length === 0) {
      await softDeleteOrder(tx, id, actor.id);
      await recordAudit(tx, {
        actorId: actor.id,
        action: "order.delete_completed",
        targetType: "order",
        targetId: id,
        before: snapshot(order),
        after: { reason, rejected_transaction_ids: rejected },
        requestId: actor.requestId,
      });
      return { ok: true as const, voided: 0 as const };
    }
    const refunds: Refund[] = [];
    for (const row of verified) {
      // The ledger keeps a code (bill_voided) and the admin's reason as typed, rendered per reader.
      const posted = await refundPayment(tx, actor, order, row, reason);
      if (posted.length === 0) continue;
      await updateTransaction(tx, row.id, {
        ledgerEntryIds: [...row.ledgerEntryIds, ...posted.map((refund) => refund.entry_id)],
      });
      refunds.push(...posted);
    }
    await softDeleteOrder(tx, id, actor.id, { reason });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "order.void",
      targetType: "order",
      targetId: id,
      before: { ...snapshot(order), verified_transaction_ids: verified.map((row) => row.id) },
      after: { reason, refunds, rejected_transaction_ids: rejected },
      requestId: actor.requestId,
    });
    return { ok: true as const, voided: 1 as const };
  });
}
