import { and, asc, desc, eq, isNull, max, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { uploads } from "../uploads/uploads.table";
import { courseMaterialFolders as folders, courseMaterialItems as items } from "./course-materials.table";

export type FolderRow = typeof folders.$inferSelect;
export type ItemRow = typeof items.$inferSelect;
export type ItemWithFile = { item: ItemRow; file: typeof uploads.$inferSelect | null };

export const listFolders = (db: DbOrTx, classId: number) =>
  db
    .select()
    .from(folders)
    .where(eq(folders.sessionClassId, classId))
    .orderBy(asc(folders.position), asc(folders.id));

const itemSelection = { item: items, file: uploads };

export const listItems = (db: DbOrTx, classId: number): Promise<ItemWithFile[]> =>
  db
    .select(itemSelection)
    .from(items)
    .leftJoin(uploads, eq(uploads.id, items.uploadId))
    .where(eq(items.sessionClassId, classId))
    .orderBy(asc(items.position), asc(items.id));

export async function findItemWithFile(db: DbOrTx, id: number): Promise<ItemWithFile | undefined> {
  const [row] = await db
    .select(itemSelection)
    .from(items)
    .leftJoin(uploads, eq(uploads.id, items.uploadId))
    .where(eq(items.id, id));
  return row;
}

export async function findFolder(db: DbOrTx, id: number): Promise<FolderRow | undefined> {
  const [row] = await db.select().from(folders).where(eq(folders.id, id));
  return row;
}

export async function findItem(db: DbOrTx, id: number): Promise<ItemRow | undefined> {
  const [row] = await db.select().from(items).where(eq(items.id, id));
  return row;
}

/** Items of one folder, or of the class's top level when `folderId` is null. */
const inGroup = (classId: number, folderId: number | null): SQL | undefined =>
  and(
    eq(items.sessionClassId, classId),
    folderId === null ? isNull(items.folderId) : eq(items.folderId, folderId),
  );

export async function nextFolderPosition(db: DbOrTx, classId: number): Promise<number> {
  const [row] = await db
    .select({ last: max(folders.position) })
    .from(folders)
    .where(eq(folders.sessionClassId, classId));
  return (row?.last ?? 0) + 1;
}

export async function nextItemPosition(
  db: DbOrTx,
  classId: number,
  folderId: number | null,
): Promise<number> {
  const [row] = await db
    .select({ last: max(items.position) })
    .from(items)
    .where(inGroup(classId, folderId));
  return (row?.last ?? 0) + 1;
}

export async function insertFolder(db: DbOrTx, values: typeof folders.$inferInsert): Promise<FolderRow> {
  const [row] = await db.insert(folders).values(values).returning();
  if (!row) throw new Error("folder insert returned no row");
  return row;
}

export async function updateFolder(db: DbOrTx, id: number, values: Partial<FolderRow>): Promise<FolderRow> {
  const [row] = await db
    .update(folders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(folders.id, id))
    .returning();
  if (!row) throw new Error("folder update returned no row");
  return row;
}

export async function insertItem(db: DbOrTx, values: typeof items.$inferInsert): Promise<ItemRow> {
  const [row] = await db.insert(items).values(values).returning();
  if (!row) throw new Error("item insert returned no row");
  return row;
}

export async function updateItem(db: DbOrTx, id: number, values: Partial<ItemRow>): Promise<void> {
  await db
    .update(items)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(items.id, id));
}

export const deleteItemRow = (db: DbOrTx, id: number) => db.delete(items).where(eq(items.id, id));
export const deleteFolderRow = (db: DbOrTx, id: number) => db.delete(folders).where(eq(folders.id, id));

/** The folder's items go to the end of the top level, keeping their order. */
export async function moveItemsToTopLevel(db: DbOrTx, classId: number, folderId: number): Promise<void> {
  const start = await nextItemPosition(db, classId, null);
  await db.execute(sql`update ${items} set folder_id = null, updated_at = now(),
      position = ${start} + moved.rank - 1
    from (select id, row_number() over (order by position, id) as rank from ${items} where folder_id = ${folderId}) moved
    where ${items.id} = moved.id`);
}

/** Locks the class's material rows' order: one reorder at a time per class. */
export const lockClassMaterials = (db: DbOrTx, classId: number) =>
  db.execute(sql`select pg_advisory_xact_lock(${MATERIALS_LOCK}, ${classId})`);
const MATERIALS_LOCK = 0x636d; // "cm"

/** The neighbouring row in the given direction (by position, then id), or undefined at either end. */
export async function folderNeighbour(
  db: DbOrTx,
  row: FolderRow,
  up: boolean,
): Promise<FolderRow | undefined> {
  const [found] = await db
    .select()
    .from(folders)
    .where(
      and(
        eq(folders.sessionClassId, row.sessionClassId),
        up
          ? sql`(${folders.position}, ${folders.id}) < (${row.position}, ${row.id})`
          : sql`(${folders.position}, ${folders.id}) > (${row.position}, ${row.id})`,
      ),
    )
    .orderBy(up ? desc(folders.position) : asc(folders.position), up ? desc(folders.id) : asc(folders.id))
    .limit(1);
  return found;
}

export async function itemNeighbour(db: DbOrTx, row: ItemRow, up: boolean): Promise<ItemRow | undefined> {
  const [found] = await db
    .select()
    .from(items)
    .where(
      and(
        inGroup(row.sessionClassId, row.folderId),
        up
          ? sql`(${items.position}, ${items.id}) < (${row.position}, ${row.id})`
          : sql`(${items.position}, ${items.id}) > (${row.position}, ${row.id})`,
      ),
    )
    .orderBy(up ? desc(items.position) : asc(items.position), up ? desc(items.id) : asc(items.id))
    .limit(1);
  return found;
}

/** Whether another material already names this upload. */
export async function uploadInUse(db: DbOrTx, uploadId: number, exceptItemId = 0): Promise<boolean> {
  const [row] = await db
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.uploadId, uploadId), sql`${items.id} <> ${exceptItemId}`))
    .limit(1);
  return Boolean(row);
}
