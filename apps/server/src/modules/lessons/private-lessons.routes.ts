import { privateLessonEndpoints as endpoints } from "@edu/shared/lessons";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import { getCustomLesson, listPrivateLessons } from "./private-lesson-reads.service";
import { saveCustomLesson } from "./private-lesson-save.service";

/** The private lesson endpoints (packages/shared/src/lessons/lessons.endpoints.ts) and what each does. */
export const privateLessonsRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const publicUrl = deps.config.PUBLIC_URL;

  route(app, endpoints.addCustomLesson, (request) =>
    saveCustomLesson(db, actorOf(request), request.body, publicUrl, request.locale),
  );
  route(app, endpoints.createUpdateCustomLesson, (request) =>
    saveCustomLesson(db, actorOf(request), request.body, publicUrl, request.locale),
  );
  route(app, endpoints.getGetCustomLesson, (request) =>
    getCustomLesson(db, actorOf(request), request.query.class_id, request.locale),
  );
  route(app, endpoints.listPrivateLessons, (request) =>
    listPrivateLessons(db, actorOf(request), request.query, request.locale),
  );
};
