import {
  okSchema,
  todoIdParamsSchema,
  todoInputSchema,
  todoListQuerySchema,
  todoPageSchema,
  todoSchema,
  updateTodoSchema,
} from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { errorResponses } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import * as service from "./todos.service";

const tags = ["todos"];
/** Spec 02 §6: the to-do panel is for admins only. */
const ADMIN = ["super-admin"] as const;

export const todosRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    "/api/todos",
    {
      config: { access: [...ADMIN] },
      schema: {
        tags,
        summary: "To-do items: pending first, soonest first (query_string, user_id: my items, status 0/1)",
        querystring: todoListQuerySchema,
        response: { 200: todoPageSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => service.listTodos(db, request.query, request.locale),
  );

  app.post(
    "/api/todos",
    {
      config: { access: [...ADMIN] },
      schema: {
        tags,
        summary: "Create a to-do item (need_reminder 0 means a reminder is wanted, as the spec sends it)",
        body: todoInputSchema,
        response: { 200: todoSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => service.createTodo(db, actorOf(request), request.body, request.locale),
  );

  app.get(
    "/api/todos/:id",
    {
      config: { access: [...ADMIN] },
      schema: {
        tags,
        summary: "One to-do item with its members",
        params: todoIdParamsSchema,
        response: { 200: todoSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => service.getTodo(db, request.params.id, request.locale),
  );

  app.patch(
    "/api/todos/:id",
    {
      config: { access: [...ADMIN] },
      schema: {
        tags,
        summary: "Toggle done/pending ({status} alone) or save the whole form",
        params: todoIdParamsSchema,
        body: updateTodoSchema,
        response: { 200: todoSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      service.updateTodo(db, actorOf(request), request.params.id, request.body, request.locale),
  );

  app.delete(
    "/api/todos/:id",
    {
      config: { access: [...ADMIN] },
      schema: {
        tags,
        summary: "Delete a to-do item (audited)",
        params: todoIdParamsSchema,
        response: { 200: okSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => service.deleteTodo(db, actorOf(request), request.params.id),
  );
};
