import { normalizeCurrency, type OrderPayments, type PayFromBalanceBody } from "@edu/shared";
import type { Database, DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { AppError, conflict, fieldError } from "../../http/app-error";
import { SCHOOL_TIME_ZONE_DEFAULT, schoolToday } from "../../school-calendar";
import { recordAudit } from "../audit";
import { assertMoneyAmount, balanceOf, postLedgerEntry } from "../balance";
import { assertCreditable, auditTransaction, orderForActor, toBillCurrency } from "./order-payment-rules";
import { findLiveOrder, insertTransaction, type OrderRow } from "./order-payments.repository";
import { orderPayments } from "./order-payments-read.service";
import { loadOrderStatusFacts, outstandingAmount, refreshOrderStatus } from "./order-status";

// Paying a bill from the family balance (by its parent, or after a deposit that names it), and
// whether a parent may name a bill in a deposit.

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
 * Balance's seam (`settleOrderFromDeposit`, an extension point this module's manifest contributes): after a deposit that names a bill is
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
 * Balance's seam (`isFamilyOrder`, an extension point this module's manifest contributes): whether a parent may name this bill in a deposit,
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
