import { ADMIN, EMPTY_BODY, type Expectation, OFFICE } from "./expectation-kit";

/**
 * Bills (billing/billing.routes.ts). Super-admin writes; staff read the lists and the unbilled
 * candidates. The spec contradicts itself here: 02 §1 lets admins and staff create bills, receivables
 * and payroll, 02 §6 only admins; the product follows §6 (money is created by admins only; CONTRIBUTING). GET order/{id} admits parents (their own family's bill only, checked in the service
 * and in orders.test.ts). Where a valid request would need a bill the fixtures do not hold, an
 * allowed caller is shown let in by a 422 (validation runs after the access check; nothing written).
 */
const PARENT = ["parent"] as const;

export const BILL_EXPECTATIONS: Record<string, Expectation> = {
  "GET /api/order/users/unpaid": { who: OFFICE, allowed: 200 },
  "GET /api/order/users/unpaid-without-tag": { who: OFFICE, allowed: 200 },
  // A parent lists only their own family's bills (forced in the service; orders.test.ts checks it).
  "GET /api/order/unpaid": { who: [...OFFICE, "parent"], allowed: 200 },
  "GET /api/orders/paid": { who: [...OFFICE, "parent"], allowed: 200 },
  "GET /api/tutoring-payments": { who: OFFICE, allowed: 200 },
  "GET /api/order/unpaid/:studentId": {
    who: OFFICE,
    allowed: 422,
    request: () => ({ url: "/api/order/unpaid/0" }),
  },
  "GET /api/order/:id/children/unpaid": {
    who: OFFICE,
    allowed: 422,
    request: () => ({ url: "/api/order/0/children/unpaid" }),
  },
  "GET /api/order/:id": { who: PARENT, allowed: 422, request: () => ({ url: "/api/order/0" }) },
  "GET /api/order/:id/reset": { who: ADMIN, allowed: 422, request: () => ({ url: "/api/order/0/reset" }) },
  "POST /api/order": { who: ADMIN, allowed: 422, request: () => EMPTY_BODY },
  "PATCH /api/order/:id": {
    who: ADMIN,
    allowed: 422,
    request: () => ({ url: "/api/order/1", ...EMPTY_BODY }),
  },
  "DELETE /api/order/:id": { who: ADMIN, allowed: 422, request: () => ({ url: "/api/order/0" }) },
  "DELETE /api/order/:id/completed": {
    who: ADMIN,
    allowed: 422,
    request: () => ({ url: "/api/order/0/completed" }),
  },
  "POST /api/order/:id/send": {
    who: ADMIN,
    allowed: 422,
    request: () => ({ url: "/api/order/1/send", ...EMPTY_BODY }),
  },
  "PATCH /api/order/:id/difference-price": {
    who: ADMIN,
    allowed: 422,
    request: () => ({ url: "/api/order/1/difference-price", ...EMPTY_BODY }),
  },
  "POST /api/enrolled-session/:id/mark-free": {
    who: ADMIN,
    allowed: 422,
    request: () => ({ url: "/api/enrolled-session/0/mark-free" }),
  },
};
