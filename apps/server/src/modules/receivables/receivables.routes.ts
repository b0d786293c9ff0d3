import {
  createReceivableSchema,
  enrollmentReceivablesSchema,
  type Locale,
  okSchema,
  receivableIdParamsSchema,
  receivableItemInputSchema,
  receivableListQuerySchema,
  receivablePageSchema,
  receivableSchema,
  updateReceivableItemSchema,
  updateReceivableSchema,
} from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { errorResponses } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import * as receivables from "./receivables.service";

const tags = ["receivables"];
/** Staff read receivables (they follow enrollments); only admins create, change or delete them. */
const READERS = ["super-admin", "staff"] as const;
const WRITERS = ["super-admin"] as const;

export const receivablesRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const timeZone = deps.config.SCHOOL_TIME_ZONE;
  const view = (request: { locale: Locale }): receivables.ReceivableView => ({
    locale: request.locale,
    timeZone,
  });

  app.get(
    "/api/receivable-order",
    {
      config: { access: [...READERS] },
      schema: {
        tags,
        summary:
          "Future receivables, what falls due first first (filters: q, user, enrollment, currency, due, due_within_days, from/to; 50 a page)",
        querystring: receivableListQuerySchema,
        response: { 200: receivablePageSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => receivables.listReceivables(db, request.query, timeZone),
  );

  app.get(
    "/api/receivable-order/enrollments/:id",
    {
      config: { access: [...READERS] },
      schema: {
        tags,
        summary: "An enrollment (for prefilling a receivable) and its receivables",
        params: receivableIdParamsSchema,
        response: { 200: enrollmentReceivablesSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => receivables.listEnrollmentReceivables(db, request.params.id, view(request)),
  );

  app.get(
    "/api/receivable-order/:id",
    {
      config: { access: [...READERS] },
      schema: {
        tags,
        summary: "A receivable with its items and enrollment",
        params: receivableIdParamsSchema,
        response: { 200: receivableSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => receivables.getReceivable(db, request.params.id, view(request)),
  );

  // A double submit or a retry must not plan the same money twice: an Idempotency-Key replays the first answer.
  app.post(
    "/api/receivable-order",
    {
      config: { access: [...WRITERS], idempotent: true },
      schema: {
        tags,
        summary: "Create a receivable with its items (the server computes the totals; audited)",
        body: createReceivableSchema,
        response: { 200: receivableSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => receivables.createReceivable(db, actorOf(request), request.body, view(request)),
  );

  app.patch(
    "/api/receivable-order/:id",
    {
      config: { access: [...WRITERS], idempotent: true },
      schema: {
        tags,
        summary:
          "Change a receivable's title, user, note, enrollment or currency (totals recomputed; audited)",
        params: receivableIdParamsSchema,
        body: updateReceivableSchema,
        response: { 200: receivableSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      receivables.updateReceivable(db, actorOf(request), request.params.id, request.body, view(request)),
  );

  app.delete(
    "/api/receivable-order/:id",
    {
      config: { access: [...WRITERS], idempotent: true },
      schema: {
        tags,
        summary: "Delete a receivable and its items (bills made from it stay; audited)",
        params: receivableIdParamsSchema,
        response: { 200: okSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await receivables.deleteReceivable(db, actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    "/api/receivable-order-item/:id",
    {
      config: { access: [...WRITERS], idempotent: true },
      schema: {
        tags,
        summary: "Add an item to receivable {id} (totals recomputed; audited)",
        operationId: "createReceivableOrderItem",
        params: receivableIdParamsSchema,
        body: receivableItemInputSchema,
        response: { 200: receivableSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      receivables.addReceivableItem(db, actorOf(request), request.params.id, request.body, view(request)),
  );

  app.patch(
    "/api/receivable-order-item/:id",
    {
      config: { access: [...WRITERS], idempotent: true },
      schema: {
        tags,
        summary: "Change an item (not once billed: 409; totals recomputed; audited)",
        params: receivableIdParamsSchema,
        body: updateReceivableItemSchema,
        response: { 200: receivableSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      receivables.updateReceivableItem(db, actorOf(request), request.params.id, request.body, view(request)),
  );

  app.delete(
    "/api/receivable-order-item/:id",
    {
      config: { access: [...WRITERS], idempotent: true },
      schema: {
        tags,
        summary: "Delete an item (not the last one, not once billed; totals recomputed; audited)",
        params: receivableIdParamsSchema,
        response: { 200: receivableSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      receivables.deleteReceivableItem(db, actorOf(request), request.params.id, view(request)),
  );
};
