import { okSchema } from "@edu/shared";
import {
  createGreetMeetingSchema,
  greetMeetingIdParamsSchema,
  greetMeetingListSchema,
  greetMeetingMailResultSchema,
  greetMeetingMailSchema,
  greetMeetingSchema,
  greetMeetingsQuerySchema,
  updateGreetMeetingSchema,
} from "@edu/shared/lessons";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { errorResponses } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import * as service from "./greet-meetings.service";

const tags = ["greet meetings"];
const OFFICE = ["super-admin", "staff"] as const;

export const greetMeetingsRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.post(
    "/api/greet-meeting",
    {
      config: { access: [...OFFICE] },
      schema: {
        tags,
        summary: "Schedule a meet-and-greet of a private lesson (started_at null while undecided)",
        body: createGreetMeetingSchema,
        response: { 200: greetMeetingSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => service.createGreetMeeting(db, actorOf(request), request.body, request.locale),
  );

  app.patch(
    "/api/greet-meeting/:id",
    {
      config: { access: [...OFFICE] },
      schema: {
        tags,
        summary: "Edit a meet-and-greet",
        params: greetMeetingIdParamsSchema,
        body: updateGreetMeetingSchema,
        response: { 200: greetMeetingSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      service.updateGreetMeeting(db, actorOf(request), request.params.id, request.body, request.locale),
  );

  app.delete(
    "/api/greet-meeting/:id",
    {
      config: { access: [...OFFICE] },
      schema: {
        tags,
        summary: "Delete a meet-and-greet",
        params: greetMeetingIdParamsSchema,
        response: { 200: okSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await service.deleteGreetMeeting(db, actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    "/api/greet-meetings",
    {
      config: { access: "authenticated" },
      schema: {
        tags,
        summary:
          "Meet-and-greets (staff: all; others: of classes they teach, attend, or their children attend)",
        querystring: greetMeetingsQuerySchema,
        response: { 200: greetMeetingListSchema, ...errorResponses(401, 422) },
      },
    },
    async (request) =>
      service.listGreetMeetings(db, actorOf(request), request.query.session_class_id, request.locale),
  );

  app.post(
    "/api/greet-meeting/send-mail",
    {
      config: { access: [...OFFICE], idempotent: true },
      schema: {
        tags,
        summary:
          "Mail the class's scheduled meet-and-greets, with an .ics calendar invitation, to the selected teachers, students and parents",
        body: greetMeetingMailSchema,
        response: { 200: greetMeetingMailResultSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) =>
      service.sendGreetMeetingMail(db, actorOf(request), request.body, deps.config.PUBLIC_URL),
  );
};
