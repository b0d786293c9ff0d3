import {
  createFeedbackSchema,
  FEEDBACK_RATE_LIMIT,
  feedbackCreatedSchema,
  feedbackIdParamsSchema,
  feedbackIssueSchema,
  feedbackListQuerySchema,
  feedbackPageSchema,
  updateFeedbackSchema,
} from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { errorResponses } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import * as service from "./feedback.service";

const tags = ["feedback"];
const OFFICE = ["super-admin", "staff"] as const;

export const feedbackRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

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

  app.get(
    "/api/issues",
    {
      config: { access: [...OFFICE] },
      schema: {
        tags,
        summary: "Feedback to triage, newest first (status open/done/all, type, q over details and page)",
        querystring: feedbackListQuerySchema,
        response: { 200: feedbackPageSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => service.listFeedback(db, request.query),
  );

  app.patch(
    "/api/issue/:id",
    {
      config: { access: [...OFFICE] },
      schema: {
        tags,
        summary: "Mark feedback done or open again (audited)",
        params: feedbackIdParamsSchema,
        body: updateFeedbackSchema,
        response: { 200: feedbackIssueSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      service.setFeedbackStatus(db, actorOf(request), request.params.id, request.body.status),
  );
};
