import { z } from "zod";
import { OFFICE as ADMIN_READ } from "../system/access-roles";
import { defineEndpoints } from "../system/endpoint";
import { dbIdSchema } from "../system/paging.schemas";
import {
  balanceAdjustmentSchema,
  balanceEntriesQuerySchema,
  balanceEntryIdParamsSchema,
  balanceEntryPageSchema,
  balanceEntryParamsSchema,
  balanceEntryResultSchema,
  balanceEntrySchema,
  balanceParentPageSchema,
  balanceParentParamsSchema,
  balanceParentsQuerySchema,
  balanceReversalSchema,
  balanceSummarySchema,
  createDepositSchema,
  depositCheckoutSchema,
  depositProvidersSchema,
  depositSchema,
  sandboxCheckoutSchema,
  sandboxSessionParamsSchema,
} from "./balance.schemas";

/** A provider's notice taken: what it did to the ledger (a new credit, a repeat, ignored …). */
const receivedSchema = z.object({ received: z.literal(true), outcome: z.string() });

/** The family balance (ledger), deposits through the payment providers and their notices. */
export const balanceEndpoints = defineEndpoints("balance", {
  getBalanceMine: {
    method: "GET",
    path: "/api/balance/mine",
    access: ["parent"],
    summary: "The signed-in parent's balance per currency (available and pending)",
    response: balanceSummarySchema,
    errors: [401, 403],
  },
  listBalanceParents: {
    method: "GET",
    path: "/api/balance/parents",
    access: ADMIN_READ,
    summary: "Parents with their balances (q over name, username, email; paged)",
    query: balanceParentsQuerySchema,
    response: balanceParentPageSchema,
    errors: [401, 403, 422],
  },
  getBalanceParentByParentUserId: {
    method: "GET",
    path: "/api/balance/parent/:parentUserId",
    access: [...ADMIN_READ, "parent"],
    summary:
      "A parent's balance per currency with account_balance, account_balance_currency, default_currency (the parent or staff)",
    params: balanceParentParamsSchema,
    response: balanceSummarySchema,
    errors: [401, 403, 404, 422],
  },
  listBalanceParentEntries: {
    method: "GET",
    path: "/api/balance/parent/:parentUserId/entries",
    access: [...ADMIN_READ, "parent"],
    summary: "A parent's ledger entries, newest first (currency filter; paged)",
    params: balanceParentParamsSchema,
    query: balanceEntriesQuerySchema,
    response: balanceEntryPageSchema,
    errors: [401, 403, 404, 422],
  },
  getBalanceParentBalancetransactionById: {
    method: "GET",
    path: "/api/balance/parent/:parentUserId/balanceTransaction/:id",
    access: [...ADMIN_READ, "parent"],
    summary: "One ledger entry of a parent",
    params: balanceEntryParamsSchema,
    response: balanceEntrySchema,
    errors: [401, 403, 404, 422],
  },
  createBalanceAdjustment: {
    method: "POST",
    path: "/api/balance/adjustment",
    access: ["super-admin"],
    idempotent: true,
    summary: "/finance/add: credit (+) or debit (−) a parent's available balance with a reason (audited)",
    body: balanceAdjustmentSchema,
    response: balanceEntryResultSchema,
    errors: [401, 403, 409, 422],
  },
  createBalanceEntryReverse: {
    method: "POST",
    path: "/api/balance/entry/:id/reverse",
    access: ["super-admin"],
    idempotent: true,
    summary: "Post the reversing entry of an entry (once; with a reason; audited)",
    params: balanceEntryIdParamsSchema,
    body: balanceReversalSchema,
    response: balanceEntryResultSchema,
    errors: [401, 403, 404, 409, 422],
  },
  listBalanceDepositProviders: {
    method: "GET",
    path: "/api/balance/deposit/providers",
    access: ["parent"],
    summary:
      "Which deposit methods are available (card: Stripe, or the sandbox's test money when switched on, else null; ECPay)",
    response: depositProvidersSchema,
    errors: [401, 403],
  },
  createBalanceDeposit: {
    method: "POST",
    path: "/api/balance/deposit",
    access: ["parent"],
    idempotent: true,
    summary:
      "Start a deposit: a checkout with the provider (the balance is credited by its notice only); order_id must be a bill of the parent's family",
    body: createDepositSchema,
    response: depositCheckoutSchema,
    errors: [401, 403, 409, 422],
  },
  getBalanceDepositById: {
    method: "GET",
    path: "/api/balance/deposit/:id",
    access: [...ADMIN_READ, "parent"],
    summary: "A deposit's state (/stripe/success polls it; reading never credits)",
    params: z.object({ id: dbIdSchema }),
    response: depositSchema,
    errors: [401, 403, 404, 422],
  },
  getBalanceSandboxCheckoutBySessionId: {
    method: "GET",
    path: "/api/balance/sandbox/checkout/:sessionId",
    access: [...ADMIN_READ, "parent"],
    summary:
      "The local payment sandbox (test money): a checkout session (only when PAYMENT_SANDBOX is on and Stripe is not configured)",
    params: sandboxSessionParamsSchema,
    response: sandboxCheckoutSchema,
    errors: [401, 403, 404, 422],
  },
  createBalanceSandboxCheckoutPay: {
    method: "POST",
    path: "/api/balance/sandbox/checkout/:sessionId/pay",
    access: [...ADMIN_READ, "parent"],
    idempotent: true,
    summary:
      "The sandbox's Pay button: posts a signed checkout.session.completed webhook to the sandbox webhook route",
    params: sandboxSessionParamsSchema,
    response: sandboxCheckoutSchema,
    errors: [401, 403, 404, 409, 422],
  },
  // Provider notices: the server reads their raw body (the signature covers it), so no body schema.
  createBalanceWebhookStripe: {
    method: "POST",
    path: "/api/balance/webhook/stripe",
    access: "public",
    summary: "Stripe webhook (checkout.session.completed; Stripe-Signature verified; idempotent by event id)",
    response: receivedSchema,
    errors: [400],
  },
  createBalanceWebhookSandbox: {
    method: "POST",
    path: "/api/balance/webhook/sandbox",
    access: "public",
    summary:
      "The local sandbox's webhook (test money; only when PAYMENT_SANDBOX is on; signed as Stripe signs; idempotent by event id)",
    response: receivedSchema,
    errors: [400],
  },
  /** Answers text (1|OK, 0|reason): the server passes both answers (extras.responses). */
  createBalanceEcpayNotice: {
    method: "POST",
    path: "/api/balance/ecpay/notice",
    access: "public",
    summary:
      "ECPay server notice (ReturnURL and PaymentInfoURL): CheckMacValue verified, SimulatePaid ignored, idempotent by MerchantTradeNo+TradeNo; answers 1|OK",
    response: z.string(),
    errors: [],
  },
});
