import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES, uploadEndpoints } from "@edu/shared/uploads";
import { isApiError } from "../../lib/api-client";
import { call } from "../../lib/endpoint-client";

/** What is wrong with a picked, pasted or dropped file before any byte is sent (the server checks again). */
export function imageFileProblem(file: File): "type" | "size" | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return "type";
  if (file.size > IMAGE_MAX_BYTES) return "size";
  return null;
}

/** A failed upload the editor explains itself (no global notification). */
export class ImageUploadError extends Error {
  override name = "ImageUploadError";
}

/**
 * Uploads an image shown inside rich text: POST document with `type=img` (multipart fields `type`
 * and `document`), which stores it as a public image and answers its `/files/{id}/{name}` address.
 */
export async function uploadEditorImage(file: File): Promise<{ src: string; alt: string }> {
  const { document } = await call(
    uploadEndpoints.uploadDocument,
    { form: { type: "img", document: file } },
    { silent: true, overlay: false },
  );
  return { src: document.url, alt: "" };
}

/** The message for a failed upload: the server's (already in the request's language), else `fallback`. */
export function uploadErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ImageUploadError) return error.message;
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401)
    return error.firstFieldError() ?? error.message;
  return fallback;
}
