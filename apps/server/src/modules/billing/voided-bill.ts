import type { MessageKey } from "@edu/shared";
import type { DbOrTx } from "../../db/database";
import { type Actor, hasRole } from "../../http/actor";
import { type AppError, conflict, notFound } from "../../http/app-error";
import { isLinkedParentOfOrder } from "./order-payments.repository";
import { findOrderAnyState, type OrderRow } from "./orders.repository";

/** The family of a sent bill: its parent, or a parent linked to one of its students. */
export async function isFamilyOfBill(db: DbOrTx, actor: Actor, order: OrderRow): Promise<boolean> {
  if (!hasRole(actor, "parent") || order.sentAt === null) return false;
  return order.parentUserId === actor.id || isLinkedParentOfOrder(db, actor.id, order.id);
}

/**
 * The answer for a bill that is not live: a voided bill that the actor may read (an admin, its
 * family) is 409 order_voided, "can no longer be paid or changed"; a deleted, unknown or another
 * family's bill stays 404, so nothing is learnt from an id.
 */
export async function notLiveBillError(
  db: DbOrTx,
  actor: Actor,
  orderId: number,
  missing: MessageKey = "not_found",
): Promise<AppError> {
  const order = await findOrderAnyState(db, orderId);
  if (order?.voidedAt && (hasRole(actor, "super-admin") || (await isFamilyOfBill(db, actor, order)))) {
    return conflict("order_voided");
  }
  return notFound(missing);
}
