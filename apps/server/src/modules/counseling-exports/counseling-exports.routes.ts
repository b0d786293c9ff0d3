import { counselingExportEndpoints as endpoints } from "@edu/shared/counseling-exports";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import { exportFilename, exportPdfFile, previewExport, syncExport } from "./counseling-exports.service";

/**
 * The three exports (packages/shared/src/counseling-exports): build (and upload), PDF and JSON. Access:
 * signed in, then the profile's own rule in the service (404 for a student the caller may not see).
 */
export const counselingExportsRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db, config } = deps;
  const clock = () => ({ now: new Date(), timeZone: config.SCHOOL_TIME_ZONE });

  route(app, endpoints.updateCounselingProfileSyncById, (request) =>
    syncExport(db, actorOf(request), request.params.id, request.body, request.locale, { config }),
  );
  route(app, endpoints.getCounselingProfileExportPdf, async (request, reply) => {
    const locale = request.query.lang ?? request.locale;
    const { pdf, filename } = await exportPdfFile(
      db,
      actorOf(request),
      request.params.id,
      request.params.target,
      locale,
      clock(),
    );
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", `inline; filename="${filename}"`)
      .header("cache-control", "private, no-store")
      .send(pdf);
  });
  route(app, endpoints.getCounselingProfileExportJson, async (request, reply) => {
    const locale = request.query.lang ?? request.locale;
    const exported = await previewExport(
      db,
      actorOf(request),
      request.params.id,
      request.params.target,
      locale,
      clock(),
    );
    return reply
      .header("content-type", "application/json; charset=utf-8")
      .header("content-disposition", `attachment; filename="${exportFilename(exported, "json")}"`)
      .header("cache-control", "private, no-store")
      .send(JSON.stringify(exported, null, 2));
  });
};
