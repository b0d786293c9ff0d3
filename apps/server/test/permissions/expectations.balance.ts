import { ADMIN, EMPTY_BODY, type Expectation, OFFICE } from "./expectation-kit";

/**
 * Family balance and deposits (modules/balance). The table's fixtures hold no ledger entry or
 * deposit, so routes that name one are shown letting a caller in by a 422 (an id of 0; validation
 * runs after the access check). Which family a parent may read (their own only) is tested in
 * balance.test.ts. In this table Stripe and ECPay are not configured (their notice routes refuse
 * with 400) and the sandbox is on (its webhook refuses an unsigned body with 400).
 */
const PARENT = ["parent"] as const;
const PARENT_OR_OFFICE = [...OFFICE, "parent"] as const;

export const BALANCE_EXPECTATIONS: Record<string, Expectation> = {
  // A super-admin passes every role list but holds no family balance of their own.
  "GET /api/balance/mine": { who: PARENT, allowed: 200, refused: { "super-admin": 404 } },
  "GET /api/balance/parents": { who: OFFICE, allowed: 200 },
  "GET /api/balance/parent/:parentUserId": {
    who: PARENT_OR_OFFICE,
    allowed: 200,
    request: (f) => ({ url: `/api/balance/parent/${f.users.parent}` }),
  },
  "GET /api/balance/parent/:parentUserId/entries": {
    who: PARENT_OR_OFFICE,
    allowed: 200,
    request: (f) => ({ url: `/api/balance/parent/${f.users.parent}/entries` }),
  },
  "GET /api/balance/parent/:parentUserId/balanceTransaction/:id": {
    who: PARENT_OR_OFFICE,
    allowed: 422,
    request: (f) => ({ url: `/api/balance/parent/${f.users.parent}/balanceTransaction/0` }),
  },
  "POST /api/balance/adjustment": { who: ADMIN, allowed: 422, request: () => EMPTY_BODY },
  "POST /api/balance/entry/:id/reverse": {
    who: ADMIN,
    allowed: 422,
    request: () => ({ url: "/api/balance/entry/0/reverse", ...EMPTY_BODY }),
  },
  "GET /api/balance/deposit/providers": { who: PARENT, allowed: 200 },
  "POST /api/balance/deposit": { who: PARENT, allowed: 422, request: () => EMPTY_BODY },
  "GET /api/balance/deposit/:id": {
    who: PARENT_OR_OFFICE,
    allowed: 422,
    request: () => ({ url: "/api/balance/deposit/0" }),
  },
  "GET /api/balance/sandbox/checkout/:sessionId": {
    who: PARENT_OR_OFFICE,
    allowed: 422,
    request: () => ({ url: "/api/balance/sandbox/checkout/not-a-session" }),
  },
  "POST /api/balance/sandbox/checkout/:sessionId/pay": {
    who: PARENT_OR_OFFICE,
    allowed: 422,
    request: () => ({ url: "/api/balance/sandbox/checkout/not-a-session/pay", ...EMPTY_BODY }),
  },
  "POST /api/balance/webhook/stripe": { who: "public", allowed: 400, request: () => EMPTY_BODY },
  "POST /api/balance/webhook/sandbox": { who: "public", allowed: 400, request: () => EMPTY_BODY },
  "POST /api/balance/ecpay/notice": { who: "public", allowed: 400, request: () => EMPTY_BODY },
};
