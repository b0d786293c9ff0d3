import type { Locale } from "@edu/shared";
import { and, eq, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { schoolAliases } from "./schools.table";

export type AliasRow = typeof schoolAliases.$inferSelect;
export type AliasValues = Omit<typeof schoolAliases.$inferInsert, "id" | "createdAt">;

/** The aliases whose search key is `searchKey` (a name as searched belongs to one school). */
export function findAliasesByKey(db: DbOrTx, searchKey: string) {
  return db
    .select({ id: schoolAliases.id, schoolId: schoolAliases.schoolId, lang: schoolAliases.lang })
    .from(schoolAliases)
    .where(eq(schoolAliases.searchKey, searchKey))
    .orderBy(schoolAliases.id);
}

export async function findAlias(db: DbOrTx, id: number): Promise<AliasRow | undefined> {
  const [row] = await db.select().from(schoolAliases).where(eq(schoolAliases.id, id));
  return row;
}

export async function lockAlias(db: DbOrTx, id: number): Promise<AliasRow | undefined> {
  const [row] = await db.select().from(schoolAliases).where(eq(schoolAliases.id, id)).for("update");
  return row;
}

export async function insertAlias(db: DbOrTx, values: AliasValues): Promise<AliasRow> {
  const [row] = await db.insert(schoolAliases).values(values).returning();
  if (!row) throw new Error("alias insert returned no row");
  return row;
}

export async function updateAliasRow(
  db: DbOrTx,
  id: number,
  values: Partial<AliasValues>,
): Promise<AliasRow> {
  const [row] = await db.update(schoolAliases).set(values).where(eq(schoolAliases.id, id)).returning();
  if (!row) throw new Error("alias update returned no row");
  return row;
}

export async function deleteAliasRow(db: DbOrTx, id: number): Promise<void> {
  await db.delete(schoolAliases).where(eq(schoolAliases.id, id));
}

/** The school's default alias in `lang` stops being the default (but for `exceptId`). */
export async function clearDefault(
  db: DbOrTx,
  schoolId: number,
  lang: Locale,
  exceptId?: number,
): Promise<void> {
  const where = and(
    eq(schoolAliases.schoolId, schoolId),
    eq(schoolAliases.lang, lang),
    eq(schoolAliases.isDefault, true),
    ...(exceptId === undefined ? [] : [ne(schoolAliases.id, exceptId)]),
  );
  await db.update(schoolAliases).set({ isDefault: false }).where(where);
}

/** Advisory lock namespace of alias names (the key's hash is the second half). */
const ALIAS_KEY_LOCK = 29_001;

/**
 * Serializes writers of one name until the transaction ends: two schools given the same name at once
 * (in any language) are checked one after the other, so the second sees the first's alias.
 */
export async function lockAliasKey(db: DbOrTx, searchKey: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${ALIAS_KEY_LOCK}, hashtext(${searchKey}))`);
}
