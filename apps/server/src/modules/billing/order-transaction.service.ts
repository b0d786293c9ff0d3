import {
  type CreateOrderTransactionInput,
  normalizeCurrency,
  type OrderPayments,
  type ReviewOrderTransactionInput,
} from "@edu/shared";
import type { Database, DbOrTx } from "../../db/database";
import { type Actor, isSuperAdmin } from "../../http/actor";
import { conflict, fieldError, notFound } from "../../http/app-error";
import { recordAudit } from "../audit";
import { assertMoneyAmount, postLedgerEntry } from "../balance";
import { assertCreditable, auditTransaction, orderForActor, toBillCurrency } from "./order-payment-rules";
import {
  findLiveOrder,
  findTransaction,
  findUpload,
  insertTransaction,
  type OrderRow,
  type OrderTransactionRow,
  updateTransaction,
} from "./order-payments.repository";
import { orderPayments } from "./order-payments-read.service";
import { loadOrderStatusFacts, outstandingAmount, refreshOrderStatus } from "./order-status";
import { releasePendingHold } from "./pending-hold";

// A payment on a bill: recorded (a parent's proof, or an admin's payment received), then reviewed.

const PAID = 4;

/**
 * Posts a verified payment onto its (locked) bill: what exceeds the outstanding amount is an
 * overpayment, credited to the family balance in the bill's currency (DESIGN.md §5).
 * `row` is not yet counted as verified in the facts read here.
 */
async function applyVerifiedPayment(
  tx: DbOrTx,
  actor: Actor,
  order: OrderRow,
  row: OrderTransactionRow,
  extra: Partial<typeof row> = {},
): Promise<OrderTransactionRow> {
  const outstanding = outstandingAmount(await loadOrderStatusFacts(tx, order));
  const credited = Math.max(0, row.amount - outstanding);
  const ledgerEntryIds = [...row.ledgerEntryIds];
  if (credited > 0) {
    const entry = await postLedgerEntry(tx, {
      parentUserId: order.parentUserId,
      currency: order.priceCurrency,
      amount: credited,
      kind: "overpayment_credit",
      orderId: order.id,
      reasonCode: "overpayment",
      reasonParams: { bill: order.id, payment: row.id },
      createdBy: actor.id,
    });
    ledgerEntryIds.push(entry.id);
  }
  return updateTransaction(tx, row.id, {
    ...extra,
    status: "verified",
    creditedAmount: credited,
    ledgerEntryIds,
  });
}

async function assertProof(tx: DbOrTx, actor: Actor, uploadId: number | null | undefined, required: boolean) {
  if (uploadId == null) {
    if (required) throw fieldError("proof_upload_id", "v.proof_required");
    return;
  }
  const upload = await findUpload(tx, uploadId);
  const typeOk = upload && (upload.mimeType === "application/pdf" || upload.mimeType.startsWith("image/"));
  // A proof shows a family's bank details: only a private document (owner and staff read it) qualifies,
  // never a public content image whose address anyone could open.
  const privateOk = upload?.visibility === "private";
  const ownerOk = upload && (isSuperAdmin(actor) || upload.ownerId === actor.id);
  if (!typeOk || !privateOk || !ownerOk) throw fieldError("proof_upload_id", "v.proof_invalid");
}

/**
 * POST order/{id}/transaction. A parent's proof (their own uploaded image or PDF) waits for an
 * admin (confirm_pending); an admin's "payment received" is verified at once (an overpayment
 * becomes family credit). Money in another currency is converted at the stored rates, rate recorded.
 */
export async function createOrderTransaction(
  db: Database,
  actor: Actor,
  orderId: number,
  input: CreateOrderTransactionInput,
): Promise<OrderPayments> {
  return db.transaction(async (tx) => {
    const order = await orderForActor(tx, actor, orderId, true);
    const admin = isSuperAdmin(actor);
    if (!admin && order.status === PAID) throw conflict("bill_already_paid");
    await assertProof(tx, actor, input.proof_upload_id, !admin);
    const originalCurrency = normalizeCurrency(input.currency ?? order.priceCurrency);
    assertMoneyAmount("amount", input.amount, originalCurrency);
    const converted = await toBillCurrency(tx, input.amount, originalCurrency, order.priceCurrency);
    assertCreditable(converted.amount, originalCurrency, order.priceCurrency);
    let row = await insertTransaction(tx, {
      orderId,
      kind: admin ? "admin_received" : "parent_proof",
      status: "pending",
      paidOn: input.date,
      originalAmount: input.amount,
      originalCurrency,
      amount: converted.amount,
      currency: order.priceCurrency,
      rate: converted.rate,
      conversionRemainder: converted.remainder,
      proofUploadId: input.proof_upload_id ?? null,
      remark: input.remark,
      accountLast5: input.account_last5 ?? null,
      createdBy: actor.id,
    });
    if (admin) {
      row = await applyVerifiedPayment(tx, actor, order, row, {
        reviewedBy: actor.id,
        reviewedAt: new Date(),
      });
    } else {
      // DESIGN.md §5: an unverified proof is pending money, held apart until an admin posts or voids it.
      const hold = await postLedgerEntry(tx, {
        parentUserId: order.parentUserId,
        currency: originalCurrency,
        amount: input.amount,
        bucket: "pending",
        kind: "pending_hold",
        orderId,
        reasonCode: "proof_hold",
        reasonParams: { bill: orderId, payment: row.id },
        createdBy: actor.id,
      });
      row = await updateTransaction(tx, row.id, { ledgerEntryIds: [hold.id] });
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: admin ? "order_transaction.received" : "order_transaction.submit",
      targetType: "order_transaction",
      targetId: row.id,
      after: auditTransaction(row),
      requestId: actor.requestId,
    });
    await refreshOrderStatus(tx, orderId, actor.id);
    return orderPayments(tx, orderId);
  });
}

/** PATCH order/transaction/{id}: an admin verifies (posts; overpayment → credit) or rejects a proof. */
export async function reviewOrderTransaction(
  db: Database,
  actor: Actor,
  transactionId: number,
  input: ReviewOrderTransactionInput,
): Promise<OrderPayments> {
  return db.transaction(async (tx) => {
    const found = await findTransaction(tx, transactionId);
    if (!found) throw notFound();
    const targetId = input.status === "verified" && input.order_id ? input.order_id : found.orderId;
    // Lock order: the bills (lower id first), then the payment, then (in postLedgerEntry) the account.
    const locked = new Map<number, OrderRow>();
    for (const id of [...new Set([found.orderId, targetId])].sort((a, b) => a - b)) {
      const row = await findLiveOrder(tx, id, true);
      if (row) locked.set(id, row);
    }
    const order = locked.get(targetId);
    if (!order) throw targetId === found.orderId ? notFound() : fieldError("order_id", "v.bill_not_open");
    const before = await findTransaction(tx, transactionId, true);
    if (!before) throw notFound();
    if (before.status !== "pending") throw conflict("transaction_not_pending");
    const review = { reviewedBy: actor.id, reviewedAt: new Date(), reviewNote: input.note };
    let moved: Partial<OrderTransactionRow> = {};
    if (targetId !== before.orderId) {
      // A bank transfer matched to another open bill: the same money in that bill's currency.
      if (order.status === PAID) throw fieldError("order_id", "v.bill_not_open");
      const converted = await toBillCurrency(
        tx,
        before.originalAmount,
        before.originalCurrency,
        order.priceCurrency,
      );
      if (converted.amount <= 0) throw fieldError("order_id", "v.bill_not_open");
      moved = {
        orderId: targetId,
        amount: converted.amount,
        currency: order.priceCurrency,
        rate: converted.rate,
        conversionRemainder: converted.remainder,
      };
    }
    const release = await releasePendingHold(tx, actor, before);
    const held = { ...before, ...moved, ledgerEntryIds: [...before.ledgerEntryIds, ...release] };
    const after =
      input.status === "verified"
        ? await applyVerifiedPayment(tx, actor, order, held, { ...review, ...moved })
        : await updateTransaction(tx, before.id, {
            ...review,
            status: "rejected",
            ledgerEntryIds: held.ledgerEntryIds,
          });
    await recordAudit(tx, {
      actorId: actor.id,
      action: input.status === "verified" ? "order_transaction.verify" : "order_transaction.reject",
      targetType: "order_transaction",
      targetId: before.id,
      before: auditTransaction(before),
      after: auditTransaction(after),
      requestId: actor.requestId,
    });
    if (targetId !== found.orderId) await refreshOrderStatus(tx, found.orderId, actor.id);
    await refreshOrderStatus(tx, order.id, actor.id);
    return orderPayments(tx, order.id);
  });
}
