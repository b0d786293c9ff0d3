import { balanceEndpoints } from "@edu/shared";
import { defineProbes, EMPTY_BODY } from "../../../test/permissions/probe-kit";

/**
 * How the permission table (test/permissions) calls each family balance and deposit route; who is let
 * in is the declared access. The table's fixtures hold no ledger entry or deposit, so routes that name
 * one are shown letting a caller in by a 422 (an id of 0; validation runs after the access check).
 * Which family a parent may read (their own only) is tested in balance.test.ts. In this table Stripe
 * and ECPay are not configured (their notice routes refuse with 400) and the sandbox is on (its webhook
 * refuses an unsigned body with 400).
 */
export const balanceProbes = defineProbes(balanceEndpoints, {
  // A super-admin passes every role list but holds no family balance of their own.
  getBalanceMine: { allowed: 200, refused: { "super-admin": 404 } },
  listBalanceParents: { allowed: 200 },
  getBalanceParentByParentUserId: {
    allowed: 200,
    request: (f) => ({ url: `/api/balance/parent/${f.users.parent}` }),
  },
  listBalanceParentEntries: {
    allowed: 200,
    request: (f) => ({ url: `/api/balance/parent/${f.users.parent}/entries` }),
  },
  getBalanceParentBalancetransactionById: {
    allowed: 422,
    request: (f) => ({ url: `/api/balance/parent/${f.users.parent}/balanceTransaction/0` }),
  },
  createBalanceAdjustment: { allowed: 422, request: () => EMPTY_BODY },
  createBalanceEntryReverse: {
    allowed: 422,
    request: () => ({ url: "/api/balance/entry/0/reverse", ...EMPTY_BODY }),
  },
  listBalanceDepositProviders: { allowed: 200 },
  createBalanceDeposit: { allowed: 422, request: () => EMPTY_BODY },
  getBalanceDepositById: { allowed: 422, request: () => ({ url: "/api/balance/deposit/0" }) },
  getBalanceSandboxCheckoutBySessionId: {
    allowed: 422,
    request: () => ({ url: "/api/balance/sandbox/checkout/not-a-session" }),
  },
  createBalanceSandboxCheckoutPay: {
    allowed: 422,
    request: () => ({ url: "/api/balance/sandbox/checkout/not-a-session/pay", ...EMPTY_BODY }),
  },
  createBalanceWebhookStripe: { allowed: 400, request: () => EMPTY_BODY },
  createBalanceWebhookSandbox: { allowed: 400, request: () => EMPTY_BODY },
  createBalanceEcpayNotice: { allowed: 400, request: () => EMPTY_BODY },
});
