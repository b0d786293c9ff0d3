import { displayName, type Locale, resolveField } from "@edu/shared";
import type { ReplyTeacherInvitationInput } from "@edu/shared/lessons";
import type { Database } from "../../db/database";
import { isStaff, type SessionUser } from "../../http/actor";
import { fieldError, forbidden } from "../../http/app-error";
import { enqueueMail } from "../../mail";
import { recordAudit } from "../audit";
import { findUserById } from "../users";
import { statusKey } from "./invitations.dto";
import { invitationReplyMail } from "./invitations.mail";
import { findInvitationByKey, lockInvitation, updateInvitationRow } from "./invitations.repository";

/**
 * POST reply-teacher-invitation (no sign-in): the invitation is found by its encrypted_id only; an
 * unknown key and an expired one are refused alike in shape (422). need_send_mail tells the person
 * who invited the teacher. Who answers (spec 02 §7): the invited teacher through the mailed link
 * (signed out, or signed in as that teacher) and the office; anyone else signed in — a parent, a
 * student, another teacher — is refused (403) whatever key they hold.
 */
export async function replyInvitation(
  db: Database,
  input: ReplyTeacherInvitationInput,
  requestId: string,
  locale: Locale = "en",
  caller?: SessionUser,
) {
  const office = Boolean(caller?.isActive) && isStaff(caller);
  // Refused before the key is looked up: a signed-in caller with neither role can answer no invitation.
  if (caller && !office && !caller.roles.includes("teacher")) throw forbidden();
  return db.transaction(async (tx) => {
    const found = await findInvitationByKey(tx, input.class_teacher_invitation_id);
    if (!found) throw fieldError("class_teacher_invitation_id", "invalid_link");
    if (caller && !office && found.inv.teacherUserId !== caller.id) throw forbidden();
    if (found.inv.expiresAt.getTime() < Date.now()) {
      throw fieldError("class_teacher_invitation_id", "invitation_expired");
    }
    const before = await lockInvitation(tx, found.inv.id);
    if (!before) throw fieldError("class_teacher_invitation_id", "invalid_link");
    await updateInvitationRow(tx, before.id, {
      repliedStatus: input.replied_status,
      repliedAt: input.replied_status === 0 ? null : new Date(),
    });
    await recordAudit(tx, {
      actorId: caller?.id ?? null,
      action: "teacher_invitation.reply",
      targetType: "teacher_invitation",
      targetId: before.id,
      before: { replied_status: before.repliedStatus },
      after: { replied_status: input.replied_status, by: office ? "office" : "invitation link" },
      requestId,
    });
    const teacherName = displayName({
      first_name: found.teacher.firstName,
      last_name: found.teacher.lastName,
      username: found.teacher.username,
    });
    if (input.need_send_mail && input.replied_status !== 0 && before.createdBy) {
      const office = await findUserById(tx, before.createdBy);
      if (office?.email) {
        await enqueueMail(tx, {
          to: office.email,
          ...invitationReplyMail(office.lang, {
            teacherName,
            className: resolveField(found.cls.name, found.cls.translations, "name", office.lang),
            accepted: input.replied_status === 1,
          }),
          locale: office.lang,
          kind: "teacher_invitation_reply",
          meta: { invitation_id: before.id },
        });
      }
    }
    return {
      replied_status: input.replied_status,
      replied_status_key: statusKey(input.replied_status),
      class_name: found.cls.name,
      localized: { name: resolveField(found.cls.name, found.cls.translations, "name", locale) },
      teacher: {
        id: found.teacher.id,
        username: found.teacher.username,
        first_name: found.teacher.firstName,
        last_name: found.teacher.lastName,
      },
    };
  });
}
