import { desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { readAll } from "../../db/read-all";
import { shortLinks } from "./short-links.table";

export type ShortLinkRow = typeof shortLinks.$inferSelect;

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listShortLinkPage(db: DbOrTx, q: string | undefined, page: number, pageSize: number) {
  const where = q
    ? sql`(${shortLinks.key} ilike ${escapeLike(q)} or ${shortLinks.fullUrl} ilike ${escapeLike(q)})`
    : undefined;
  const [rows, [count]] = await readAll(db, [
    () =>
      db
        .select()
        .from(shortLinks)
        .where(where)
        .orderBy(desc(shortLinks.createdAt), desc(shortLinks.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    () => db.select({ n: sql<number>`count(*)::int` }).from(shortLinks).where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function findByKey(db: DbOrTx, key: string): Promise<ShortLinkRow | undefined> {
  const [row] = await db.select().from(shortLinks).where(eq(shortLinks.key, key));
  return row;
}

export async function findById(db: DbOrTx, id: number): Promise<ShortLinkRow | undefined> {
  const [row] = await db.select().from(shortLinks).where(eq(shortLinks.id, id));
  return row;
}

/** Inserts unless the key is taken (then undefined). */
export async function insertShortLink(
  db: DbOrTx,
  values: typeof shortLinks.$inferInsert,
): Promise<ShortLinkRow | undefined> {
  const [row] = await db
    .insert(shortLinks)
    .values(values)
    .onConflictDoNothing({ target: shortLinks.key })
    .returning();
  return row;
}

/** One statement: concurrent visits each add one. */
export async function recordVisit(db: DbOrTx, key: string): Promise<string | undefined> {
  const [row] = await db
    .update(shortLinks)
    .set({ visitCount: sql`${shortLinks.visitCount} + 1`, lastVisitedAt: sql`now()` })
    .where(eq(shortLinks.key, key))
    .returning({ fullUrl: shortLinks.fullUrl });
  return row?.fullUrl;
}

export async function deleteShortLink(db: DbOrTx, id: number): Promise<void> {
  await db.delete(shortLinks).where(eq(shortLinks.id, id));
}
