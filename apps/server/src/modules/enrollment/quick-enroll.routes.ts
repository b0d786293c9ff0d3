import {
  enrolledSessionSchema,
  linkStudentResultSchema,
  linkStudentSchema,
  quickEnrollStudentSchema,
} from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { errorResponses } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import { linkStudentByEmail, quickEnrollStudent } from "./quick-enroll.service";

const tags = ["enrollment"];

export const quickEnrollRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.post(
    "/api/quick-enroll-student",
    {
      config: { access: ["super-admin", "staff"] },
      schema: {
        tags,
        summary: "Enroll an existing student straight into a course session (/quick_enroll)",
        body: quickEnrollStudentSchema,
        response: { 200: enrolledSessionSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => quickEnrollStudent(db, actorOf(request), request.body, request.locale),
  );

  app.post(
    "/api/link-student",
    {
      config: { access: ["parent"], rateLimit: { max: 30, timeWindow: "1 hour" } },
      schema: {
        tags,
        summary: "A signed-in parent asks for a link to a student account by its email (/link-student)",
        description:
          "The link waits for the student (mailed link or home page), a parent already linked to the " +
          "student, or an admin to confirm it (`pending`, `link_requests`); until then it grants nothing.",
        body: linkStudentSchema,
        response: { 200: linkStudentResultSchema, ...errorResponses(401, 403, 422, 429) },
      },
    },
    async (request) => linkStudentByEmail(db, deps.config.PUBLIC_URL, actorOf(request), request.body.email),
  );
};
