import path from "node:path";
import type * as repo from "./school-import.repository";
import type { SkippedImportRow } from "./schools.table";

/** Rows per statement and transaction. */
export const IMPORT_BATCH_ROWS = 500;
export const SKIPPED_ROWS_KEPT = 100;
/** The full file's records are ~15 KB; anything far larger is not a Scorecard record (and is not buffered). */
export const MAX_RECORD_CHARACTERS = 1_000_000;
export const SCHOOL_YEAR = /^\d{4}(-\d{2})?$/;

/** "MERGED2022_23_PP.csv" → "2022-23"; undefined when the name carries no year ("Most-Recent-Cohorts-…"). */
export function scorecardYearOf(fileName: string): string | undefined {
  const match = /MERGED(\d{4})_(\d{2})/i.exec(path.basename(fileName));
  return match ? `${match[1]}-${match[2]}` : undefined;
}

/** The year the figures are for: the file name's, else the one given, else the current year. */
export function importYear(fileName: string, given: string | undefined, now = new Date()): string {
  return scorecardYearOf(fileName) ?? given ?? String(now.getUTCFullYear());
}

export type ImportReport = {
  id: number;
  fileName: string;
  year: string;
  bytesRead: number;
  bytesTotal: number;
  inserted: number;
  updated: number;
  unchanged: number;
  skipped: number;
  skippedRows: SkippedImportRow[];
  /** Cells that should hold a number or an address and did not, by column: imported as unknown. */
  badValues: Record<string, number>;
};

export type ImportProgress = Pick<
  ImportReport,
  "bytesRead" | "bytesTotal" | "inserted" | "updated" | "unchanged" | "skipped"
>;

export type RunOptions = {
  batchRows?: number;
  /** Stops reading (the import is then recorded as failed; the batches committed stay). */
  signal?: AbortSignal;
  /** After each committed batch. */
  onProgress?: (progress: ImportProgress) => void;
};

export type SchoolImportRow = NonNullable<Awaited<ReturnType<typeof repo.findImport>>>;
