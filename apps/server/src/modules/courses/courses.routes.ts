import {
  courseIdParamsSchema,
  courseListQuerySchema,
  coursePageSchema,
  courseSchema,
  createCourseSchema,
  okSchema,
  updateCourseSchema,
} from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { errorResponses } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import * as service from "./courses.service";

const tags = ["courses"];

/** The course catalogue: GET courses and courses/{id} (spec §7), and its administration. */
export const coursesRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    "/api/courses",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Courses (visitors: visible ones only; admin and staff may filter by is_visible)",
        querystring: courseListQuerySchema,
        response: { 200: coursePageSchema, ...errorResponses(422) },
      },
    },
    async (request) => service.listCourses(db, request.session?.user, request.query, request.locale),
  );

  app.get(
    "/api/courses/:id",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "A course (a hidden one only for admin and staff)",
        params: courseIdParamsSchema,
        response: { 200: courseSchema, ...errorResponses(404, 422) },
      },
    },
    async (request) => service.getCourse(db, request.session?.user, request.params.id, request.locale),
  );

  app.post(
    "/api/courses",
    {
      config: { access: ["super-admin", "staff"] },
      schema: {
        tags,
        summary: "Create a course (title, description and price text per language; English required)",
        body: createCourseSchema,
        response: { 200: courseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => service.createCourse(db, actorOf(request), request.body, request.locale),
  );

  app.patch(
    "/api/courses/:id",
    {
      config: { access: ["super-admin", "staff"] },
      schema: {
        tags,
        summary: "Edit a course (a language sent replaces the fields it sends)",
        params: courseIdParamsSchema,
        body: updateCourseSchema,
        response: { 200: courseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      service.updateCourse(db, actorOf(request), request.params.id, request.body, request.locale),
  );

  app.delete(
    "/api/courses/:id",
    {
      config: { access: ["super-admin"] },
      schema: {
        tags,
        summary: "Delete a course without sessions (409 while it has sessions)",
        params: courseIdParamsSchema,
        response: { 200: okSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      await service.deleteCourse(db, actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );
};
