import { eq } from "drizzle-orm";
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
