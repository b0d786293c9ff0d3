import { todoEndpoints } from "@edu/shared";
import { defineProbes, EMPTY_BODY } from "../../../test/permissions/probe-kit";

/**
 * How the permission table (test/permissions) calls the to-do panel's routes (admins only, spec 02 §6).
 * A malformed id or empty body: 422 after access, nothing written.
 */
export const todosProbes = defineProbes(todoEndpoints, {
  listTodos: { allowed: 200 },
  createTodo: { allowed: 422, request: () => EMPTY_BODY },
  getTodo: { allowed: 422, request: () => ({ url: "/api/todos/0" }) },
  updateTodo: { allowed: 422, request: () => ({ url: "/api/todos/0", body: { status: 1 } }) },
  deleteTodo: { allowed: 422, request: () => ({ url: "/api/todos/0" }) },
});
