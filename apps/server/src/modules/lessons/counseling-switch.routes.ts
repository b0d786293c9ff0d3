import {
  changeToCounselingSchema,
  counselingClassSchema,
  lessonLogIdParamsSchema,
} from "@edu/shared/lessons";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { errorResponses } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import * as service from "./counseling-switch.service";

const tags = ["private lessons"];

export const counselingSwitchRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.patch(
    "/api/change-private-lesson-to-counseling/:id",
    {
      config: { access: ["super-admin", "staff"] },
      schema: {
        tags,
        summary:
          "Turn a private lesson's class into a counseling class (course session 3, 4 or 5; default 3); answers the counseling record",
        params: lessonLogIdParamsSchema,
        body: changeToCounselingSchema,
        response: { 200: counselingClassSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      service.changePrivateLessonToCounseling(db, actorOf(request), request.params.id, request.body),
  );

  app.get(
    "/api/counseling/:id",
    {
      config: { access: ["teacher", "staff"] },
      schema: {
        tags,
        summary:
          "A counseling class record: kind, time zone, dates, teachers, students (staff; its teachers)",
        params: lessonLogIdParamsSchema,
        response: { 200: counselingClassSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => service.getCounselingClass(db, actorOf(request), request.params.id),
  );
};
