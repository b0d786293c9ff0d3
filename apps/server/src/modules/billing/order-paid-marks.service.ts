import { type Currency, convertMoney, type MarkOrderPaidBody, type OrderPayments } from "@edu/shared";
import type { Database } from "../../db/database";
import type { Actor } from "../../http/actor";
import { recordAudit } from "../audit";
import { assertRefsOnBill, orderForActor } from "./order-payment-rules";
import { insertPaidMarks, listPaidMarks, loadOrderLines } from "./order-payments.repository";
import type { OrderLineRef } from "./order-payments.table";
import { orderPayments } from "./order-payments-read.service";
import { orderDue, refreshOrderStatus } from "./order-status";

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
