import { schoolEndpoints as endpoints, SCHOOL_IMPORT_MAX_BYTES } from "@edu/shared/schools";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import { receiveImportFile } from "./school-import.receive";
import { getSchoolImport, startFileImport, toSchoolImportDto } from "./school-import.service";

/** Uploading the full file now and then is all an office does; a loop of uploads is refused early. */
const importRateLimit = { max: 10, timeWindow: "1 minute" };

/**
 * The Scorecard upload (staff and super-admin): the file is received, the import's row answered at once,
 * and the import runs on in this process while GET schools/imports/{id} reads its progress.
 */
export const schoolImportRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;
  /** Imports still reading: stopped (recorded as failed, what committed kept) when the server closes. */
  const running = new Map<Promise<unknown>, AbortController>();

  // Scoped to this plugin: only the import's route parses multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: SCHOOL_IMPORT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 8 },
    throwFileSizeLimit: true,
  });

  app.addHook("onClose", async () => {
    for (const controller of running.values()) controller.abort();
    await Promise.allSettled(running.keys());
  });

  route(
    app,
    endpoints.createSchoolsImport,
    async (request) => {
      const received = await receiveImportFile(request);
      const controller = new AbortController();
      const started = await startFileImport(
        db,
        {
          filePath: received.filePath,
          fileName: received.fileName,
          year: received.year,
          startedBy: request.user.id,
        },
        { signal: controller.signal },
      ).catch(async (error: unknown) => {
        await received.remove();
        throw error;
      });
      const done = started.done
        .catch((error: unknown) =>
          request.log.error({ err: error, importId: started.row.id }, "school import failed"),
        )
        .finally(() => {
          running.delete(done);
          return received.remove();
        });
      running.set(done, controller);
      return toSchoolImportDto(started.row);
    },
    { config: { rateLimit: importRateLimit } },
  );

  route(app, endpoints.getSchoolsImport, (request) => getSchoolImport(db, request.params.id, request.locale));
};
