import { attendanceEndpoints as endpoints } from "@edu/shared/lessons";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import * as service from "./attendance.service";

/** The attendance endpoints (packages/shared/src/lessons/lessons.endpoints.ts) and what each does. */
export const attendanceRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  route(app, endpoints.updateLessonLogBatchAttendanceStatus, (request) =>
    service.setAttendanceBatch(db, actorOf(request), request.body),
  );
  route(app, endpoints.listStudentAttendances, (request) =>
    service.listStudentAttendances(db, actorOf(request), request.query, request.locale),
  );
};
