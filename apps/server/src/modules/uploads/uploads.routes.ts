import {
  DOCUMENT_MAX_BYTES,
  uploadEndpoints as endpoints,
  FEEDBACK_FILE_MAX_BYTES,
  FEEDBACK_RATE_LIMIT,
  IMAGE_MAX_BYTES,
} from "@edu/shared";
import { RECORDING_MIME_TYPES } from "@edu/shared/toefl";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError, notFound } from "../../http/app-error";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import { profilePhotoRule } from "./profile-photos.bridge";
import { createFileStorage } from "./uploads.file-storage";
import { receiveFile } from "./uploads.receive";
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

/** Shown in the page (recordings play in an <audio> element); anything else downloads. */
const INLINE_TYPES = new Set<string>([
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/gif",
  "application/pdf",
  ...RECORDING_MIME_TYPES,
]);
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

/** The uploads routes (packages/shared/src/uploads/uploads.endpoints.ts). */
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

  route(
    app,
    endpoints.uploadImage,
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
    { config: { rateLimit: uploadRateLimit } },
  );

  route(
    app,
    endpoints.uploadDocument,
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
    { config: { rateLimit: uploadRateLimit } },
  );

  route(
    app,
    endpoints.uploadFeedbackFile,
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
    { config: { rateLimit: { ...FEEDBACK_RATE_LIMIT } } },
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

  // The session is resolved for any route with an access rule (a public one too); private files check it here.
  route(app, endpoints.getFile, async (request, reply) => {
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
  });
};
