import { okSchema } from "@edu/shared";
import {
  createProgressReportSchema,
  progressReportIdParamsSchema,
  progressReportPageSchema,
  progressReportSchema,
  progressReportStatusesQuerySchema,
  progressReportStatusPageSchema,
  progressReportsQuerySchema,
  sendProgressReportsResultSchema,
  sendProgressReportsSchema,
  unfinishedProgressReportsSchema,
  updateProgressReportSchema,
} from "@edu/shared/lessons";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { errorResponses } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import * as service from "./progress-reports.service";

const tags = ["progress reports"];
const OFFICE = ["super-admin", "staff"] as const;
const TEACHING = ["teacher", "staff"] as const;

export const progressReportsRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const publicUrl = deps.config.PUBLIC_URL;

  app.get(
    "/api/progress-reports",
    {
      config: { access: "authenticated" },
      schema: {
        tags,
        summary:
          "Progress reports, latest month first: students their own, parents their children's, teachers their classes', staff all",
        querystring: progressReportsQuerySchema,
        response: { 200: progressReportPageSchema, ...errorResponses(401, 422) },
      },
    },
    async (request) => service.listProgressReports(db, actorOf(request), request.query, request.locale),
  );

  app.get(
    "/api/progress-report/:id",
    {
      config: { access: "authenticated" },
      schema: {
        tags,
        summary: "One progress report (staff, the class's teachers, the student, the student's parents)",
        params: progressReportIdParamsSchema,
        response: { 200: progressReportSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => service.getProgressReport(db, actorOf(request), request.params.id, request.locale),
  );

  app.post(
    "/api/progress-report",
    {
      config: { access: [...TEACHING] },
      schema: {
        tags,
        summary:
          "Write a student's progress report for a class and month (staff: any class; teachers: classes they teach); one per class, student and month",
        body: createProgressReportSchema,
        response: { 200: progressReportSchema, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request) => service.createProgressReport(db, actorOf(request), request.body, request.locale),
  );

  app.patch(
    "/api/progress-report/:id",
    {
      config: { access: [...TEACHING] },
      schema: {
        tags,
        summary: "Edit a progress report's text (staff; teachers of the class)",
        params: progressReportIdParamsSchema,
        body: updateProgressReportSchema,
        response: { 200: progressReportSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      service.updateProgressReport(db, actorOf(request), request.params.id, request.body, request.locale),
  );

  app.delete(
    "/api/progress-report/:id",
    {
      config: { access: [...TEACHING] },
      schema: {
        tags,
        summary:
          "Delete a progress report (teachers of the class: their own unmailed ones; staff: any unmailed; super-admin: mailed ones too); it is owed again",
        params: progressReportIdParamsSchema,
        response: { 200: okSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await service.deleteProgressReport(db, actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    "/api/progress-report/:id/send-mail",
    {
      config: { access: [...TEACHING], idempotent: true },
      schema: {
        tags,
        summary: "Mail the report to the student's parents through the outbox (staff; teachers of the class)",
        params: progressReportIdParamsSchema,
        response: { 200: sendProgressReportsResultSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => service.sendProgressReport(db, actorOf(request), request.params.id, publicUrl),
  );

  app.post(
    "/api/progress-reports/send-mail",
    {
      config: { access: [...OFFICE], idempotent: true },
      schema: {
        tags,
        summary: "Mail written reports to the parents in bulk (/mail/progress-report); all or none",
        body: sendProgressReportsSchema,
        response: { 200: sendProgressReportsResultSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => service.sendProgressReports(db, actorOf(request), request.body.ids, publicUrl),
  );

  app.get(
    "/api/progress-report-statuses",
    {
      config: { access: [...TEACHING] },
      schema: {
        tags,
        summary:
          "Who owes which report: one row per class, student and month with attended lessons (owed, written, upcoming); teachers see their classes",
        querystring: progressReportStatusesQuerySchema,
        response: { 200: progressReportStatusPageSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) =>
      service.listProgressReportStatuses(db, actorOf(request), request.query, request.locale),
  );

  app.get(
    "/api/progress-reports/unfinished",
    {
      config: { access: ["teacher"] },
      schema: {
        tags,
        summary: "The signed-in teacher's reports due (months over) versus written",
        response: { 200: unfinishedProgressReportsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => service.unfinishedProgressReports(db, actorOf(request)),
  );
};
