import { accountEndpoints as endpoints } from "@edu/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { setSessionCookie } from "../../http/auth";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import { assertMayBind, bindParent, bindStudent, bindTeacher, finishBind } from "./bind-roles.service";
import { accountProbeLimit } from "./probe-limit";
import {
  authInstructor,
  quickRegisterAsStudent,
  registerParent,
  registerStudent,
} from "./staff-registration.service";

const _tags = ["accounts"];

/**
 * Runs after the session check and before the body is validated (403 before 422): once bound, only
 * an admin takes a new role through a bind call (others ask an admin: the role calls).
 */
const beforeFinishBind = async (request: FastifyRequest) => assertMayBind(request.user);

/**
 * Spec §7: bind-student/teacher/parent, finish-bind, quick register, staff-created accounts, auth-instructor
 * (packages/shared/src/accounts/accounts.endpoints.ts).
 */
export const bindingRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  route(
    app,
    endpoints.bindStudent,
    async (request) => bindStudent(db, request.user.id, request.body, request.id),
    { preValidation: beforeFinishBind },
  );
  route(
    app,
    endpoints.bindTeacher,
    async (request) => bindTeacher(db, request.user.id, request.body, request.id),
    { preValidation: beforeFinishBind },
  );
  route(
    app,
    endpoints.bindParent,
    async (request) => bindParent(deps, actorOf(request), request.body),
    // Each named student gets a confirmation mail: bounded per address like /link-student.
    { config: { rateLimit: { max: 30, timeWindow: "1 hour" } }, preValidation: beforeFinishBind },
  );

  route(app, endpoints.finishBind, async (request) => finishBind(db, request.user.id, request.id));

  route(
    app,
    endpoints.quickRegisterAsStudent,
    async (request, reply) => {
      const result = await quickRegisterAsStudent(deps, request.body, request.locale, {
        ip: request.ip,
        userAgent: request.headers["user-agent"],
        requestId: request.id,
      });
      setSessionCookie(reply, result.access_token, deps.config.PUBLIC_URL);
      return result;
    },
    { config: { rateLimit: { max: 10, timeWindow: "1 hour" } } },
  );

  route(app, endpoints.registerStudent, async (request) =>
    registerStudent(deps, actorOf(request), request.body),
  );

  route(app, endpoints.registerParent, async (request) =>
    registerParent(deps, actorOf(request), request.body),
  );

  route(app, endpoints.checkInstructorEmail, async (request) => authInstructor(db, request.body.email), {
    config: { rateLimit: accountProbeLimit("email") },
  });
};
