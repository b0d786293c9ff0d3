import type { SchoolControl, SchoolFactKey } from "@edu/shared/schools";
import { eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { type SkippedImportRow, schoolImports, schools } from "./schools.table";

/** Any number, the same for every importer: batches of two imports take turns, never interleave inside one. */
const IMPORT_LOCK = 29_002;

/** Held until the batch's transaction ends. */
export async function lockImportBatch(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
}

/** The base fields an import may write, as stored. */
export type ImportedBase = {
  nameEn: string;
  searchKey: string;
  initials: string;
  city: string;
  state: string;
  zip: string;
  url: string;
  netPriceUrl: string;
  control: SchoolControl | null;
  latitude: number | null;
  longitude: number | null;
};

export type ExistingSchool = ImportedBase & { id: number; unitid: number; handEdited: string[] };

/** The schools of these UNITIDs, locked until the batch commits (a staff edit waits, and is then kept). */
export async function lockSchoolsByUnitid(tx: DbOrTx, unitids: readonly number[]): Promise<ExistingSchool[]> {
  if (unitids.length === 0) return [];
  const rows = await tx
    .select({
      id: schools.id,
      unitid: schools.unitid,
      handEdited: schools.handEdited,
      nameEn: schools.nameEn,
      searchKey: schools.searchKey,
      initials: schools.initials,
      city: schools.city,
      state: schools.state,
      zip: schools.zip,
      url: schools.url,
      netPriceUrl: schools.netPriceUrl,
      control: schools.control,
      latitude: schools.latitude,
      longitude: schools.longitude,
    })
    .from(schools)
    .where(inArray(schools.unitid, [...unitids]))
    .for("update");
  return rows.map((row) => ({ ...row, unitid: row.unitid as number }));
}

/** Of these slugs, the ones a school has already. */
export async function takenSlugs(tx: DbOrTx, slugs: readonly string[]): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const rows = await tx
    .select({ slug: schools.slug })
    .from(schools)
    .where(inArray(schools.slug, [...slugs]));
  return new Set(rows.map((row) => row.slug));
}

export async function insertImportedSchools(
  tx: DbOrTx,
  rows: ReadonlyArray<ImportedBase & { unitid: number; slug: string }>,
): Promise<Map<number, number>> {
  if (rows.length === 0) return new Map();
  const inserted = await tx
    .insert(schools)
    .values([...rows])
    .returning({ id: schools.id, unitid: schools.unitid });
  return new Map(inserted.map((row) => [row.unitid as number, row.id]));
}

/** One statement for the batch: each school's base fields as merged (hand-edited ones as they were). */
export async function updateImportedSchools(
  tx: DbOrTx,
  rows: ReadonlyArray<ImportedBase & { id: number }>,
): Promise<void> {
  if (rows.length === 0) return;
  const json = JSON.stringify(
    rows.map((row) => ({
      id: row.id,
      name_en: row.nameEn,
      search_key: row.searchKey,
      initials: row.initials,
      city: row.city,
      state: row.state,
      zip: row.zip,
      url: row.url,
      net_price_url: row.netPriceUrl,
      control: row.control,
      latitude: row.latitude,
      longitude: row.longitude,
    })),
  );
  await tx.execute(sql`
    update schools s set
      name_en = v.name_en, search_key = v.search_key, initials = v.initials, city = v.city, state = v.state,
      zip = v.zip, url = v.url, net_price_url = v.net_price_url, control = v.control,
      latitude = v.latitude, longitude = v.longitude, updated_at = now()
    from jsonb_to_recordset(${json}::jsonb) as v(
      id integer, name_en text, search_key text, initials text, city text, state text, zip text, url text,
      net_price_url text, control text, latitude double precision, longitude double precision)
    where s.id = v.id`);
}

export type ImportedFact = { schoolId: number; key: SchoolFactKey; value: number };

/** The Scorecard's figures of these schools for one year. */
export async function scorecardFactsOf(
  tx: DbOrTx,
  schoolIds: readonly number[],
  year: string,
): Promise<ImportedFact[]> {
  if (schoolIds.length === 0) return [];
  return queryRows<ImportedFact>(
    tx,
    sql`select school_id as "schoolId", key, value from school_facts
        where school_id = any(${`{${schoolIds.join(",")}}`}::int[]) and source = 'scorecard' and year = ${year}`,
  );
}

/** One statement for the batch: the file's figures for its year, written or replaced (staff figures untouched). */
export async function upsertScorecardFacts(
  tx: DbOrTx,
  year: string,
  facts: readonly ImportedFact[],
): Promise<void> {
  if (facts.length === 0) return;
  const json = JSON.stringify(facts.map((fact) => [fact.schoolId, fact.key, fact.value]));
  await tx.execute(sql`
    insert into school_facts (school_id, key, year, source, value)
    select (f->>0)::int, f->>1, ${year}, 'scorecard', f->2 from jsonb_array_elements(${json}::jsonb) as f
    on conflict (school_id, key, source, year) do update set value = excluded.value, entered_at = now()`);
}

// ---- the import's own row (progress and report) ----

export async function insertImport(
  db: DbOrTx,
  values: { fileName: string; year: string; bytesTotal: number; startedBy: number | null },
): Promise<typeof schoolImports.$inferSelect> {
  const [row] = await db.insert(schoolImports).values(values).returning();
  if (!row) throw new Error("school import insert returned no row");
  return row;
}

export type ImportCounts = {
  bytesRead: number;
  inserted: number;
  updated: number;
  unchanged: number;
  skipped: number;
  skippedRows: SkippedImportRow[];
};

export async function writeImportProgress(db: DbOrTx, id: number, counts: ImportCounts): Promise<void> {
  await db
    .update(schoolImports)
    .set({ ...counts, progressAt: sql`now()` })
    .where(eq(schoolImports.id, id));
}

export async function finishImport(
  db: DbOrTx,
  id: number,
  outcome: ImportCounts & { status: "done" | "failed"; error: string | null },
): Promise<void> {
  await db
    .update(schoolImports)
    .set({ ...outcome, finishedAt: sql`now()` })
    .where(eq(schoolImports.id, id));
}

export async function findImport(db: DbOrTx, id: number) {
  const [row] = await db.select().from(schoolImports).where(eq(schoolImports.id, id));
  return row;
}
