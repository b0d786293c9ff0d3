import { ADMIN, EMPTY_BODY, type Expectation } from "./expectation-kit";

/**
 * Paying bills (billing/order-payments.routes.ts). The table's fixtures hold no bill, so an allowed
 * caller is shown let in by a 422 (validation runs after the access check; nothing is written).
 * Which bill a parent may act on (their own family's only) is tested in order-payments.test.ts.
 */
const PARENT = ["parent"] as const;

export const BILL_PAYMENT_EXPECTATIONS: Record<string, Expectation> = {
  "GET /api/order/:id/payments": {
    who: PARENT,
    allowed: 422,
    request: () => ({ url: "/api/order/0/payments" }),
  },
  "POST /api/order/:id/transaction": {
    who: PARENT,
    allowed: 422,
    request: () => ({ url: "/api/order/1/transaction", ...EMPTY_BODY }),
  },
  "PATCH /api/order/transaction/:id": {
    who: ADMIN,
    allowed: 422,
    request: () => ({ url: "/api/order/transaction/1", ...EMPTY_BODY }),
  },
  "POST /api/order/transaction/:id/revert": {
    who: ADMIN,
    allowed: 422,
    request: () => ({ url: "/api/order/transaction/1/revert", ...EMPTY_BODY }),
  },
  "POST /api/order/:id/pay-from-balance": {
    who: PARENT,
    allowed: 422,
    request: () => ({ url: "/api/order/1/pay-from-balance", ...EMPTY_BODY }),
  },
  "PATCH /api/order/:id/paid": {
    who: ADMIN,
    allowed: 422,
    request: () => ({ url: "/api/order/1/paid", ...EMPTY_BODY }),
  },
  "POST /api/order/:id/problem": {
    who: PARENT,
    allowed: 422,
    request: () => ({ url: "/api/order/1/problem", ...EMPTY_BODY }),
  },
  "PATCH /api/order/problem/:id": {
    who: ADMIN,
    allowed: 422,
    request: () => ({ url: "/api/order/problem/0", body: {} }),
  },
  "GET /api/order/transactions/bank-transfers": { who: ADMIN, allowed: 200 },
  "GET /api/order/:id/receipt": {
    who: PARENT,
    allowed: 422,
    request: () => ({ url: "/api/order/0/receipt" }),
  },
};
