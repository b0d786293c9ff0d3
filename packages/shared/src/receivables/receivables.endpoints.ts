import { okSchema } from "../accounts/accounts.schemas";
// Staff read receivables (they follow enrollments); only admins create, change or delete them.
import { OFFICE as READERS, ADMIN as WRITERS } from "../system/access-roles";
import { defineEndpoints } from "../system/endpoint";
import {
  createReceivableSchema,
  enrollmentReceivablesSchema,
  receivableIdParamsSchema,
  receivableItemInputSchema,
  receivableListQuerySchema,
  receivablePageSchema,
  receivableSchema,
  updateReceivableItemSchema,
  updateReceivableSchema,
} from "./receivables.schemas";

/**
 * Future receivables (money planned per enrollment, billed later). Every write is idempotent: a double
 * submit or a retry must not plan the same money twice.
 */
export const receivableEndpoints = defineEndpoints("receivables", {
  getReceivableOrder: {
    method: "GET",
    path: "/api/receivable-order",
    access: READERS,
    summary:
      "Future receivables, what falls due first first (filters: q, user, enrollment, currency, due, due_within_days, from/to; 50 a page)",
    query: receivableListQuerySchema,
    response: receivablePageSchema,
    errors: [401, 403, 422],
  },
  getReceivableOrderEnrollment: {
    method: "GET",
    path: "/api/receivable-order/enrollments/:id",
    access: READERS,
    summary: "An enrollment (for prefilling a receivable) and its receivables",
    params: receivableIdParamsSchema,
    response: enrollmentReceivablesSchema,
    errors: [401, 403, 404, 422],
  },
  getReceivableOrderById: {
    method: "GET",
    path: "/api/receivable-order/:id",
    access: READERS,
    summary: "A receivable with its items and enrollment",
    params: receivableIdParamsSchema,
    response: receivableSchema,
    errors: [401, 403, 404, 422],
  },
  createReceivableOrder: {
    method: "POST",
    path: "/api/receivable-order",
    access: WRITERS,
    idempotent: true,
    summary: "Create a receivable with its items (the server computes the totals; audited)",
    body: createReceivableSchema,
    response: receivableSchema,
    errors: [401, 403, 422],
  },
  updateReceivableOrderById: {
    method: "PATCH",
    path: "/api/receivable-order/:id",
    access: WRITERS,
    idempotent: true,
    summary: "Change a receivable's title, user, note, enrollment or currency (totals recomputed; audited)",
    params: receivableIdParamsSchema,
    body: updateReceivableSchema,
    response: receivableSchema,
    errors: [401, 403, 404, 422],
  },
  deleteReceivableOrderById: {
    method: "DELETE",
    path: "/api/receivable-order/:id",
    access: WRITERS,
    idempotent: true,
    summary: "Delete a receivable and its items (bills made from it stay; audited)",
    params: receivableIdParamsSchema,
    response: okSchema,
    errors: [401, 403, 404, 422],
  },
  createReceivableOrderItem: {
    method: "POST",
    path: "/api/receivable-order-item/:id",
    access: WRITERS,
    idempotent: true,
    summary: "Add an item to receivable {id} (totals recomputed; audited)",
    params: receivableIdParamsSchema,
    body: receivableItemInputSchema,
    response: receivableSchema,
    errors: [401, 403, 404, 422],
  },
  updateReceivableOrderItemById: {
    method: "PATCH",
    path: "/api/receivable-order-item/:id",
    access: WRITERS,
    idempotent: true,
    summary: "Change an item (not once billed: 409; totals recomputed; audited)",
    params: receivableIdParamsSchema,
    body: updateReceivableItemSchema,
    response: receivableSchema,
    errors: [401, 403, 404, 409, 422],
  },
  deleteReceivableOrderItemById: {
    method: "DELETE",
    path: "/api/receivable-order-item/:id",
    access: WRITERS,
    idempotent: true,
    summary: "Delete an item (not the last one, not once billed; totals recomputed; audited)",
    params: receivableIdParamsSchema,
    response: receivableSchema,
    errors: [401, 403, 404, 409, 422],
  },
});
