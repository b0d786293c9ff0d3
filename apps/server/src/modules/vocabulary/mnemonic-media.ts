import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import { finished, pipeline } from "node:stream/promises";
import {
  MNEMONIC_MEDIA_MAX_BYTES,
  MNEMONIC_MEDIA_MIME_TYPES,
  type MnemonicMedia,
} from "@edu/shared/vocabulary";
import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { AppError, fieldError } from "../../http/app-error";
import { type FileReadGrant, fileUrl, newTempPath, type ReceivedFile, type saveUpload } from "../uploads";
import { vocabMnemonics } from "./vocabulary.table";

const FILE_FIELD = "file";
const tooLarge = () => new AppError("payload_too_large", { message: "vocab_media_too_large" });

/**
 * Spec 03 §5: an image or video, by content (uploads' magic-byte check in saveUpload), private: its uploader,
 * admins and staff read it, and — once a mnemonic shows it — whoever may see the card (`mnemonicMediaGrant`).
 */
export const MNEMONIC_MEDIA_POLICY: Parameters<typeof saveUpload>[3] = {
  kind: "document",
  visibility: "private",
  allowedMimeTypes: MNEMONIC_MEDIA_MIME_TYPES,
  typeMessage: "vocab_media_type",
};

/**
 * Streams the form's one file to a temp path under the storage's receive directory, the 5 MB limit enforced
 * while reading (the spec's own message). Only the file is read: the form has no other field.
 */
export async function receiveMnemonicFile(request: FastifyRequest, receiveDir: string): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw new AppError("unsupported_media_type", { message: "vocab_media_type" });
  let file: ReceivedFile | undefined;
  const temps: string[] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: MNEMONIC_MEDIA_MAX_BYTES, files: 1 } })) {
      if (part.type === "field") continue;
      if (part.fieldname !== FILE_FIELD || file) {
        await finished(part.file.resume());
        continue;
      }
      const tempPath = await newTempPath(receiveDir);
      temps.push(tempPath);
      await pipeline(part.file, createWriteStream(tempPath, { flags: "wx" }));
      if (part.file.truncated) throw tooLarge();
      const { size } = await fs.stat(tempPath);
      file = { tempPath, size, originalName: cleanName(part.filename) };
    }
  } catch (error) {
    await Promise.all(temps.map((temp) => fs.rm(temp, { force: true })));
    if ((error as { statusCode?: number }).statusCode === 413) throw tooLarge();
    throw error;
  }
  if (!file) throw fieldError(FILE_FIELD, "v.file_required");
  return file;
}

/** The part's base name without control characters (the served file's name). */
const cleanName = (name: string | undefined) =>
  (name ?? "")
    .replace(/^.*[\\/]/, "")
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim()
    .slice(0, 200) || "media";

export type MediaRow = { id: number; originalName: string; sizeBytes: number; mimeType: string };

export const toMediaDto = (row: MediaRow): MnemonicMedia => ({
  id: row.id,
  url: fileUrl(row),
  name: row.originalName,
  size: Number(row.sizeBytes),
  mime_type: row.mimeType,
  kind: row.mimeType.startsWith("video/") ? "video" : "image",
});

/** Words are open to every signed-in user, so a file a mnemonic shows is readable by any of them. */
export const mnemonicMediaGrant: FileReadGrant = async (db: DbOrTx, uploadId: number) => {
  const [row] = await queryRows<{ ok: boolean }>(
    db,
    sql`select exists (select 1 from ${vocabMnemonics} where upload_id = ${uploadId}) as ok`,
  );
  return Boolean(row?.ok);
};
