import { receivableEndpoints as endpoints, type Locale } from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import * as receivables from "./receivables.service";

/** Future receivables (packages/shared/src/receivables/receivables.endpoints.ts). */
export const receivablesRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const timeZone = deps.config.SCHOOL_TIME_ZONE;
  const view = (request: { locale: Locale }): receivables.ReceivableView => ({
    locale: request.locale,
    timeZone,
  });

  route(app, endpoints.getReceivableOrder, (request) =>
    receivables.listReceivables(db, request.query, timeZone),
  );
  route(app, endpoints.getReceivableOrderEnrollment, (request) =>
    receivables.listEnrollmentReceivables(db, request.params.id, view(request)),
  );
  route(app, endpoints.getReceivableOrderById, (request) =>
    receivables.getReceivable(db, request.params.id, view(request)),
  );
  route(app, endpoints.createReceivableOrder, (request) =>
    receivables.createReceivable(db, actorOf(request), request.body, view(request)),
  );
  route(app, endpoints.updateReceivableOrderById, (request) =>
    receivables.updateReceivable(db, actorOf(request), request.params.id, request.body, view(request)),
  );
  route(app, endpoints.deleteReceivableOrderById, async (request) => {
    await receivables.deleteReceivable(db, actorOf(request), request.params.id);
    return { ok: true as const };
  });
  route(app, endpoints.createReceivableOrderItem, (request) =>
    receivables.addReceivableItem(db, actorOf(request), request.params.id, request.body, view(request)),
  );
  route(app, endpoints.updateReceivableOrderItemById, (request) =>
    receivables.updateReceivableItem(db, actorOf(request), request.params.id, request.body, view(request)),
  );
  route(app, endpoints.deleteReceivableOrderItemById, (request) =>
    receivables.deleteReceivableItem(db, actorOf(request), request.params.id, view(request)),
  );
};
