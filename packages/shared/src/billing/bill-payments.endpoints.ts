import { z } from "zod";
import { defineEndpoints } from "../system/endpoint";
import {
  createOrderProblemBodySchema,
  createOrderTransactionBodySchema,
  markOrderPaidBodySchema,
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
} from "./bill-payments.schemas";
import { orderIdParamsSchema } from "./bills.schemas";

/**
 * Paying bills (spec 02 §4 bill flow, §5, §7): payments and proofs, verification, paying from the
 * family balance, paid marks, problems, the bank-transfer matching list and receipts. Admin is
 * super-admin (passes every list); parents act on their own family's bills only (another family's
 * bill is 404); staff, teachers and students nothing.
 */
export const billPaymentEndpoints = defineEndpoints("billing", {
  listOrderPayments: {
    method: "GET",
    path: "/api/order/:id/payments",
    access: ["parent"],
    summary:
      "A bill's payments, problems, paid lines and what is still owed (admin; a parent their own bill)",
    params: orderIdParamsSchema,
    response: orderPaymentsAnswerSchema,
    errors: [401, 403, 404, 422],
  },
  createOrderTransaction: {
    method: "POST",
    path: "/api/order/:id/transaction",
    access: ["parent"],
    idempotent: true,
    summary:
      "Add a payment: a parent's proof (amount, date, own image/PDF, remark, last five digits of a Taiwan transfer; waits for an admin) or an admin's payment received (verified at once; an overpayment credits the family balance)",
    params: orderIdParamsSchema,
    body: createOrderTransactionBodySchema,
    response: orderPaymentsAnswerSchema,
    errors: [401, 403, 404, 409, 422],
  },
  updateOrderTransactionById: {
    method: "PATCH",
    path: "/api/order/transaction/:id",
    access: ["super-admin"],
    idempotent: true,
    summary:
      "Verify (post; an overpayment credits the family balance; optionally onto another open bill) or reject a parent's payment",
    params: orderTransactionIdParamsSchema,
    body: reviewOrderTransactionBodySchema,
    response: orderPaymentsAnswerSchema,
    errors: [401, 403, 404, 409, 422],
  },
  revertOrderTransaction: {
    method: "POST",
    path: "/api/order/transaction/:id/revert",
    access: ["super-admin"],
    idempotent: true,
    summary:
      "Undo a verified bank transfer, proof or payment received (a mistake; with a reason; audited): the bill's status is derived again and an overpayment credit gets a reversing ledger entry. 409 when not verified, already undone, or paid from the balance or by card (refund those instead)",
    params: orderTransactionIdParamsSchema,
    body: revertOrderTransactionBodySchema,
    response: orderPaymentsAnswerSchema,
    errors: [401, 403, 404, 409, 422],
  },
  createOrderPayFromBalance: {
    method: "POST",
    path: "/api/order/:id/pay-from-balance",
    access: ["parent"],
    idempotent: true,
    summary:
      "Pay (part of) a bill from the family balance (locks the ledger; 'balance is not enough' when short; never more than is owed)",
    params: orderIdParamsSchema,
    body: payFromBalanceBodySchema,
    response: orderPaymentsAnswerSchema,
    errors: [401, 403, 404, 409, 422],
  },
  updateOrderPaid: {
    method: "PATCH",
    path: "/api/order/:id/paid",
    access: ["super-admin"],
    idempotent: true,
    summary: "Mark lines of a bill paid (items each with type order_item or lesson_log and id)",
    params: orderIdParamsSchema,
    body: markOrderPaidBodySchema,
    response: orderPaymentsAnswerSchema,
    errors: [401, 403, 404, 422],
  },
  createOrderProblem: {
    method: "POST",
    path: "/api/order/:id/problem",
    access: ["parent"],
    idempotent: true,
    summary: "Flag a problem with lines of a bill (order_item or lesson_log references and a description)",
    params: orderIdParamsSchema,
    body: createOrderProblemBodySchema,
    response: orderPaymentsAnswerSchema,
    errors: [401, 403, 404, 422],
  },
  updateOrderProblemById: {
    method: "PATCH",
    path: "/api/order/problem/:id",
    access: ["super-admin"],
    idempotent: true,
    summary: "Resolve a bill's problem (the bill leaves issue once none is open)",
    params: orderProblemIdParamsSchema,
    body: resolveOrderProblemBodySchema,
    response: orderPaymentsAnswerSchema,
    errors: [401, 403, 404, 409, 422],
  },
  listOrderTransactionsBankTransfers: {
    method: "GET",
    path: "/api/order/transactions/bank-transfers",
    access: ["super-admin"],
    summary:
      "Pending bank transfers (with the paying account's last five digits) and the open bills each may belong to; oldest first, 50 a page",
    query: pendingBankTransfersQuerySchema,
    response: pendingBankTransfersAnswerSchema,
    errors: [401, 403, 422],
  },
  /** A PDF: the server passes its file answer (extras.responses); the web opens it with endpointHref. */
  getOrderReceipt: {
    method: "GET",
    path: "/api/order/:id/receipt",
    access: ["parent"],
    summary: "A bill's receipt as a PDF, in the bill's language or ?lang= (admin; a parent their own bill)",
    params: orderIdParamsSchema,
    query: receiptQuerySchema,
    response: z.unknown(),
    errors: [401, 403, 404, 422],
  },
});
