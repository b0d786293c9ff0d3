import {
  addCustomLessonSchema,
  customLessonQuerySchema,
  privateLessonPageSchema,
  privateLessonSaveResultSchema,
  privateLessonSchema,
  privateLessonsQuerySchema,
  updateCustomLessonSchema,
} from "@edu/shared/lessons";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { errorResponses } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import * as service from "./private-lessons.service";

const tags = ["private lessons"];

export const privateLessonsRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const publicUrl = deps.config.PUBLIC_URL;

  app.post(
    "/api/add-custom-lesson",
    {
      config: { access: ["super-admin", "staff"] },
      schema: {
        tags,
        summary:
          "Create a private (type 1) or custom (type 2) lesson: its class, students with fees, teachers with salaries",
        body: addCustomLessonSchema,
        response: { 200: privateLessonSaveResultSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) =>
      service.saveCustomLesson(db, actorOf(request), request.body, publicUrl, request.locale),
  );

  app.post(
    "/api/update-custom-lesson",
    {
      config: { access: ["super-admin", "staff"] },
      schema: {
        tags,
        summary: "Save the lesson form again: the server decides each student and teacher row's A/U/D",
        body: updateCustomLessonSchema,
        response: { 200: privateLessonSaveResultSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      service.saveCustomLesson(db, actorOf(request), request.body, publicUrl, request.locale),
  );

  app.get(
    "/api/get-custom-lesson",
    {
      config: { access: ["teacher", "staff"] },
      schema: {
        tags,
        summary:
          "A private or custom lesson's form (staff; teachers of the class without fees and admin note)",
        querystring: customLessonQuerySchema,
        response: { 200: privateLessonSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => service.getCustomLesson(db, actorOf(request), request.query.class_id, request.locale),
  );

  app.get(
    "/api/private-lessons",
    {
      config: { access: "authenticated" },
      schema: {
        tags,
        summary:
          "Private and custom lessons with their progress (staff: all, or one person's by role_type and user_id; others: their own)",
        querystring: privateLessonsQuerySchema,
        response: { 200: privateLessonPageSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => service.listPrivateLessons(db, actorOf(request), request.query, request.locale),
  );
};
