import { counselingWorkspaceEndpoints as endpoints } from "@edu/shared/counseling-workspace";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import { getClassOverview } from "./class-overview.service";
import { listCounselingClasses } from "./counseling-classes.service";
import { listCounselingOverview } from "./portal.service";
import { getSchoolsType, updateSchoolsType } from "./schools-type.service";

/** The counseling workspace: classes, a class's overview, the portal, the schools type (spec 03 §2). */
export const counselingWorkspaceRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (
  app,
  { deps },
) => {
  const { db, config } = deps;

  route(app, endpoints.listCounselingClasses, (request) =>
    listCounselingClasses(db, actorOf(request), request.query, request.locale),
  );
  route(app, endpoints.getCounselingClassOverview, (request) =>
    getClassOverview(db, config, actorOf(request), request.params.id, request.locale),
  );
  route(app, endpoints.listCounselingOverview, (request) =>
    listCounselingOverview(db, config, actorOf(request), request.query, request.locale),
  );
  route(app, endpoints.getCounselingSchoolsType, (request) =>
    getSchoolsType(db, actorOf(request), request.query),
  );
  route(app, endpoints.updateCounselingSchoolsType, (request) =>
    updateSchoolsType(db, actorOf(request), request.body),
  );
};
