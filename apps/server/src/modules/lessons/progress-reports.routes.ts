import { progressReportEndpoints as endpoints } from "@edu/shared/lessons";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import * as service from "./progress-reports.service";

/** The progress report endpoints (packages/shared/src/lessons/lessons.endpoints.ts) and what each does. */
export const progressReportsRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const publicUrl = deps.config.PUBLIC_URL;

  route(app, endpoints.listProgressReports, (request) =>
    service.listProgressReports(db, actorOf(request), request.query, request.locale),
  );
  route(app, endpoints.getProgressReportById, (request) =>
    service.getProgressReport(db, actorOf(request), request.params.id, request.locale),
  );
  route(app, endpoints.createProgressReport, (request) =>
    service.createProgressReport(db, actorOf(request), request.body, request.locale),
  );
  route(app, endpoints.updateProgressReportById, (request) =>
    service.updateProgressReport(db, actorOf(request), request.params.id, request.body, request.locale),
  );
  route(app, endpoints.deleteProgressReportById, async (request) => {
    await service.deleteProgressReport(db, actorOf(request), request.params.id);
    return { ok: true as const };
  });
  route(app, endpoints.sendProgressReportMail, (request) =>
    service.sendProgressReport(db, actorOf(request), request.params.id, publicUrl),
  );
  route(app, endpoints.sendProgressReportsMail, (request) =>
    service.sendProgressReports(db, actorOf(request), request.body.ids, publicUrl),
  );
  route(app, endpoints.listProgressReportStatuses, (request) =>
    service.listProgressReportStatuses(db, actorOf(request), request.query, request.locale),
  );
  route(app, endpoints.getProgressReportsUnfinished, (request) =>
    service.unfinishedProgressReports(db, actorOf(request)),
  );
};
