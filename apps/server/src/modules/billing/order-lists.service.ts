import { type OrderListQuery, type OrderListRow, pagedList } from "@edu/shared";
import type { DbOrTx } from "../../db/database";
import { type Actor, hasRole } from "../../http/actor";
import { toWireTimeOrNull } from "../../http/wire-time";
import { personDto, personName } from "./bill-candidates.service";
import { statusKey } from "./order-rules";
import { orderDue } from "./order-status";
import { listLessonLines, listOrders, studentNamesByOrder } from "./orders.repository";

/**
 * GET order/unpaid (paid = false) and orders/paid (paid = true): pages of 50, newest first.
 * Super-admin and staff read every family's bills; a parent (the `actor` given) only their own
 * family's — the bills they are the parent of or that bill a student linked to them — whatever
 * `parent_user_id` says.
 */
export async function listBills(db: DbOrTx, query: OrderListQuery, paid: boolean, actor?: Actor) {
  const familyOnly = actor !== undefined && !hasRole(actor, "staff");
  const { rows, total } = await listOrders(db, {
    paid,
    q: query.q,
    status: query.status,
    parentUserId: familyOnly ? undefined : query.parent_user_id,
    familyOfParentId: familyOnly ? actor.id : undefined,
    from: query.from,
    to: query.to,
    voided: query.voided,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  const students = await studentNamesByOrder(
    db,
    rows.map((row) => row.order.id),
  );
  const data: OrderListRow[] = rows.map(({ order, parent }) => ({
    id: order.id,
    title: order.title,
    parent: personDto(parent),
    students: (students.get(order.id) ?? []).map((s) => personName(s.firstName, s.lastName)),
    receivable_date: order.receivableDate,
    price_currency: order.priceCurrency,
    total_price: order.totalPrice,
    difference_price: order.differencePrice,
    amount_due: orderDue(order),
    status: order.status,
    status_key: statusKey(order.status),
    sent_at: toWireTimeOrNull(order.sentAt),
    mark_paid_at: toWireTimeOrNull(order.markPaidAt),
    created_at: order.createdAt.toISOString(),
    voided_at: toWireTimeOrNull(order.voidedAt),
    void_reason: order.voidReason,
  }));
  return pagedList(data, total, query.page, query.page_size);
}

export async function listTutoringPayments(
  db: DbOrTx,
  query: { page: number; page_size: number; q?: string; student_user_id?: number; paid?: "0" | "1" },
) {
  const { rows, total } = await listLessonLines(db, {
    q: query.q,
    studentUserId: query.student_user_id,
    paid: query.paid === undefined ? undefined : query.paid === "1",
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  const data = rows.map((row) => ({
    order_item_id: row.item.id,
    order_id: row.item.orderId,
    order_title: row.orderTitle,
    order_status: row.orderStatus,
    order_status_key: statusKey(row.orderStatus),
    student_user_id: row.item.userId,
    student_name: personName(row.firstName ?? "", row.lastName ?? ""),
    title: row.item.title,
    lesson_count: Number(row.lessonCount),
    price: row.item.price,
    price_currency: row.item.priceCurrency,
    created_at: row.item.createdAt.toISOString(),
  }));
  return pagedList(data, total, query.page, query.page_size);
}
