import { asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { siteContent } from "./content.table";

export type SiteContentRow = typeof siteContent.$inferSelect;

export async function findSiteContent(db: DbOrTx, key: string): Promise<SiteContentRow | undefined> {
  const [row] = await db.select().from(siteContent).where(eq(siteContent.key, key));
  return row;
}

export async function listSiteContent(db: DbOrTx, keys?: string[]): Promise<SiteContentRow[]> {
  return db
    .select()
    .from(siteContent)
    .where(keys ? inArray(siteContent.key, keys) : undefined)
    .orderBy(asc(siteContent.key));
}

export async function upsertSiteContent(
  db: DbOrTx,
  values: Pick<SiteContentRow, "key" | "data" | "translations" | "updatedBy">,
): Promise<SiteContentRow> {
  const [row] = await db
    .insert(siteContent)
    .values(values)
    .onConflictDoUpdate({
      target: siteContent.key,
      set: {
        data: values.data,
        translations: values.translations,
        updatedBy: values.updatedBy,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error("site content upsert");
  return row;
}

export async function deleteSiteContent(db: DbOrTx, key: string): Promise<boolean> {
  const rows = await db
    .delete(siteContent)
    .where(eq(siteContent.key, key))
    .returning({ key: siteContent.key });
  return rows.length > 0;
}
