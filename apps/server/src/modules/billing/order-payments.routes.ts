import { billPaymentEndpoints as endpoints } from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import { fileResponse } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import { markOrderPaid } from "./order-paid-marks.service";
import { revertOrderTransaction } from "./order-payments.revert";
import { getOrderPayments } from "./order-payments-read.service";
import { createOrderProblem, resolveOrderProblem } from "./order-problems.service";
import { orderReceipt } from "./order-receipt.service";
import { createOrderTransaction, reviewOrderTransaction } from "./order-transaction.service";
import { payOrderFromBalance } from "./pay-from-balance.service";
import { listPendingBankTransfers } from "./pending-transfers.service";

/**
 * Paying bills (spec 02 §4 bill flow, §5, §7; packages/shared/src/billing/bill-payments.endpoints.ts):
 * payments and proofs, verification, paying from the family balance, paid marks, problems, the
 * bank-transfer matching list and receipts. Admin is super-admin (passes every list); parents act on
 * their own family's bills only (another family's bill is 404); staff, teachers and students nothing.
 */
export const orderPaymentsRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  route(app, endpoints.listOrderPayments, async (request) => ({
    data: await getOrderPayments(db, actorOf(request), request.params.id),
  }));
  route(app, endpoints.createOrderTransaction, async (request) => ({
    data: await createOrderTransaction(db, actorOf(request), request.params.id, request.body),
  }));
  route(app, endpoints.updateOrderTransactionById, async (request) => ({
    data: await reviewOrderTransaction(db, actorOf(request), request.params.id, request.body),
  }));
  route(app, endpoints.revertOrderTransaction, async (request) => ({
    data: await revertOrderTransaction(db, actorOf(request), request.params.id, request.body),
  }));
  route(app, endpoints.createOrderPayFromBalance, async (request) => ({
    data: await payOrderFromBalance(
      db,
      actorOf(request),
      request.params.id,
      request.body,
      deps.config.SCHOOL_TIME_ZONE,
    ),
  }));
  route(app, endpoints.updateOrderPaid, async (request) => ({
    data: await markOrderPaid(db, actorOf(request), request.params.id, request.body),
  }));
  route(app, endpoints.createOrderProblem, async (request) => ({
    data: await createOrderProblem(db, actorOf(request), request.params.id, request.body),
  }));
  route(app, endpoints.updateOrderProblemById, async (request) => ({
    data: await resolveOrderProblem(db, actorOf(request), request.params.id, request.body),
  }));
  route(app, endpoints.listOrderTransactionsBankTransfers, (request) =>
    listPendingBankTransfers(db, request.query),
  );
  route(
    app,
    endpoints.getOrderReceipt,
    async (request, reply) => {
      const { pdf, filename } = await orderReceipt(
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
    { responses: { 200: fileResponse("The receipt (application/pdf)") } },
  );
};
