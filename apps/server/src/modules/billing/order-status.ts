import { convertMoney, type OrderStatus } from "@edu/shared";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { orderPaidMarks, orderProblems, orderTransactions } from "./order-payments.table";
import { deriveOrderStatus, type OrderStatusFacts } from "./order-status.rule";
import { orders } from "./orders.table";

export {
  coveredAmount,
  deriveOrderStatus,
  type OrderStatusFacts,
  outstandingAmount,
} from "./order-status.rule";

type OrderRow = typeof orders.$inferSelect;

/** What the family owes on a bill: its total plus the difference adjustment, in the bill's currency. */
export function orderDue(
  order: Pick<
    OrderRow,
    "totalPrice" | "differencePrice" | "differencePriceCurrency" | "priceCurrency" | "rates"
  >,
): number {
  const difference =
    order.differencePrice === 0 || order.differencePriceCurrency === order.priceCurrency
      ? order.differencePrice
      : convertMoney(order.differencePrice, order.differencePriceCurrency, order.priceCurrency, order.rates);
  return order.totalPrice + difference;
}

/** Reads the facts a bill's status follows from (the caller's transaction; nothing is locked here). */
export async function loadOrderStatusFacts(
  db: DbOrTx,
  order: Pick<
    OrderRow,
    | "id"
    | "sentAt"
    | "markPaidAt"
    | "totalPrice"
    | "differencePrice"
    | "differencePriceCurrency"
    | "priceCurrency"
    | "rates"
  >,
): Promise<OrderStatusFacts> {
  const [payments] = await db
    .select({
      verifiedPaid: sql<string>`coalesce(sum(${orderTransactions.amount} - ${orderTransactions.creditedAmount}) filter (where ${orderTransactions.status} = 'verified' and ${orderTransactions.kind} <> 'balance'), 0)`,
      balancePaid: sql<string>`coalesce(sum(${orderTransactions.amount} - ${orderTransactions.creditedAmount}) filter (where ${orderTransactions.status} = 'verified' and ${orderTransactions.kind} = 'balance'), 0)`,
      pendingProofs: sql<number>`count(*) filter (where ${orderTransactions.status} = 'pending')::int`,
    })
    .from(orderTransactions)
    .where(eq(orderTransactions.orderId, order.id));
  const [marks] = await db
    .select({ markedPaid: sql<string>`coalesce(sum(${orderPaidMarks.amount}), 0)` })
    .from(orderPaidMarks)
    .where(eq(orderPaidMarks.orderId, order.id));
  const [problems] = await db
    .select({ open: sql<number>`count(*)::int` })
    .from(orderProblems)
    .where(and(eq(orderProblems.orderId, order.id), isNull(orderProblems.resolvedAt)));
  return {
    sent: order.sentAt !== null,
    due: orderDue(order),
    verifiedPaid: Number(payments?.verifiedPaid ?? 0),
    balancePaid: Number(payments?.balancePaid ?? 0),
    markedPaid: Number(marks?.markedPaid ?? 0),
    markedAllPaid: order.markPaidAt !== null,
    pendingProofs: Number(payments?.pendingProofs ?? 0),
    openProblems: Number(problems?.open ?? 0),
  };
}

/**
 * Recomputes a bill's status from its facts and stores it (the only writer of `orders.status`).
 * Call it inside the transaction that changed a fact (sent, a payment, a mark, a problem).
 * Returns the status, or null when the bill does not exist. A voided bill keeps the status it had
 * when voided: its money went back to the family, and nothing reopens it.
 */
export async function refreshOrderStatus(tx: DbOrTx, orderId: number): Promise<OrderStatus | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  if (order.voidedAt) return order.status;
  const status = deriveOrderStatus(await loadOrderStatusFacts(tx, order));
  if (status !== order.status) {
    await tx.update(orders).set({ status, updatedAt: new Date() }).where(eq(orders.id, orderId));
  }
  return status;
}
