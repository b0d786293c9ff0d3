import {
  connectByTokenSchema,
  connectStudentsSchema,
  disconnectStudentSchema,
  pageQuerySchema,
  parentLinkTokenSchema,
  parentSearchQuerySchema,
  studentsForTeacherQuerySchema,
  studentsQuerySchema,
  userIdParamsSchema,
  userPageSchema,
  userSchema,
} from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { errorResponses } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import * as relations from "./relations.service";

const tags = ["relations"];

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

  app.get(
    "/api/parent/search",
    {
      config: { access: ["super-admin", "staff"] },
      schema: {
        tags,
        summary: "Find parents by username, email or name",
        querystring: parentSearchQuerySchema,
        response: { 200: userPageSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => relations.searchParents(db, request.query),
  );

  app.get(
    "/api/parent/:id/children",
    {
      config: { access: "authenticated" },
      schema: {
        tags,
        summary: "A parent's children (admin, staff, or that parent); 50 a page",
        params: userIdParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: userPageSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => relations.listChildren(db, actorOf(request), request.params.id, request.query),
  );

  app.post(
    "/api/parent/connect-student",
    {
      config: { access: ["super-admin"] },
      schema: {
        tags,
        summary: "Link students to a parent (a pair already linked refuses the whole request)",
        body: connectStudentsSchema,
        response: { 200: userSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => relations.connectStudents(db, actorOf(request), request.body),
  );

  app.post(
    "/api/parent/disconnect-student",
    {
      config: { access: ["super-admin"] },
      schema: {
        tags,
        summary: "Unlink a student from a parent",
        body: disconnectStudentSchema,
        response: { 200: userSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => relations.disconnectStudent(db, actorOf(request), request.body),
  );

  app.post(
    "/api/parent-student/token",
    {
      config: { access: ["student"], rateLimit: { max: 20, timeWindow: "1 hour" } },
      schema: {
        tags,
        summary: "A link code for a parent (single use, valid 7 days)",
        response: { 200: parentLinkTokenSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => relations.issueLinkToken(db, actorOf(request)),
  );

  app.post(
    "/api/parent-student/connect-by-token",
    {
      config: { access: ["parent"], rateLimit: { max: 20, timeWindow: "1 hour" } },
      schema: {
        tags,
        summary: "A signed-in parent redeems a student's link code",
        body: connectByTokenSchema,
        response: { 200: userSchema, ...errorResponses(401, 403, 422, 429) },
      },
    },
    async (request) => relations.connectByToken(db, actorOf(request), request.body.token),
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
