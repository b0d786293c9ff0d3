import { enrolledSessionSchema, linkStudentSchema, quickEnrollStudentSchema, userSchema } from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
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
    async (request) => quickEnrollStudent(db, { id: request.user.id, requestId: request.id }, request.body),
  );

  app.post(
    "/api/link-student",
    {
      config: { access: ["parent"], rateLimit: { max: 30, timeWindow: "1 hour" } },
      schema: {
        tags,
        summary: "A signed-in parent links a student account by its email (/link-student)",
        body: linkStudentSchema,
        response: { 200: userSchema, ...errorResponses(401, 403, 422, 429) },
      },
    },
    async (request) =>
      linkStudentByEmail(db, { id: request.user.id, requestId: request.id }, request.body.email),
  );
};
