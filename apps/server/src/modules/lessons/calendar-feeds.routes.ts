import { calendarFeedEndpoints as endpoints } from "@edu/shared/lessons";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import * as service from "./calendar-feeds.service";

/** The calendar feed endpoints (packages/shared/src/lessons/lessons.endpoints.ts) and what each does. */
export const calendarFeedsRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const publicUrl = deps.config.PUBLIC_URL;

  route(app, endpoints.getCalendarFeed, (request) => service.feedStatus(db, actorOf(request)));
  route(app, endpoints.createCalendarFeed, (request) => service.createFeed(db, actorOf(request), publicUrl));
  route(app, endpoints.deleteCalendarFeed, async (request) => {
    await service.revokeFeed(db, actorOf(request));
    return { ok: true as const };
  });
  route(
    app,
    endpoints.getCalendarFeedByToken,
    async (request, reply) => {
      const text = await service.readFeed(db, request.params.token, publicUrl, {
        extras: deps.calendarExtraEvents,
        timeZone: deps.config.SCHOOL_TIME_ZONE,
      });
      return reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("content-disposition", 'inline; filename="lessons.ics"')
        .header("cache-control", "private, no-store")
        .send(text);
    },
    {
      config: { rateLimit: { max: 120, timeWindow: "1 hour" } },
      responses: { 200: z.any().describe("text/calendar") },
    },
  );
};
