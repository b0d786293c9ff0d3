import {
  attendanceBatchResultSchema,
  attendanceBatchSchema,
  studentAttendancePageSchema,
  studentAttendancesQuerySchema,
} from "@edu/shared/lessons";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { errorResponses } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import * as service from "./attendance.service";

const tags = ["attendance"];

export const attendanceRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.patch(
    "/api/lesson-log/batch/attendance-status",
    {
      config: { access: ["teacher", "staff"] },
      schema: {
        tags,
        summary:
          "Change several lesson logs' attendance at once, all or none (staff: any; teachers: classes they teach)",
        body: attendanceBatchSchema,
        response: { 200: attendanceBatchResultSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => service.setAttendanceBatch(db, actorOf(request), request.body),
  );

  app.get(
    "/api/student-attendances",
    {
      config: { access: "authenticated" },
      schema: {
        tags,
        summary:
          "Attendance, latest first: students their own, parents their children's, teachers their classes', staff all",
        querystring: studentAttendancesQuerySchema,
        response: { 200: studentAttendancePageSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => service.listStudentAttendances(db, actorOf(request), request.query, request.locale),
  );
};
