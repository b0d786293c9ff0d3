import { privateLessonEndpoints as endpoints } from "@edu/shared/lessons";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import * as service from "./counseling-switch.service";

/** A private lesson turned counseling class (packages/shared/src/lessons/lessons.endpoints.ts). */
export const counselingSwitchRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  route(app, endpoints.updateChangePrivateLessonToCounselingById, (request) =>
    service.changePrivateLessonToCounseling(db, actorOf(request), request.params.id, request.body),
  );
  route(app, endpoints.getCounselingById, (request) =>
    service.getCounselingClass(db, actorOf(request), request.params.id),
  );
};
