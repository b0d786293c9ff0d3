import { billEndpoints as endpoints } from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import { linePushQueue } from "../line";
import * as candidates from "./bill-candidates.service";
import { sendOrder } from "./bill-send.service";
import { deleteCompletedOrder } from "./order-void";
import * as service from "./orders.service";

/**
 * Bills (spec: order; packages/shared/src/billing/billing.endpoints.ts): building, changing, sending
 * and deleting them, and the lists the bill screens read. Payments, paid marks, problems, receipts and
 * reminders are billpay's routes.
 */
export const billsRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  route(app, endpoints.getOrderUsersUnpaid, (request) => candidates.listUnpaidParents(db, request.query));
  route(app, endpoints.getOrderUsersUnpaidWithoutTag, (request) =>
    candidates.listUnpaidParents(db, request.query, true),
  );
  route(app, endpoints.getOrderUnpaid, (request) =>
    service.listBills(db, request.query, false, actorOf(request)),
  );
  route(app, endpoints.getOrdersPaid, (request) =>
    service.listBills(db, request.query, true, actorOf(request)),
  );
  route(app, endpoints.listTutoringPayments, (request) => service.listTutoringPayments(db, request.query));
  route(app, endpoints.getOrderUnpaidByStudentId, (request) =>
    candidates.unbilledTreeOfStudent(
      db,
      request.params.studentId,
      request.query.parent_user_id,
      request.locale,
    ),
  );
  route(app, endpoints.getOrderChildrenUnpaid, (request) =>
    candidates.unbilledTreeOfParent(db, request.params.id, request.locale),
  );
  route(app, endpoints.getOrderById, (request) =>
    service.getOrder(db, actorOf(request), request.params.id, request.locale),
  );
  route(app, endpoints.resetOrder, (request) => service.loadReset(db, request.params.id, request.locale));
  route(app, endpoints.createOrder, (request) => service.createOrder(db, actorOf(request), request.body));
  route(app, endpoints.updateOrderById, (request) =>
    service.updateOrder(db, actorOf(request), request.params.id, request.body),
  );
  route(app, endpoints.deleteOrderById, (request) =>
    service.deleteOrder(db, actorOf(request), request.params.id),
  );
  route(app, endpoints.deleteOrderCompleted, (request) =>
    deleteCompletedOrder(db, actorOf(request), request.params.id, request.query.reason),
  );
  route(app, endpoints.sendOrder, (request) =>
    sendOrder(
      db,
      actorOf(request),
      request.params.id,
      request.body,
      linePushQueue(deps.config),
      deps.config.SCHOOL_TIME_ZONE,
    ),
  );
  route(app, endpoints.updateOrderDifferencePrice, (request) =>
    service.setDifferencePrice(db, actorOf(request), request.params.id, request.body),
  );
  route(app, endpoints.createEnrolledSessionMarkFree, (request) =>
    service.markEnrollmentFree(db, actorOf(request), request.params.id),
  );
};
