import {
  enrolledSessionEndpoints as endpoints,
  linkStudentResultSchema,
  linkStudentSchema,
} from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import { errorResponses } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import { linkStudentByEmail, quickEnrollStudent } from "./quick-enroll.service";

const tags = ["enrollment"];

export const quickEnrollRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  route(app, endpoints.quickEnrollStudent, (request) =>
    quickEnrollStudent(db, actorOf(request), request.body, request.locale),
  );

  // Stays written out: its OpenAPI description has no place in a declared route yet (the web calls
  // its declaration, endpoints.linkStudent).
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
