import {
  type Currency,
  convertPayment,
  crossRate,
  MAX_MONEY_MINOR,
  MIN_PAYMENT_MINOR,
  type OrderLineRefInput,
} from "@edu/shared";
import type { DbOrTx } from "../../db/database";
import { type Actor, hasRole, isSuperAdmin } from "../../http/actor";
import { fieldError, notFound } from "../../http/app-error";
import { currentRates } from "../exchange-rates";
import {
  findLiveOrder,
  isLinkedParentOfOrder,
  type loadOrderLines,
  type OrderRow,
  type OrderTransactionRow,
} from "./order-payments.repository";
import { notLiveBillError } from "./voided-bill";

// What the bill-payment use cases share: who may act on a bill, converting money to its currency,
// the audit shape of a payment and the check that a reference names a line of the bill.

/**
 * The bill the actor may act on: admins any live bill; a parent only their own family's (the bill's
 * parent, or a parent linked to one of its students — the rule GET order/{id} uses). Anyone else,
 * or another family's bill, reads as not found: nothing is granted by knowing an id.
 * `billParentOnly`: spending the family balance is for the bill's own parent (whose ledger it is).
 */
export async function orderForActor(
  tx: DbOrTx,
  actor: Actor,
  orderId: number,
  lock: boolean,
  billParentOnly = false,
): Promise<OrderRow> {
  const order = await findLiveOrder(tx, orderId, lock);
  // A voided bill can no longer be paid or changed: 409 for whoever may read it (a read stays 404).
  if (!order) throw lock ? await notLiveBillError(tx, actor, orderId) : notFound();
  if (isSuperAdmin(actor)) return order;
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
export async function toBillCurrency(tx: DbOrTx, amount: number, from: Currency, to: Currency) {
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
export function assertCreditable(amount: number, from: Currency, to: Currency) {
  const converted = from !== to;
  if (converted && amount < MIN_PAYMENT_MINOR[to]) throw fieldError("amount", "v.money_below_minimum");
  if (amount <= 0) throw fieldError("amount", "v.money_positive");
  if (converted && amount > MAX_MONEY_MINOR) throw fieldError("amount", "v.money_too_large");
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

type OrderLines = Awaited<ReturnType<typeof loadOrderLines>>;

/** Every reference must name a line of this bill (an order item id, or a lesson log id billed on it). */
export function assertRefsOnBill(lines: OrderLines, refs: readonly OrderLineRefInput[]) {
  const itemIds = new Set(lines.items.map((item) => item.id));
  const logIds = new Set(lines.logs.map((log) => log.lessonLogId));
  for (const ref of refs) {
    const known = ref.type === "order_item" ? itemIds.has(ref.id) : logIds.has(ref.id);
    if (!known) throw fieldError("items", "v.bill_line_not_found");
  }
}
