import {
  classTicketIdParamsSchema,
  classTicketListQuerySchema,
  classTicketPageSchema,
  classTicketSchema,
  createClassTicketSchema,
  okSchema,
  placementFieldsSchema,
} from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { errorResponses } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import * as service from "./class-tickets.service";
import { studentProgressRoutes } from "./student-progress.routes";

const tags = ["class tickets"];

/** Student class tickets and placement (spec §7 enrollment calls). */
export const classTicketsRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;
  await app.register(studentProgressRoutes, { deps });

  app.get(
    "/api/student-class-tickets-paid-but-no-placement",
    {
      config: { access: ["super-admin", "staff"] },
      schema: {
        tags,
        summary: "Paid tickets not yet placed in a class",
        querystring: classTicketListQuerySchema,
        response: { 200: classTicketPageSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => service.listPaidUnplaced(db, request.query, request.locale),
  );

  app.get(
    "/api/student-class-tickets/placement-list",
    {
      config: { access: ["super-admin", "staff"] },
      schema: {
        tags,
        summary: "Placed tickets with their class and placement fields",
        querystring: classTicketListQuerySchema,
        response: { 200: classTicketPageSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => service.listPlaced(db, request.query, request.locale),
  );

  app.post(
    "/api/student-class-tickets",
    {
      config: { access: ["super-admin", "staff"] },
      schema: {
        tags,
        summary: "Give a student a ticket for a course session (enrollment creates them when paid)",
        body: createClassTicketSchema,
        response: { 200: classTicketSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => service.createTicket(db, actorOf(request), request.body, request.locale),
  );

  app.get(
    "/api/student-class-tickets/:id",
    {
      config: { access: "authenticated" },
      schema: {
        tags,
        summary: "A ticket (admin, staff; the student; the student's parents)",
        params: classTicketIdParamsSchema,
        response: { 200: classTicketSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => service.getTicket(db, request.user, request.params.id, request.locale),
  );

  app.post(
    "/api/student-class-tickets/:id",
    {
      config: { access: ["super-admin", "staff"] },
      schema: {
        tags,
        summary:
          "Place the ticket into a class of its session with the placement fields (class, date, time, " +
          "address, classroom, study room, score range, TA); session_class_id null takes it out",
        params: classTicketIdParamsSchema,
        body: placementFieldsSchema,
        response: { 200: classTicketSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      service.placeTicket(db, actorOf(request), request.params.id, request.body, request.locale),
  );

  app.delete(
    "/api/student-class-tickets/:id",
    {
      config: { access: ["super-admin", "staff"] },
      schema: {
        tags,
        summary: "Delete a ticket (the student leaves its class)",
        params: classTicketIdParamsSchema,
        response: { 200: okSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await service.deleteTicket(db, actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );
};
