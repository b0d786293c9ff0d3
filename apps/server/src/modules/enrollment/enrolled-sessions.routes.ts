import { enrolledSessionEndpoints as endpoints } from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import * as contacts from "./contacts.service";
import { updateEnrolledSessionDetail } from "./enrolled-session-detail.service";
import * as enrolled from "./enrolled-sessions.service";

/** Enrollments as the office manages them (packages/shared/src/enrollment/enrollment.endpoints.ts). */
export const enrolledSessionsRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  route(app, endpoints.listEnrolledCourseSessions, (request) =>
    enrolled.listEnrolledSessions(db, request.query, request.locale),
  );
  route(app, endpoints.listMyEnrollments, (request) =>
    enrolled.listMyEnrollments(
      db,
      request.user.id,
      request.query.page,
      request.query.page_size,
      request.locale,
    ),
  );
  route(app, endpoints.getEnrolledCourseSessionDetail, (request) =>
    enrolled.getEnrolledSessionDetail(db, request.query.id, request.locale),
  );
  route(app, endpoints.updateEnrolledCourseSessionDetailUpdate, (request) =>
    updateEnrolledSessionDetail(db, actorOf(request), request.body, request.locale),
  );
  route(app, endpoints.readEnrolledCourseSession, (request) =>
    enrolled.patchEnrolledSession(
      db,
      actorOf(request),
      request.body.id,
      { is_read: request.body.is_read },
      request.locale,
    ),
  );
  route(app, endpoints.setEnrolledSessionStatus, (request) =>
    enrolled.patchEnrolledSession(
      db,
      actorOf(request),
      request.body.id,
      { status: request.body.status, payment_status: request.body.payment_status },
      request.locale,
    ),
  );
  route(app, endpoints.updateEnrolledSessionBatchStatus, (request) =>
    enrolled.batchSetStatus(db, actorOf(request), request.body.enrolled_session_ids, request.body.status),
  );
  route(app, endpoints.setEnrolledSessionNeedPayFirst, (request) =>
    enrolled.patchEnrolledSession(
      db,
      actorOf(request),
      request.body.id,
      { need_pay_first: request.body.need_pay_first },
      request.locale,
    ),
  );
  route(app, endpoints.setEnrolledSessionWaitForParent, (request) =>
    enrolled.patchEnrolledSession(
      db,
      actorOf(request),
      request.body.id,
      { wait_for_parent: request.body.wait_for_parent },
      request.locale,
    ),
  );
  route(app, endpoints.updateEnrolledSessionById, (request) =>
    enrolled.patchEnrolledSession(db, actorOf(request), request.params.id, request.body, request.locale),
  );
  route(app, endpoints.addStudentToEnrolledSession, (request) =>
    enrolled.addStudentToEnrolledSession(
      db,
      actorOf(request),
      request.body.enrolled_session_id,
      request.body.user_id,
      request.locale,
    ),
  );
  route(app, endpoints.addParentToEnrolledSession, (request) =>
    enrolled.addParentToEnrolledSession(
      db,
      actorOf(request),
      request.body.enrolled_session_id,
      request.body.user_id,
      request.locale,
    ),
  );
  route(app, endpoints.createEnrolledSessionContact, (request) =>
    contacts.addContact(db, actorOf(request), request.body),
  );
  route(app, endpoints.listEnrolledSessionContacts, (request) =>
    contacts.listContacts(db, request.query.enrolled_session_id),
  );
  route(app, endpoints.deleteEnrolledSessionContacts, async (request) => {
    await contacts.deleteContact(db, actorOf(request), request.query.id);
    return { ok: true as const };
  });
};
