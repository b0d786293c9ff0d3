import { studentsForTeacherQuerySchema, studentsQuerySchema, userPageSchema } from "@edu/shared";
import { relationEndpoints as endpoints } from "@edu/shared/relations";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import { errorResponses } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import * as relations from "./relations.service";

const tags = ["relations"];

/**
 * The relations endpoints (packages/shared/src/relations/relations.endpoints.ts). GET students and GET
 * teacher/students-for-user-list are registered by hand: their OpenAPI description has no place in a route's
 * extras yet.
 */
export const relationsRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    "/api/students",
    {
      config: { access: ["super-admin", "staff", "teacher", "parent"] },
      schema: {
        tags,
        summary:
          "Students: all (admin, staff), the caller's children (parent), the caller's students (teacher)",
        description:
          "A teacher's students are those of the teacher's classes; classes arrive with the courses module, " +
          "so until then a teacher gets an empty page.",
        querystring: studentsQuerySchema,
        response: { 200: userPageSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => relations.listStudents(db, actorOf(request), request.query),
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

  app.get(
    "/api/teacher/students-for-user-list",
    {
      config: { access: ["super-admin", "staff"] },
      schema: {
        tags,
        summary: "A teacher's students, 50 a page",
        description: "Students of the teacher's classes; empty until the courses module adds classes.",
        querystring: studentsForTeacherQuerySchema,
        response: { 200: userPageSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => relations.listStudentsOfTeacher(db, request.query.user_id, request.query),
  );
};
