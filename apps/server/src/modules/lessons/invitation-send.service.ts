import type { Locale, MessageKey } from "@edu/shared";
import type { InviteTeachersInput } from "@edu/shared/lessons";
import type { Database } from "../../db/database";
import type { Actor } from "../../http/actor";
import { AppError, fieldError, notFound } from "../../http/app-error";
import { recordAudit } from "../audit";
import { findUsersByIds, listRoles } from "../users";
import {
  auditOf,
  expiry,
  type InvitationMailing,
  invitationOrThrow,
  mailInvitation,
  newKey,
} from "./invitation-rules";
import { toInvitationDto } from "./invitations.dto";
import {
  findInvitationOf,
  insertInvitation,
  listClassInvitations,
  lockInvitation,
} from "./invitations.repository";
import { findPrivateClass, lockPrivateLesson } from "./private-lessons.repository";

/** POST invite-teachers: one invitation per teacher (each teacher once per class), mailed if asked. */
export async function inviteTeachers(
  db: Database,
  actor: Actor,
  input: InviteTeachersInput,
  mailing: InvitationMailing,
  locale: Locale = "en",
) {
  return db.transaction(async (tx) => {
    // Saves of one lesson's teachers run one at a time (the class–teacher pair is unique).
    await lockPrivateLesson(tx, input.class_id);
    if (!(await findPrivateClass(tx, input.class_id)))
      throw fieldError("class_id", "private_lesson_not_found");
    const ids = input.teachers.map((t) => t.teacher_user_id);
    // One after the other: a transaction is one connection (pg refuses queries queued on it in parallel).
    const found = await findUsersByIds(tx, ids);
    const roles = await listRoles(tx, ids);
    const exists = new Set(found.map((u) => u.id));
    const errors: Record<string, MessageKey[]> = {};
    for (const [index, row] of input.teachers.entries()) {
      const field = `teachers.${index}.teacher_user_id`;
      if (!exists.has(row.teacher_user_id)) errors[field] = ["user_not_found"];
      else if (!roles.get(row.teacher_user_id)?.includes("teacher")) errors[field] = ["not_a_teacher"];
      else if (await findInvitationOf(tx, input.class_id, row.teacher_user_id))
        errors[field] = ["teacher_already_invited"];
    }
    if (Object.keys(errors).length > 0) throw new AppError("validation_failed", { fieldErrors: errors });
    for (const row of input.teachers) {
      const inv = await insertInvitation(tx, {
        encryptedId: newKey(),
        expiresAt: expiry(),
        sessionClassId: input.class_id,
        teacherUserId: row.teacher_user_id,
        salary: row.salary,
        currency: row.currency,
        onlineSalary: row.online_salary,
        onlineCurrency: row.online_currency,
        notes: row.notes,
        createdBy: actor.id,
      });
      await recordAudit(tx, {
        actorId: actor.id,
        action: "teacher_invitation.create",
        targetType: "teacher_invitation",
        targetId: inv.id,
        after: auditOf(inv),
        requestId: actor.requestId,
      });
      if (input.send_mail) await mailInvitation(tx, inv.id, mailing);
    }
    return {
      data: (await listClassInvitations(tx, input.class_id)).map((row) => toInvitationDto(row, locale)),
    };
  });
}

/** POST send-teacher-invitation-email: (re)mails the invitation; its links work for 30 more days. */
export async function sendInvitationEmail(
  db: Database,
  actor: Actor,
  id: number,
  mailing: InvitationMailing,
  locale: Locale = "en",
) {
  return db.transaction(async (tx) => {
    if (!(await lockInvitation(tx, id))) throw notFound("invitation_not_found");
    await mailInvitation(tx, id, mailing);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "teacher_invitation.mail",
      targetType: "teacher_invitation",
      targetId: id,
      requestId: actor.requestId,
    });
    return invitationOrThrow(tx, id, locale);
  });
}
