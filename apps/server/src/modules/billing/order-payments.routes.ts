import {
  createOrderProblemBodySchema,
  createOrderTransactionBodySchema,
  markOrderPaidBodySchema,
  orderIdParamsSchema,
  orderPaymentsAnswerSchema,
  orderProblemIdParamsSchema,
  orderTransactionIdParamsSchema,
  payFromBalanceBodySchema,
  pendingBankTransfersAnswerSchema,
  pendingBankTransfersQuerySchema,
  receiptQuerySchema,
  resolveOrderProblemBodySchema,
  revertOrderTransactionBodySchema,
  reviewOrderTransactionBodySchema,
} from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { errorResponses, fileResponse } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import { revertOrderTransaction } from "./order-payments.revert";
import * as payments from "./order-payments.service";

const tags = ["billing"];

/**
 * Paying bills (spec 02 §4 bill flow, §5, §7): payments and proofs, verification, paying from the
 * family balance, paid marks, problems, the bank-transfer matching list and receipts. Admin is
 * super-admin (passes every list); parents act on their own family's bills only (another family's
 * bill is 404); staff, teachers and students nothing.
 */
export const orderPaymentsRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    "/api/order/:id/payments",
    {
      config: { access: ["parent"] },
      schema: {
        tags,
        summary:
          "A bill's payments, problems, paid lines and what is still owed (admin; a parent their own bill)",
        params: orderIdParamsSchema,
        response: { 200: orderPaymentsAnswerSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ({ data: await payments.getOrderPayments(db, actorOf(request), request.params.id) }),
  );

  app.post(
    "/api/order/:id/transaction",
    {
      config: { access: ["parent"], idempotent: true },
      schema: {
        tags,
        summary:
          "Add a payment: a parent's proof (amount, date, own image/PDF, remark, last five digits of a Taiwan transfer; waits for an admin) or an admin's payment received (verified at once; an overpayment credits the family balance)",
        params: orderIdParamsSchema,
        body: createOrderTransactionBodySchema,
        response: { 200: orderPaymentsAnswerSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({
      data: await payments.createOrderTransaction(db, actorOf(request), request.params.id, request.body),
    }),
  );

  app.patch(
    "/api/order/transaction/:id",
    {
      config: { access: ["super-admin"], idempotent: true },
      schema: {
        tags,
        summary:
          "Verify (post; an overpayment credits the family balance; optionally onto another open bill) or reject a parent's payment",
        params: orderTransactionIdParamsSchema,
        body: reviewOrderTransactionBodySchema,
        response: { 200: orderPaymentsAnswerSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({
      data: await payments.reviewOrderTransaction(db, actorOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    "/api/order/transaction/:id/revert",
    {
      config: { access: ["super-admin"], idempotent: true },
      schema: {
        tags,
        summary:
          "Undo a verified bank transfer, proof or payment received (a mistake; with a reason; audited): the bill's status is derived again and an overpayment credit gets a reversing ledger entry. 409 when not verified, already undone, or paid from the balance or by card (refund those instead)",
        params: orderTransactionIdParamsSchema,
        body: revertOrderTransactionBodySchema,
        response: { 200: orderPaymentsAnswerSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({
      data: await revertOrderTransaction(db, actorOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    "/api/order/:id/pay-from-balance",
    {
      config: { access: ["parent"], idempotent: true },
      schema: {
        tags,
        summary:
          "Pay (part of) a bill from the family balance (locks the ledger; 'balance is not enough' when short; never more than is owed)",
        params: orderIdParamsSchema,
        body: payFromBalanceBodySchema,
        response: { 200: orderPaymentsAnswerSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({
      data: await payments.payOrderFromBalance(
        db,
        actorOf(request),
        request.params.id,
        request.body,
        deps.config.SCHOOL_TIME_ZONE,
      ),
    }),
  );

  app.patch(
    "/api/order/:id/paid",
    {
      config: { access: ["super-admin"], idempotent: true },
      schema: {
        tags,
        summary: "Mark lines of a bill paid (items each with type order_item or lesson_log and id)",
        params: orderIdParamsSchema,
        body: markOrderPaidBodySchema,
        response: { 200: orderPaymentsAnswerSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ({
      data: await payments.markOrderPaid(db, actorOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    "/api/order/:id/problem",
    {
      config: { access: ["parent"], idempotent: true },
      schema: {
        tags,
        summary:
          "Flag a problem with lines of a bill (order_item or lesson_log references and a description)",
        params: orderIdParamsSchema,
        body: createOrderProblemBodySchema,
        response: { 200: orderPaymentsAnswerSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ({
      data: await payments.createOrderProblem(db, actorOf(request), request.params.id, request.body),
    }),
  );

  app.patch(
    "/api/order/problem/:id",
    {
      config: { access: ["super-admin"], idempotent: true },
      schema: {
        tags,
        summary: "Resolve a bill's problem (the bill leaves issue once none is open)",
        params: orderProblemIdParamsSchema,
        body: resolveOrderProblemBodySchema,
        response: { 200: orderPaymentsAnswerSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({
      data: await payments.resolveOrderProblem(db, actorOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    "/api/order/transactions/bank-transfers",
    {
      config: { access: ["super-admin"] },
      schema: {
        tags,
        summary:
          "Pending bank transfers (with the paying account's last five digits) and the open bills each may belong to; oldest first, 50 a page",
        querystring: pendingBankTransfersQuerySchema,
        response: { 200: pendingBankTransfersAnswerSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => payments.listPendingBankTransfers(db, request.query),
  );

  app.get(
    "/api/order/:id/receipt",
    {
      config: { access: ["parent"] },
      schema: {
        tags,
        summary:
          "A bill's receipt as a PDF, in the bill's language or ?lang= (admin; a parent their own bill)",
        params: orderIdParamsSchema,
        querystring: receiptQuerySchema,
        response: {
          200: fileResponse("The receipt (application/pdf)"),
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request, reply) => {
      const { pdf, filename } = await payments.orderReceipt(
        db,
        actorOf(request),
        request.params.id,
        deps.config.SCHOOL_TIME_ZONE,
        request.query.lang,
      );
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `inline; filename="${filename}"`)
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
  );
};
