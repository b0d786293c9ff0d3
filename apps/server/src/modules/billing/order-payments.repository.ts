import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { uploads } from "../uploads/uploads.table";
import { parentStudents, users } from "../users/users.table";
import { orderPaidMarks, orderProblems, orderTransactions } from "./order-payments.table";
import { orderItems, orderLessonLogs, orders } from "./orders.table";

export type OrderRow = typeof orders.$inferSelect;
export type OrderTransactionRow = typeof orderTransactions.$inferSelect;
export type NewOrderTransaction = typeof orderTransactions.$inferInsert;
export type OrderProblemRow = typeof orderProblems.$inferSelect;
export type OrderPaidMarkRow = typeof orderPaidMarks.$inferSelect;
export type UploadRow = typeof uploads.$inferSelect;

/** A live (not deleted) bill, locked FOR UPDATE when `lock`: every money change on a bill locks it first. */
export async function findLiveOrder(db: DbOrTx, id: number, lock = false): Promise<OrderRow | undefined> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), isNull(orders.deletedAt)));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/**
 * The live bill locked FOR UPDATE SKIP LOCKED: undefined when another transaction holds it. For
 * callers that already hold a family's ledger account (a deposit being credited): waiting for the
 * bill there could deadlock with a payment that holds the bill and waits for the account.
 */
export async function tryLockLiveOrder(db: DbOrTx, id: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), isNull(orders.deletedAt)))
    .for("update", { skipLocked: true });
  return row;
}

export async function findTransaction(
  db: DbOrTx,
  id: number,
  lock = false,
): Promise<OrderTransactionRow | undefined> {
  const query = db.select().from(orderTransactions).where(eq(orderTransactions.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export async function insertTransaction(
  db: DbOrTx,
  values: NewOrderTransaction,
): Promise<OrderTransactionRow> {
  const [row] = await db.insert(orderTransactions).values(values).returning();
  if (!row) throw new Error("order transaction insert returned no row");
  return row;
}

export async function updateTransaction(
  db: DbOrTx,
  id: number,
  changes: Partial<NewOrderTransaction>,
): Promise<OrderTransactionRow> {
  const [row] = await db
    .update(orderTransactions)
    .set(changes)
    .where(eq(orderTransactions.id, id))
    .returning();
  if (!row) throw new Error("order transaction update returned no row");
  return row;
}

export const listTransactions = (db: DbOrTx, orderId: number) =>
  db
    .select()
    .from(orderTransactions)
    .where(eq(orderTransactions.orderId, orderId))
    .orderBy(asc(orderTransactions.createdAt), asc(orderTransactions.id));

export const listProblems = (db: DbOrTx, orderId: number) =>
  db
    .select()
    .from(orderProblems)
    .where(eq(orderProblems.orderId, orderId))
    .orderBy(asc(orderProblems.createdAt), asc(orderProblems.id));

export const listPaidMarks = (db: DbOrTx, orderId: number) =>
  db
    .select()
    .from(orderPaidMarks)
    .where(eq(orderPaidMarks.orderId, orderId))
    .orderBy(asc(orderPaidMarks.markedAt), asc(orderPaidMarks.id));

export async function findProblem(
  db: DbOrTx,
  id: number,
  lock = false,
): Promise<OrderProblemRow | undefined> {
  const query = db.select().from(orderProblems).where(eq(orderProblems.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export async function insertProblem(db: DbOrTx, values: typeof orderProblems.$inferInsert) {
  const [row] = await db.insert(orderProblems).values(values).returning();
  if (!row) throw new Error("order problem insert returned no row");
  return row;
}

export async function updateProblem(
  db: DbOrTx,
  id: number,
  changes: Partial<typeof orderProblems.$inferInsert>,
) {
  const [row] = await db.update(orderProblems).set(changes).where(eq(orderProblems.id, id)).returning();
  if (!row) throw new Error("order problem update returned no row");
  return row;
}

export async function insertPaidMarks(db: DbOrTx, values: Array<typeof orderPaidMarks.$inferInsert>) {
  if (values.length === 0) return [];
  return db.insert(orderPaidMarks).values(values).onConflictDoNothing().returning();
}

/** The bill's lines with their lesson logs (for paid marks, problems and the receipt). */
export async function loadOrderLines(db: DbOrTx, orderId: number) {
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position), asc(orderItems.id));
  const logs = items.length
    ? await db
        .select()
        .from(orderLessonLogs)
        .where(
          inArray(
            orderLessonLogs.orderItemId,
            items.map((item) => item.id),
          ),
        )
        .orderBy(asc(orderLessonLogs.id))
    : [];
  return { items, logs };
}

export async function findUpload(db: DbOrTx, id: number): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  return row;
}

export async function findUploads(db: DbOrTx, ids: number[]): Promise<UploadRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(uploads).where(inArray(uploads.id, ids));
}

export type PersonRow = {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  lang: string;
};

export async function findPerson(db: DbOrTx, id: number): Promise<PersonRow | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      lang: users.lang,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** Whether `parentId` is linked (parent_students) to a student one of the bill's lines is for. */
export async function isLinkedParentOfOrder(db: DbOrTx, parentId: number, orderId: number): Promise<boolean> {
  const rows = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(parentStudents, eq(parentStudents.studentId, orderItems.userId))
    .where(and(eq(orderItems.orderId, orderId), eq(parentStudents.parentId, parentId)))
    .limit(1);
  return rows.length > 0;
}
