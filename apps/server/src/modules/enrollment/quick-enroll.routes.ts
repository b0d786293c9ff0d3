import { enrolledSessionEndpoints as endpoints } from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import { linkStudentByEmail, quickEnrollStudent } from "./quick-enroll.service";

const _tags = ["enrollment"];

export const quickEnrollRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  route(app, endpoints.quickEnrollStudent, (request) =>
    quickEnrollStudent(db, actorOf(request), request.body, request.locale),
  );

  route(
    app,
    endpoints.linkStudent,
    (request) => linkStudentByEmail(db, deps.config.PUBLIC_URL, actorOf(request), request.body.email),
    { config: { rateLimit: { max: 30, timeWindow: "1 hour" } } },
  );
};
