import {
  createOrderBodySchema,
  deleteCompletedOrderAnswerSchema,
  differencePriceBodySchema,
  markFreeAnswerSchema,
  okAnswerSchema,
  orderAnswerSchema,
  orderDetailAnswerSchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderListSchema,
  orderResetAnswerSchema,
  sendOrderBodySchema,
  studentIdParamsSchema,
  tutoringPaymentsListSchema,
  tutoringPaymentsQuerySchema,
  unbilledTreeSchema,
  unpaidUsersListSchema,
  unpaidUsersQuerySchema,
  updateOrderBodySchema,
  voidOrderQuerySchema,
} from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../../http/actor";
import { errorResponses } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import { linePushQueue } from "../line";
import * as candidates from "./bill-candidates.service";
import { sendOrder } from "./bill-send.service";
import { deleteCompletedOrder } from "./order-void";
import * as service from "./orders.service";

const tags = ["billing"];
const ADMIN = ["super-admin"] as const;
/** Staff read the bill lists and the unbilled candidates (office work); only super-admin writes. */
const OFFICE = ["super-admin", "staff"] as const;

/**
 * Bills (spec: order): building, changing, sending and deleting them, and the lists the bill
 * screens read. Payments, paid marks, problems, receipts and reminders are billpay's routes.
 */
export const billsRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    "/api/order/users/unpaid",
    {
      config: { access: [...OFFICE] },
      schema: {
        tags,
        summary: "Parents with unbilled enrollments or lessons (filter by name and tag), pages of 50",
        querystring: unpaidUsersQuerySchema,
        response: { 200: unpaidUsersListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => candidates.listUnpaidParents(db, request.query),
  );

  app.get(
    "/api/order/users/unpaid-without-tag",
    {
      config: { access: [...OFFICE] },
      schema: {
        tags,
        summary: "Parents with unbilled items who carry no tag, pages of 50",
        querystring: unpaidUsersQuerySchema,
        response: { 200: unpaidUsersListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => candidates.listUnpaidParents(db, request.query, true),
  );

  app.get(
    "/api/order/unpaid",
    {
      config: { access: [...OFFICE, "parent"] },
      schema: {
        tags,
        summary:
          "Bills not paid yet (filters: text, status, parent, due dates), pages of 50; a parent sees only their family's",
        querystring: orderListQuerySchema,
        response: { 200: orderListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => service.listBills(db, request.query, false, actorOf(request)),
  );

  app.get(
    "/api/orders/paid",
    {
      config: { access: [...OFFICE, "parent"] },
      schema: {
        tags,
        summary: "Paid bills, pages of 50; a parent sees only their family's",
        querystring: orderListQuerySchema,
        response: { 200: orderListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => service.listBills(db, request.query, true, actorOf(request)),
  );

  app.get(
    "/api/tutoring-payments",
    {
      config: { access: [...OFFICE] },
      schema: {
        tags,
        summary: "Lesson lines of bills (private tutoring billed per lesson), pages of 50",
        querystring: tutoringPaymentsQuerySchema,
        response: { 200: tutoringPaymentsListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => service.listTutoringPayments(db, request.query),
  );

  app.get(
    "/api/order/unpaid/:studentId",
    {
      config: { access: [...OFFICE] },
      schema: {
        tags,
        summary: "A student's unbilled enrollments and billable lesson logs as the selection tree",
        params: studentIdParamsSchema,
        querystring: z.object({ parent_user_id: orderIdParamsSchema.shape.id.optional() }),
        response: { 200: unbilledTreeSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      candidates.unbilledTreeOfStudent(
        db,
        request.params.studentId,
        request.query.parent_user_id,
        request.locale,
      ),
  );

  app.get(
    "/api/order/:id/children/unpaid",
    {
      config: { access: [...OFFICE] },
      schema: {
        tags,
        summary: "A parent's children's unbilled items as the selection tree (id = the parent's user id)",
        params: orderIdParamsSchema,
        response: { 200: unbilledTreeSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => candidates.unbilledTreeOfParent(db, request.params.id, request.locale),
  );

  app.get(
    "/api/order/:id",
    {
      config: { access: ["parent"] },
      schema: {
        tags,
        summary: "A bill: the whole bill for super-admin, the family's view for its parent",
        params: orderIdParamsSchema,
        response: { 200: orderAnswerSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => service.getOrder(db, actorOf(request), request.params.id, request.locale),
  );

  app.get(
    "/api/order/:id/reset",
    {
      config: { access: [...ADMIN] },
      schema: {
        tags,
        summary:
          "What the reset form loads: the bill and its family's tree with the bill's lines preselected",
        params: orderIdParamsSchema,
        response: { 200: orderResetAnswerSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => service.loadReset(db, request.params.id, request.locale),
  );

  app.post(
    "/api/order",
    {
      config: { access: [...ADMIN], idempotent: true },
      schema: {
        tags,
        summary:
          "Create a bill (or reset one with reset_order_id): prices and total recomputed by the server; 409 when already billed",
        body: createOrderBodySchema,
        response: { 200: orderDetailAnswerSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => service.createOrder(db, actorOf(request), request.body),
  );

  app.patch(
    "/api/order/:id",
    {
      config: { access: [...ADMIN] },
      schema: {
        tags,
        summary: "Change a bill's title and notes",
        params: orderIdParamsSchema,
        body: updateOrderBodySchema,
        response: { 200: orderDetailAnswerSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => service.updateOrder(db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    "/api/order/:id",
    {
      config: { access: [...ADMIN], idempotent: true },
      schema: {
        tags,
        summary: "Delete a bill that is not paid and has no payments (its items can be billed again)",
        params: orderIdParamsSchema,
        response: { 200: okAnswerSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => service.deleteOrder(db, actorOf(request), request.params.id),
  );

  app.delete(
    "/api/order/:id/completed",
    {
      config: { access: [...ADMIN], idempotent: true },
      schema: {
        tags,
        summary:
          "A bill with verified money is voided (kept, readable as void; its money back to the family as credit; voided: 1); a paid bill without any is deleted (voided: 0). Audited",
        params: orderIdParamsSchema,
        querystring: voidOrderQuerySchema,
        response: { 200: deleteCompletedOrderAnswerSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => deleteCompletedOrder(db, actorOf(request), request.params.id, request.query.reason),
  );

  app.post(
    "/api/order/:id/send",
    {
      config: { access: [...ADMIN], idempotent: true },
      schema: {
        tags,
        summary: "Mail the bill with its PDF in the chosen language to the chosen family members",
        params: orderIdParamsSchema,
        body: sendOrderBodySchema,
        response: { 200: orderDetailAnswerSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      sendOrder(
        db,
        actorOf(request),
        request.params.id,
        request.body,
        linePushQueue(deps.config),
        deps.config.SCHOOL_TIME_ZONE,
      ),
  );

  app.patch(
    "/api/order/:id/difference-price",
    {
      config: { access: [...ADMIN], idempotent: true },
      schema: {
        tags,
        summary: "Set the bill's difference adjustment (plus or minus); the status follows",
        params: orderIdParamsSchema,
        body: differencePriceBodySchema,
        response: { 200: orderDetailAnswerSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => service.setDifferencePrice(db, actorOf(request), request.params.id, request.body),
  );

  app.post(
    "/api/enrolled-session/:id/mark-free",
    {
      config: { access: [...ADMIN], idempotent: true },
      schema: {
        tags,
        summary: "Mark an enrolled session free: it is never billed (409 when already on a bill)",
        params: orderIdParamsSchema,
        response: { 200: markFreeAnswerSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => service.markEnrollmentFree(db, actorOf(request), request.params.id),
  );
};
