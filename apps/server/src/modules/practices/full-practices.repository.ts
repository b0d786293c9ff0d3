import type { PracticeSharers } from "@edu/shared/practices";
import { and, desc, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { insertedRow, queryRows } from "../../db/query-rows";
import { users } from "../users/users.table";
import {
  type FullPracticeAttemptRow,
  type FullPracticeRow,
  fullPracticeAttempts,
  fullPracticeSharers,
  fullPractices,
} from "./full-practices.table";
import { onSharerList } from "./practices.repository";
import { practices } from "./practices.table";

export async function fullPracticeById(db: DbOrTx, id: number, lock?: "update" | "share") {
  const query = db.select().from(fullPractices).where(eq(fullPractices.id, id));
  const [row] = lock ? await query.for(lock) : await query;
  return row as FullPracticeRow | undefined;
}

export async function insertFullPractice(db: DbOrTx, values: typeof fullPractices.$inferInsert) {
  return insertedRow(await db.insert(fullPractices).values(values).returning(), "full_practices");
}

export async function updateFullPractice(
  db: DbOrTx,
  id: number,
  values: Partial<typeof fullPractices.$inferInsert>,
) {
  const rows = await db.update(fullPractices).set(values).where(eq(fullPractices.id, id)).returning();
  return insertedRow(rows, "full_practices");
}

/** The practices of the sections, by id (those that still exist). */
export async function practicesByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, typeof practices.$inferSelect>();
  const rows = await db.select().from(practices).where(inArray(practices.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function sharersOf(db: DbOrTx, id: number) {
  const rows = await db
    .select()
    .from(fullPracticeSharers)
    .where(eq(fullPracticeSharers.fullPracticeId, id))
    .orderBy(fullPracticeSharers.can, fullPracticeSharers.target, fullPracticeSharers.targetId);
  const list = (can: "use" | "edit"): PracticeSharers => {
    const of = (target: "user" | "class" | "tag") =>
      rows.filter((row) => row.can === can && row.target === target).map((row) => row.targetId);
    return { user_ids: of("user"), class_ids: of("class"), tag_ids: of("tag") };
  };
  return { use: list("use"), edit: list("edit") };
}

export async function replaceSharers(db: DbOrTx, id: number, can: "use" | "edit", list: PracticeSharers) {
  await db
    .delete(fullPracticeSharers)
    .where(and(eq(fullPracticeSharers.fullPracticeId, id), eq(fullPracticeSharers.can, can)));
  const rows = [
    ...list.user_ids.map((targetId) => ({ target: "user" as const, targetId })),
    ...list.class_ids.map((targetId) => ({ target: "class" as const, targetId })),
    ...list.tag_ids.map((targetId) => ({ target: "tag" as const, targetId })),
  ].map((row) => ({ ...row, fullPracticeId: id, can }));
  if (rows.length) await db.insert(fullPracticeSharers).values(rows).onConflictDoNothing();
}

export async function hasFullAttempts(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: fullPracticeAttempts.id })
    .from(fullPracticeAttempts)
    .where(eq(fullPracticeAttempts.fullPracticeId, id))
    .limit(1);
  return row !== undefined;
}

function visible(userId: number, all: boolean): SQL {
  if (all) return sql`true`;
  const id = sql`${fullPractices.id}`;
  return sql`(${fullPractices.createdBy} = ${userId} or ${fullPractices.share} = 'public'
    or ${onSharerList(id, userId, "use", "full")} or ${onSharerList(id, userId, "edit", "full")})`;
}

export async function listFullPractices(
  db: DbOrTx,
  userId: number,
  all: boolean,
  limit: number,
  offset: number,
) {
  const where = visible(userId, all);
  const canEdit = all
    ? sql<boolean>`true`
    : sql<boolean>`(${fullPractices.createdBy} = ${userId} or ${onSharerList(sql`${fullPractices.id}`, userId, "edit", "full")})`;
  const taken = sql<boolean>`exists (select 1 from ${fullPracticeAttempts} a where a.full_practice_id = ${fullPractices.id})`;
  const rows = await db
    .select({ row: fullPractices, canEdit, taken })
    .from(fullPractices)
    .where(where)
    .orderBy(desc(fullPractices.updatedAt), desc(fullPractices.id))
    .limit(limit)
    .offset(offset);
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${fullPractices} where ${where} limit 1001) c`,
  );
  return { rows, total: Number(count?.n ?? 0) };
}

// ---- attempts ----

export async function insertFullAttempt(db: DbOrTx, values: typeof fullPracticeAttempts.$inferInsert) {
  return insertedRow(
    await db.insert(fullPracticeAttempts).values(values).returning(),
    "full_practice_attempts",
  );
}

export async function fullAttemptById(db: DbOrTx, id: number, lock?: "update") {
  const query = db.select().from(fullPracticeAttempts).where(eq(fullPracticeAttempts.id, id));
  const [row] = lock ? await query.for(lock) : await query;
  return row as FullPracticeAttemptRow | undefined;
}

export async function updateFullAttempt(
  db: DbOrTx,
  id: number,
  values: Partial<typeof fullPracticeAttempts.$inferInsert>,
) {
  const rows = await db
    .update(fullPracticeAttempts)
    .set(values)
    .where(eq(fullPracticeAttempts.id, id))
    .returning();
  return insertedRow(rows, "full_practice_attempts");
}

/** A full practice's attempts, newest first: one user's, or everyone's submitted ones (with names). */
export function fullAttemptsOf(db: DbOrTx, fullPracticeId: number, userId: number) {
  return db
    .select()
    .from(fullPracticeAttempts)
    .where(
      and(eq(fullPracticeAttempts.fullPracticeId, fullPracticeId), eq(fullPracticeAttempts.userId, userId)),
    )
    .orderBy(desc(fullPracticeAttempts.id));
}

export async function submittedFullAttempts(
  db: DbOrTx,
  fullPracticeId: number,
  userId: number | null,
  limit: number,
  offset: number,
) {
  return db
    .select({
      attempt: fullPracticeAttempts,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(fullPracticeAttempts)
    .innerJoin(users, eq(users.id, fullPracticeAttempts.userId))
    .where(
      and(
        eq(fullPracticeAttempts.fullPracticeId, fullPracticeId),
        isNotNull(fullPracticeAttempts.submittedAt),
        userId === null ? undefined : eq(fullPracticeAttempts.userId, userId),
      ),
    )
    .orderBy(desc(fullPracticeAttempts.submittedAt), desc(fullPracticeAttempts.id))
    .limit(limit)
    .offset(offset);
}
