import { courseSessionEndpoints as endpoints } from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import * as service from "./course-sessions.service";

/** Course sessions (packages/shared/src/courses/courses.endpoints.ts). */
export const courseSessionsRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  route(app, endpoints.listEnrollmentSessionTags, () => service.listEnrollmentSessionTags(db));
  route(app, endpoints.getCourseSessionsForEnrollment, (request) =>
    service.listCourseSessionsForEnrollment(db, request.query, request.locale),
  );
  route(app, endpoints.listCourseSessions, (request) =>
    service.listCourseSessions(db, request.query, request.locale),
  );
  route(app, endpoints.getCourseSession, (request) =>
    service.getCourseSessionFor(db, request.user, request.params.id, request.locale),
  );
  route(app, endpoints.createCourseSession, (request) =>
    service.createCourseSession(db, actorOf(request), request.body, request.locale),
  );
  route(app, endpoints.updateCourseSession, (request) =>
    service.updateCourseSession(db, actorOf(request), request.params.id, request.body, request.locale),
  );
};
