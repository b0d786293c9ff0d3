import { okSchema } from "../accounts/accounts.schemas";
// Spec 02 §6: the to-do panel is for admins only.
import { ADMIN } from "../system/access-roles";
import { defineEndpoints } from "../system/endpoint";
import {
  todoIdParamsSchema,
  todoInputSchema,
  todoListQuerySchema,
  todoPageSchema,
  todoSchema,
  updateTodoSchema,
} from "./todos.schemas";

export const todoEndpoints = defineEndpoints("todos", {
  listTodos: {
    method: "GET",
    path: "/api/todos",
    access: ADMIN,
    summary: "To-do items: pending first, soonest first (query_string, user_id: my items, status 0/1)",
    query: todoListQuerySchema,
    response: todoPageSchema,
    errors: [401, 403, 422],
  },
  createTodo: {
    method: "POST",
    path: "/api/todos",
    access: ADMIN,
    summary: "Create a to-do item (need_reminder 0 means a reminder is wanted, as the spec sends it)",
    body: todoInputSchema,
    response: todoSchema,
    errors: [401, 403, 422],
  },
  getTodo: {
    method: "GET",
    path: "/api/todos/:id",
    access: ADMIN,
    summary: "One to-do item with its members",
    params: todoIdParamsSchema,
    response: todoSchema,
    errors: [401, 403, 404, 422],
  },
  updateTodo: {
    method: "PATCH",
    path: "/api/todos/:id",
    access: ADMIN,
    summary: "Toggle done/pending ({status} alone) or save the whole form",
    params: todoIdParamsSchema,
    body: updateTodoSchema,
    response: todoSchema,
    errors: [401, 403, 404, 422],
  },
  deleteTodo: {
    method: "DELETE",
    path: "/api/todos/:id",
    access: ADMIN,
    summary: "Delete a to-do item (audited)",
    params: todoIdParamsSchema,
    response: okSchema,
    errors: [401, 403, 404, 422],
  },
});
