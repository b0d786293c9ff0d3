import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { finished, pipeline } from "node:stream/promises";
import { SCHOOL_IMPORT_MAX_BYTES } from "@edu/shared/schools";
import type { FastifyRequest } from "fastify";
import { AppError, fieldError } from "../../http/app-error";
import { schoolFieldError } from "./school-edit.text";
import { SCHOOL_YEAR } from "./school-import-rules";

export type ReceivedImport = {
  filePath: string;
  fileName: string;
  year: string | undefined;
  /** Removes the received file (once the import has read it, or on a refusal). */
  remove: () => Promise<void>;
};

const FILE_FIELD = "file";
const isTooLarge = (error: unknown) => (error as { statusCode?: number }).statusCode === 413;

/** The part's file name without directories or control characters, for the import's report. */
function cleanFileName(name: string | undefined): string {
  const base = path
    .basename(name ?? "")
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim();
  return (base || "upload.csv").slice(0, 200);
}

/**
 * Streams the form's CSV to a temporary file of its own (size limit enforced while reading; nothing is
 * held in memory), so the import can answer at once and read the file after the request has ended. The
 * file is the import's working copy, not a stored upload: it is removed when the import is over.
 */
export async function receiveImportFile(request: FastifyRequest): Promise<ReceivedImport> {
  if (!request.isMultipart()) throw new AppError("unsupported_media_type");
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "edu-school-import-"));
  const remove = () => fs.rm(dir, { recursive: true, force: true });
  let file: { filePath: string; fileName: string } | undefined;
  let year: string | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: SCHOOL_IMPORT_MAX_BYTES, files: 1 } })) {
      if (part.type === "field") {
        if (part.fieldname === "year") year = String(part.value).trim() || undefined;
        continue;
      }
      if (part.fieldname !== FILE_FIELD || file) {
        await finished(part.file.resume());
        continue;
      }
      const filePath = path.join(dir, "import.csv");
      await pipeline(part.file, createWriteStream(filePath, { flags: "wx" }));
      if (part.file.truncated) throw new AppError("payload_too_large");
      file = { filePath, fileName: cleanFileName(part.filename) };
    }
    if (!file) throw fieldError(FILE_FIELD, "v.file_required");
    if (year !== undefined && !SCHOOL_YEAR.test(year))
      throw schoolFieldError(request.locale, "year", "v.school_year");
    return { ...file, year, remove };
  } catch (error) {
    await remove();
    if (isTooLarge(error)) throw new AppError("payload_too_large");
    throw error;
  }
}
