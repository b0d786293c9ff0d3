import {
  bindParentResultSchema,
  bindParentSchema,
  bindResultSchema,
  bindStudentSchema,
  bindTeacherSchema,
  accountEndpoints as endpoints,
} from "@edu/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { setSessionCookie } from "../../http/auth";
import { route } from "../../http/endpoint-route";
import { errorResponses } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import * as binding from "./binding.service";
import { accountProbeLimit } from "./probe-limit";

const tags = ["accounts"];

/**
 * Runs after the session check and before the body is validated (403 before 422): once bound, only
 * an admin takes a new role through a bind call (issue 9; others ask an admin: the role calls).
 */
const beforeFinishBind = async (request: FastifyRequest) => binding.assertMayBind(request.user);

/**
 * Spec §7: bind-student/teacher/parent, finish-bind, quick register, staff-created accounts, auth-instructor
 * (packages/shared/src/accounts/accounts.endpoints.ts). The bind calls are registered by hand: their
 * preValidation hook (and bind-parent's description) has no place in a route's extras yet.
 */
export const bindingRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.post(
    "/api/bind-student",
    {
      config: { access: "authenticated" },
      preValidation: beforeFinishBind,
      schema: {
        tags,
        summary: "Bind as a student: school and phone required; gives the student role (before finish-bind)",
        body: bindStudentSchema,
        response: { 200: bindResultSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => binding.bindStudent(db, request.user.id, request.body, request.id),
  );

  app.post(
    "/api/bind-teacher",
    {
      config: { access: "authenticated" },
      preValidation: beforeFinishBind,
      schema: {
        tags,
        summary:
          "Bind as a teacher: college, major and phone required; gives the teacher role (before finish-bind)",
        body: bindTeacherSchema,
        response: { 200: bindResultSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => binding.bindTeacher(db, request.user.id, request.body, request.id),
  );

  app.post(
    "/api/bind-parent",
    {
      // Each named student gets a confirmation mail: bounded per address like /link-student.
      config: { access: "authenticated", rateLimit: { max: 30, timeWindow: "1 hour" } },
      preValidation: beforeFinishBind,
      schema: {
        tags,
        summary: "Bind as a parent: phone and at least one existing, not yet linked student by email",
        description:
          "Each link waits for the student (mailed link or home page), a parent already linked to the " +
          "student, or an admin to confirm it (`pending`, `link_requests`); until then it grants nothing.",
        body: bindParentSchema,
        response: { 200: bindParentResultSchema, ...errorResponses(401, 403, 409, 422, 429) },
      },
    },
    async (request) => binding.bindParent(deps, actorOf(request), request.body),
  );

  route(app, endpoints.finishBind, async (request) => binding.finishBind(db, request.user.id, request.id));

  route(
    app,
    endpoints.quickRegisterAsStudent,
    async (request, reply) => {
      const result = await binding.quickRegisterAsStudent(deps, request.body, request.locale, {
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
    binding.registerStudent(deps, actorOf(request), request.body),
  );

  route(app, endpoints.registerParent, async (request) =>
    binding.registerParent(deps, actorOf(request), request.body),
  );

  route(
    app,
    endpoints.checkInstructorEmail,
    async (request) => binding.authInstructor(db, request.body.email),
    {
      config: { rateLimit: accountProbeLimit("email") },
    },
  );
};
