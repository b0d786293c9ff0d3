import { IMAGE_MAX_BYTES } from "@edu/shared";

/** Profile photos: JPEG, PNG or WebP up to 5 MB (the server checks the content again). */
export const PHOTO_MIME_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const PHOTO_ACCEPT = PHOTO_MIME_TYPES.join(",");
export const PHOTO_MAX_BYTES = IMAGE_MAX_BYTES;

export type PhotoProblem = "type" | "size" | "empty";

/** Why a chosen file cannot be a profile photo, or null when it may be uploaded. */
export function checkPhotoFile(file: Pick<File, "type" | "size">): PhotoProblem | null {
  if (!(PHOTO_MIME_TYPES as readonly string[]).includes(file.type)) return "type";
  if (file.size === 0) return "empty";
  if (file.size > PHOTO_MAX_BYTES) return "size";
  return null;
}

/** The address a profile photo is served from (to those who may read the profile: the browser sends the session cookie). */
export const photoUrl = (uploadId: number | null | undefined): string | null =>
  uploadId ? `/files/${uploadId}` : null;
