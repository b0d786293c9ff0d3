import { siteContentEndpoints as endpoints } from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import * as service from "./content.service";

/** The site content endpoints (packages/shared/src/content/content.endpoints.ts) and what each does. */
export const contentRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  route(app, endpoints.listSiteContent, (request) =>
    service.listPublicSiteContent(db, request.query.keys, request.locale),
  );
  route(app, endpoints.getSiteContentByKey, (request) =>
    service.getPublicSiteContent(db, request.params.key, request.locale),
  );
  route(app, endpoints.updateSiteContentByKey, (request) =>
    service.putSiteContent(db, actorOf(request), request.params.key, request.body),
  );
  route(app, endpoints.deleteSiteContentByKey, async (request) => {
    await service.deleteSiteContent(db, actorOf(request), request.params.key);
    return { ok: true as const };
  });
  route(app, endpoints.listAdminSiteContent, () => service.listSiteContentAdmin(db));
  route(app, endpoints.getAdminSiteContentByKey, (request) =>
    service.getSiteContentAdmin(db, request.params.key),
  );

  // Not an API endpoint (hidden from the document, outside /api): registered as before.
  // /blogs goes to the address configured in site.links (blogs_url); unconfigured → not-found page.
  app.get("/blogs", { config: { access: "public" }, schema: { hide: true } }, async (_request, reply) => {
    const target = await service.findConfiguredLink(db, "blogs_url");
    return reply.redirect(target ?? "/404", 302);
  });
};
