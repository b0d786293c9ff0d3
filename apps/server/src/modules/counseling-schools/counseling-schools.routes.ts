import { counselingSchoolEndpoints as endpoints } from "@edu/shared/counseling-schools";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import * as applications from "./applications.service";
import * as read from "./collected-read.service";
import * as write from "./collected-write.service";

/** Collected schools (spec 03 §7 "Counseling schools"), their cards (§9) and the counselors' applications list. */
export const counselingSchoolRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db, config } = deps;

  route(app, endpoints.listCounselingSchools, (request) =>
    read.listCollected(db, actorOf(request), request.query, request.locale),
  );
  route(app, endpoints.listCounselingSchoolCards, (request) =>
    read.schoolCards(db, actorOf(request), request.query.student_user_id, request.locale),
  );
  route(app, endpoints.getCounselingSchool, (request) =>
    read.readOne(db, actorOf(request), request.params.id, request.locale),
  );
  route(app, endpoints.createCounselingSchool, (request) =>
    write.createCollected(db, config, actorOf(request), request.body, request.locale),
  );
  route(app, endpoints.createCounselingSchoolBatch, (request) =>
    write.batchCollected(db, config, actorOf(request), request.body, request.locale),
  );
  route(app, endpoints.updateCounselingSchool, (request) =>
    write.updateCollected(db, config, actorOf(request), request.body, request.locale),
  );
  route(app, endpoints.deleteCounselingSchool, (request) =>
    write.deleteCollected(db, actorOf(request), [request.params.id], request.locale),
  );
  route(app, endpoints.deleteCounselingSchoolBatch, (request) =>
    write.deleteCollected(db, actorOf(request), request.query.ids, request.locale),
  );
  route(app, endpoints.listCounselingApplications, (request) =>
    applications.listApplications(db, config, actorOf(request), request.query, request.locale),
  );
  route(
    app,
    endpoints.getCounselingApplicationsCsv,
    async (request, reply) => {
      const csv = await applications.applicationsCsv(
        db,
        config,
        actorOf(request),
        request.query,
        request.locale,
      );
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="applications.csv"')
        .header("cache-control", "private, no-store")
        .send(csv);
    },
    { responses: { 200: z.any().describe("text/csv") } },
  );
};
