import { teacherInvitationEndpoints as endpoints } from "@edu/shared/lessons";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import { linePushQueue } from "../line";
import { deleteInvitation, setNeedGreetMeeting, updateInvitation } from "./invitation-edit.service";
import { linkTeacher } from "./invitation-link-teacher.service";
import { getInvitation, listMyInvitations } from "./invitation-reads.service";
import { replyInvitation } from "./invitation-reply.service";
import { inviteTeachers, sendInvitationEmail } from "./invitation-send.service";

/** The teacher invitation endpoints (packages/shared/src/lessons/lessons.endpoints.ts) and what each does. */
export const invitationsRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;
  // Teachers who linked LINE hear of an invitation there too; its expiry is a day of the school's calendar.
  const mailing = {
    publicUrl: deps.config.PUBLIC_URL,
    timeZone: deps.config.SCHOOL_TIME_ZONE,
    pushLine: linePushQueue(deps.config),
  };

  route(app, endpoints.createInviteTeacher, (request) =>
    inviteTeachers(db, actorOf(request), request.body, mailing, request.locale),
  );
  route(app, endpoints.updateTeacherInvitation, (request) =>
    updateInvitation(db, actorOf(request), request.body, request.locale),
  );
  route(app, endpoints.deleteTeacherInvitationById, async (request) => {
    await deleteInvitation(db, actorOf(request), request.params.id);
    return { ok: true as const };
  });
  route(app, endpoints.getTeacherInvitationById, (request) =>
    getInvitation(db, actorOf(request), request.params.id, request.locale),
  );
  route(app, endpoints.sendTeacherInvitationEmail, (request) =>
    sendInvitationEmail(db, actorOf(request), request.body.id, mailing, request.locale),
  );
  // A session sent along says who answers: the office, the invited teacher, or no one else (403).
  route(
    app,
    endpoints.createReplyTeacherInvitation,
    (request) => replyInvitation(db, request.body, request.id, request.locale, request.session?.user),
    { config: { rateLimit: { max: 30, timeWindow: "1 hour" } } },
  );
  route(app, endpoints.linkTeacher, (request) =>
    linkTeacher(db, actorOf(request), request.body, request.locale),
  );
  route(app, endpoints.getClassTeacherInvitationsMine, (request) =>
    listMyInvitations(db, actorOf(request), request.locale),
  );
  route(app, endpoints.setTeacherInvitationNeedGreetMeeting, (request) =>
    setNeedGreetMeeting(
      db,
      actorOf(request),
      request.params.id,
      request.body.need_greet_meeting,
      request.locale,
    ),
  );
};
