import { todoEndpoints as endpoints } from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import * as service from "./todos.service";

/** The to-do endpoints (packages/shared/src/todos/todos.endpoints.ts) and what each does. */
export const todosRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  route(app, endpoints.listTodos, async (request) => service.listTodos(db, request.query, request.locale));
  route(app, endpoints.createTodo, async (request) =>
    service.createTodo(db, actorOf(request), request.body, request.locale),
  );
  route(app, endpoints.getTodo, async (request) => service.getTodo(db, request.params.id, request.locale));
  route(app, endpoints.updateTodo, async (request) =>
    service.updateTodo(db, actorOf(request), request.params.id, request.body, request.locale),
  );
  route(app, endpoints.deleteTodo, async (request) =>
    service.deleteTodo(db, actorOf(request), request.params.id),
  );
};
