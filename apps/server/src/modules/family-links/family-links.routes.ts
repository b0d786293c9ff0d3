import {
  parentLinkDecisionSchema,
  parentLinkRequestPageSchema,
  parentLinkRequestParamsSchema,
  parentLinkRequestSchema,
  parentLinkRequestsQuerySchema,
  parentLinkTokenInputSchema,
} from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { errorResponses } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import * as familyLinks from "./family-links.service";

const tags = ["relations"];

/**
 * Parent–student links waiting for confirmation (issue 9). The spec's calls do not show this step;
 * paths follow its style. A link asked for by a parent grants nothing until confirmed.
 */
export const familyLinksRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    "/api/parent-link-requests",
    {
      config: { access: "authenticated" },
      schema: {
        tags,
        summary: "Link requests I made, and those waiting for my answer (admins: all), newest first",
        querystring: parentLinkRequestsQuerySchema,
        response: { 200: parentLinkRequestPageSchema, ...errorResponses(401, 422) },
      },
    },
    async (request) => familyLinks.listLinkRequests(db, actorOf(request), request.query),
  );

  app.post(
    "/api/parent-link-requests/:id/confirm",
    {
      config: { access: "authenticated" },
      schema: {
        tags,
        summary: "Confirm a link request (the student, a parent already linked to the student, or an admin)",
        params: parentLinkRequestParamsSchema,
        response: { 200: parentLinkDecisionSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => familyLinks.confirmLinkRequest(db, actorOf(request), request.params.id),
  );

  app.post(
    "/api/parent-link-requests/:id/decline",
    {
      config: { access: "authenticated" },
      schema: {
        tags,
        summary: "Decline a link request, or withdraw one's own",
        params: parentLinkRequestParamsSchema,
        response: { 200: parentLinkDecisionSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => familyLinks.declineLinkRequest(db, actorOf(request), request.params.id),
  );

  app.post(
    "/api/parent-link-requests/by-token",
    {
      config: { access: "authenticated", rateLimit: { max: 30, timeWindow: "1 hour" } },
      schema: {
        tags,
        summary: "The request behind a mailed confirmation link (only for the student it was sent to)",
        body: parentLinkTokenInputSchema,
        response: { 200: parentLinkRequestSchema, ...errorResponses(401, 403, 422, 429) },
      },
    },
    async (request) => familyLinks.viewLinkRequestByToken(db, actorOf(request), request.body.token),
  );

  app.post(
    "/api/parent-link-requests/confirm-by-token",
    {
      config: { access: "authenticated", rateLimit: { max: 30, timeWindow: "1 hour" } },
      schema: {
        tags,
        summary: "Confirm through the mailed link (single use, expires; only the student it was sent to)",
        body: parentLinkTokenInputSchema,
        response: { 200: parentLinkDecisionSchema, ...errorResponses(401, 403, 422, 429) },
      },
    },
    async (request) => familyLinks.confirmLinkRequestByToken(db, actorOf(request), request.body.token),
  );
};
