import type { Currency, Locale } from "@edu/shared";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import type { UserRow } from "./users.repository";
import { parentStudents, users } from "./users.table";

type UserInsert = typeof users.$inferInsert;

/** What an account is created with; every other column takes its default. */
export type NewUser = Pick<
  UserInsert,
  | "username"
  | "email"
  | "passwordHash"
  | "firstName"
  | "lastName"
  | "lang"
  | "lineUserId"
  | "isActive"
  | "finishBind"
>;

/** The details a person (or an admin for them) edits on the account itself. */
export type UserDetails = Partial<
  Pick<UserInsert, "firstName" | "lastName" | "timezone" | "username" | "email" | "defaultCurrency">
>;

export async function insertUser(db: DbOrTx, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error("user insert returned no row");
  return row;
}

/** Writes only the details given (an undefined key keeps its column); nothing at all when none is. */
export async function updateUserDetails(db: DbOrTx, userId: number, details: UserDetails): Promise<void> {
  const set = Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined));
  if (Object.keys(set).length === 0) return;
  await db
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** The user's row after the change; undefined for an unknown id. */
export async function updateUserLanguage(
  db: DbOrTx,
  userId: number,
  lang: Locale,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ lang, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

export async function updatePasswordHash(db: DbOrTx, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** `updatedAt` is stamped only when given. */
export async function updateFinishBind(db: DbOrTx, userId: number, updatedAt?: Date): Promise<void> {
  await db
    .update(users)
    .set(updatedAt ? { finishBind: true, updatedAt } : { finishBind: true })
    .where(eq(users.id, userId));
}

export async function updateLineUserId(db: DbOrTx, userId: number, lineUserId: string): Promise<void> {
  await db.update(users).set({ lineUserId, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

export async function updateCachedBalance(
  db: DbOrTx,
  userId: number,
  amount: number,
  currency: Currency,
): Promise<void> {
  await db
    .update(users)
    .set({ accountBalance: amount, accountBalanceCurrency: currency })
    .where(eq(users.id, userId));
}

/** Inserts the pairs (an existing pair stays as it is); answers the students newly linked. */
export async function insertParentStudents(
  db: DbOrTx,
  parentId: number,
  studentIds: number[],
): Promise<number[]> {
  if (studentIds.length === 0) return [];
  const rows = await db
    .insert(parentStudents)
    .values(studentIds.map((studentId) => ({ parentId, studentId })))
    .onConflictDoNothing()
    .returning({ studentId: parentStudents.studentId });
  return rows.map((row) => row.studentId);
}
