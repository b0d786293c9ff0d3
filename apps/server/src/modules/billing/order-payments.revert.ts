import type { OrderPayments, RevertOrderTransactionInput } from "@edu/shared";
import { and, eq, gt, inArray } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { AppError, conflict, notFound } from "../../http/app-error";
import { recordAudit } from "../audit";
import { balanceEntries, postLedgerEntry } from "../balance";
import { auditTransaction } from "./order-payment-rules";
import {
  findLiveOrder,
  findTransaction,
  type OrderTransactionRow,
  updateTransaction,
} from "./order-payments.repository";
import { orderPayments } from "./order-payments-read.service";
import { refreshOrderStatus } from "./order-status";

const isBalanceShort = (error: unknown) =>
  error instanceof AppError &&
  (error.options.fieldErrors?.amount ?? []).some((message) => message === "balance_not_enough");

/**
 * The reversing entries of what a verified payment credited to the family balance (its overpayment
 * credit), once each: an entry someone already reversed on the balance page is left alone. The
 * ledger stays append-only; when the family already spent that credit the undo is refused
 * (409 payment_credit_spent), never taking the balance below 0.
 */
async function reverseCredits(
  tx: DbOrTx,
  actor: Actor,
  row: OrderTransactionRow,
  reason: string,
): Promise<number[]> {
  if (row.ledgerEntryIds.length === 0) return [];
  const credits = await tx
    .select()
    .from(balanceEntries)
    .where(
      and(
        inArray(balanceEntries.id, row.ledgerEntryIds),
        eq(balanceEntries.kind, "overpayment_credit"),
        gt(balanceEntries.amount, 0),
      ),
    )
    .orderBy(balanceEntries.id);
  if (credits.length === 0) return [];
  const reversed = new Set(
    (
      await tx
        .select({ id: balanceEntries.reversesEntryId })
        .from(balanceEntries)
        .where(
          inArray(
            balanceEntries.reversesEntryId,
            credits.map((entry) => entry.id),
          ),
        )
    ).map((entry) => entry.id),
  );
  const posted: number[] = [];
  for (const credit of credits) {
    if (reversed.has(credit.id)) continue;
    try {
      const entry = await postLedgerEntry(tx, {
        parentUserId: credit.parentUserId,
        currency: credit.currency,
        bucket: credit.bucket,
        amount: -credit.amount,
        kind: "reversal",
        orderId: row.orderId,
        reversesEntryId: credit.id,
        reasonCode: "payment_undone",
        reasonParams: { payment: row.id, bill: row.orderId, note: reason },
        rate: credit.rate,
        createdBy: actor.id,
      });
      posted.push(entry.id);
    } catch (error) {
      if (isBalanceShort(error)) throw conflict("payment_credit_spent");
      throw error;
    }
  }
  return posted;
}

/**
 * POST order/transaction/{id}/revert: an admin undoes a verified bank transfer, proof or payment
 * received (a mistake). The payment stays as `reverted` (who, when, why), so it no longer counts and
 * the bill's status is derived again; an overpayment it credited to the family balance gets a
 * reversing entry. Locks the bill, then the payment, then (in postLedgerEntry) the ledger account.
 * Refused: a payment not verified (409), one already undone (409), a payment from the family balance —
 * card deposits reach bills that way — which needs a refund instead (409 payment_needs_refund).
 */
export async function revertOrderTransaction(
  db: Database,
  actor: Actor,
  transactionId: number,
  input: RevertOrderTransactionInput,
): Promise<OrderPayments> {
  return db.transaction(async (tx) => {
    const found = await findTransaction(tx, transactionId);
    if (!found) throw notFound();
    const order = await findLiveOrder(tx, found.orderId, true);
    if (!order) throw notFound();
    const before = await findTransaction(tx, transactionId, true);
    if (!before) throw notFound();
    // Verified onto another bill while this one was being locked: that bill is the one to lock.
    if (before.orderId !== order.id) throw conflict();
    if (before.status === "reverted") throw conflict("transaction_already_reverted");
    if (before.status !== "verified") throw conflict("transaction_not_verified");
    if (before.kind === "balance") throw conflict("payment_needs_refund");
    const reversals = await reverseCredits(tx, actor, before, input.reason);
    const after = await updateTransaction(tx, before.id, {
      status: "reverted",
      revertedBy: actor.id,
      revertedAt: new Date(),
      revertReason: input.reason,
      ledgerEntryIds: [...before.ledgerEntryIds, ...reversals],
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "order_transaction.revert",
      targetType: "order_transaction",
      targetId: before.id,
      before: { ...auditTransaction(before), order_status: order.status },
      after: { ...auditTransaction(after), reason: input.reason, reversal_entry_ids: reversals },
      requestId: actor.requestId,
    });
    await refreshOrderStatus(tx, order.id, actor.id);
    return orderPayments(tx, order.id);
  });
}
