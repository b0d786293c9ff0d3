/** Spec §5: course material at most 20 MB; flash-card media (images) at most 5 MB. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

/** Accepted by content (magic bytes), never by name or the client's content type. SVG is never accepted. */
export const IMAGE_MIME_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];

export const DOCUMENT_MIME_TYPES = [
  "application/pdf",
  ...IMAGE_MIME_TYPES,
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
] as const;
export type DocumentMimeType = (typeof DOCUMENT_MIME_TYPES)[number];

export const UPLOAD_KINDS = ["image", "document"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
