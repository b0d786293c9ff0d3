import { progressReportEndpoints as endpoints } from "@edu/shared/lessons";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import {
  createProgressReport,
  deleteProgressReport,
  getProgressReport,
  updateProgressReport,
} from "./progress-report-edit.service";
import {
  listProgressReportStatuses,
  listProgressReports,
  unfinishedProgressReports,
} from "./progress-report-lists.service";
import { sendProgressReport, sendProgressReports } from "./progress-report-mail.service";

/** The progress report endpoints (packages/shared/src/lessons/lessons.endpoints.ts) and what each does. */
export const progressReportsRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const publicUrl = deps.config.PUBLIC_URL;

  route(app, endpoints.listProgressReports, (request) =>
    listProgressReports(db, actorOf(request), request.query, request.locale),
  );
  route(app, endpoints.getProgressReportById, (request) =>
    getProgressReport(db, actorOf(request), request.params.id, request.locale),
  );
  route(app, endpoints.createProgressReport, (request) =>
    createProgressReport(db, actorOf(request), request.body, request.locale),
  );
  route(app, endpoints.updateProgressReportById, (request) =>
    updateProgressReport(db, actorOf(request), request.params.id, request.body, request.locale),
  );
  route(app, endpoints.deleteProgressReportById, async (request) => {
    await deleteProgressReport(db, actorOf(request), request.params.id);
    return { ok: true as const };
  });
  route(app, endpoints.sendProgressReportMail, (request) =>
    sendProgressReport(db, actorOf(request), request.params.id, publicUrl),
  );
  route(app, endpoints.sendProgressReportsMail, (request) =>
    sendProgressReports(db, actorOf(request), request.body.ids, publicUrl),
  );
  route(app, endpoints.listProgressReportStatuses, (request) =>
    listProgressReportStatuses(db, actorOf(request), request.query, request.locale),
  );
  route(app, endpoints.getProgressReportsUnfinished, (request) =>
    unfinishedProgressReports(db, actorOf(request)),
  );
};
