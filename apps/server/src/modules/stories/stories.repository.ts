import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { containsPattern } from "../../db/like-pattern";
import { readAll } from "../../db/read-all";
import { uploads } from "../uploads/uploads.table";
import { stories } from "./stories.table";

export type StoryRow = typeof stories.$inferSelect & { photoName: string | null };

const storyColumns = {
  id: stories.id,
  photoUploadId: stories.photoUploadId,
  sortOrder: stories.sortOrder,
  isPublished: stories.isPublished,
  translations: stories.translations,
  createdAt: stories.createdAt,
  updatedAt: stories.updatedAt,
  photoName: uploads.originalName,
};

export async function listStoryPage(
  db: DbOrTx,
  filter: { isPublished?: boolean; q?: string },
  page: number,
  pageSize: number,
) {
  const conditions = [
    filter.isPublished !== undefined ? eq(stories.isPublished, filter.isPublished) : undefined,
    filter.q ? sql`${stories.translations}::text ilike ${containsPattern(filter.q)}` : undefined,
  ].filter((c) => c !== undefined);
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [count]] = await readAll(db, [
    () =>
      db
        .select(storyColumns)
        .from(stories)
        .leftJoin(uploads, eq(uploads.id, stories.photoUploadId))
        .where(where)
        .orderBy(asc(stories.sortOrder), asc(stories.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    () => db.select({ n: sql<number>`count(*)::int` }).from(stories).where(where),
  ]);
  return { rows: rows as StoryRow[], total: Number(count?.n ?? 0) };
}

export async function findStory(db: DbOrTx, id: number): Promise<StoryRow | undefined> {
  const [row] = await db
    .select(storyColumns)
    .from(stories)
    .leftJoin(uploads, eq(uploads.id, stories.photoUploadId))
    .where(eq(stories.id, id));
  return row as StoryRow | undefined;
}

export async function findPublicImage(db: DbOrTx, uploadId: number) {
  const [row] = await db
    .select({ id: uploads.id, kind: uploads.kind, visibility: uploads.visibility })
    .from(uploads)
    .where(eq(uploads.id, uploadId));
  return row && row.visibility === "public" ? row : undefined;
}

export async function insertStory(db: DbOrTx, values: typeof stories.$inferInsert): Promise<number> {
  const [row] = await db.insert(stories).values(values).returning({ id: stories.id });
  if (!row) throw new Error("story insert");
  return row.id;
}

export async function updateStory(db: DbOrTx, id: number, values: Partial<typeof stories.$inferInsert>) {
  await db
    .update(stories)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(stories.id, id));
}

export async function deleteStory(db: DbOrTx, id: number): Promise<void> {
  await db.delete(stories).where(eq(stories.id, id));
}
