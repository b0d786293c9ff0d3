import { shortLinkEndpoints as endpoints } from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import { findConfiguredLink } from "../content";
import * as service from "./short-links.service";

const NOT_FOUND_PAGE = "/404";

/** The short-link endpoints (packages/shared/src/short-links/short-links.endpoints.ts) and the /l redirects. */
export const shortLinksRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const publicUrl = deps.config.PUBLIC_URL;

  route(app, endpoints.listShortUrls, (request) => service.listShortUrls(db, publicUrl, request.query));
  route(app, endpoints.createShortUrl, (request) =>
    service.createShortUrl(db, actorOf(request), publicUrl, request.body),
  );
  route(app, endpoints.revertShortUrl, (request) => service.revertShortUrl(db, request.query.short_url_key));
  route(app, endpoints.deleteShortUrlById, async (request) => {
    await service.deleteShortUrl(db, actorOf(request), request.params.id);
    return { ok: true as const };
  });

  // The /l redirects are not API endpoints (outside /api, hidden from the document): registered as before.
  // The seminar form address is site content (site.links → seminar_form_url), not a stored link.
  app.get(
    "/l/admissions_stories_seminar",
    { config: { access: "public" }, schema: { hide: true } },
    async (_request, reply) => {
      const target = await findConfiguredLink(db, "seminar_form_url");
      return reply.redirect(target ?? NOT_FOUND_PAGE, 302);
    },
  );

  // /l/{key}: 302 to the full address, counting the visit; an unknown key shows the not-found page.
  app.get(
    "/l/:key",
    { config: { access: "public" }, schema: { hide: true, params: z.object({ key: z.string() }) } },
    async (request, reply) => {
      const target = await service.visitShortUrl(db, request.params.key);
      reply.header("cache-control", "no-store");
      return reply.redirect(target ?? NOT_FOUND_PAGE, 302);
    },
  );
};
