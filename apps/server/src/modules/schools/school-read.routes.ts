import { schoolEndpoints as endpoints } from "@edu/shared/schools";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import { getSchool } from "./school-detail.service";
import { getSchoolName, listSchoolAliases, searchSchoolAliases } from "./school-read-names.service";
import { createSchoolTableInfo } from "./school-read-table.service";
import { searchSchools } from "./school-search.service";

/** Reading schools (search, a school page, names, a comparison's cells): anyone signed in, the table staff. */
export const schoolReadRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  route(app, endpoints.searchSchools, (request) => searchSchools(db, request.query, request.locale));
  route(app, endpoints.getSchool, (request) => getSchool(db, request.params.id, request.locale));
  route(app, endpoints.getSchoolName, (request) => getSchoolName(db, request.params.id, request.locale));
  route(app, endpoints.listSchoolAliases, (request) => listSchoolAliases(db, request.params.id));
  route(app, endpoints.searchSchoolAliases, (request) => searchSchoolAliases(db, request.body.schools));
  route(app, endpoints.createSchoolTableInfo, (request) =>
    createSchoolTableInfo(db, request.body, request.locale),
  );
};
