import {
  courseSessionIdParamsSchema,
  courseSessionListQuerySchema,
  courseSessionPageSchema,
  courseSessionSchema,
  courseSessionsForEnrollmentQuerySchema,
  courseSessionsForEnrollmentSchema,
  createCourseSessionSchema,
  enrollmentSessionTagsSchema,
  updateCourseSessionSchema,
} from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { errorResponses } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import * as service from "./course-sessions.service";

const tags = ["course sessions"];

export const courseSessionsRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    "/api/enrollment-session-tags",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Tags of the active course sessions (the enrollment form's filter)",
        response: { 200: enrollmentSessionTagsSchema },
      },
    },
    async () => service.listEnrollmentSessionTags(db),
  );

  app.get(
    "/api/course-sessions-for-enrollment",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Active course sessions for the enrollment form, grouped by type, with their tags",
        querystring: courseSessionsForEnrollmentQuerySchema,
        response: { 200: courseSessionsForEnrollmentSchema, ...errorResponses(422) },
      },
    },
    async (request) => service.listCourseSessionsForEnrollment(db, request.query, request.locale),
  );

  app.get(
    "/api/course-sessions",
    {
      config: { access: ["super-admin", "staff"] },
      schema: {
        tags,
        summary: "Course sessions, newest first (filters: course, type, city, active, online, dates, tag, q)",
        querystring: courseSessionListQuerySchema,
        response: { 200: courseSessionPageSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => service.listCourseSessions(db, request.query, request.locale),
  );

  app.get(
    "/api/course-sessions/:id",
    {
      config: { access: "authenticated" },
      schema: {
        tags,
        summary:
          "A course session with every field (admin, staff; teachers of its classes; students and parents " +
          "enrolled in it or holding a ticket of it)",
        params: courseSessionIdParamsSchema,
        response: { 200: courseSessionSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => service.getCourseSessionFor(db, request.user, request.params.id, request.locale),
  );

  app.post(
    "/api/course-sessions",
    {
      config: { access: ["super-admin", "staff"] },
      schema: {
        tags,
        summary: "Create a course session (ids from 11 up; 1–10 are the private kinds)",
        body: createCourseSessionSchema,
        response: { 200: courseSessionSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => service.createCourseSession(db, actorOf(request), request.body, request.locale),
  );

  app.patch(
    "/api/course-sessions/:id",
    {
      config: { access: ["super-admin", "staff"] },
      schema: {
        tags,
        summary: "Edit a course session (fee changes are audited)",
        params: courseSessionIdParamsSchema,
        body: updateCourseSessionSchema,
        response: { 200: courseSessionSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      service.updateCourseSession(db, actorOf(request), request.params.id, request.body, request.locale),
  );
};
