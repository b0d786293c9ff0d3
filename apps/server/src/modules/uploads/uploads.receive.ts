import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import { finished, pipeline } from "node:stream/promises";
import type { MessageKey } from "@edu/shared";
import type { FastifyRequest } from "fastify";
import { AppError, fieldError } from "../../http/app-error";
import type { ReceivedFile } from "./uploads.service";
import { newTempPath, removeQuietly, sanitizeFileName } from "./uploads.storage";

type ReceiveOptions = {
  uploadDir: string;
  /** Accepted form field names for the file; the first one names the field error. */
  fieldNames: readonly string[];
  maxBytes: number;
  tooLargeMessage: MessageKey;
};

const isTooLarge = (error: unknown) => (error as { statusCode?: number }).statusCode === 413;

/**
 * Streams the one file of a multipart request to a temp file under UPLOAD_DIR, with the size limit
 * enforced while reading (nothing over the limit is kept). Text fields come back as strings.
 */
export async function receiveFile(
  request: FastifyRequest,
  options: ReceiveOptions,
): Promise<{ file: ReceivedFile; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new AppError("unsupported_media_type");
  const tooLarge = new AppError("payload_too_large", { message: options.tooLargeMessage });
  const fields: Record<string, string> = {};
  let file: ReceivedFile | undefined;
  const temps: string[] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: options.maxBytes, files: 1 } })) {
      if (part.type === "field") {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (!options.fieldNames.includes(part.fieldname)) {
        await finished(part.file.resume());
        continue;
      }
      const tempPath = await newTempPath(options.uploadDir);
      temps.push(tempPath);
      await pipeline(part.file, createWriteStream(tempPath, { flags: "wx" }));
      if (part.file.truncated) throw tooLarge;
      const { size } = await fs.stat(tempPath);
      file = { tempPath, size, originalName: sanitizeFileName(part.filename, "file") };
    }
  } catch (error) {
    await Promise.all(temps.map(removeQuietly));
    if (isTooLarge(error)) throw tooLarge;
    throw error;
  }
  if (!file) throw fieldError(options.fieldNames[0] ?? "file", "v.file_required");
  return { file, fields };
}
