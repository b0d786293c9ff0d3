import { lessonScheduleEndpoints as endpoints } from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import * as service from "./lesson-schedule.service";

/**
 * A class's dated lesson schedule (planned lessons; packages/shared/src/lesson-schedule/lesson-schedule.endpoints.ts):
 * read by everyone in the class, written by its teachers and staff.
 */
export const lessonScheduleRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  route(app, endpoints.listSessionClassPlannedLessons, (request) =>
    service.listPlannedLessons(db, actorOf(request), request.params.id, request.query),
  );
  route(app, endpoints.createSessionClassPlannedLesson, (request) =>
    service.addPlannedLessons(db, actorOf(request), request.params.id, request.body),
  );
  route(app, endpoints.updatePlannedLesson, (request) =>
    service.updatePlannedLesson(db, actorOf(request), request.params.id, request.body),
  );
  route(app, endpoints.deletePlannedLesson, async (request) => {
    await service.deletePlannedLesson(db, actorOf(request), request.params.id);
    return { ok: true as const };
  });
};
