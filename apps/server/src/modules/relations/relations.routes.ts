import { relationEndpoints as endpoints } from "@edu/shared/relations";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import * as relations from "./relations.service";

/** The relations endpoints (packages/shared/src/relations/relations.endpoints.ts) and what each does. */
export const relationsRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  route(app, endpoints.listStudents, async (request) =>
    relations.listStudents(db, actorOf(request), request.query),
  );

  route(app, endpoints.searchParent, async (request) => relations.searchParents(db, request.query));

  route(app, endpoints.getParentChildren, async (request) =>
    relations.listChildren(db, actorOf(request), request.params.id, request.query),
  );

  route(app, endpoints.connectParentStudent, async (request) =>
    relations.connectStudents(db, actorOf(request), request.body),
  );

  route(app, endpoints.disconnectParentStudent, async (request) =>
    relations.disconnectStudent(db, actorOf(request), request.body),
  );

  route(
    app,
    endpoints.createParentStudentToken,
    async (request) => relations.issueLinkToken(db, actorOf(request)),
    {
      config: { rateLimit: { max: 20, timeWindow: "1 hour" } },
    },
  );

  route(
    app,
    endpoints.connectParentStudentByToken,
    async (request) => relations.connectByToken(db, actorOf(request), request.body.token),
    { config: { rateLimit: { max: 20, timeWindow: "1 hour" } } },
  );

  route(app, endpoints.getTeacherStudentsForUserList, async (request) =>
    relations.listStudentsOfTeacher(db, request.query.user_id, request.query),
  );
};
