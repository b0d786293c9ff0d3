import { schoolEndpoints as endpoints } from "@edu/shared/schools";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import * as aliases from "./school-aliases.service";
import * as edit from "./school-edit.service";
import * as links from "./school-links.service";
import * as tables from "./school-tables.service";

const ok = { ok: true as const };

/** What staff write: schools, their aliases and links, and saved comparison tables. */
export const schoolEditRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  route(app, endpoints.createSchool, (request) =>
    edit.createSchool(db, actorOf(request), request.body, request.locale),
  );
  route(app, endpoints.updateSchool, (request) =>
    edit.updateSchool(db, actorOf(request), request.params.id, request.body, request.locale),
  );

  route(app, endpoints.createSchoolAlias, (request) =>
    aliases.createSchoolAlias(db, actorOf(request), request.body, request.locale),
  );
  route(app, endpoints.updateSchoolAlias, (request) =>
    aliases.updateSchoolAlias(db, actorOf(request), request.params.id, request.body, request.locale),
  );
  route(app, endpoints.deleteSchoolAlias, async (request) => {
    await aliases.deleteSchoolAlias(db, actorOf(request), request.params.id);
    return ok;
  });
  route(app, endpoints.getSchoolAliasesExist, (request) =>
    aliases.schoolAliasExists(db, request.query.keyword, request.locale),
  );

  route(app, endpoints.createSchoolLink, (request) =>
    links.createSchoolLink(db, actorOf(request), request.params.id, request.body),
  );
  route(app, endpoints.deleteSchoolLink, async (request) => {
    await links.deleteSchoolLink(db, actorOf(request), request.params.id);
    return ok;
  });

  route(app, endpoints.listSchoolTables, () => tables.listSchoolTables(db));
  route(app, endpoints.createSchoolTable, (request) =>
    tables.createSchoolTable(db, actorOf(request), request.body, request.locale),
  );
  route(app, endpoints.deleteSchoolTable, async (request) => {
    await tables.deleteSchoolTable(db, actorOf(request), request.params.id);
    return ok;
  });
};
