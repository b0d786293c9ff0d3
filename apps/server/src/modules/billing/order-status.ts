import { convertMoney, type OrderStatus } from "@edu/shared";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { orderProblems, orderTransactions } from "./order-payments.table";
import { deriveOrderStatus, isPaidInFull, type OrderStatusFacts } from "./order-status.rule";
import { orders } from "./orders.table";

export {
  coveredAmount,
  deriveOrderStatus,
  isPaidInFull,
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
    "id" | "sentAt" | "totalPrice" | "differencePrice" | "differencePriceCurrency" | "priceCurrency" | "rates"
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
  // Every line marked: the line itself, or (a lesson line) each of its lessons.
  const [marks] = await queryRows<{ marked_paid: string; lines: number; lines_marked: number }>(
    db,
    sql`select
      coalesce((select sum(m.amount) from order_paid_marks m where m.order_id = ${order.id}), 0)::text
        as marked_paid,
      count(i.id)::int as lines,
      (count(i.id) filter (where
        exists (select 1 from order_paid_marks m
          where m.order_id = i.order_id and m.ref_type = 'order_item' and m.ref_id = i.id)
        or (exists (select 1 from order_lesson_logs l where l.order_item_id = i.id)
          and not exists (select 1 from order_lesson_logs l where l.order_item_id = i.id
            and not exists (select 1 from order_paid_marks m
              where m.order_id = i.order_id and m.ref_type = 'lesson_log' and m.ref_id = l.lesson_log_id)))
      ))::int as lines_marked
    from order_items i where i.order_id = ${order.id}`,
  );
  const [problems] = await db
    .select({ open: sql<number>`count(*)::int` })
    .from(orderProblems)
    .where(and(eq(orderProblems.orderId, order.id), isNull(orderProblems.resolvedAt)));
  return {
    sent: order.sentAt !== null,
    due: orderDue(order),
    verifiedPaid: Number(payments?.verifiedPaid ?? 0),
    balancePaid: Number(payments?.balancePaid ?? 0),
    markedPaid: Number(marks?.marked_paid ?? 0),
    markedAllPaid: (marks?.lines ?? 0) > 0 && marks?.lines_marked === marks?.lines,
    pendingProofs: Number(payments?.pendingProofs ?? 0),
    openProblems: Number(problems?.open ?? 0),
  };
}

/**
 * Recomputes a bill's status from its facts and stores it (the only writer of `orders.status`), and
 * records when and by whom it became paid in full (`mark_paid_at/by`, whatever path: marks, payments,
 * balance, a deposit, a bill of 0 sent), clearing them when it stops being so (a payment undone).
 * Call it inside the transaction that changed a fact (sent, a payment, a mark, a problem), with the
 * person who changed it (`paidBy`; null when no one did). Returns the status, or null when the bill
 * does not exist. A voided bill keeps what it had when voided: its money went back to the family,
 * and nothing reopens it.
 */
export async function refreshOrderStatus(
  tx: DbOrTx,
  orderId: number,
  paidBy: number | null,
): Promise<OrderStatus | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  if (order.voidedAt) return order.status;
  const facts = await loadOrderStatusFacts(tx, order);
  const status = deriveOrderStatus(facts);
  const paid = isPaidInFull(facts);
  const change: Partial<typeof orders.$inferInsert> = {};
  if (status !== order.status) change.status = status;
  if (paid && order.markPaidAt === null)
    Object.assign(change, { markPaidAt: new Date(), markPaidBy: paidBy });
  if (!paid && order.markPaidAt !== null) Object.assign(change, { markPaidAt: null, markPaidBy: null });
  if (Object.keys(change).length > 0) {
    await tx
      .update(orders)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(orders.id, orderId));
  }
  return status;
}
