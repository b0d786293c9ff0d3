import { ADMIN, EMPTY_BODY, type Expectation } from "./expectation-kit";

const TEACHER = ["teacher"] as const;
const badId = (path: string, body?: object) => () => ({
  url: path.replace(":id", "not-an-id"),
  ...(body && { body }),
});

/** Routes of this domain, one entry each (see expectations.ts for the rules and expectation-kit.ts for the shared pieces). */
export const PAYROLL_EXPECTATIONS: Record<string, Expectation> = {
  // ---- payroll (issue 14) ----
  // Row rules (teachers see and confirm only their own statements) are tested in modules/payroll;
  // here lists answer each caller's own scope, and a malformed id or an empty body (422 after the
  // access check) proves who is let in, writing nothing.
  "GET /api/payroll/paid": { who: TEACHER, allowed: 200 },
  "GET /api/payroll/unpaid": { who: TEACHER, allowed: 200 },
  "GET /api/payroll/users/unpaid": { who: ADMIN, allowed: 200 },
  "GET /api/payroll/unpaid/:id": { who: TEACHER, allowed: 422, request: badId("/api/payroll/unpaid/:id") },
  "GET /api/payroll/:id": { who: TEACHER, allowed: 422, request: badId("/api/payroll/:id") },
  "POST /api/payroll": { who: ADMIN, allowed: 422, request: () => EMPTY_BODY },
  "PATCH /api/payroll/:id": { who: ADMIN, allowed: 422, request: badId("/api/payroll/:id", {}) },
  "POST /api/payroll/:id/checked": {
    who: TEACHER,
    allowed: 422,
    request: badId("/api/payroll/:id/checked", {}),
  },
  "POST /api/payroll/:id/send": { who: ADMIN, allowed: 422, request: badId("/api/payroll/:id/send", {}) },
  "POST /api/payroll/:id/problem": {
    who: TEACHER,
    allowed: 422,
    request: badId("/api/payroll/:id/problem", {}),
  },
  "POST /api/payroll/:id/transaction": {
    who: ADMIN,
    allowed: 422,
    request: badId("/api/payroll/:id/transaction", {}),
  },
  "POST /api/payroll/:id/reset": { who: ADMIN, allowed: 422, request: badId("/api/payroll/:id/reset", {}) },
  "PATCH /api/payroll/:id/paid": { who: ADMIN, allowed: 422, request: badId("/api/payroll/:id/paid", {}) },
  "DELETE /api/payroll/:id": { who: ADMIN, allowed: 422, request: badId("/api/payroll/:id") },
  "GET /api/teacher-payments": { who: TEACHER, allowed: 200 },
  "POST /api/teacher-payments": { who: ADMIN, allowed: 422, request: () => EMPTY_BODY },
  "GET /api/teacher-payments/:id": {
    who: TEACHER,
    allowed: 422,
    request: badId("/api/teacher-payments/:id"),
  },
  "PATCH /api/teacher-payments/:id": {
    who: ADMIN,
    allowed: 422,
    request: badId("/api/teacher-payments/:id", {}),
  },
  "GET /api/teacher-ledger/:id": { who: TEACHER, allowed: 422, request: badId("/api/teacher-ledger/:id") },
  "GET /api/monetary-statements": { who: TEACHER, allowed: 200 },
  "POST /api/monetary-statements": { who: ADMIN, allowed: 422, request: () => EMPTY_BODY },
  "GET /api/monetary-statements/:id": {
    who: TEACHER,
    allowed: 422,
    request: badId("/api/monetary-statements/:id"),
  },
  "PATCH /api/monetary-statements/:id": {
    who: ADMIN,
    allowed: 422,
    request: badId("/api/monetary-statements/:id", {}),
  },
  "GET /api/monetary-statements/:id/pdf": {
    who: TEACHER,
    allowed: 422,
    request: badId("/api/monetary-statements/:id/pdf"),
  },
};
