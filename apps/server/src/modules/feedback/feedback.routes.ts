import { feedbackEndpoints as endpoints, FEEDBACK_RATE_LIMIT } from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import * as service from "./feedback.service";

const _tags = ["feedback"];

/** The feedback endpoints (packages/shared/src/feedback/feedback.endpoints.ts) and what each does. */
export const feedbackRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  route(
    app,
    endpoints.createIssue,
    (request) => {
      const viewer = request.session?.user;
      return service.createFeedback(db, request.body, {
        userId: viewer?.isActive ? viewer.id : null,
        locale: request.locale,
      });
    },
    { config: { rateLimit: { ...FEEDBACK_RATE_LIMIT } } },
  );

  route(app, endpoints.listIssues, (request) => service.listFeedback(db, request.query));
  route(app, endpoints.updateIssueById, (request) =>
    service.setFeedbackStatus(db, actorOf(request), request.params.id, request.body.status),
  );
};
