import {
  batchEnrolledSessionResultSchema,
  batchEnrolledSessionStatusSchema,
  createEnrollmentContactSchema,
  deleteEnrollmentContactQuerySchema,
  enrolledSessionDetailUpdateSchema,
  enrolledSessionIdParamsSchema,
  enrolledSessionIdQuerySchema,
  enrolledSessionPageSchema,
  enrolledSessionPatchSchema,
  enrolledSessionSchema,
  enrolledSessionsQuerySchema,
  enrolledSessionUserSchema,
  enrollmentContactListSchema,
  enrollmentContactPersonSchema,
  enrollmentContactsQuerySchema,
  myEnrollmentsQuerySchema,
  okSchema,
  readEnrolledSessionSchema,
  setEnrolledSessionStatusSchema,
  setNeedPayFirstSchema,
  setWaitForParentSchema,
} from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { errorResponses } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import * as contacts from "./contacts.service";
import { updateEnrolledSessionDetail } from "./enrolled-session-detail.service";
import * as enrolled from "./enrolled-sessions.service";

const tags = ["enrollment"];
const staff = ["super-admin", "staff"] as const;
const errors = errorResponses(401, 403, 404, 422);

export const enrolledSessionsRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    "/api/enrolled-course-sessions",
    {
      config: { access: staff },
      schema: {
        tags,
        summary: "Enrollments (admin list): unread first, then newest; 50 a page",
        querystring: enrolledSessionsQuerySchema,
        response: { 200: enrolledSessionPageSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => enrolled.listEnrolledSessions(db, request.query, request.locale),
  );

  app.get(
    "/api/my-enrollments",
    {
      config: { access: "authenticated" },
      schema: {
        tags,
        summary: "The caller's enrollments and their children's (/applications, /my-courses)",
        querystring: myEnrollmentsQuerySchema,
        response: { 200: enrolledSessionPageSchema, ...errorResponses(401, 422) },
      },
    },
    async (request) =>
      enrolled.listMyEnrollments(
        db,
        request.user.id,
        request.query.page,
        request.query.page_size,
        request.locale,
      ),
  );

  app.get(
    "/api/enrolled-course-session-detail",
    {
      config: { access: staff },
      schema: {
        tags,
        summary: "One enrollment with its contract summary",
        querystring: enrolledSessionIdQuerySchema,
        response: { 200: enrolledSessionSchema, ...errors },
      },
    },
    async (request) => enrolled.getEnrolledSessionDetail(db, request.query.id, request.locale),
  );

  app.patch(
    "/api/enrolled-course-session-detail-update",
    {
      config: { access: staff },
      schema: {
        tags,
        summary: "Edit an enrollment's details (student, contact, class, preferences; audited)",
        body: enrolledSessionDetailUpdateSchema,
        response: { 200: enrolledSessionSchema, ...errors },
      },
    },
    async (request) => updateEnrolledSessionDetail(db, actorOf(request), request.body, request.locale),
  );

  app.patch(
    "/api/read-enrolled-course-session",
    {
      config: { access: staff },
      schema: {
        tags,
        summary: "Mark an enrollment read or unread",
        body: readEnrolledSessionSchema,
        response: { 200: enrolledSessionSchema, ...errors },
      },
    },
    async (request) =>
      enrolled.patchEnrolledSession(
        db,
        actorOf(request),
        request.body.id,
        { is_read: request.body.is_read },
        request.locale,
      ),
  );

  app.patch(
    "/api/set-enrolled-session-status",
    {
      config: { access: staff },
      schema: {
        tags,
        summary:
          "Set status (normal, archive, cancel, delete) and/or payment status (audited; paid makes the class ticket)",
        body: setEnrolledSessionStatusSchema,
        response: { 200: enrolledSessionSchema, ...errors },
      },
    },
    async (request) =>
      enrolled.patchEnrolledSession(
        db,
        actorOf(request),
        request.body.id,
        {
          status: request.body.status,
          payment_status: request.body.payment_status,
        },
        request.locale,
      ),
  );

  app.patch(
    "/api/enrolled-session/batch/status",
    {
      config: { access: staff },
      schema: {
        tags,
        summary: "Set the status of many enrollments (all or nothing; audited)",
        body: batchEnrolledSessionStatusSchema,
        response: { 200: batchEnrolledSessionResultSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) =>
      enrolled.batchSetStatus(db, actorOf(request), request.body.enrolled_session_ids, request.body.status),
  );

  app.patch(
    "/api/set-enrolled-session-need-pay-first",
    {
      config: { access: staff },
      schema: {
        tags,
        summary: "Need pay first: the student is placed only once paid (audited)",
        body: setNeedPayFirstSchema,
        response: { 200: enrolledSessionSchema, ...errors },
      },
    },
    async (request) =>
      enrolled.patchEnrolledSession(
        db,
        actorOf(request),
        request.body.id,
        {
          need_pay_first: request.body.need_pay_first,
        },
        request.locale,
      ),
  );

  app.patch(
    "/api/set-enrolled-session-wait-for-parent",
    {
      config: { access: staff },
      schema: {
        tags,
        summary: "Wait for parent: the enrollment waits for a parent's answer (audited)",
        body: setWaitForParentSchema,
        response: { 200: enrolledSessionSchema, ...errors },
      },
    },
    async (request) =>
      enrolled.patchEnrolledSession(
        db,
        actorOf(request),
        request.body.id,
        {
          wait_for_parent: request.body.wait_for_parent,
        },
        request.locale,
      ),
  );

  app.patch(
    "/api/enrolled-session/:id",
    {
      config: { access: staff },
      schema: {
        tags,
        summary:
          "Change an enrollment's state: status, payment status, read, need-pay-first, wait-for-parent, note",
        params: enrolledSessionIdParamsSchema,
        body: enrolledSessionPatchSchema,
        response: { 200: enrolledSessionSchema, ...errors },
      },
    },
    async (request) =>
      enrolled.patchEnrolledSession(db, actorOf(request), request.params.id, request.body, request.locale),
  );

  app.post(
    "/api/add-student-to-enrolled-session",
    {
      config: { access: staff },
      schema: {
        tags,
        summary: "Tie a student account to the enrollment (a paid one then gets its class ticket)",
        body: enrolledSessionUserSchema,
        response: { 200: enrolledSessionSchema, ...errors },
      },
    },
    async (request) =>
      enrolled.addStudentToEnrolledSession(
        db,
        actorOf(request),
        request.body.enrolled_session_id,
        request.body.user_id,
        request.locale,
      ),
  );

  app.post(
    "/api/add-parent-to-enrolled-session",
    {
      config: { access: staff },
      schema: {
        tags,
        summary: "Tie a parent account to the enrollment",
        body: enrolledSessionUserSchema,
        response: { 200: enrolledSessionSchema, ...errors },
      },
    },
    async (request) =>
      enrolled.addParentToEnrolledSession(
        db,
        actorOf(request),
        request.body.enrolled_session_id,
        request.body.user_id,
        request.locale,
      ),
  );

  app.post(
    "/api/enrolled-session/contacts",
    {
      config: { access: staff },
      schema: {
        tags,
        summary: "Add a contact person to an enrollment",
        body: createEnrollmentContactSchema,
        response: { 200: enrollmentContactPersonSchema, ...errors },
      },
    },
    async (request) => contacts.addContact(db, actorOf(request), request.body),
  );

  app.get(
    "/api/enrolled-session/contacts",
    {
      config: { access: staff },
      schema: {
        tags,
        summary: "An enrollment's contact people",
        querystring: enrollmentContactsQuerySchema,
        response: { 200: enrollmentContactListSchema, ...errors },
      },
    },
    async (request) => contacts.listContacts(db, request.query.enrolled_session_id),
  );

  app.delete(
    "/api/enrolled-session/contacts",
    {
      config: { access: staff },
      schema: {
        tags,
        summary: "Remove a contact person (?id=)",
        querystring: deleteEnrollmentContactQuerySchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      await contacts.deleteContact(db, actorOf(request), request.query.id);
      return { ok: true as const };
    },
  );
};
