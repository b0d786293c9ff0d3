import {
  createShortUrlSchema,
  okSchema,
  revertShortUrlQuerySchema,
  revertShortUrlResultSchema,
  shortUrlIdParamsSchema,
  shortUrlListQuerySchema,
  shortUrlPageSchema,
  shortUrlSchema,
} from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../../http/actor";
import { errorResponses } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import { findConfiguredLink } from "../content";
import * as service from "./short-links.service";

const tags = ["short links"];
const NOT_FOUND_PAGE = "/404";

export const shortLinksRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const publicUrl = deps.config.PUBLIC_URL;

  app.get(
    "/api/short-urls",
    {
      config: { access: ["super-admin", "staff"] },
      schema: {
        tags,
        summary: "Short links, newest first, with visit counts",
        querystring: shortUrlListQuerySchema,
        response: { 200: shortUrlPageSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => service.listShortUrls(db, publicUrl, request.query),
  );

  app.post(
    "/api/short-url",
    {
      config: { access: ["super-admin", "staff"] },
      schema: {
        tags,
        summary: "Create a short link (http/https only; key generated when not given)",
        body: createShortUrlSchema,
        response: { 200: shortUrlSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => service.createShortUrl(db, actorOf(request), publicUrl, request.body),
  );

  app.get(
    "/api/revert-short-url",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "The full address of a short key",
        querystring: revertShortUrlQuerySchema,
        response: { 200: revertShortUrlResultSchema, ...errorResponses(404, 422) },
      },
    },
    async (request) => service.revertShortUrl(db, request.query.short_url_key),
  );

  app.delete(
    "/api/short-url/:id",
    {
      config: { access: ["super-admin"] },
      schema: {
        tags,
        summary: "Delete a short link",
        params: shortUrlIdParamsSchema,
        response: { 200: okSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await service.deleteShortUrl(db, actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );

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
