import { receivableEndpoints as endpoints, type Locale } from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import { createReceivable, deleteReceivable, updateReceivable } from "./receivable-edit.service";
import { addReceivableItem, deleteReceivableItem, updateReceivableItem } from "./receivable-items.service";
import { getReceivable, listEnrollmentReceivables, listReceivables } from "./receivable-reads.service";
import type { ReceivableView } from "./receivable-views";

/** Future receivables (packages/shared/src/receivables/receivables.endpoints.ts). */
export const receivablesRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const timeZone = deps.config.SCHOOL_TIME_ZONE;
  const view = (request: { locale: Locale }): ReceivableView => ({
    locale: request.locale,
    timeZone,
  });

  route(app, endpoints.getReceivableOrder, (request) => listReceivables(db, request.query, timeZone));
  route(app, endpoints.getReceivableOrderEnrollment, (request) =>
    listEnrollmentReceivables(db, request.params.id, view(request)),
  );
  route(app, endpoints.getReceivableOrderById, (request) =>
    getReceivable(db, request.params.id, view(request)),
  );
  route(app, endpoints.createReceivableOrder, (request) =>
    createReceivable(db, actorOf(request), request.body, view(request)),
  );
  route(app, endpoints.updateReceivableOrderById, (request) =>
    updateReceivable(db, actorOf(request), request.params.id, request.body, view(request)),
  );
  route(app, endpoints.deleteReceivableOrderById, async (request) => {
    await deleteReceivable(db, actorOf(request), request.params.id);
    return { ok: true as const };
  });
  route(app, endpoints.createReceivableOrderItem, (request) =>
    addReceivableItem(db, actorOf(request), request.params.id, request.body, view(request)),
  );
  route(app, endpoints.updateReceivableOrderItemById, (request) =>
    updateReceivableItem(db, actorOf(request), request.params.id, request.body, view(request)),
  );
  route(app, endpoints.deleteReceivableOrderItemById, (request) =>
    deleteReceivableItem(db, actorOf(request), request.params.id, view(request)),
  );
};
