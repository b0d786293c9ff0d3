import { sessionClassEndpoints as endpoints } from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import { getClassDetail } from "./class-detail.service";
import { createClass, deleteClass, updateClass } from "./class-edit.service";
import {
  listAllClasses,
  listClassesForPlacement,
  listMyClasses,
  listOldClasses,
} from "./class-lists.service";

/** Classes of a course session (packages/shared/src/classes/classes.endpoints.ts). */
export const sessionClassesRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  route(app, endpoints.listSessionClasses, (request) =>
    listMyClasses(db, request.user, request.query, request.locale),
  );
  route(app, endpoints.listAllSessionClasses, (request) => listAllClasses(db, request.query, request.locale));
  route(app, endpoints.listOldSessionClasses, (request) =>
    listOldClasses(db, request.user, request.query, request.locale),
  );
  route(app, endpoints.getSessionClassesPlacementList, (request) =>
    listClassesForPlacement(db, request.query, request.locale),
  );
  route(app, endpoints.getSessionClass, (request) =>
    getClassDetail(db, request.user, request.params.id, request.locale),
  );
  route(app, endpoints.createSessionClass, (request) =>
    createClass(db, request.user, actorOf(request), request.body, request.locale),
  );
  route(app, endpoints.updateSessionClass, (request) =>
    updateClass(db, request.user, actorOf(request), request.params.id, request.body, request.locale),
  );
  route(app, endpoints.deleteSessionClass, async (request) => {
    await deleteClass(db, actorOf(request), request.params.id);
    return { ok: true as const };
  });
};
