import { ORDER_STATUS } from "@edu/shared";
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { countRelation, intLiteral, limitOffsetText, totalOf } from "../../db/list-page";
import { queryPrepared } from "../../db/prepared-text";
import { columnsOf } from "../../db/raw-query";
import { users } from "../users/users.table";
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

/** A bill in any state (live, deleted or voided); `forUpdate` locks its row. */
export async function findOrderAnyState(
  db: DbOrTx,
  id: number,
  forUpdate = false,
): Promise<OrderRow | undefined> {
  const query = db.select().from(orders).where(eq(orders.id, id));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row;
}

/** A bill people may read: live, or voided (it stays readable as void; a deleted one does not). */
export async function findReadableOrder(db: DbOrTx, id: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), or(isNull(orders.deletedAt), isNotNull(orders.voidedAt))));
  return row;
}

/** A bill's payments locked FOR UPDATE (after its bill; before any ledger account), oldest first. */
export async function lockOrderTransactions(db: DbOrTx, orderId: number) {
  return db
    .select()
    .from(orderTransactions)
    .where(eq(orderTransactions.orderId, orderId))
    .orderBy(asc(orderTransactions.id))
    .for("update");
}

/** Payments recorded on a bill that were not rejected (billpay's table): a bill with any is not reset. */
export async function countLivePayments(db: DbOrTx, orderId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderTransactions)
    .where(and(eq(orderTransactions.orderId, orderId), ne(orderTransactions.status, "rejected")));
  return Number(row?.n ?? 0);
}

/**
 * Soft-deletes a bill and frees its enrollments and lesson logs for another bill. With `void`, the
 * bill is voided in the same step (kept readable as void, with who, when and why).
 */
export async function softDeleteOrder(
  db: DbOrTx,
  orderId: number,
  actorId: number,
  voided?: { reason: string },
): Promise<void> {
  const now = new Date();
  await db
    .update(orders)
    .set({
      deletedAt: now,
      deletedBy: actorId,
      updatedAt: now,
      ...(voided && { voidedAt: now, voidedBy: actorId, voidReason: voided.reason }),
    })
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
  /** Voided bills only (their own list: the paid split does not apply to them). */
  voided?: boolean;
  limit: number;
  offset: number;
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (m) => `\\${m}`);

/**
 * The parent's text the bill list's keyword matches (name, then email). It is the start of the text
 * users_billing_search_trgm_idx indexes (migration 0044, with the username after it), so whatever
 * matches it matches the indexed text: the indexed condition finds the candidates, this one decides.
 */
const PARENT_TEXT = `(u.first_name || ' ' || u.last_name || ' ' || coalesce(u.email::text, ''))`;
const INDEXED_PARENT_TEXT = `(u.first_name || ' ' || u.last_name || ' ' || coalesce(u.email::text, '') || ' ' || u.username::text)`;

/** The list's conditions on `orders o` as SQL text; values go to `params`. */
function listConditions(filter: OrderListFilter, params: unknown[]): string {
  const p = (value: unknown) => `$${params.push(value)}`;
  // As orders_unpaid_recent_idx and orders_paid_recent_idx write it (a literal, not a parameter).
  const paid = `o.status ${filter.paid ? "=" : "<>"} ${Number(ORDER_STATUS.paid)}`;
  // Voided bills are kept (deleted_at set with voided_at) and listed apart, rarely: no index of their own.
  const conditions = filter.voided ? ["o.voided_at is not null"] : ["o.deleted_at is null", paid];
  // A literal (a validated integer): the named list statement keeps one plan (db/list-page.ts, 1.55 → 1.05 ms).
  if (filter.status !== undefined) conditions.push(`o.status = ${intLiteral(filter.status)}`);
  if (filter.parentUserId !== undefined) conditions.push(`o.parent_user_id = ${p(filter.parentUserId)}`);
  if (filter.familyOfParentId !== undefined) {
    // A family lists its bills once they are sent (drafts stay with the office). Its bills as one small
    // id set (theirs, and those billing a linked child), read from orders_parent_idx and
    // order_items_user_idx: an OR with a per-bill EXISTS read every live bill (409 ms of CPU per
    // parent's list on 100k bills, bench/RESULTS.md).
    const parent = p(filter.familyOfParentId);
    conditions.push(
      "o.sent_at is not null",
      `o.id in (select f.id from orders f where f.parent_user_id = ${parent}
        union select oi.order_id from order_items oi
        inner join parent_students ps on ps.student_id = oi.user_id where ps.parent_id = ${parent})`,
    );
  }
  if (filter.from) conditions.push(`o.receivable_date >= ${p(filter.from)}`);
  if (filter.to) conditions.push(`o.receivable_date <= ${p(filter.to)}`);
  if (filter.q) {
    // The title through orders_title_trgm_idx, the parent through users_billing_search_trgm_idx (the
    // matching parents' bills from orders_parent_idx): one BitmapOr instead of reading every live bill.
    const like = p(`%${escapeLike(filter.q)}%`);
    conditions.push(`(o.title ilike ${like} or o.parent_user_id = any (array(
      select u.id from users u where ${INDEXED_PARENT_TEXT} ilike ${like} and ${PARENT_TEXT} ilike ${like})))`);
  }
  return conditions.join(" and ");
}

/** What a list row shows (not the notes, payment texts and bookkeeping columns: less to send and parse). */
const ORDER = columnsOf(orders, "o", "o_", [
  "id",
  "title",
  "receivableDate",
  "priceCurrency",
  "totalPrice",
  "differencePrice",
  "differencePriceCurrency",
  "rates",
  "status",
  "sentAt",
  "markPaidAt",
  "createdAt",
  "voidedAt",
  "voidReason",
] as const);

/**
 * A page of the bill list (newest first) and its matches counted up to LIST_COUNT_CAP, in one prepared
 * statement. Without a keyword the page walks orders_unpaid_recent_idx / orders_paid_recent_idx and
 * stops after its rows. With one, the matching bills are gathered first (trigram and parent indexes)
 * and sorted: walking the recent index with the keyword as a filter read every live bill when few
 * matched (100–160 ms for a keyword of one bill on 100k bills).
 */
export async function listOrders(db: DbOrTx, filter: OrderListFilter) {
  const params: unknown[] = [];
  const where = listConditions(filter, params);
  // The first pages' limit and offset as literals (db/list-page.ts: the bill list 0.65 → 0.35 ms).
  const page = limitOffsetText(filter, params);
  const parentColumns = `u.id as p_id, u.first_name as p_first_name, u.last_name as p_last_name, u.email::text as p_email`;
  const text = filter.q
    ? `with m as materialized (select o.id, o.created_at from orders o where ${where})
      select n.total, page.* from ${countRelation("from m")}
      left join lateral (
        select ${ORDER.select}, ${parentColumns}
        from (select m.id from m order by m.created_at desc, m.id desc ${page}) k
        inner join orders o on o.id = k.id inner join users u on u.id = o.parent_user_id) page on true
      order by page."o_createdAt" desc, page."o_id" desc`
    : `select n.total, page.* from ${countRelation(`from orders o where ${where}`)}
      left join lateral (
        select ${ORDER.select}, ${parentColumns}
        from orders o inner join users u on u.id = o.parent_user_id where ${where}
        order by o.created_at desc, o.id desc ${page}) page on true
      order by page."o_createdAt" desc, page."o_id" desc`;
  const result = await queryPrepared<Record<string, unknown>>(db, text, params);
  const rows = result.flatMap((raw) =>
    raw.o_id === null || raw.o_id === undefined
      ? [] // no page rows: the count's row alone
      : [
          {
            order: ORDER.read(raw),
            parent: {
              id: Number(raw.p_id),
              firstName: raw.p_first_name as string,
              lastName: raw.p_last_name as string,
              email: (raw.p_email ?? null) as string | null,
            },
          },
        ],
  );
  return { rows, total: totalOf(result) };
}

/** Student names per bill (from its lines), for list rows: one prepared statement per page. */
export async function studentNamesByOrder(db: DbOrTx, orderIds: readonly number[]) {
  const map = new Map<number, Array<{ firstName: string; lastName: string }>>();
  if (orderIds.length === 0) return map;
  const rows = await queryPrepared<{ order_id: number; first_name: string; last_name: string }>(
    db,
    // Each student looked up by primary key (`limit 1` keeps the lateral a nested loop): a plain join
    // merge-joined the page's 50 bills against the whole users index (1 ms on 100k bills).
    `select x.order_id, n.first_name, n.last_name
       from (select distinct oi.order_id, oi.user_id from order_items oi
              where oi.order_id = any($1::int[]) and oi.user_id is not null) x
       inner join lateral (select u.first_name, u.last_name from users u where u.id = x.user_id limit 1) n on true
      order by x.order_id, x.user_id`,
    [`{${orderIds.map((id) => Math.trunc(id)).join(",")}}`],
  );
  for (const row of rows) {
    const orderId = Number(row.order_id);
    const list = map.get(orderId) ?? [];
    list.push({ firstName: row.first_name, lastName: row.last_name });
    map.set(orderId, list);
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
