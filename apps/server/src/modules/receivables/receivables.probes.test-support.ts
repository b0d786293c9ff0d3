import { receivableEndpoints } from "@edu/shared";
import { defineProbes } from "../../../test/permissions/probe-kit";

/**
 * The table builds no receivable row (fixtures.ts is shared), so the routes on one receivable or item
 * are called with id 0: the path is validated after the access check, so a 422 proves the caller was
 * let in and nothing is read or written. Their happy paths are in receivables.test.ts.
 */
const NO_ROW = 0;

/** How the permission table (test/permissions) calls each receivables route (admins and staff read, admins write). */
export const receivablesProbes = defineProbes(receivableEndpoints, {
  getReceivableOrder: { allowed: 200 },
  getReceivableOrderEnrollment: {
    allowed: 200,
    request: (f) => ({ url: `/api/receivable-order/enrollments/${f.ethanEnrollment}` }),
  },
  getReceivableOrderById: { allowed: 422, request: () => ({ url: `/api/receivable-order/${NO_ROW}` }) },
  createReceivableOrder: {
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
  updateReceivableOrderById: {
    allowed: 422,
    request: () => ({ url: `/api/receivable-order/${NO_ROW}`, body: { title: "x" } }),
  },
  deleteReceivableOrderById: { allowed: 422, request: () => ({ url: `/api/receivable-order/${NO_ROW}` }) },
  createReceivableOrderItem: {
    allowed: 422,
    request: () => ({ url: `/api/receivable-order-item/${NO_ROW}`, body: {} }),
  },
  updateReceivableOrderItemById: {
    allowed: 422,
    request: () => ({ url: `/api/receivable-order-item/${NO_ROW}`, body: { title: "x" } }),
  },
  deleteReceivableOrderItemById: {
    allowed: 422,
    request: () => ({ url: `/api/receivable-order-item/${NO_ROW}` }),
  },
});
