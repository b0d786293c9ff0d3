import { billEndpoints as endpoints } from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import { linePushQueue } from "../line";
import * as candidates from "./bill-candidates.service";
import { sendOrder } from "./bill-send.service";
import { markEnrollmentFree } from "./enrollment-free.service";
import { createOrder } from "./order-create.service";
import { getOrder } from "./order-detail.service";
import { deleteOrder, setDifferencePrice, updateOrder } from "./order-edit.service";
import { listBills, listTutoringPayments } from "./order-lists.service";
import { loadReset } from "./order-reset-form.service";
import { deleteCompletedOrder } from "./order-void";

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
  route(app, endpoints.getOrderUnpaid, (request) => listBills(db, request.query, false, actorOf(request)));
  route(app, endpoints.getOrdersPaid, (request) => listBills(db, request.query, true, actorOf(request)));
  route(app, endpoints.listTutoringPayments, (request) => listTutoringPayments(db, request.query));
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
    getOrder(db, actorOf(request), request.params.id, request.locale),
  );
  route(app, endpoints.resetOrder, (request) => loadReset(db, request.params.id, request.locale));
  route(app, endpoints.createOrder, (request) => createOrder(db, actorOf(request), request.body));
  route(app, endpoints.updateOrderById, (request) =>
    updateOrder(db, actorOf(request), request.params.id, request.body),
  );
  route(app, endpoints.deleteOrderById, (request) => deleteOrder(db, actorOf(request), request.params.id));
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
    setDifferencePrice(db, actorOf(request), request.params.id, request.body),
  );
  route(app, endpoints.createEnrolledSessionMarkFree, (request) =>
    markEnrollmentFree(db, actorOf(request), request.params.id),
  );
};
