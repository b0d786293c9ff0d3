import { okSchema } from "@edu/shared";
import {
  createTeachingLogSchema,
  lessonLogDetailSchema,
  lessonLogIdParamsSchema,
  nextTeachingLogQuerySchema,
  nextTeachingLogSchema,
  teachingLogPageSchema,
  teachingLogSchema,
  teachingLogsQuerySchema,
  unfinishedLessonLogsQuerySchema,
  unfinishedLessonLogsSchema,
  updateTeachingLogSchema,
} from "@edu/shared/lessons";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { errorResponses } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import * as service from "./lesson-logs.service";

const tags = ["lesson logs"];
const OFFICE = ["super-admin", "staff"] as const;
const TEACHING = ["teacher", "staff"] as const;

export const lessonLogsRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const publicUrl = deps.config.PUBLIC_URL;

  // The spec's three write paths differ only in who calls them and which classes they take: admins
  // and teachers write private/custom lessons (teachers as themselves, money from the class terms),
  // group-lesson-log takes group classes.
  const writePaths = [
    {
      path: "/api/admin/lesson-log",
      access: [...OFFICE],
      kind: "private",
      create: "Admin: log a private or custom lesson (any teacher of the class, salary and fees as sent)",
      update: "Admin: edit a private or custom lesson's log (students, when sent, replace the list)",
    },
    {
      path: "/api/lesson-log",
      access: ["teacher"],
      kind: "private",
      create:
        "Teacher: log a private or custom lesson of a class they teach (as themselves; salary and fees from the class terms)",
      update: "Teacher: edit a private lesson's log of a class they teach (money stays as set)",
    },
    {
      path: "/api/group-lesson-log",
      access: [...TEACHING],
      kind: "group",
      create: "Log a group class's lesson (staff: any class; teachers: classes they teach)",
      update: "Edit a group class's lesson log",
    },
  ] as const;

  for (const { path, access, kind, create, update } of writePaths) {
    app.post(
      path,
      {
        config: { access: [...access] },
        schema: {
          tags,
          summary: create,
          body: createTeachingLogSchema,
          response: { 200: teachingLogSchema, ...errorResponses(401, 403, 422) },
        },
      },
      async (request) =>
        service.createTeachingLog(db, actorOf(request), kind, request.body, publicUrl, request.locale),
    );

    app.patch(
      `${path}/:id`,
      {
        config: { access: [...access] },
        schema: {
          tags,
          summary: update,
          params: lessonLogIdParamsSchema,
          body: updateTeachingLogSchema,
          response: { 200: teachingLogSchema, ...errorResponses(401, 403, 404, 422) },
        },
      },
      async (request) =>
        service.updateTeachingLog(
          db,
          actorOf(request),
          kind,
          request.params.id,
          request.body,
          publicUrl,
          request.locale,
        ),
    );
  }

  app.get(
    "/api/teaching-log/:id",
    {
      config: { access: [...TEACHING] },
      schema: {
        tags,
        summary: "A lesson with every student's attendance (staff, teachers of the class)",
        params: lessonLogIdParamsSchema,
        response: { 200: teachingLogSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => service.getTeachingLog(db, actorOf(request), request.params.id, request.locale),
  );

  app.get(
    "/api/next-teaching-log",
    {
      config: { access: [...TEACHING] },
      schema: {
        tags,
        summary:
          "The next log's form for a class: last log's teacher and length, a week later, the placed students",
        querystring: nextTeachingLogQuerySchema,
        response: { 200: nextTeachingLogSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => service.nextTeachingLog(db, actorOf(request), request.query.class_id, request.locale),
  );

  app.get(
    "/api/teaching-logs",
    {
      config: { access: [...TEACHING] },
      schema: {
        tags,
        summary:
          "Lesson logs, latest first (staff: all; teachers: classes they teach); by class, teacher, dates",
        querystring: teachingLogsQuerySchema,
        response: { 200: teachingLogPageSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => service.listTeachingLogs(db, actorOf(request), request.query, request.locale),
  );

  app.get(
    "/api/lesson-logs/unfinished",
    {
      config: { access: [...TEACHING] },
      schema: {
        tags,
        summary:
          "The teacher's unfinished lesson logs: taught in the last 14 days with no lesson content yet (count and the latest 5); staff may pass teacher_user_id",
        querystring: unfinishedLessonLogsQuerySchema,
        response: { 200: unfinishedLessonLogsSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => service.unfinishedLessonLogs(db, actorOf(request), request.query, request.locale),
  );

  app.delete(
    "/api/teaching-log/:id",
    {
      config: { access: [...TEACHING] },
      schema: {
        tags,
        summary: "Delete a lesson and its students' logs (staff, teachers of the class)",
        params: lessonLogIdParamsSchema,
        response: { 200: okSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await service.deleteTeachingLog(db, actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    "/api/lesson-log/:id",
    {
      config: { access: "authenticated" },
      schema: {
        tags,
        summary: "One student's lesson (staff, teachers of the class, the student, their parents)",
        params: lessonLogIdParamsSchema,
        response: { 200: lessonLogDetailSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => service.getLessonLog(db, actorOf(request), request.params.id, request.locale),
  );

  app.delete(
    "/api/lesson-log/:id",
    {
      config: { access: [...TEACHING] },
      schema: {
        tags,
        summary: "Remove one student from a lesson's log (staff, teachers of the class)",
        params: lessonLogIdParamsSchema,
        response: { 200: okSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await service.deleteLessonLog(db, actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );
};
