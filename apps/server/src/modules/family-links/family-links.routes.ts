import { familyLinkEndpoints as endpoints } from "@edu/shared/family-links";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import {
  confirmLinkRequest,
  confirmLinkRequestByToken,
  declineLinkRequest,
  viewLinkRequestByToken,
} from "./family-links-decide.service";
import { listLinkRequests } from "./family-links-request.service";

const tokenLimit = { config: { rateLimit: { max: 30, timeWindow: "1 hour" } } };

/**
 * Parent–student links waiting for confirmation (packages/shared/src/family-links/family-links.endpoints.ts).
 * The spec's calls do not show this step; paths follow its style. A link asked for by a parent grants
 * nothing until confirmed.
 */
export const familyLinksRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  route(app, endpoints.listParentLinkRequests, async (request) =>
    listLinkRequests(db, actorOf(request), request.query),
  );
  route(app, endpoints.confirmParentLinkRequest, async (request) =>
    confirmLinkRequest(db, actorOf(request), request.params.id),
  );
  route(app, endpoints.declineParentLinkRequest, async (request) =>
    declineLinkRequest(db, actorOf(request), request.params.id),
  );
  route(
    app,
    endpoints.getParentLinkRequestByToken,
    async (request) => viewLinkRequestByToken(db, actorOf(request), request.body.token),
    tokenLimit,
  );
  route(
    app,
    endpoints.confirmParentLinkRequestsByToken,
    async (request) => confirmLinkRequestByToken(db, actorOf(request), request.body.token),
    tokenLimit,
  );
};
