import type { Currency, ReceivableDueState } from "@edu/shared";
import { and, asc, desc, eq, exists, ilike, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { LIST_COUNT_CAP } from "../../db/count-up-to";
import type { DbOrTx } from "../../db/database";
import { readAll } from "../../db/read-all";
import { courseSessions } from "../courses/courses.table";
import { enrolledCourseSessions } from "../enrollment/enrollment.table";
import { users } from "../users/users.table";
import { receivableOrderItems, receivableOrders } from "./receivables.table";

export type ReceivableRow = typeof receivableOrders.$inferSelect;
export type NewReceivable = typeof receivableOrders.$inferInsert;
export type ReceivableItemRow = typeof receivableOrderItems.$inferSelect;
export type NewReceivableItem = typeof receivableOrderItems.$inferInsert;

export type PersonRow = {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string | null;
};

const personColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

/** The earliest date among a receivable's unbilled items (null once every item is billed). */
const nextDate = sql<
  string | null
>`(select min(${receivableOrderItems.receivableDate})::text from ${receivableOrderItems} where ${receivableOrderItems.receivableOrderId} = ${receivableOrders.id} and ${receivableOrderItems.billedAt} is null)`;
const itemCount = sql<number>`(select count(*)::int from ${receivableOrderItems} where ${receivableOrderItems.receivableOrderId} = ${receivableOrders.id})`;

export type ReceivableListRow = {
  receivable: ReceivableRow;
  user: PersonRow;
  nextDate: string | null;
  itemCount: number;
};

export type ReceivableFilters = {
  q?: string;
  userId?: number;
  enrolledSessionId?: number;
  currency?: Currency;
  due?: ReceivableDueState;
  /** Today (YYYY-MM-DD, the school's time zone) and the "due soon" window end. */
  today: string;
  soonUntil: string;
  dueBy?: string;
  from?: string;
  to?: string;
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(filters: ReceivableFilters): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q)}%`;
    conditions.push(
      or(
        ilike(receivableOrders.title, pattern),
        sql`(${users.lastName} || ${users.firstName} || ' ' || ${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.username}::text || ' ' || coalesce(${users.email}::text, '')) ilike ${pattern}`,
      ),
    );
  }
  if (filters.userId) conditions.push(eq(receivableOrders.userId, filters.userId));
  if (filters.enrolledSessionId)
    conditions.push(eq(receivableOrders.enrolledSessionId, filters.enrolledSessionId));
  if (filters.currency) conditions.push(eq(receivableOrders.priceCurrency, filters.currency));
  if (filters.dueBy) conditions.push(sql`${nextDate} <= ${filters.dueBy}`);
  switch (filters.due) {
    case "overdue":
      conditions.push(sql`${nextDate} < ${filters.today}`);
      break;
    case "due_soon":
      conditions.push(sql`${nextDate} between ${filters.today} and ${filters.soonUntil}`);
      break;
    case "later":
      conditions.push(sql`${nextDate} > ${filters.soonUntil}`);
      break;
    case "settled":
      conditions.push(sql`${nextDate} is null`);
      break;
  }
  if (filters.from || filters.to) {
    const inRange: Array<SQL | undefined> = [
      eq(receivableOrderItems.receivableOrderId, receivableOrders.id),
      isNull(receivableOrderItems.billedAt),
      filters.from ? sql`${receivableOrderItems.receivableDate} >= ${filters.from}` : undefined,
      filters.to ? sql`${receivableOrderItems.receivableDate} <= ${filters.to}` : undefined,
    ];
    conditions.push(exists(sql`(select 1 from ${receivableOrderItems} where ${and(...inRange)})`));
  }
  return and(...conditions);
}

export async function searchReceivables(
  db: DbOrTx,
  filters: ReceivableFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: ReceivableListRow[]; counted: number }> {
  const where = whereOf(filters);
  const [rows, counted] = await readAll(db, [
    () =>
      db
        .select({ receivable: receivableOrders, user: personColumns, nextDate, itemCount })
        .from(receivableOrders)
        .innerJoin(users, eq(users.id, receivableOrders.userId))
        .where(where)
        // What falls due first comes first; settled receivables last, () => newest first.
        .orderBy(sql`${nextDate} asc nulls last`, desc(receivableOrders.id))
        .limit(page.limit)
        .offset(page.offset),
    () => countWhere(db, where),
  ]);
  return { rows, counted };
}

/** The matches counted up to the list cap (with the user join the name search needs). */
async function countWhere(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const capped = db
    .select({ one: sql`1`.as("one") })
    .from(receivableOrders)
    .innerJoin(users, eq(users.id, receivableOrders.userId))
    .where(where)
    .limit(LIST_COUNT_CAP)
    .as("capped");
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  return Number(row?.n ?? 0);
}

export async function findReceivableListRow(db: DbOrTx, id: number): Promise<ReceivableListRow | undefined> {
  const [row] = await db
    .select({ receivable: receivableOrders, user: personColumns, nextDate, itemCount })
    .from(receivableOrders)
    .innerJoin(users, eq(users.id, receivableOrders.userId))
    .where(eq(receivableOrders.id, id));
  return row;
}

export async function listReceivableRowsOfEnrollment(
  db: DbOrTx,
  enrolledSessionId: number,
): Promise<ReceivableListRow[]> {
  return db
    .select({ receivable: receivableOrders, user: personColumns, nextDate, itemCount })
    .from(receivableOrders)
    .innerJoin(users, eq(users.id, receivableOrders.userId))
    .where(eq(receivableOrders.enrolledSessionId, enrolledSessionId))
    .orderBy(desc(receivableOrders.id));
}

/** The receivable row, locked for the rest of the transaction (every write recomputes its totals). */
export async function lockReceivable(db: DbOrTx, id: number): Promise<ReceivableRow | undefined> {
  const [row] = await db.select().from(receivableOrders).where(eq(receivableOrders.id, id)).for("update");
  return row;
}

export async function insertReceivable(db: DbOrTx, values: NewReceivable): Promise<ReceivableRow> {
  const [row] = await db.insert(receivableOrders).values(values).returning();
  if (!row) throw new Error("receivable insert returned no row");
  return row;
}

export async function updateReceivableRow(
  db: DbOrTx,
  id: number,
  values: Partial<NewReceivable>,
): Promise<ReceivableRow | undefined> {
  const [row] = await db
    .update(receivableOrders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(receivableOrders.id, id))
    .returning();
  return row;
}

export async function deleteReceivableRow(db: DbOrTx, id: number): Promise<void> {
  await db.delete(receivableOrders).where(eq(receivableOrders.id, id));
}

export type ItemWithUser = { item: ReceivableItemRow; user: PersonRow | null };

const itemUser = alias(users, "item_user");

export async function listItems(db: DbOrTx, receivableIds: number[]): Promise<ItemWithUser[]> {
  if (receivableIds.length === 0) return [];
  const rows = await db
    .select({
      item: receivableOrderItems,
      user: {
        id: itemUser.id,
        username: itemUser.username,
        firstName: itemUser.firstName,
        lastName: itemUser.lastName,
        email: itemUser.email,
      },
    })
    .from(receivableOrderItems)
    .leftJoin(itemUser, eq(itemUser.id, receivableOrderItems.userId))
    .where(inArray(receivableOrderItems.receivableOrderId, receivableIds))
    .orderBy(asc(receivableOrderItems.receivableDate), asc(receivableOrderItems.id));
  return rows.map((row) => ({ item: row.item, user: row.user?.id == null ? null : (row.user as PersonRow) }));
}

export async function findItem(db: DbOrTx, id: number): Promise<ReceivableItemRow | undefined> {
  const [row] = await db.select().from(receivableOrderItems).where(eq(receivableOrderItems.id, id));
  return row;
}

export async function insertItems(db: DbOrTx, values: NewReceivableItem[]): Promise<ReceivableItemRow[]> {
  if (values.length === 0) return [];
  return db.insert(receivableOrderItems).values(values).returning();
}

export async function updateItemRow(
  db: DbOrTx,
  id: number,
  values: Partial<NewReceivableItem>,
): Promise<ReceivableItemRow | undefined> {
  const [row] = await db
    .update(receivableOrderItems)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(receivableOrderItems.id, id))
    .returning();
  return row;
}

export async function deleteItemRow(db: DbOrTx, id: number): Promise<void> {
  await db.delete(receivableOrderItems).where(eq(receivableOrderItems.id, id));
}

export async function markItemsBilled(db: DbOrTx, itemIds: number[], billId: number): Promise<number[]> {
  if (itemIds.length === 0) return [];
  const rows = await db
    .update(receivableOrderItems)
    .set({ billId, billedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(inArray(receivableOrderItems.id, itemIds), isNull(receivableOrderItems.billedAt)))
    .returning({ receivableOrderId: receivableOrderItems.receivableOrderId });
  return [...new Set(rows.map((row) => row.receivableOrderId))];
}

export async function userExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return Boolean(row);
}

export async function existingUserIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
  return new Set(rows.map((row) => row.id));
}

export type EnrollmentRow = {
  id: number;
  courseSessionId: number;
  courseSessionTitle: string;
  courseSessionTranslations: unknown;
  studentUserId: number | null;
  studentFirstName: string;
  studentLastName: string;
  parentUserId: number | null;
  currency: string;
  fee: number | null;
  parent: { id: number; username: string; firstName: string; lastName: string } | null;
};

const parentUser = alias(users, "parent_user");

export async function findEnrollments(db: DbOrTx, ids: number[]): Promise<EnrollmentRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: enrolledCourseSessions.id,
      courseSessionId: enrolledCourseSessions.courseSessionId,
      courseSessionTitle: courseSessions.title,
      courseSessionTranslations: courseSessions.translations,
      studentUserId: enrolledCourseSessions.studentUserId,
      studentFirstName: enrolledCourseSessions.studentFirstName,
      studentLastName: enrolledCourseSessions.studentLastName,
      parentUserId: enrolledCourseSessions.parentUserId,
      currency: enrolledCourseSessions.currency,
      fee: courseSessions.fee,
      parent: {
        id: parentUser.id,
        username: parentUser.username,
        firstName: parentUser.firstName,
        lastName: parentUser.lastName,
      },
    })
    .from(enrolledCourseSessions)
    .innerJoin(courseSessions, eq(courseSessions.id, enrolledCourseSessions.courseSessionId))
    .leftJoin(parentUser, eq(parentUser.id, enrolledCourseSessions.parentUserId))
    .where(inArray(enrolledCourseSessions.id, ids));
}
