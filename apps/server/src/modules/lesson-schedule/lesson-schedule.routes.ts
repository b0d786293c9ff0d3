import {
  createPlannedLessonsResultSchema,
  createPlannedLessonsSchema,
  okSchema,
  plannedLessonIdParamsSchema,
  plannedLessonListSchema,
  plannedLessonSchema,
  plannedLessonsClassParamsSchema,
  plannedLessonsQuerySchema,
  updatePlannedLessonSchema,
} from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { errorResponses } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import * as service from "./lesson-schedule.service";

const tags = ["lesson schedule"];
/** Writers; a teacher only for the classes they teach (checked in the service). */
const TEACHING = ["teacher", "staff"] as const;

/** A class's dated lesson schedule (planned lessons): read by everyone in the class, written by its teachers and staff. */
export const lessonScheduleRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    "/api/session-classes/:id/planned-lessons",
    {
      config: { access: "authenticated" },
      schema: {
        tags,
        summary:
          "A class's planned lessons (staff: any class; teachers: classes they teach; students and parents: their own / their children's)",
        params: plannedLessonsClassParamsSchema,
        querystring: plannedLessonsQuerySchema,
        response: { 200: plannedLessonListSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => service.listPlannedLessons(db, actorOf(request), request.params.id, request.query),
  );

  app.post(
    "/api/session-classes/:id/planned-lessons",
    {
      config: { access: [...TEACHING] },
      schema: {
        tags,
        summary:
          "Plan a lesson, or a weekly series (weekdays through until, at most 52), in the class's time zone",
        params: plannedLessonsClassParamsSchema,
        body: createPlannedLessonsSchema,
        response: { 200: createPlannedLessonsResultSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => service.addPlannedLessons(db, actorOf(request), request.params.id, request.body),
  );

  app.patch(
    "/api/planned-lessons/:id",
    {
      config: { access: [...TEACHING] },
      schema: {
        tags,
        summary: "Move or edit a planned lesson (a new start announces it again)",
        params: plannedLessonIdParamsSchema,
        body: updatePlannedLessonSchema,
        response: { 200: plannedLessonSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => service.updatePlannedLesson(db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    "/api/planned-lessons/:id",
    {
      config: { access: [...TEACHING] },
      schema: {
        tags,
        summary: "Delete a planned lesson",
        params: plannedLessonIdParamsSchema,
        response: { 200: okSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await service.deletePlannedLesson(db, actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );
};
