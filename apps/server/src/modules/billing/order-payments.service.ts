import {
  type CreateOrderProblemInput,
  type CreateOrderTransactionInput,
  type Currency,
  convertMoney,
  convertPayment,
  crossRate,
  type Locale,
  MAX_MONEY_MINOR,
  type MarkOrderPaidBody,
  MIN_PAYMENT_MINOR,
  normalizeCurrency,
  type OrderLineRefInput,
  type OrderPayments,
  type OrderTransaction,
  orderStatusKey,
  type PagedList,
  type PayFromBalanceBody,
  type PendingBankTransfer,
  type PendingBankTransfersQuery,
  pagedList,
  type ResolveOrderProblemInput,
  type ReviewOrderTransactionInput,
} from "@edu/shared";
import { eq } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/database";
import { type Actor, hasRole } from "../../http/actor";
import { AppError, conflict, fieldError, notFound } from "../../http/app-error";
import { SCHOOL_TIME_ZONE_DEFAULT, schoolToday } from "../../school-calendar";
import { recordAudit } from "../audit";
import { assertMoneyAmount, balanceEntries, balanceOf, postLedgerEntry } from "../balance";
import { currentRates } from "../exchange-rates";
import { fileUrl } from "../uploads";
import { personName } from "./bill-candidates.service";
import { billClasses, lineTitleIn } from "./bill-class-names";
import {
  findLiveOrder,
  findPerson,
  findProblem,
  findTransaction,
  findUpload,
  findUploads,
  insertPaidMarks,
  insertProblem,
  insertTransaction,
  isLinkedParentOfOrder,
  listPaidMarks,
  listProblems,
  listTransactions,
  loadOrderLines,
  type OrderRow,
  type OrderTransactionRow,
  updateProblem,
  updateTransaction,
} from "./order-payments.repository";
import type { OrderLineRef } from "./order-payments.table";
import { loadOrderStatusFacts, orderDue, outstandingAmount, refreshOrderStatus } from "./order-status";
import { pagePendingTransfers } from "./pending-transfers.repository";
import { renderReceiptPdf } from "./receipt-pdf";
import { notLiveBillError } from "./voided-bill";

const PAID = 4;
const iso = (value: Date | null) => (value ? value.toISOString() : null);
const isAdmin = (actor: Actor) => hasRole(actor, "super-admin");

/**
 * The bill the actor may act on: admins any live bill; a parent only their own family's (the bill's
 * parent, or a parent linked to one of its students — the rule GET order/{id} uses). Anyone else,
 * or another family's bill, reads as not found: nothing is granted by knowing an id.
 * `billParentOnly`: spending the family balance is for the bill's own parent (whose ledger it is).
 */
async function orderForActor(
  tx: DbOrTx,
  actor: Actor,
  orderId: number,
  lock: boolean,
  billParentOnly = false,
): Promise<OrderRow> {
  const order = await findLiveOrder(tx, orderId, lock);
  // A voided bill can no longer be paid or changed: 409 for whoever may read it (a read stays 404).
  if (!order) throw lock ? await notLiveBillError(tx, actor, orderId) : notFound();
  if (isAdmin(actor)) return order;
  // A draft (not sent) is not the family's yet: nothing to pay, read or flag.
  if (order.sentAt === null) throw notFound();
  if (order.parentUserId === actor.id) return order;
  if (billParentOnly || !hasRole(actor, "parent") || !(await isLinkedParentOfOrder(tx, actor.id, orderId))) {
    throw notFound();
  }
  return order;
}

/**
 * Converts money paid in `from` to the bill's currency at the stored rates, against the payer: the
 * bill is credited what the money is worth rounded DOWN to a valid amount of its currency (never more
 * than was taken), `remainder` (minor units of the bill's currency, a decimal string) is what that
 * left over, recorded on the payment with the rate used.
 */
async function toBillCurrency(tx: DbOrTx, amount: number, from: Currency, to: Currency) {
  if (from === to) return { amount, remainder: "0", rate: "1", twdPerUnit: null };
  const rates = await currentRates(tx);
  const converted = convertPayment(amount, from, to, rates);
  return {
    amount: converted.amount,
    remainder: converted.remainder,
    rate: crossRate(from, to, rates),
    /** TWD per unit of `from` (what the ledger records). */
    twdPerUnit: from === "TWD" ? "1" : rates[from],
  };
}

/**
 * What a payment credits a bill: above 0; converted, at least the bill currency's minimum payment
 * (a conversion worth less is refused, not credited nothing) and at most MAX_MONEY_MINOR (422 amount).
 */
function assertCreditable(amount: number, from: Currency, to: Currency) {
  const converted = from !== to;
  if (converted && amount < MIN_PAYMENT_MINOR[to]) throw fieldError("amount", "v.money_below_minimum");
  if (amount <= 0) throw fieldError("amount", "v.money_positive");
  if (converted && amount > MAX_MONEY_MINOR) throw fieldError("amount", "v.money_too_large");
}

function transactionDto(row: OrderTransactionRow, proofUrls: Map<number, string>): OrderTransaction {
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
    reviewed_at: iso(row.reviewedAt),
    review_note: row.reviewNote,
    reverted_by: row.revertedBy,
    reverted_at: iso(row.revertedAt),
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
      resolved_at: iso(row.resolvedAt),
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

export const auditTransaction = (row: OrderTransactionRow) => ({
  order_id: row.orderId,
  kind: row.kind,
  status: row.status,
  paid_on: row.paidOn,
  original_amount: row.originalAmount,
  original_currency: row.originalCurrency,
  amount: row.amount,
  currency: row.currency,
  rate: row.rate,
  credited_amount: row.creditedAmount,
  proof_upload_id: row.proofUploadId,
  account_last5: row.accountLast5,
  ledger_entry_ids: row.ledgerEntryIds,
});

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

/**
 * Releases the pending hold a parent's proof placed on the family ledger (once it is verified,
 * rejected, or its bill voided). The release is the hold's reversing entry (reverses_entry_id), so
 * the ledger's unique key makes "released once" a database fact; a hold something already reversed
 * (a correction posted before the balance page refused it) counts as released: nothing is posted.
 */
export async function releasePendingHold(
  tx: DbOrTx,
  actor: Actor,
  row: OrderTransactionRow,
): Promise<number[]> {
  const holdId = row.kind === "parent_proof" ? row.ledgerEntryIds[0] : undefined;
  if (holdId === undefined) return [];
  const [hold] = await tx
    .select({
      parentUserId: balanceEntries.parentUserId,
      currency: balanceEntries.currency,
      amount: balanceEntries.amount,
    })
    .from(balanceEntries)
    .where(eq(balanceEntries.id, holdId));
  if (!hold || hold.amount <= 0) return [];
  const [released] = await tx
    .select({ id: balanceEntries.id })
    .from(balanceEntries)
    .where(eq(balanceEntries.reversesEntryId, holdId));
  if (released) return [];
  const entry = await postLedgerEntry(tx, {
    parentUserId: hold.parentUserId,
    currency: hold.currency,
    amount: -hold.amount,
    bucket: "pending",
    kind: "pending_release",
    orderId: row.orderId,
    reversesEntryId: holdId,
    reasonCode: "payment_reviewed",
    reasonParams: { payment: row.id },
    createdBy: actor.id,
  });
  return [entry.id];
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
  const ownerOk = upload && (isAdmin(actor) || upload.ownerId === actor.id);
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
    const admin = isAdmin(actor);
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

/**
 * POST order/{id}/pay-from-balance: the bill is locked, then the family's ledger account (in
 * postLedgerEntry); a debit below 0 is refused ('balance is not enough'), more than the bill still
 * owes is refused too, so parallel requests never overdraw the balance nor overpay the bill.
 */
export async function payOrderFromBalance(
  db: Database,
  actor: Actor,
  orderId: number,
  input: PayFromBalanceBody,
  /** The school's time zone (config.SCHOOL_TIME_ZONE): the payment's date. */
  timeZone = SCHOOL_TIME_ZONE_DEFAULT,
): Promise<OrderPayments> {
  return db.transaction(async (tx) => {
    const order = await orderForActor(tx, actor, orderId, true, true);
    assertMoneyAmount("amount", input.amount, normalizeCurrency(input.currency ?? order.priceCurrency));
    await payFromBalanceOnLockedOrder(
      tx,
      order,
      input.amount,
      input.currency,
      timeZone,
      actor.id,
      actor.requestId,
    );
    await refreshOrderStatus(tx, orderId, actor.id);
    return orderPayments(tx, orderId);
  });
}

/** Debits the family balance and records the balance payment on a bill the caller has locked. */
async function payFromBalanceOnLockedOrder(
  tx: DbOrTx,
  order: OrderRow,
  amount: number,
  currency: string | undefined,
  /** The school's time zone: the payment is dated the school's today. */
  timeZone: string,
  actorId: number | null,
  requestId?: string,
) {
  const outstanding = outstandingAmount(await loadOrderStatusFacts(tx, order));
  if (outstanding <= 0) throw conflict("bill_already_paid");
  const balanceCurrency = normalizeCurrency(currency ?? order.priceCurrency);
  const converted = await toBillCurrency(tx, amount, balanceCurrency, order.priceCurrency);
  assertCreditable(converted.amount, balanceCurrency, order.priceCurrency);
  if (converted.amount > outstanding) throw fieldError("amount", "v.amount_exceeds_outstanding");
  const entry = await postLedgerEntry(tx, {
    parentUserId: order.parentUserId,
    currency: balanceCurrency,
    amount: -amount,
    kind: "bill_payment",
    orderId: order.id,
    reasonCode: "bill_payment",
    reasonParams: { bill: order.id },
    rate: converted.twdPerUnit,
    createdBy: actorId,
  });
  const row = await insertTransaction(tx, {
    orderId: order.id,
    kind: "balance",
    status: "verified",
    paidOn: schoolToday(new Date(), timeZone),
    originalAmount: amount,
    originalCurrency: balanceCurrency,
    amount: converted.amount,
    currency: order.priceCurrency,
    rate: converted.rate,
    conversionRemainder: converted.remainder,
    ledgerEntryIds: [entry.id],
    createdBy: actorId,
    reviewedBy: actorId,
    reviewedAt: new Date(),
  });
  await recordAudit(tx, {
    actorId,
    action: "order_transaction.pay_from_balance",
    targetType: "order_transaction",
    targetId: row.id,
    after: { ...auditTransaction(row), balance_after: entry.balance },
    requestId,
  });
  return row;
}

/**
 * Balance's seam (`settleOrderFromDeposit`, wired in app.ts): after a deposit that names a bill is
 * credited, pay that bill from the family's balance in the deposit's currency, up to what it still
 * owes and what the balance holds. Same currency as the bill only (a deposit for a bill is made in it).
 */
export async function settleOrderFromDeposit(
  tx: DbOrTx,
  /** timeZone: the school's (config.SCHOOL_TIME_ZONE), which dates the payment. */
  args: { orderId: number; parentUserId: number; currency: string; timeZone?: string },
): Promise<void> {
  // Runs as a job of its own (balance's job outbox), holding no ledger account: it may wait for the bill.
  const order = await findLiveOrder(tx, args.orderId, true);
  if (!order || order.parentUserId !== args.parentUserId) return;
  if (normalizeCurrency(args.currency) !== order.priceCurrency) return;
  const outstanding = outstandingAmount(await loadOrderStatusFacts(tx, order));
  const { available } = await balanceOf(tx, order.parentUserId, order.priceCurrency);
  const amount = Math.min(outstanding, available);
  if (amount <= 0) return;
  const timeZone = args.timeZone ?? SCHOOL_TIME_ZONE_DEFAULT;
  await payFromBalanceOnLockedOrder(tx, order, amount, order.priceCurrency, timeZone, null);
  // No one acts here: the family's deposit pays the bill, so the family is who made it paid.
  await refreshOrderStatus(tx, order.id, order.parentUserId);
}

/**
 * Balance's seam (`isFamilyOrder`, wired in app.ts): whether a parent may name this bill in a deposit,
 * by the rule of that parent reading it (live, sent, of their family); never true for another family's.
 */
export async function isFamilyOrder(db: DbOrTx, parentUserId: number, orderId: number): Promise<boolean> {
  return orderForActor(db, { id: parentUserId, roles: ["parent"] }, orderId, false).then(
    () => true,
    (error: unknown) => {
      if (error instanceof AppError && error.code === "not_found") return false;
      throw error;
    },
  );
}

type OrderLines = Awaited<ReturnType<typeof loadOrderLines>>;

/** Every reference must name a line of this bill (an order item id, or a lesson log id billed on it). */
function assertRefsOnBill(lines: OrderLines, refs: readonly OrderLineRefInput[]) {
  const itemIds = new Set(lines.items.map((item) => item.id));
  const logIds = new Set(lines.logs.map((log) => log.lessonLogId));
  for (const ref of refs) {
    const known = ref.type === "order_item" ? itemIds.has(ref.id) : logIds.has(ref.id);
    if (!known) throw fieldError("items", "v.bill_line_not_found");
  }
}

/**
 * PATCH order/{id}/paid: an admin marks lines paid. A line counts with its amount in the bill's
 * currency; a lesson log inside a marked line adds nothing, and a line counts less the logs already
 * marked in it. When every line is marked (by name, or each of its lessons), the whole bill counts as
 * paid, whatever its adjustment; `mark_paid_at/by` then say when and by whom.
 */
export async function markOrderPaid(
  db: Database,
  actor: Actor,
  orderId: number,
  input: MarkOrderPaidBody,
): Promise<OrderPayments> {
  return db.transaction(async (tx) => {
    const order = await orderForActor(tx, actor, orderId, true);
    const lines = await loadOrderLines(tx, orderId);
    assertRefsOnBill(lines, input.items);
    const existing = await listPaidMarks(tx, orderId);
    const markedItems = new Set(existing.filter((m) => m.refType === "order_item").map((m) => m.refId));
    const markedLogs = new Map(
      existing.filter((m) => m.refType === "lesson_log").map((m) => [m.refId, m.amount]),
    );
    const wantedItems = new Set(input.items.filter((r) => r.type === "order_item").map((r) => r.id));
    const inBillCurrency = (price: number, currency: Currency) =>
      currency === order.priceCurrency
        ? price
        : convertMoney(price, currency, order.priceCurrency, order.rates);
    const values: Array<{
      orderId: number;
      refType: OrderLineRef["type"];
      refId: number;
      amount: number;
      markedBy: number;
    }> = [];
    for (const id of wantedItems) {
      if (markedItems.has(id)) continue;
      const item = lines.items.find((line) => line.id === id);
      if (!item) continue;
      const logsMarked = lines.logs
        .filter((log) => log.orderItemId === id)
        .reduce((sum, log) => sum + (markedLogs.get(log.lessonLogId) ?? 0), 0);
      values.push({
        orderId,
        refType: "order_item",
        refId: id,
        amount: Math.max(0, item.convertedPrice - logsMarked),
        markedBy: actor.id,
      });
      markedItems.add(id);
    }
    for (const ref of input.items) {
      if (ref.type !== "lesson_log" || markedLogs.has(ref.id)) continue;
      const log = lines.logs.find((line) => line.lessonLogId === ref.id);
      if (!log || markedItems.has(log.orderItemId)) continue;
      values.push({
        orderId,
        refType: "lesson_log",
        refId: ref.id,
        amount: inBillCurrency(log.price, log.priceCurrency),
        markedBy: actor.id,
      });
      markedLogs.set(ref.id, 0);
    }
    const inserted = await insertPaidMarks(tx, values);
    // Every line marked, by name or lesson by lesson (refreshOrderStatus records who made it paid).
    const itemLogs = (id: number) => lines.logs.filter((log) => log.orderItemId === id);
    const allMarked =
      lines.items.length > 0 &&
      lines.items.every(
        (item) =>
          markedItems.has(item.id) ||
          (itemLogs(item.id).length > 0 && itemLogs(item.id).every((log) => markedLogs.has(log.lessonLogId))),
      );
    await recordAudit(tx, {
      actorId: actor.id,
      action: "order.mark_paid",
      targetType: "order",
      targetId: orderId,
      after: {
        marks: inserted.map((m) => ({ type: m.refType, id: m.refId, amount: m.amount })),
        all_lines_marked: allMarked,
        amount_due: orderDue(order),
      },
      requestId: actor.requestId,
    });
    await refreshOrderStatus(tx, orderId, actor.id);
    return orderPayments(tx, orderId);
  });
}

/** POST order/{id}/problem: a parent flags lines of their own bill; it shows issue until resolved. */
export async function createOrderProblem(
  db: Database,
  actor: Actor,
  orderId: number,
  input: CreateOrderProblemInput,
): Promise<OrderPayments> {
  return db.transaction(async (tx) => {
    await orderForActor(tx, actor, orderId, true);
    assertRefsOnBill(await loadOrderLines(tx, orderId), input.items);
    const items = input.items.filter(
      (ref, index) =>
        input.items.findIndex((other) => other.type === ref.type && other.id === ref.id) === index,
    );
    const row = await insertProblem(tx, {
      orderId,
      items,
      description: input.description,
      createdBy: actor.id,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "order_problem.create",
      targetType: "order_problem",
      targetId: row.id,
      after: { order_id: orderId, items, description: row.description },
      requestId: actor.requestId,
    });
    await refreshOrderStatus(tx, orderId, actor.id);
    return orderPayments(tx, orderId);
  });
}

/** PATCH order/problem/{id}: an admin resolves a problem (with a note); the bill's status is derived again. */
export async function resolveOrderProblem(
  db: Database,
  actor: Actor,
  problemId: number,
  input: ResolveOrderProblemInput,
): Promise<OrderPayments> {
  return db.transaction(async (tx) => {
    const found = await findProblem(tx, problemId);
    if (!found) throw notFound();
    const order = await findLiveOrder(tx, found.orderId, true);
    if (!order) throw notFound();
    const before = await findProblem(tx, problemId, true);
    if (!before) throw notFound();
    if (before.resolvedAt) throw conflict("problem_already_resolved");
    const after = await updateProblem(tx, problemId, {
      resolvedAt: new Date(),
      resolvedBy: actor.id,
      resolution: input.resolution,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "order_problem.resolve",
      targetType: "order_problem",
      targetId: problemId,
      before: { resolved_at: null },
      after: { order_id: order.id, resolved_at: iso(after.resolvedAt), resolution: after.resolution },
      requestId: actor.requestId,
    });
    await refreshOrderStatus(tx, order.id, actor.id);
    return orderPayments(tx, order.id);
  });
}

/**
 * GET order/transactions/bank-transfers: parents' pending proofs that name a paying account (the
 * last five digits), each with the open bills it may belong to, for an admin to match and verify;
 * oldest first, a page at a time, in one statement (pending-transfers.repository.ts).
 */
export async function listPendingBankTransfers(
  db: DbOrTx,
  query: PendingBankTransfersQuery,
): Promise<PagedList<PendingBankTransfer>> {
  const { rows, total } = await pagePendingTransfers(db, {
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  const proofUrls = new Map(
    rows.flatMap(({ transaction, proofName }) =>
      transaction.proofUploadId !== null && proofName !== null
        ? [[transaction.proofUploadId, fileUrl({ id: transaction.proofUploadId, originalName: proofName })]]
        : [],
    ),
  );
  const data = rows.map(({ transaction, parentUserId, parentFirstName, parentLastName, candidates }) => ({
    transaction: transactionDto(transaction, proofUrls),
    parent_user_id: parentUserId,
    parent_name: personName(parentFirstName, parentLastName),
    candidates: candidates.map((row) => {
      const outstanding = Math.max(0, Number(row.outstanding));
      const reasons: Array<"named_bill" | "same_amount" | "known_account"> = [];
      if (row.id === transaction.orderId) reasons.push("named_bill");
      if (row.price_currency === transaction.currency && outstanding === transaction.amount)
        reasons.push("same_amount");
      if (row.known_account) reasons.push("known_account");
      return {
        order_id: row.id,
        title: row.title,
        parent_user_id: row.parent_user_id,
        parent_name: personName(row.first_name, row.last_name),
        receivable_date: row.receivable_date,
        price_currency: normalizeCurrency(row.price_currency),
        outstanding,
        status_key: orderStatusKey(row.status) ?? "created",
        reasons,
      };
    }),
  }));
  return pagedList(data, total, query.page, query.page_size);
}

/**
 * GET order/{id}/receipt: the bill's receipt as a PDF in `lang` (default the bill's language):
 * its lines, verified payments, balance used and what is still owed. Admins any bill, a parent their own.
 */
export async function orderReceipt(
  db: Database,
  actor: Actor,
  orderId: number,
  /** The school's time zone: the receipt is issued on the school's today. */
  timeZone: string,
  lang?: Locale,
): Promise<{ pdf: Buffer; filename: string }> {
  const order = await orderForActor(db, actor, orderId, false);
  const [payments, lines, parent] = [
    await orderPayments(db, orderId),
    await loadOrderLines(db, orderId),
    await findPerson(db, order.parentUserId),
  ];
  const studentIds = [
    ...new Set(lines.items.map((item) => item.userId).filter((id): id is number => id !== null)),
  ];
  const students = new Map<number, string>();
  for (const id of studentIds) {
    const person = await findPerson(db, id);
    if (person) students.set(id, personName(person.firstName, person.lastName));
  }
  const locale = lang ?? order.locale;
  // Lesson lines name their class in the receipt's language (issue 27.8).
  const classes = await billClasses(
    db,
    lines.items.flatMap((item) =>
      item.type === "lesson" && item.sessionClassId ? [item.sessionClassId] : [],
    ),
  );
  const pdf = await renderReceiptPdf(
    {
      orderId,
      title: order.title,
      parentName: parent ? personName(parent.firstName, parent.lastName) : "",
      receivableDate: order.receivableDate,
      issuedOn: schoolToday(new Date(), timeZone),
      statusKey: orderStatusKey(order.status) ?? "created",
      lines: lines.items.map((item) => ({
        title:
          item.type === "lesson" && item.sessionClassId
            ? lineTitleIn(item.title, classes.get(item.sessionClassId), locale)
            : item.title,
        studentName: item.userId ? (students.get(item.userId) ?? "") : "",
        amount: item.convertedPrice,
      })),
      payments,
    },
    locale,
  );
  return { pdf, filename: `receipt-${orderId}.pdf` };
}
