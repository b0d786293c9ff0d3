import { okSchema } from "@edu/shared";
import {
  calendarFeedCreatedSchema,
  calendarFeedStatusSchema,
  calendarFeedTokenParamsSchema,
} from "@edu/shared/lessons";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../../http/actor";
import { errorResponses } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import * as service from "./calendar-feeds.service";

const tags = ["calendar feeds"];

export const calendarFeedsRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const publicUrl = deps.config.PUBLIC_URL;

  app.get(
    "/api/calendar-feed",
    {
      config: { access: "authenticated" },
      schema: {
        tags,
        summary: "Whether I have a private calendar address (shown only when made)",
        response: { 200: calendarFeedStatusSchema, ...errorResponses(401) },
      },
    },
    async (request) => service.feedStatus(db, actorOf(request)),
  );

  app.post(
    "/api/calendar-feed",
    {
      config: { access: "authenticated" },
      schema: {
        tags,
        summary: "Make my private calendar address (an earlier one stops working)",
        response: { 200: calendarFeedCreatedSchema, ...errorResponses(401) },
      },
    },
    async (request) => service.createFeed(db, actorOf(request), publicUrl),
  );

  app.delete(
    "/api/calendar-feed",
    {
      config: { access: "authenticated" },
      schema: {
        tags,
        summary: "Revoke my calendar address",
        response: { 200: okSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      await service.revokeFeed(db, actorOf(request));
      return { ok: true as const };
    },
  );

  app.get(
    "/api/calendar-feed/:token",
    {
      config: { access: "public", rateLimit: { max: 120, timeWindow: "1 hour" } },
      schema: {
        tags,
        summary:
          "The iCalendar feed behind a private address (lessons and meet-and-greets; read by Google and Apple Calendar)",
        params: calendarFeedTokenParamsSchema,
        response: { 200: z.any().describe("text/calendar"), ...errorResponses(404, 422, 429) },
      },
    },
    async (request, reply) => {
      const text = await service.readFeed(db, request.params.token, publicUrl);
      return reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("content-disposition", 'inline; filename="lessons.ics"')
        .header("cache-control", "private, no-store")
        .send(text);
    },
  );
};
