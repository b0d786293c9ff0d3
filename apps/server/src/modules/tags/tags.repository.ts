import type { Tag, TagBrief } from "@edu/shared";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { readAll } from "../../db/read-all";
import { users } from "../users/users.table";
import { tags, userTags } from "./tags.table";

export type TagRow = typeof tags.$inferSelect;

const userCount = sql<number>`(select count(*)::int from ${userTags} where ${userTags.tagId} = ${tags.id})`;

const tagColumns = {
  id: tags.id,
  name: tags.name,
  description: tags.description,
  color: tags.color,
  createdAt: tags.createdAt,
};

const toTag = (row: TagRow & { userCount: number }): Tag => ({
  id: row.id,
  name: row.name,
  color: row.color,
  description: row.description,
  user_count: Number(row.userCount),
  created_at: row.createdAt.toISOString(),
});

export async function listTagPage(db: DbOrTx, page: number, pageSize: number, q?: string) {
  const where = q ? sql`${tags.name} ilike ${`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : undefined;
  const [rows, [count]] = await readAll(db, [
    () =>
      db
        .select({ ...tagColumns, userCount })
        .from(tags)
        .where(where)
        .orderBy(asc(tags.name))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    () => db.select({ n: sql<number>`count(*)::int` }).from(tags).where(where),
  ]);
  return { rows: rows.map(toTag), total: Number(count?.n ?? 0) };
}

export async function findTag(db: DbOrTx, id: number): Promise<Tag | undefined> {
  const [row] = await db
    .select({ ...tagColumns, userCount })
    .from(tags)
    .where(eq(tags.id, id));
  return row ? toTag(row) : undefined;
}

export async function findTagByName(db: DbOrTx, name: string): Promise<TagRow | undefined> {
  const [row] = await db.select().from(tags).where(eq(tags.name, name));
  return row;
}

export async function findTagsByIds(db: DbOrTx, ids: number[]): Promise<TagRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(tags).where(inArray(tags.id, ids));
}

export async function insertTag(db: DbOrTx, values: typeof tags.$inferInsert): Promise<TagRow> {
  const [row] = await db.insert(tags).values(values).returning();
  if (!row) throw new Error("tag insert");
  return row;
}

export async function updateTagRow(
  db: DbOrTx,
  id: number,
  values: Partial<typeof tags.$inferInsert>,
): Promise<TagRow | undefined> {
  if (Object.keys(values).length === 0) {
    const [row] = await db.select().from(tags).where(eq(tags.id, id));
    return row;
  }
  const [row] = await db.update(tags).set(values).where(eq(tags.id, id)).returning();
  return row;
}

export async function deleteTagRow(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(tags).where(eq(tags.id, id)).returning({ id: tags.id });
  return rows.length > 0;
}

/** Users on a tag, a page at a time (by username). */
export async function listTagUserRows(db: DbOrTx, tagId: number, page: number, pageSize: number) {
  const onTag = sql`exists (select 1 from ${userTags} where ${userTags.userId} = ${users.id} and ${userTags.tagId} = ${tagId})`;
  const [rows, [count]] = await readAll(db, [
    () =>
      db
        .select()
        .from(users)
        .where(onTag)
        .orderBy(asc(users.username))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    () => db.select({ n: sql<number>`count(*)::int` }).from(users).where(onTag),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function listUserTagIds(db: DbOrTx, userId: number, tagIds: number[]): Promise<number[]> {
  if (tagIds.length === 0) return [];
  const rows = await db
    .select({ tagId: userTags.tagId })
    .from(userTags)
    .where(and(eq(userTags.userId, userId), inArray(userTags.tagId, tagIds)));
  return rows.map((row) => row.tagId);
}

export async function attachUserTags(db: DbOrTx, userId: number, tagIds: number[]): Promise<void> {
  if (tagIds.length === 0) return;
  await db.insert(userTags).values(tagIds.map((tagId) => ({ userId, tagId })));
}

export async function detachUserTags(db: DbOrTx, userId: number, tagIds: number[]): Promise<number[]> {
  if (tagIds.length === 0) return [];
  const rows = await db
    .delete(userTags)
    .where(and(eq(userTags.userId, userId), inArray(userTags.tagId, tagIds)))
    .returning({ tagId: userTags.tagId });
  return rows.map((row) => row.tagId);
}

export async function listTagsOfUser(db: DbOrTx, userId: number): Promise<TagBrief[]> {
  return db
    .select({ id: tags.id, name: tags.name, color: tags.color })
    .from(userTags)
    .innerJoin(tags, eq(tags.id, userTags.tagId))
    .where(eq(userTags.userId, userId))
    .orderBy(asc(tags.name));
}
