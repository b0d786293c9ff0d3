import { z } from "zod";
import { okSchema } from "../accounts/accounts.schemas";
import { defineEndpoints, fileAnswer } from "../system/endpoint";
import {
  documentUploadResultSchema,
  fileParamsSchema,
  imageUploadResultSchema,
  uploadIdParamsSchema,
} from "./uploads.schemas";

/**
 * A file in a form: any Blob the browser sends (a File is one). The server reads the part itself
 * (uploads.receive.ts, by the same field names), so this types the web's call and checks nothing on the server.
 */
const formFile = () => z.custom<Blob>((value) => typeof Blob !== "undefined" && value instanceof Blob);

/**
 * Uploads (multipart forms), deleting them, and reading a stored file. GET files/{id}/{name?} is one route the
 * document shows as two operations (getFile, getFileWithName).
 */
export const uploadEndpoints = defineEndpoints("uploads", {
  uploadImage: {
    method: "POST",
    path: "/api/image",
    access: "authenticated",
    summary: "Upload an image (multipart field `image` or `file`; JPEG, PNG, WebP or GIF by content; ≤ 5 MB)",
    description:
      "A content image (story photo, cover) is public. With the field `purpose=photo` it is a profile photo: " +
      "personal, shown only to whoever may read the profile it belongs to (and to its uploader, admins and staff).",
    form: z.object({ image: formFile(), purpose: z.literal("photo").optional() }),
    response: imageUploadResultSchema,
    errors: [401, 403, 413, 415, 422, 429],
  },
  uploadDocument: {
    method: "POST",
    path: "/api/document",
    access: "authenticated",
    summary:
      "Upload a document (multipart field `document`; `type=img` for an image shown in content (≤ 5 MB), else PDF, image, DOCX, XLSX or PPTX by content, ≤ 20 MB, or an audio recording — WebM, Ogg/Opus, M4A, WAV, MP3 by content, ≤ 10 MB — for a spoken answer)",
    form: z.object({ document: formFile(), type: z.literal("img").optional() }),
    response: documentUploadResultSchema,
    errors: [401, 403, 413, 415, 422, 429],
  },
  /** The feedback dialog is open to visitors too (spec 02 §2); the screenshot stays private. */
  uploadFeedbackFile: {
    method: "POST",
    path: "/api/issue/file",
    access: "public",
    summary:
      "Upload a feedback screenshot (multipart field `file`; JPEG, PNG, WebP or GIF by content; ≤ 5 MB). " +
      "Private: admins and staff read it; the answer's document.url goes into POST issue.",
    form: z.object({ file: formFile() }),
    response: documentUploadResultSchema,
    errors: [413, 415, 422, 429],
  },
  deleteImageById: {
    method: "DELETE",
    path: "/api/image/:id",
    access: "authenticated",
    summary: "Delete an uploaded image and its file (owner or admin)",
    params: uploadIdParamsSchema,
    response: okSchema,
    errors: [401, 403, 404, 422],
  },
  deleteDocumentById: {
    method: "DELETE",
    path: "/api/document/:id",
    access: "authenticated",
    summary: "Delete an uploaded document and its file (owner or admin)",
    params: uploadIdParamsSchema,
    response: okSchema,
    errors: [401, 403, 404, 422],
  },
  /** The session is resolved for any route with an access rule; private files check it in the handler. */
  getFile: {
    method: "GET",
    path: "/files/:id/:name?",
    access: "public",
    summary:
      "An uploaded file: content images to anyone; profile photos to whoever may read the profile; " +
      "private documents to the owner, admins and staff",
    description:
      "The bytes, streamed after the access check. When the server keeps files in a bucket with " +
      "S3_PRESIGNED_SECONDS set, a 302 to a signed address of the object valid that long instead.",
    params: fileParamsSchema,
    response: fileAnswer("The file, with its own content type", {
      redirect: "With S3 storage: to a short-lived address of the file itself",
    }),
    errors: [401, 403, 404, 422],
  },
});
