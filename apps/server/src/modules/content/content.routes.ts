import {
  okSchema,
  putSiteContentSchema,
  siteContentAdminListSchema,
  siteContentAdminSchema,
  siteContentKeyParamsSchema,
  siteContentListQuerySchema,
  siteContentListSchema,
  siteContentSchema,
} from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { errorResponses } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import * as service from "./content.service";

const tags = ["site content"];

export const contentRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    "/api/site-content",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Public site content entries in the request's language (all, or the given keys)",
        querystring: siteContentListQuerySchema,
        response: { 200: siteContentListSchema, ...errorResponses(422) },
      },
    },
    async (request) => service.listPublicSiteContent(db, request.query.keys, request.locale),
  );

  app.get(
    "/api/site-content/:key",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "One site content entry in the request's language (fields fall back to English)",
        params: siteContentKeyParamsSchema,
        response: { 200: siteContentSchema, ...errorResponses(404, 422) },
      },
    },
    async (request) => service.getPublicSiteContent(db, request.params.key, request.locale),
  );

  app.put(
    "/api/site-content/:key",
    {
      config: { access: ["super-admin"] },
      schema: {
        tags,
        summary: "Create or replace a site content entry (every language)",
        params: siteContentKeyParamsSchema,
        body: putSiteContentSchema,
        response: { 200: siteContentAdminSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => service.putSiteContent(db, actorOf(request), request.params.key, request.body),
  );

  app.delete(
    "/api/site-content/:key",
    {
      config: { access: ["super-admin"] },
      schema: {
        tags,
        summary: "Delete a site content entry",
        params: siteContentKeyParamsSchema,
        response: { 200: okSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await service.deleteSiteContent(db, actorOf(request), request.params.key);
      return { ok: true as const };
    },
  );

  app.get(
    "/api/admin/site-content",
    {
      config: { access: ["super-admin", "staff"] },
      schema: {
        tags,
        summary: "Every site content entry with all languages and which are missing",
        response: { 200: siteContentAdminListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => service.listSiteContentAdmin(db),
  );

  app.get(
    "/api/admin/site-content/:key",
    {
      config: { access: ["super-admin", "staff"] },
      schema: {
        tags,
        summary: "One site content entry with all languages",
        params: siteContentKeyParamsSchema,
        response: { 200: siteContentAdminSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => service.getSiteContentAdmin(db, request.params.key),
  );

  // /blogs goes to the address configured in site.links (blogs_url); unconfigured → not-found page.
  app.get("/blogs", { config: { access: "public" }, schema: { hide: true } }, async (_request, reply) => {
    const target = await service.findConfiguredLink(db, "blogs_url");
    return reply.redirect(target ?? "/404", 302);
  });
};
