import { type OrderPayments, type OrderTransaction, orderStatusKey } from "@edu/shared";
import type { Database, DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { notFound } from "../../http/app-error";
import { toWireTimeOrNull } from "../../http/wire-time";
import { fileUrl } from "../uploads";
import { orderForActor } from "./order-payment-rules";
import {
  findLiveOrder,
  findUploads,
  listPaidMarks,
  listProblems,
  listTransactions,
  type OrderTransactionRow,
} from "./order-payments.repository";
import { loadOrderStatusFacts, outstandingAmount } from "./order-status";

export function transactionDto(row: OrderTransactionRow, proofUrls: Map<number, string>): OrderTransaction {
  return {
    id: row.id,
    order_id: row.orderId,
    kind: row.kind,
    status: row.status,
    confirmed: row.status === "verified" ? 1 : 0,
    date: row.paidOn,
    original_price: row.originalAmount,
    original_currency: row.originalCurrency,
    price: row.amount,
    price_currency: row.currency,
    rate: row.rate,
    credited_amount: row.creditedAmount,
    proof_upload_id: row.proofUploadId,
    proof_url: row.proofUploadId ? (proofUrls.get(row.proofUploadId) ?? null) : null,
    remark: row.remark,
    account_last5: row.accountLast5,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    reviewed_by: row.reviewedBy,
    reviewed_at: toWireTimeOrNull(row.reviewedAt),
    review_note: row.reviewNote,
    reverted_by: row.revertedBy,
    reverted_at: toWireTimeOrNull(row.revertedAt),
    revert_reason: row.revertReason,
  };
}

async function proofUrlsOf(db: DbOrTx, rows: OrderTransactionRow[]) {
  const ids = [...new Set(rows.map((row) => row.proofUploadId).filter((id): id is number => id !== null))];
  const uploads = await findUploads(db, ids);
  return new Map(uploads.map((upload) => [upload.id, fileUrl(upload)]));
}

/** The bill's payments, problems, paid marks and where it stands (read in `db`, after any change). */
export async function orderPayments(db: DbOrTx, orderId: number): Promise<OrderPayments> {
  const order = await findLiveOrder(db, orderId);
  if (!order) throw notFound();
  const [facts, transactions, problems, marks] = [
    await loadOrderStatusFacts(db, order),
    await listTransactions(db, orderId),
    await listProblems(db, orderId),
    await listPaidMarks(db, orderId),
  ];
  const proofUrls = await proofUrlsOf(db, transactions);
  const pendingAmount = transactions
    .filter((row) => row.status === "pending")
    .reduce((sum, row) => sum + row.amount, 0);
  return {
    order_id: order.id,
    summary: {
      price_currency: order.priceCurrency,
      amount_due: facts.due,
      verified_paid: facts.verifiedPaid,
      balance_paid: facts.balancePaid,
      marked_paid: facts.markedPaid,
      pending_amount: pendingAmount,
      outstanding: outstandingAmount(facts),
      status: order.status,
      status_key: orderStatusKey(order.status) ?? "created",
    },
    transactions: transactions.map((row) => transactionDto(row, proofUrls)),
    problems: problems.map((row) => ({
      id: row.id,
      order_id: row.orderId,
      items: row.items,
      description: row.description,
      created_by: row.createdBy,
      created_at: row.createdAt.toISOString(),
      resolved_by: row.resolvedBy,
      resolved_at: toWireTimeOrNull(row.resolvedAt),
      resolution: row.resolution,
    })),
    paid_marks: marks.map((row) => ({
      type: row.refType,
      id: row.refId,
      amount: row.amount,
      marked_by: row.markedBy,
      marked_at: row.markedAt.toISOString(),
    })),
  };
}

/** GET order/{id}/payments: admins any bill, a parent their own. */
export async function getOrderPayments(db: Database, actor: Actor, orderId: number): Promise<OrderPayments> {
  await orderForActor(db, actor, orderId, false);
  return orderPayments(db, orderId);
}
