import { okSchema } from "@edu/shared";
import {
  invitationIdBodySchema,
  invitationIdParamsSchema,
  invitationReplyResultSchema,
  inviteTeachersSchema,
  linkTeacherSchema,
  privateLessonSchema,
  replyTeacherInvitationSchema,
  setNeedGreetMeetingSchema,
  teacherInvitationListSchema,
  teacherInvitationSchema,
  updateTeacherInvitationSchema,
} from "@edu/shared/lessons";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { errorResponses } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import { linePushQueue } from "../line";
import * as service from "./invitations.service";

const tags = ["teacher invitations"];
const OFFICE = ["super-admin", "staff"] as const;
/** Staff, and teachers for what is theirs (the service checks whose). */
const TEACHING = ["teacher", "staff"] as const;

export const invitationsRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;
  // Teachers who linked LINE hear of an invitation there too; its expiry is a day of the school's calendar.
  const mailing = {
    publicUrl: deps.config.PUBLIC_URL,
    timeZone: deps.config.SCHOOL_TIME_ZONE,
    pushLine: linePushQueue(deps.config),
  };

  app.post(
    "/api/invite-teachers",
    {
      config: { access: [...OFFICE] },
      schema: {
        tags,
        summary:
          "Invite teachers to a private lesson with their salary and notes (each teacher once per class)",
        body: inviteTeachersSchema,
        response: { 200: teacherInvitationListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => service.inviteTeachers(db, actorOf(request), request.body, mailing, request.locale),
  );

  app.patch(
    "/api/teacher-invitation",
    {
      config: { access: [...OFFICE] },
      schema: {
        tags,
        summary: "Edit an invitation's notes and salary (the reply is sent separately)",
        body: updateTeacherInvitationSchema,
        response: { 200: teacherInvitationSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => service.updateInvitation(db, actorOf(request), request.body, request.locale),
  );

  app.delete(
    "/api/teacher-invitation/:id",
    {
      config: { access: [...OFFICE] },
      schema: {
        tags,
        summary: "Delete an invitation (its mailed links stop working)",
        params: invitationIdParamsSchema,
        response: { 200: okSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await service.deleteInvitation(db, actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    "/api/teacher-invitation/:id",
    {
      config: { access: [...TEACHING] },
      schema: {
        tags,
        summary:
          "One invitation: the teacher, the terms, the reply and its link's expiry (staff; teachers their own)",
        params: invitationIdParamsSchema,
        response: { 200: teacherInvitationSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => service.getInvitation(db, actorOf(request), request.params.id, request.locale),
  );

  app.post(
    "/api/send-teacher-invitation-email",
    {
      config: { access: [...OFFICE], idempotent: true },
      schema: {
        tags,
        summary: "Mail the invitation with accept and decline links (valid 30 days from now)",
        body: invitationIdBodySchema,
        response: { 200: teacherInvitationSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      service.sendInvitationEmail(db, actorOf(request), request.body.id, mailing, request.locale),
  );

  app.post(
    "/api/reply-teacher-invitation",
    {
      config: { access: "public", rateLimit: { max: 30, timeWindow: "1 hour" } },
      schema: {
        tags,
        summary:
          "Reply to an invitation without signing in, by its encrypted_id (the mailed link's key); need_send_mail=1 tells the office. Signed in, only the office and the invited teacher may answer (403 otherwise)",
        body: replyTeacherInvitationSchema,
        response: { 200: invitationReplyResultSchema, ...errorResponses(403, 422, 429) },
      },
    },
    // A session sent along says who answers: the office, the invited teacher, or no one else (403).
    async (request) =>
      service.replyInvitation(db, request.body, request.id, request.locale, request.session?.user),
  );

  app.post(
    "/api/link-teacher",
    {
      config: { access: [...OFFICE] },
      schema: {
        tags,
        summary: "Put a teacher into a private lesson with their invitation's terms (409 if they declined)",
        body: linkTeacherSchema,
        response: { 200: privateLessonSchema, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request) => service.linkTeacher(db, actorOf(request), request.body, request.locale),
  );

  app.get(
    "/api/class-teacher-invitations/mine",
    {
      config: { access: ["teacher"] },
      schema: {
        tags,
        summary: "The signed-in teacher's invitations, newest first",
        response: { 200: teacherInvitationListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => service.listMyInvitations(db, actorOf(request), request.locale),
  );

  app.patch(
    "/api/teacher-invitation/:id/set-need-greet-meeting",
    {
      config: { access: [...OFFICE] },
      schema: {
        tags,
        summary: "Whether this teacher needs a meet-and-greet before the first lesson",
        params: invitationIdParamsSchema,
        body: setNeedGreetMeetingSchema,
        response: { 200: teacherInvitationSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      service.setNeedGreetMeeting(
        db,
        actorOf(request),
        request.params.id,
        request.body.need_greet_meeting,
        request.locale,
      ),
  );
};
