import {
  DOCUMENT_MAX_BYTES,
  documentUploadResultSchema,
  uploadEndpoints as endpoints,
  FEEDBACK_FILE_MAX_BYTES,
  FEEDBACK_RATE_LIMIT,
  fileParamsSchema,
  IMAGE_MAX_BYTES,
  imageUploadResultSchema,
} from "@edu/shared";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError, notFound } from "../../http/app-error";
import { route } from "../../http/endpoint-route";
import { errorResponses, fileResponse, redirectResponse } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import { profilePhotoRule } from "./profile-photos.bridge";
import { receiveFile } from "./uploads.receive";
import { createFileStorage } from "./uploads.s3-storage";
import {
  decideFileRead,
  deleteUpload,
  documentPolicy,
  FEEDBACK_SCREENSHOT_POLICY,
  fileUrl,
  getUploadOrThrow,
  imagePolicy,
  periodicSweep,
  saveUpload,
  toDocumentDto,
} from "./uploads.service";
import { removeQuietly } from "./uploads.storage";

const tags = ["uploads"];
const INLINE_TYPES = new Set(["image/jpeg", "image/png", "image/webp", "image/gif", "application/pdf"]);
const uploadRateLimit = { max: 60, timeWindow: "1 minute" };
const ORPHAN_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** RFC 6266 / 5987: an ASCII fallback plus the exact UTF-8 name. */
function contentDisposition(disposition: "inline" | "attachment", name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The uploads routes. Only the deletes come from declarations (packages/shared/src/uploads/uploads.endpoints.ts):
 * the uploads need `consumes` (multipart) and a description, and GET files/{id}/{name?} is one route documented
 * as two operations, none of which a route's extras carry yet.
 */
export const uploadsRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db, config } = deps;
  const storage = createFileStorage(config);
  const uploadDir = storage.receiveDir;

  // Stale temp files, and a bucket's objects without a row (a process killed between storing and
  // committing), go after an hour; every process sweeps, which is harmless (removing is idempotent).
  let sweeper: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    sweeper = setInterval(() => {
      periodicSweep(db, storage)
        .then((result) => {
          if (result.refused)
            app.log.error(
              result.refused,
              "upload sweep: too many objects without a row; is the bucket or S3_PREFIX shared with another database? nothing removed",
            );
          else if (result.removed.length || result.tempFilesRemoved)
            app.log.info({ removed: result.removed.length, temp: result.tempFilesRemoved }, "upload sweep");
        })
        .catch((error: unknown) => app.log.warn({ err: error }, "upload sweep failed"));
    }, ORPHAN_SWEEP_INTERVAL_MS);
    sweeper.unref();
  });
  app.addHook("onClose", async () => clearInterval(sweeper));

  // Scoped to this plugin: only these routes parse multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
    throwFileSizeLimit: true,
  });

  app.post(
    "/api/image",
    {
      config: { access: "authenticated", rateLimit: uploadRateLimit },
      schema: {
        tags,
        summary:
          "Upload an image (multipart field `image` or `file`; JPEG, PNG, WebP or GIF by content; ≤ 5 MB)",
        description:
          "A content image (story photo, cover) is public. With the field `purpose=photo` it is a profile photo: " +
          "personal, shown only to whoever may read the profile it belongs to (and to its uploader, admins and staff).",
        consumes: ["multipart/form-data"],
        operationId: "uploadImage",
        response: { 200: imageUploadResultSchema, ...errorResponses(401, 403, 413, 415, 422, 429) },
      },
    },
    async (request) => {
      const { file, fields } = await receiveFile(request, {
        uploadDir,
        fieldNames: ["image", "file"],
        maxBytes: IMAGE_MAX_BYTES,
        tooLargeMessage: "image_too_large",
      });
      const row = await saveUpload(db, storage, request.user.id, imagePolicy(fields.purpose), file);
      return { id: row.id, url: fileUrl(row) };
    },
  );

  app.post(
    "/api/document",
    {
      config: { access: "authenticated", rateLimit: uploadRateLimit },
      schema: {
        tags,
        summary:
          "Upload a document (multipart field `document`; `type=img` for an image shown in content (≤ 5 MB), else PDF, image, DOCX, XLSX or PPTX by content; ≤ 20 MB)",
        consumes: ["multipart/form-data"],
        operationId: "uploadDocument",
        response: { 200: documentUploadResultSchema, ...errorResponses(401, 403, 413, 415, 422, 429) },
      },
    },
    async (request) => {
      const { file, fields } = await receiveFile(request, {
        uploadDir,
        fieldNames: ["document", "file"],
        maxBytes: DOCUMENT_MAX_BYTES,
        tooLargeMessage: "document_too_large",
      });
      // An image shown in content (type=img) has the image limit (spec 02 §9: 5 MB); the form's type
      // field may follow the file, so it is checked once both are read.
      if (fields.type === "img" && file.size > IMAGE_MAX_BYTES) {
        await removeQuietly(file.tempPath);
        throw new AppError("payload_too_large", { message: "image_too_large" });
      }
      const row = await saveUpload(db, storage, request.user.id, documentPolicy(fields.type), file);
      return { document: toDocumentDto(row) };
    },
  );

  app.post(
    "/api/issue/file",
    {
      // The feedback dialog is open to visitors too (spec 02 §2); the screenshot stays private.
      config: { access: "public", rateLimit: { ...FEEDBACK_RATE_LIMIT } },
      schema: {
        tags,
        summary:
          "Upload a feedback screenshot (multipart field `file`; JPEG, PNG, WebP or GIF by content; ≤ 5 MB). " +
          "Private: admins and staff read it; the answer's document.url goes into POST issue.",
        consumes: ["multipart/form-data"],
        operationId: "uploadFeedbackFile",
        response: { 200: documentUploadResultSchema, ...errorResponses(413, 415, 422, 429) },
      },
    },
    async (request) => {
      const { file } = await receiveFile(request, {
        uploadDir,
        fieldNames: ["file", "document", "image"],
        maxBytes: FEEDBACK_FILE_MAX_BYTES,
        tooLargeMessage: "feedback_file_too_large",
      });
      const viewer = request.session?.user;
      const owner = viewer?.isActive ? viewer.id : null;
      const row = await saveUpload(db, storage, owner, FEEDBACK_SCREENSHOT_POLICY, file);
      return { document: toDocumentDto(row) };
    },
  );

  for (const [kind, endpoint] of [
    ["image", endpoints.deleteImageById],
    ["document", endpoints.deleteDocumentById],
  ] as const) {
    route(app, endpoint, async (request) => {
      await deleteUpload(db, storage, request.user, kind, request.params.id);
      return { ok: true as const };
    });
  }

  app.get(
    "/files/:id/:name?",
    {
      // The session is resolved for any route with an access rule; private files check it here.
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "An uploaded file: content images to anyone; profile photos to whoever may read the profile; " +
          "private documents to the owner, admins and staff",
        description:
          "The bytes, streamed after the access check. When the server keeps files in a bucket with " +
          "S3_PRESIGNED_SECONDS set, a 302 to a signed address of the object valid that long instead.",
        params: fileParamsSchema,
        response: {
          200: fileResponse("The file, with its own content type"),
          302: redirectResponse("With S3 storage: to a short-lived address of the file itself"),
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request, reply) => {
      const row = await getUploadOrThrow(db, request.params.id);
      const { decision, cache } = await decideFileRead(
        db,
        row,
        request.session?.user,
        profilePhotoRule(deps.isTeacherOfStudent),
        deps.fileReadGrants,
      );
      if (decision === "unauthenticated") throw new AppError("unauthenticated");
      if (decision === "forbidden") throw new AppError("forbidden");
      const disposition = contentDisposition(
        INLINE_TYPES.has(row.mimeType) ? "inline" : "attachment",
        row.originalName,
      );
      if (storage.presign) {
        // After the check: a short-lived address of the object itself (S3_PRESIGNED_SECONDS).
        const location = await storage.presign(row.storageKey, {
          contentType: row.mimeType,
          contentDisposition: disposition,
        });
        return reply.header("cache-control", "private, no-store").redirect(location, 302);
      }
      const object = await storage.get(row.storageKey);
      if (!object) throw notFound();
      reply
        .header("content-type", row.mimeType)
        .header("content-length", String(object.size))
        .header("x-content-type-options", "nosniff")
        .header("content-disposition", disposition)
        // Only anyone's files may sit in shared caches; the rest are answered per viewer, never stored.
        .header("cache-control", cache === "public" ? "public, max-age=86400" : "private, no-store");
      return reply.send(object.body);
    },
  );
};
