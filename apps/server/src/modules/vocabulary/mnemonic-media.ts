import {
  MNEMONIC_MEDIA_MAX_BYTES,
  MNEMONIC_MEDIA_MIME_TYPES,
  type MnemonicMedia,
} from "@edu/shared/vocabulary";
import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { type FileReadGrant, fileUrl, type ReceivedFile, receiveFile, type saveUpload } from "../uploads";
import { vocabMnemonics } from "./vocabulary.table";

const FILE_FIELD = "file";

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

/** The form's one file (field "file"), streamed to the storage's receive directory with the 5 MB limit enforced
 * while reading and the spec's own message; uploads' receiver. */
export async function receiveMnemonicFile(
  request: FastifyRequest,
  receiveDir: string,
): Promise<ReceivedFile> {
  const { file } = await receiveFile(request, {
    uploadDir: receiveDir,
    fieldNames: [FILE_FIELD],
    maxBytes: MNEMONIC_MEDIA_MAX_BYTES,
    tooLargeMessage: "vocab_media_too_large",
  });
  return file;
}

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
