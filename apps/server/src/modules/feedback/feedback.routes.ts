import {
  createFeedbackSchema,
  feedbackEndpoints as endpoints,
  FEEDBACK_RATE_LIMIT,
  feedbackCreatedSchema,
} from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import { errorResponses } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import * as service from "./feedback.service";

const tags = ["feedback"];

/** The feedback endpoints (packages/shared/src/feedback/feedback.endpoints.ts) and what each does. */
export const feedbackRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  // Registered by hand (same as endpoints.createIssue): the route() helper has no place for its OpenAPI
  // description yet.
  app.post(
    "/api/issue",
    {
      config: { access: "public", rateLimit: { ...FEEDBACK_RATE_LIMIT } },
      schema: {
        tags,
        summary: "Send feedback from the dialog (visitors too; a screenshot from POST issue/file)",
        description:
          "`created_by` is accepted as the spec sends it and ignored: the sender is the session's user, 0 for a visitor.",
        body: createFeedbackSchema,
        response: { 200: feedbackCreatedSchema, ...errorResponses(422, 429) },
      },
    },
    async (request) => {
      const viewer = request.session?.user;
      return service.createFeedback(db, request.body, {
        userId: viewer?.isActive ? viewer.id : null,
        locale: request.locale,
      });
    },
  );

  route(app, endpoints.listIssues, (request) => service.listFeedback(db, request.query));
  route(app, endpoints.updateIssueById, (request) =>
    service.setFeedbackStatus(db, actorOf(request), request.params.id, request.body.status),
  );
};
