import { ORDER_STATUS } from "@edu/shared";
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { parentStudents, users } from "../users/users.table";
import { orderTransactions } from "./order-payments.table";
import { orderEmails, orderItems, orderLessonLogs, orders } from "./orders.table";

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderLessonLogRow = typeof orderLessonLogs.$inferSelect;
export type OrderEmailRow = typeof orderEmails.$inferSelect;

/** A live (not deleted) bill; `forUpdate` locks its row for the caller's transaction. */
export async function findLiveOrder(
  db: DbOrTx,
  id: number,
  forUpdate = false,
): Promise<OrderRow | undefined> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), isNull(orders.deletedAt)));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row;
}

export async function findOrderLines(db: DbOrTx, orderId: number) {
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position), asc(orderItems.id));
  const logs =
    items.length === 0
      ? []
      : await db
          .select()
          .from(orderLessonLogs)
          .where(
            inArray(
              orderLessonLogs.orderItemId,
              items.map((item) => item.id),
            ),
          )
          .orderBy(asc(orderLessonLogs.id));
  return { items, logs };
}

export async function findOrderEmails(db: DbOrTx, orderId: number): Promise<OrderEmailRow[]> {
  return db
    .select()
    .from(orderEmails)
    .where(eq(orderEmails.orderId, orderId))
    .orderBy(desc(orderEmails.sentAt));
}

/** Payments recorded on a bill that were not rejected (billpay's table): a bill with any is not reset. */
export async function countLivePayments(db: DbOrTx, orderId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderTransactions)
    .where(and(eq(orderTransactions.orderId, orderId), ne(orderTransactions.status, "rejected")));
  return Number(row?.n ?? 0);
}

/** Soft-deletes a bill and frees its enrollments and lesson logs for another bill. */
export async function softDeleteOrder(db: DbOrTx, orderId: number, actorId: number): Promise<void> {
  const now = new Date();
  await db
    .update(orders)
    .set({ deletedAt: now, deletedBy: actorId, updatedAt: now })
    .where(eq(orders.id, orderId));
  await db.update(orderItems).set({ orderDeleted: 1 }).where(eq(orderItems.orderId, orderId));
  await db
    .update(orderLessonLogs)
    .set({ orderDeleted: 1 })
    .where(
      inArray(
        orderLessonLogs.orderItemId,
        db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, orderId)),
      ),
    );
}

export type OrderListFilter = {
  paid: boolean;
  q?: string;
  status?: number;
  parentUserId?: number;
  /** A parent's own view: bills whose parent they are or that bill a student linked to them. */
  familyOfParentId?: number;
  from?: string;
  to?: string;
  limit: number;
  offset: number;
};

function listConditions(filter: OrderListFilter) {
  const like = filter.q ? `%${filter.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
  return and(
    isNull(orders.deletedAt),
    filter.paid ? eq(orders.status, ORDER_STATUS.paid) : ne(orders.status, ORDER_STATUS.paid),
    filter.status !== undefined ? eq(orders.status, filter.status as OrderRow["status"]) : undefined,
    filter.parentUserId !== undefined ? eq(orders.parentUserId, filter.parentUserId) : undefined,
    // A family lists its bills once they are sent (drafts stay with the office).
    filter.familyOfParentId !== undefined ? isNotNull(orders.sentAt) : undefined,
    filter.familyOfParentId !== undefined
      ? // The family's bills as one small id set (theirs, and those billing a linked child), read from
        // orders_parent_idx and order_items_user_idx: an OR with a per-bill EXISTS read every live bill
        // (409 ms of CPU per parent's list on 100k bills, bench/RESULTS.md).
        sql`${orders.id} in (select o.id from ${orders} o where o.parent_user_id = ${filter.familyOfParentId}
          union select oi.order_id from ${orderItems} oi
          inner join ${parentStudents} ps on ps.student_id = oi.user_id
          where ps.parent_id = ${filter.familyOfParentId})`
      : undefined,
    filter.from ? gte(orders.receivableDate, filter.from) : undefined,
    filter.to ? lte(orders.receivableDate, filter.to) : undefined,
    like
      ? sql`(${orders.title} ilike ${like} or ${users.firstName} || ' ' || ${users.lastName} || ' ' || coalesce(${users.email}::text, '') ilike ${like})`
      : undefined,
  );
}

export async function listOrders(db: DbOrTx, filter: OrderListFilter) {
  const where = listConditions(filter);
  const rows = await db
    .select({
      order: orders,
      parent: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.parentUserId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(
      db
        .select({ id: orders.id })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.parentUserId))
        .where(where)
        .limit(1001)
        .as("c"),
    );
  return { rows, total: Number(count?.n ?? 0) };
}

/** Student names per bill (from its lines), for list rows. */
export async function studentNamesByOrder(db: DbOrTx, orderIds: readonly number[]) {
  if (orderIds.length === 0) return new Map<number, Array<{ firstName: string; lastName: string }>>();
  const rows = await db
    .selectDistinct({
      orderId: orderItems.orderId,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(orderItems)
    .innerJoin(users, eq(users.id, orderItems.userId))
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.orderId), asc(users.id));
  const map = new Map<number, Array<{ firstName: string; lastName: string }>>();
  for (const row of rows) {
    const list = map.get(row.orderId) ?? [];
    list.push(row);
    map.set(row.orderId, list);
  }
  return map;
}

/** tutoring-payments: lesson lines of live bills, newest first. */
export async function listLessonLines(
  db: DbOrTx,
  filter: { q?: string; studentUserId?: number; paid?: boolean; limit: number; offset: number },
) {
  const like = filter.q ? `%${filter.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
  const where = and(
    eq(orderItems.type, "lesson"),
    eq(orderItems.orderDeleted, 0),
    filter.studentUserId !== undefined ? eq(orderItems.userId, filter.studentUserId) : undefined,
    filter.paid === undefined
      ? undefined
      : filter.paid
        ? eq(orders.status, ORDER_STATUS.paid)
        : ne(orders.status, ORDER_STATUS.paid),
    like
      ? sql`(${orderItems.title} ilike ${like} or ${orders.title} ilike ${like} or ${users.firstName} || ' ' || ${users.lastName} ilike ${like})`
      : undefined,
  );
  const lessonCount = sql<number>`(select count(*)::int from ${orderLessonLogs} where ${orderLessonLogs.orderItemId} = ${orderItems.id})`;
  const rows = await db
    .select({
      item: orderItems,
      orderTitle: orders.title,
      orderStatus: orders.status,
      firstName: users.firstName,
      lastName: users.lastName,
      lessonCount,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(users, eq(users.id, orderItems.userId))
    .where(where)
    .orderBy(desc(orderItems.createdAt), desc(orderItems.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(
      db
        .select({ id: orderItems.id })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .leftJoin(users, eq(users.id, orderItems.userId))
        .where(where)
        .limit(1001)
        .as("c"),
    );
  return { rows, total: Number(count?.n ?? 0) };
}
