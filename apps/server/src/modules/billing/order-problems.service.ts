import type { CreateOrderProblemInput, OrderPayments, ResolveOrderProblemInput } from "@edu/shared";
import type { Database } from "../../db/database";
import type { Actor } from "../../http/actor";
import { conflict, notFound } from "../../http/app-error";
import { toWireTimeOrNull } from "../../http/wire-time";
import { recordAudit } from "../audit";
import { assertRefsOnBill, orderForActor } from "./order-payment-rules";
import {
  findLiveOrder,
  findProblem,
  insertProblem,
  loadOrderLines,
  updateProblem,
} from "./order-payments.repository";
import { orderPayments } from "./order-payments-read.service";
import { refreshOrderStatus } from "./order-status";

// A parent flags lines of a bill; an admin resolves the problem.

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
      after: {
        order_id: order.id,
        resolved_at: toWireTimeOrNull(after.resolvedAt),
        resolution: after.resolution,
      },
      requestId: actor.requestId,
    });
    await refreshOrderStatus(tx, order.id, actor.id);
    return orderPayments(tx, order.id);
  });
}
