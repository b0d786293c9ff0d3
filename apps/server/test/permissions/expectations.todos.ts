import { ADMIN, EMPTY_BODY, type Expectation } from "./expectation-kit";

/** The to-do panel: admins only (spec 02 §6). A malformed id or empty body: 422 after access, nothing written. */
export const TODO_EXPECTATIONS: Record<string, Expectation> = {
  "GET /api/todos": { who: ADMIN, allowed: 200 },
  "POST /api/todos": { who: ADMIN, allowed: 422, request: () => EMPTY_BODY },
  "GET /api/todos/:id": { who: ADMIN, allowed: 422, request: () => ({ url: "/api/todos/0" }) },
  "PATCH /api/todos/:id": {
    who: ADMIN,
    allowed: 422,
    request: () => ({ url: "/api/todos/0", body: { status: 1 } }),
  },
  "DELETE /api/todos/:id": { who: ADMIN, allowed: 422, request: () => ({ url: "/api/todos/0" }) },
};
