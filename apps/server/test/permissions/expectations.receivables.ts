import { ADMIN, EMPTY_BODY, type Expectation, OFFICE } from "./expectation-kit";

/**
 * The table builds no receivable row (fixtures.ts is shared), so the routes on one receivable or item
 * are called with id 0: the path is validated after the access check, so a 422 proves the caller was
 * let in and nothing is read or written. Their happy paths are in receivables.test.ts.
 */
const NO_ROW = 0;

/** Routes of this domain, one entry each (see expectations.ts for the rules and expectation-kit.ts for the shared pieces). */
export const RECEIVABLE_EXPECTATIONS: Record<string, Expectation> = {
  // ---- Exchange rates: everyone signed in reads them; only an admin sets them or reads the history ----
  "GET /api/money-convert-ratio": { who: "authenticated", allowed: 200 },
  // An empty body proves the admin was let in and writes nothing (the rates the rest of the table reads stay).
  "POST /api/money-convert-ratio": { who: ADMIN, allowed: 422, request: () => EMPTY_BODY },
  "GET /api/money-convert-ratio/history": { who: ADMIN, allowed: 200 },

  // ---- Receivables: admins and staff read, admins write ----
  "GET /api/receivable-order": { who: OFFICE, allowed: 200 },
  "GET /api/receivable-order/enrollments/:id": {
    who: OFFICE,
    allowed: 200,
    request: (f) => ({ url: `/api/receivable-order/enrollments/${f.ethanEnrollment}` }),
  },
  "GET /api/receivable-order/:id": {
    who: OFFICE,
    allowed: 422,
    request: () => ({ url: `/api/receivable-order/${NO_ROW}` }),
  },
  "POST /api/receivable-order": {
    who: ADMIN,
    allowed: 200,
    request: (f) => ({
      body: {
        title: "Permission table receivable",
        user_id: f.users.parent,
        enrolled_session_id: f.ethanEnrollment,
        items: [
          { title: "Instalment", receivable_date: "2030-01-10", price: 100_000, price_currency: "TWD" },
        ],
      },
    }),
  },
  "PATCH /api/receivable-order/:id": {
    who: ADMIN,
    allowed: 422,
    request: () => ({ url: `/api/receivable-order/${NO_ROW}`, body: { title: "x" } }),
  },
  "DELETE /api/receivable-order/:id": {
    who: ADMIN,
    allowed: 422,
    request: () => ({ url: `/api/receivable-order/${NO_ROW}` }),
  },
  "POST /api/receivable-order-item/:id": {
    who: ADMIN,
    allowed: 422,
    request: () => ({ url: `/api/receivable-order-item/${NO_ROW}`, body: {} }),
  },
  "PATCH /api/receivable-order-item/:id": {
    who: ADMIN,
    allowed: 422,
    request: () => ({ url: `/api/receivable-order-item/${NO_ROW}`, body: { title: "x" } }),
  },
  "DELETE /api/receivable-order-item/:id": {
    who: ADMIN,
    allowed: 422,
    request: () => ({ url: `/api/receivable-order-item/${NO_ROW}` }),
  },
};
