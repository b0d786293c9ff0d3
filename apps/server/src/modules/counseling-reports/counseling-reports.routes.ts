import { counselingReportEndpoints as endpoints } from "@edu/shared/counseling-reports";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import { linePushQueue } from "../line";
import * as reports from "./counseling-reports.service";
import { sendReport } from "./report-send.service";

/** Monthly counseling reports to parents (spec 03 §2 reports, issue 31). */
export const counselingReportRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;
  // A month is the school's calendar month; parents who linked LINE hear of the report there too.
  const clock = () => ({ now: new Date(), timeZone: deps.config.SCHOOL_TIME_ZONE });
  const pushLine = linePushQueue(deps.config);

  route(app, endpoints.listCounselingReports, (request) =>
    reports.listReports(db, actorOf(request), request.query),
  );
  route(app, endpoints.getCounselingReport, (request) =>
    reports.getReport(db, actorOf(request), request.params.id),
  );
  route(app, endpoints.createCounselingReport, (request) =>
    reports.createReport(db, actorOf(request), request.body, clock(), request.locale),
  );
  route(app, endpoints.updateCounselingReport, (request) =>
    reports.updateReport(db, actorOf(request), request.params.id, request.body, clock(), request.locale),
  );
  route(app, endpoints.deleteCounselingReport, (request) =>
    reports.deleteReport(db, actorOf(request), request.params.id, request.locale),
  );
  route(app, endpoints.sendCounselingReport, (request) =>
    sendReport(db, actorOf(request), request.params.id, { pushLine }, request.locale),
  );
};
