import { type DifferencePriceBody, ORDER_STATUS, type UpdateOrderBody } from "@edu/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import type { Actor } from "../../http/actor";
import { conflict } from "../../http/app-error";
import { recordAudit } from "../audit";
import { assertMoneyAmount } from "../balance";
import { currentRates } from "../exchange-rates";
import { getOrderDetail } from "./order-detail.service";
import { invalid } from "./order-rules";
import { orderDue, refreshOrderStatus } from "./order-status";
import { countLivePayments, findLiveOrder, softDeleteOrder } from "./orders.repository";
import { orders } from "./orders.table";
import { notLiveBillError } from "./voided-bill";

// Changing a live bill: its title and notes, its adjustment, or deleting it while nothing is paid.

export async function updateOrder(db: Database, actor: Actor, id: number, body: UpdateOrderBody) {
  return db.transaction(async (tx) => {
    const order = await findLiveOrder(tx, id, true);
    if (!order) throw await notLiveBillError(tx, actor, id, "order_not_found");
    const patch = {
      ...(body.title !== undefined && { title: body.title }),
      ...(body.notes !== undefined && { notes: body.notes }),
      updatedAt: new Date(),
    };
    await tx.update(orders).set(patch).where(eq(orders.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: "order.update",
      targetType: "order",
      targetId: id,
      before: { title: order.title, notes: order.notes },
      after: { title: patch.title ?? order.title, notes: patch.notes ?? order.notes },
      requestId: actor.requestId,
    });
    return { data: await getOrderDetail(tx, id) };
  });
}

/**
 * DELETE order/{id}: not a paid bill, nor one with payments (a bill with verified money is voided
 * through DELETE order/{id}/completed, order-void.ts).
 */
export async function deleteOrder(db: Database, actor: Actor, id: number) {
  return db.transaction(async (tx) => {
    const order = await findLiveOrder(tx, id, true);
    if (!order) throw await notLiveBillError(tx, actor, id, "order_not_found");
    if (order.status === ORDER_STATUS.paid) throw conflict("order_paid_locked");
    if ((await countLivePayments(tx, id)) > 0) throw conflict("order_has_payments");
    await softDeleteOrder(tx, id, actor.id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "order.delete",
      targetType: "order",
      targetId: id,
      before: { total_price: order.totalPrice, price_currency: order.priceCurrency, status: order.status },
      requestId: actor.requestId,
    });
    return { ok: true as const };
  });
}

/** PATCH order/{id}/difference-price: an adjustment; the status follows (a paid bill may reopen). */
export async function setDifferencePrice(db: Database, actor: Actor, id: number, body: DifferencePriceBody) {
  return db.transaction(async (tx) => {
    const order = await findLiveOrder(tx, id, true);
    if (!order) throw await notLiveBillError(tx, actor, id, "order_not_found");
    const currency = body.difference_price_currency ?? order.priceCurrency;
    assertMoneyAmount("difference_price", body.difference_price, currency, {
      allowNegative: true,
      allowZero: true,
    });
    let rates = order.rates;
    if (currency !== order.priceCurrency && !(currency in rates) && currency !== "TWD") {
      const stored = (await currentRates(tx)) as Record<string, string>;
      rates = { ...rates, [currency]: String(stored[currency]) };
    }
    if (
      order.priceCurrency !== "TWD" &&
      currency !== order.priceCurrency &&
      !(order.priceCurrency in rates)
    ) {
      const stored = (await currentRates(tx)) as Record<string, string>;
      rates = { ...rates, [order.priceCurrency]: String(stored[order.priceCurrency]) };
    }
    const after = { differencePrice: body.difference_price, differencePriceCurrency: currency, rates };
    if (orderDue({ ...order, ...after }) < 0) throw invalid({ difference_price: ["v.money_not_negative"] });
    await tx
      .update(orders)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(orders.id, id));
    await refreshOrderStatus(tx, id, actor.id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "order.difference_price",
      targetType: "order",
      targetId: id,
      before: {
        difference_price: order.differencePrice,
        difference_price_currency: order.differencePriceCurrency,
      },
      after: { difference_price: body.difference_price, difference_price_currency: currency },
      requestId: actor.requestId,
    });
    return { data: await getOrderDetail(tx, id) };
  });
}
