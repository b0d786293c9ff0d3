import {
  billTotals,
  type CreateOrderInput,
  type Currency,
  MAX_MONEY_SUM_MINOR,
  ORDER_STATUS,
  type OrderDetail,
} from "@edu/shared";
import { inArray } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/database";
import { isUniqueViolation } from "../../db/postgres-errors";
import type { Actor } from "../../http/actor";
import { conflict } from "../../http/app-error";
import { recordAudit } from "../audit";
import { enrolledCourseSessions } from "../enrollment/enrollment.table";
import { currentRates } from "../exchange-rates";
import { familyStudentIds, findPeople, isParent } from "./bill-candidates.repository";
import { getOrderDetail } from "./order-detail.service";
import { planLines } from "./order-line-plan";
import { invalid } from "./order-rules";
import { refreshOrderStatus } from "./order-status";
import { countLivePayments, findLiveOrder, softDeleteOrder } from "./orders.repository";
import { type OrderRates, orderItems, orderLessonLogs, orders } from "./orders.table";
import { notLiveBillError } from "./voided-bill";

async function softDeleteForReset(tx: DbOrTx, actor: Actor, orderId: number) {
  const old = await findLiveOrder(tx, orderId, true);
  if (!old) throw await notLiveBillError(tx, actor, orderId, "order_not_found");
  if (old.status === ORDER_STATUS.paid) throw conflict("order_paid_locked");
  if ((await countLivePayments(tx, orderId)) > 0) throw conflict("order_has_payments");
  await softDeleteOrder(tx, orderId, actor.id);
  await recordAudit(tx, {
    actorId: actor.id,
    action: "order.reset",
    targetType: "order",
    targetId: orderId,
    before: { total_price: old.totalPrice, price_currency: old.priceCurrency, status: old.status },
    requestId: actor.requestId,
  });
}

/**
 * Creates a bill in one transaction. Exported for the seed (demo data) as well as the route.
 * Every line rounds once; the total is the sum of the lines converted to the bill's currency
 * through TWD at the current stored rates, which the bill records.
 */
export async function createOrder(
  db: Database,
  actor: Actor,
  input: CreateOrderInput,
): Promise<{ data: OrderDetail }> {
  try {
    return await db.transaction(async (tx) => {
      const people = await findPeople(tx, [input.user_id]);
      if (!people.has(input.user_id) || !(await isParent(tx, input.user_id))) {
        throw invalid({ user_id: ["order_parent_not_found"] });
      }
      if (input.reset_order_id !== undefined) {
        const old = await findLiveOrder(tx, input.reset_order_id);
        if (old && old.parentUserId !== input.user_id) {
          // Spec §5: changing the parent clears the bill data; a reset keeps its family.
          throw invalid({ user_id: ["order_item_not_family"] });
        }
        await softDeleteForReset(tx, actor, input.reset_order_id);
      }
      // Lock the enrollments billed here, so a concurrent mark-free waits for this bill (and sees it).
      const enrollmentIds = input.items.flatMap((item) =>
        item.type === "enrollment" && item.id ? [item.id] : [],
      );
      if (enrollmentIds.length > 0) {
        await tx
          .select({ id: enrolledCourseSessions.id })
          .from(enrolledCourseSessions)
          .where(inArray(enrolledCourseSessions.id, enrollmentIds))
          .orderBy(enrolledCourseSessions.id)
          .for("update");
      }
      const family = new Set(await familyStudentIds(tx, input.user_id));
      const lines = await planLines(tx, input, family, input.user_id);
      const billCurrency = input.price_currency;
      const usedCurrencies = new Set<Currency>([billCurrency, ...lines.map((line) => line.currency)]);
      const needsRates = usedCurrencies.size > 1;
      const stored = needsRates ? await currentRates(tx) : {};
      const rates: OrderRates = {};
      if (needsRates) {
        for (const currency of usedCurrencies) {
          if (currency !== "TWD") rates[currency] = String((stored as Record<string, string>)[currency]);
        }
      }
      const { converted, total } = billTotals(
        lines.map((line) => ({ price: line.price, currency: line.currency })),
        billCurrency,
        rates,
      );
      if (total < 0) throw invalid({ items: ["v.money_not_negative"] });
      if (total > MAX_MONEY_SUM_MINOR) throw invalid({ items: ["v.money_sum_too_large"] });
      const [order] = await tx
        .insert(orders)
        .values({
          parentUserId: input.user_id,
          title: input.title,
          notes: input.notes,
          receivableDate: input.receivable_date,
          priceCurrency: billCurrency,
          totalPrice: total,
          differencePriceCurrency: billCurrency,
          paymentInfo: input.payment_info,
          paymentInfoIndex: input.payment_index ?? null,
          paymentInfoRemark: input.payment_info_remark,
          remarkToSystem: input.remark,
          status: ORDER_STATUS.created,
          rates,
          locale: input.locale ?? "zh-TW",
          createdBy: actor.id,
        })
        .returning();
      if (!order) throw new Error("order insert returned no row");
      for (const [position, line] of lines.entries()) {
        const [item] = await tx
          .insert(orderItems)
          .values({
            orderId: order.id,
            type: line.type,
            enrolledSessionId: line.enrolledSessionId,
            sessionClassId: line.sessionClassId,
            userId: line.userId,
            title: line.title,
            price: line.price,
            priceCurrency: line.currency,
            convertedPrice: converted[position] ?? 0,
            remark: line.remark,
            position,
          })
          .returning({ id: orderItems.id });
        if (!item) throw new Error("order item insert returned no row");
        if (line.logs.length > 0) {
          await tx.insert(orderLessonLogs).values(
            line.logs.map((log) => ({
              orderItemId: item.id,
              lessonLogId: log.lessonLogId,
              unitPrice: log.unitPrice,
              unit: log.unit,
              price: log.price,
              priceCurrency: log.currency,
            })),
          );
        }
      }
      await refreshOrderStatus(tx, order.id, actor.id);
      await recordAudit(tx, {
        actorId: actor.id,
        action: "order.create",
        targetType: "order",
        targetId: order.id,
        after: {
          parent_user_id: order.parentUserId,
          total_price: total,
          price_currency: billCurrency,
          rates,
          items: lines.length,
          reset_order_id: input.reset_order_id ?? null,
        },
        requestId: actor.requestId,
      });
      return { data: await getOrderDetail(tx, order.id) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("order_already_billed");
    throw error;
  }
}
