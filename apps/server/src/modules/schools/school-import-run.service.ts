import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { type CsvError, parse } from "csv-parse";
import type { Database } from "../../db/database";
import { refreshSchoolCards } from "./school-cards";
import * as repo from "./school-import.repository";
import { mergeImportedBase, newSchoolSlugs, toImportedBase } from "./school-import.rows";
import {
  IMPORT_BATCH_ROWS,
  type ImportReport,
  MAX_RECORD_CHARACTERS,
  type RunOptions,
  type SchoolImportRow,
  SKIPPED_ROWS_KEPT,
} from "./school-import-rules";
import {
  REQUIRED_SCORECARD_COLUMNS,
  readScorecardRecord,
  SCORECARD_COLUMNS,
  type ScorecardBase,
  type ScorecardFacts,
  type ScorecardSkipReason,
} from "./scorecard-columns";

/**
 * The College Scorecard importer: a CSV of official columns streamed record by record
 * (never the whole file in memory), upserted by UNITID in batches, one transaction each, with the
 * import's progress and report in `school_imports`. Base fields staff edited by hand (`hand_edited`)
 * and staff figures are left alone; the file's figures are written for its year and never removed
 * when a later file lacks them.
 */

type ParsedRow = { base: ScorecardBase; facts: ScorecardFacts };

/** One batch in one transaction: new schools inserted, known ones updated where the file differs. */
async function importBatch(
  db: Database,
  importId: number,
  year: string,
  rows: readonly ParsedRow[],
  counts: repo.ImportCounts,
) {
  await db.transaction(async (tx) => {
    await repo.lockImportBatch(tx);
    const existing = await repo.lockSchoolsByUnitid(
      tx,
      rows.map((row) => row.base.unitid),
    );
    const byUnitid = new Map(existing.map((school) => [school.unitid, school]));
    const fresh = rows.filter((row) => !byUnitid.has(row.base.unitid));
    const slugs = await newSchoolSlugs(
      tx,
      fresh.map((row) => row.base),
    );
    const newIds = await repo.insertImportedSchools(
      tx,
      fresh.map((row) => ({
        ...toImportedBase(row.base),
        unitid: row.base.unitid,
        slug: slugs.get(row.base.unitid) as string,
      })),
    );

    const facts: repo.ImportedFact[] = [];
    const factsOf = (schoolId: number, row: ParsedRow) =>
      Object.entries(row.facts).map(([key, value]) => ({ schoolId, key, value }) as repo.ImportedFact);
    for (const row of fresh) facts.push(...factsOf(newIds.get(row.base.unitid) as number, row));

    const stored = await repo.scorecardFactsOf(
      tx,
      existing.map((school) => school.id),
      year,
    );
    const storedValue = new Map(stored.map((fact) => [`${fact.schoolId} ${fact.key}`, fact.value]));
    const changedSchools: Array<repo.ImportedBase & { id: number }> = [];
    const refigured = fresh.map((row) => newIds.get(row.base.unitid) as number);
    let unchanged = 0;
    for (const row of rows) {
      const school = byUnitid.get(row.base.unitid);
      if (!school) continue;
      const { merged, changed } = mergeImportedBase(school, toImportedBase(row.base));
      const newFacts = factsOf(school.id, row).filter(
        (fact) => storedValue.get(`${fact.schoolId} ${fact.key}`) !== fact.value,
      );
      facts.push(...newFacts);
      if (newFacts.length > 0) refigured.push(school.id);
      if (changed || newFacts.length > 0) changedSchools.push({ ...merged, id: school.id });
      else unchanged++;
    }
    await repo.updateImportedSchools(tx, changedSchools);
    await repo.upsertScorecardFacts(tx, year, facts);
    await refreshSchoolCards(tx, refigured);

    counts.inserted += fresh.length;
    counts.updated += changedSchools.length;
    counts.unchanged += unchanged;
    await repo.writeImportProgress(tx, importId, counts);
  });
}

/**
 * Reads `source` (a Scorecard CSV) into the import `row` started before, batch by batch, and records the
 * outcome (done, or failed with why: what committed before stays, and running it again completes it).
 */
export async function runSchoolImport(
  db: Database,
  row: Pick<SchoolImportRow, "id" | "fileName" | "year" | "bytesTotal">,
  source: Readable,
  options: RunOptions = {},
): Promise<ImportReport> {
  const batchRows = options.batchRows ?? IMPORT_BATCH_ROWS;
  const counts: repo.ImportCounts = {
    bytesRead: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    skipped: 0,
    skippedRows: [],
  };
  const badValues: Record<string, number> = {};
  const seen = new Set<number>();
  let unitidIndex = -1;

  const skip = (line: number, unitid: string, reason: ScorecardSkipReason | "duplicate_unitid") => {
    counts.skipped++;
    if (counts.skippedRows.length < SKIPPED_ROWS_KEPT) counts.skippedRows.push({ line, unitid, reason });
  };

  const parser = parse({
    bom: true,
    info: true,
    max_record_size: MAX_RECORD_CHARACTERS,
    skip_records_with_error: true,
    // Only the columns read are kept per record (the full file has ~3,300).
    columns: (header: string[]) => {
      const names = header.map((name) => name.trim());
      const missing = REQUIRED_SCORECARD_COLUMNS.filter((name) => !names.includes(name));
      if (missing.length > 0)
        throw new Error(`not a College Scorecard institution file: no ${missing.join(" or ")} column`);
      unitidIndex = names.indexOf("UNITID");
      return names.map((name) => (SCORECARD_COLUMNS.has(name) ? name : false));
    },
    on_skip: (error: CsvError | undefined) => {
      const fields = error?.record;
      const unitid = Array.isArray(fields) ? String(fields[unitidIndex] ?? "").slice(0, 40) : "";
      skip(Number(error?.lines ?? 0), unitid, "malformed");
      return undefined;
    },
  });

  async function* countBytes(chunks: AsyncIterable<Buffer>) {
    for await (const chunk of chunks) {
      counts.bytesRead += chunk.length;
      yield chunk;
    }
  }

  let batch: ParsedRow[] = [];
  const flush = async () => {
    if (options.signal?.aborted) throw new Error("the import was stopped before the end of the file");
    if (batch.length > 0) await importBatch(db, row.id, row.year, batch, counts);
    batch = [];
    options.onProgress?.({ ...counts, bytesTotal: row.bytesTotal });
  };

  try {
    await pipeline(
      source,
      countBytes,
      parser,
      async (records: AsyncIterable<{ record: Record<string, string>; info: { lines: number } }>) => {
        for await (const { record, info } of records) {
          const read = readScorecardRecord(record);
          if (!read.ok) {
            skip(info.lines, read.unitid, read.reason);
            continue;
          }
          if (seen.has(read.base.unitid)) {
            skip(info.lines, String(read.base.unitid), "duplicate_unitid");
            continue;
          }
          seen.add(read.base.unitid);
          for (const column of read.badCells) badValues[column] = (badValues[column] ?? 0) + 1;
          batch.push({ base: read.base, facts: read.facts });
          if (batch.length >= batchRows) await flush();
        }
        await flush();
      },
      ...(options.signal ? [{ signal: options.signal }] : []),
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // The import's own error is the one to report, even when the database is what failed.
    await repo
      .finishImport(db, row.id, { ...counts, status: "failed", error: message.slice(0, 1000) })
      .catch(() => undefined);
    throw error;
  }
  await repo.finishImport(db, row.id, { ...counts, status: "done", error: null });
  return {
    id: row.id,
    fileName: row.fileName,
    year: row.year,
    bytesTotal: row.bytesTotal,
    ...counts,
    badValues,
  };
}
