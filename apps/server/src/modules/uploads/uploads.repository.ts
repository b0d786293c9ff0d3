import { asc, eq, gt, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { uploads } from "./uploads.table";

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;

export async function insertUpload(db: DbOrTx, values: NewUpload): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(values).returning();
  if (!row) throw new Error("upload insert returned no row");
  return row;
}

export async function findUploadById(db: DbOrTx, id: number): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  return row;
}

export async function deleteUploadRow(db: DbOrTx, id: number): Promise<void> {
  await db.delete(uploads).where(eq(uploads.id, id));
}

/** Which of these storage keys have a row (the orphan sweep and the move command ask). */
export async function existingStorageKeys(db: DbOrTx, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ storageKey: uploads.storageKey })
    .from(uploads)
    .where(inArray(uploads.storageKey, [...keys]));
  return new Set(rows.map((row) => row.storageKey));
}

/** Rows in id order, a page at a time (the move command). */
export async function listUploadsAfter(db: DbOrTx, afterId: number, limit: number): Promise<UploadRow[]> {
  return db.select().from(uploads).where(gt(uploads.id, afterId)).orderBy(asc(uploads.id)).limit(limit);
}
