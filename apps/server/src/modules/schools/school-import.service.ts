import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Locale } from "@edu/shared";
import type { SchoolImport } from "@edu/shared/schools";
import type { Database } from "../../db/database";
import { notFound } from "../../http/app-error";
import { schoolsText } from "./school-edit.text";
import * as repo from "./school-import.repository";
import { type ImportReport, importYear, type RunOptions, type SchoolImportRow } from "./school-import-rules";
import { runSchoolImport } from "./school-import-run.service";

/** The import's row, running: its id is what GET schools/imports/{id} reads while the file is read. */
export function startSchoolImport(
  db: Database,
  input: { fileName: string; year: string; bytesTotal: number; startedBy: number | null },
): Promise<SchoolImportRow> {
  return repo.insertImport(db, input);
}

/**
 * An import of a CSV file on disk, started: the running row at once (the upload answers with it) and the
 * outcome when the file has been read. `year`: the file name's, else the one given, else the current year.
 */
export async function startFileImport(
  db: Database,
  input: { filePath: string; fileName?: string; year?: string; startedBy?: number | null },
  options: RunOptions = {},
): Promise<{ row: SchoolImportRow; done: Promise<ImportReport> }> {
  const { size } = await fs.stat(input.filePath);
  const fileName = input.fileName ?? path.basename(input.filePath);
  const row = await startSchoolImport(db, {
    fileName,
    year: importYear(fileName, input.year),
    bytesTotal: size,
    startedBy: input.startedBy ?? null,
  });
  return { row, done: runSchoolImport(db, row, createReadStream(input.filePath), options) };
}

/** The CLI's import, to the end. */
export async function importScorecardFile(
  db: Database,
  filePath: string,
  options: RunOptions & { year?: string } = {},
): Promise<ImportReport> {
  const { done } = await startFileImport(db, { filePath, year: options.year }, options);
  return done;
}

/**
 * A batch takes seconds (IMPORT_BATCH_ROWS rows) and writes its progress: a running import with none for
 * this long lost its process (a restart, a crash) and is answered as failed, so the office's progress bar
 * does not wait forever. Its rows stay; importing the file again completes it.
 */
export const IMPORT_STALE_MS = 5 * 60_000;

const lostProcess = (row: SchoolImportRow, now: Date) =>
  row.status === "running" && now.getTime() - row.progressAt.getTime() > IMPORT_STALE_MS;

/** The wire shape (schoolImportSchema), keys in its order. */
export function toSchoolImportDto(
  row: SchoolImportRow,
  locale: Locale = "en",
  now = new Date(),
): SchoolImport {
  const lost = lostProcess(row, now);
  return {
    id: row.id,
    status: lost ? "failed" : row.status,
    file_name: row.fileName,
    year: row.year,
    bytes_read: row.bytesRead,
    bytes_total: row.bytesTotal,
    inserted: row.inserted,
    updated: row.updated,
    unchanged: row.unchanged,
    skipped: row.skipped,
    skipped_rows: row.skippedRows,
    error: lost ? schoolsText(locale, "school_import_interrupted") : row.error,
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}

export async function getSchoolImport(
  db: Database,
  id: number,
  locale: Locale,
  now = new Date(),
): Promise<SchoolImport> {
  const row = await repo.findImport(db, id);
  if (!row) throw notFound();
  return toSchoolImportDto(row, locale, now);
}
