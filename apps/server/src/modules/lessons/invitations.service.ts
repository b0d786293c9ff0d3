import { randomBytes } from "node:crypto";
import { displayName, formatMoney, type Locale, type MessageKey, resolveField } from "@edu/shared";
import {
  INVITATION_TTL_DAYS,
  type InviteTeachersInput,
  type LinkTeacherInput,
  type PrivateLesson,
  type ReplyTeacherInvitationInput,
  type TeacherInvitation,
  type UpdateTeacherInvitationInput,
} from "@edu/shared/lessons";
import type { Database, DbOrTx } from "../../db/database";
import { type Actor, isStaff, type SessionUser } from "../../http/actor";
import { AppError, conflict, fieldError, forbidden, notFound } from "../../http/app-error";
import { enqueueMail } from "../../mail";
import { schoolDay } from "../../school-calendar";
import { recordAudit } from "../audit";
import { updateClass } from "../classes";
import type { LinePush } from "../line";
import { findUserById, findUsersByIds, listRoles } from "../users";
import { classTeacherIds } from "./class-access";
import { statusKey, toInvitationDto } from "./invitations.dto";
import { invitationMail, invitationReplyMail } from "./invitations.mail";
import {
  deleteInvitationRow,
  findInvitation,
  findInvitationByKey,
  findInvitationOf,
  type InvitationRow,
  insertInvitation,
  listClassInvitations,
  listTeacherInvitations,
  lockInvitation,
  updateInvitationRow,
} from "./invitations.repository";
import { getCustomLesson } from "./private-lesson-reads.service";
import { findPrivateClass, lockPrivateLesson, upsertTeacherTerms } from "./private-lessons.repository";

/** 32 random bytes, base64url: the reply link's key. Unguessable; never derived from the id. */
const newKey = () => randomBytes(32).toString("base64url");
const expiry = () => new Date(Date.now() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000);
const auditOf = (inv: InvitationRow) => ({
  session_class_id: inv.sessionClassId,
  teacher_user_id: inv.teacherUserId,
  salary: inv.salary,
  currency: inv.currency,
  online_salary: inv.onlineSalary,
  online_currency: inv.onlineCurrency,
  notes: inv.notes,
  replied_status: inv.repliedStatus,
  need_greet_meeting: inv.needGreetMeeting,
});

async function invitationOrThrow(db: DbOrTx, id: number, locale: Locale): Promise<TeacherInvitation> {
  const row = await findInvitation(db, id);
  if (!row) throw notFound("invitation_not_found");
  return toInvitationDto(row, locale);
}

/**
 * GET teacher-invitation/{id}: the invitation's own page (who, the terms, the reply, its link's
 * expiry): staff, and the invited teacher (another teacher is refused).
 */
export async function getInvitation(
  db: DbOrTx,
  actor: Actor,
  id: number,
  locale: Locale = "en",
): Promise<TeacherInvitation> {
  const row = await findInvitation(db, id);
  if (!row) throw notFound("invitation_not_found");
  if (!isStaff(actor) && row.inv.teacherUserId !== actor.id) throw forbidden();
  return toInvitationDto(row, locale);
}

/** Where an invitation mail points and how it is dated: the site, the school's time zone, LINE too. */
export type InvitationMailing = { publicUrl: string; timeZone: string; pushLine?: LinePush };

/** Mails the invitation with its accept and decline links, renewing the links' expiry. */
async function mailInvitation(
  tx: DbOrTx,
  id: number,
  { publicUrl, timeZone, pushLine }: InvitationMailing,
): Promise<void> {
  const expiresAt = expiry();
  await updateInvitationRow(tx, id, { expiresAt, mailedAt: new Date() });
  const row = await findInvitation(tx, id);
  const teacher = row && (await findUserById(tx, row.inv.teacherUserId));
  if (!row || !teacher?.email) throw fieldError("id", "email_not_registered");
  const link = (status: number) =>
    `${publicUrl}/private/private-lessons/invitation-reply/${status}/${row.inv.encryptedId}`;
  const mail = invitationMail(teacher.lang, {
    teacherName: displayName({
      first_name: teacher.firstName,
      last_name: teacher.lastName,
      username: teacher.username,
    }),
    className: resolveField(row.cls.name, row.cls.translations, "name", teacher.lang),
    salary: formatMoney(row.inv.salary, row.inv.currency, { code: true }),
    notes: row.inv.notes,
    accept: link(1),
    reject: link(2),
    // The last day the links work, on the school's calendar.
    expires: schoolDay(expiresAt, timeZone),
  });
  await enqueueMail(tx, {
    to: teacher.email,
    ...mail,
    locale: teacher.lang,
    kind: "teacher_invitation",
    meta: { invitation_id: id },
  });
  await pushLine?.(tx, {
    userId: teacher.id,
    text: `${mail.subject}\n${link(1)}`,
    kind: "teacher_invitation",
    meta: { invitation_id: id },
  });
}

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

/** PATCH teacher-invitation: notes and salary. */
export async function updateInvitation(
  db: Database,
  actor: Actor,
  input: UpdateTeacherInvitationInput,
  locale: Locale = "en",
) {
  return db.transaction(async (tx) => {
    const before = await lockInvitation(tx, input.id);
    if (!before) throw notFound("invitation_not_found");
    await updateInvitationRow(tx, input.id, {
      salary: input.salary,
      currency: input.currency,
      onlineSalary: input.online_salary,
      onlineCurrency: input.online_currency,
      notes: input.notes,
    });
    const after = await lockInvitation(tx, input.id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "teacher_invitation.update",
      targetType: "teacher_invitation",
      targetId: input.id,
      before: auditOf(before),
      after: after ? auditOf(after) : null,
      requestId: actor.requestId,
    });
    return invitationOrThrow(tx, input.id, locale);
  });
}

export async function deleteInvitation(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockInvitation(tx, id);
    if (!before) throw notFound("invitation_not_found");
    await deleteInvitationRow(tx, id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "teacher_invitation.delete",
      targetType: "teacher_invitation",
      targetId: id,
      before: auditOf(before),
      requestId: actor.requestId,
    });
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

/**
 * POST link-teacher: puts a teacher into the private lesson's class with the terms of their
 * invitation (if any; a declined one refuses), flagged to be introduced and to update their bio.
 */
export async function linkTeacher(
  db: Database,
  actor: Actor,
  input: LinkTeacherInput,
  locale: Locale = "en",
): Promise<PrivateLesson> {
  return db.transaction(async (tx) => {
    // Saves of one lesson's teachers run one at a time (the class–teacher pair is unique).
    await lockPrivateLesson(tx, input.class_id);
    if (!(await findPrivateClass(tx, input.class_id)))
      throw fieldError("class_id", "private_lesson_not_found");
    const roles = (await listRoles(tx, [input.teacher_user_id])).get(input.teacher_user_id) ?? [];
    if (!roles.includes("teacher")) throw fieldError("teacher_user_id", "not_a_teacher");
    const invitation = await findInvitationOf(tx, input.class_id, input.teacher_user_id);
    if (invitation?.repliedStatus === 2) throw conflict("invitation_rejected");
    const current = await classTeacherIds(tx, input.class_id);
    if (!current.includes(input.teacher_user_id)) {
      await updateClass(tx, actor, actor, input.class_id, {
        teacher_ids: [...current, input.teacher_user_id],
      });
    }
    await upsertTeacherTerms(tx, {
      sessionClassId: input.class_id,
      teacherUserId: input.teacher_user_id,
      salary: invitation?.salary ?? 0,
      salaryCurrency: invitation?.currency ?? "TWD",
      onlineSalary: invitation?.onlineSalary ?? null,
      onlineSalaryCurrency: invitation?.onlineCurrency ?? null,
      needToIntro: true,
      isUpdateTeacherBio: true,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "private_lesson.link_teacher",
      targetType: "session_class",
      targetId: input.class_id,
      after: {
        teacher_user_id: input.teacher_user_id,
        invitation_id: invitation?.id ?? null,
        salary: invitation?.salary ?? 0,
        currency: invitation?.currency ?? "TWD",
      },
      requestId: actor.requestId,
    });
    return getCustomLesson(tx, actor, input.class_id, locale);
  });
}

/** GET class-teacher-invitations/mine: the signed-in teacher's invitations, newest first. */
export async function listMyInvitations(db: DbOrTx, actor: Actor, locale: Locale = "en") {
  return { data: (await listTeacherInvitations(db, actor.id)).map((row) => toInvitationDto(row, locale)) };
}

export async function listInvitationsOfClass(
  db: DbOrTx,
  classId: number,
  locale: Locale = "en",
): Promise<TeacherInvitation[]> {
  return (await listClassInvitations(db, classId)).map((row) => toInvitationDto(row, locale));
}

/** PATCH teacher-invitation/{id}/set-need-greet-meeting. */
export async function setNeedGreetMeeting(
  db: Database,
  actor: Actor,
  id: number,
  needGreetMeeting: boolean,
  locale: Locale = "en",
) {
  return db.transaction(async (tx) => {
    const before = await lockInvitation(tx, id);
    if (!before) throw notFound("invitation_not_found");
    await updateInvitationRow(tx, id, { needGreetMeeting });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "teacher_invitation.need_greet_meeting",
      targetType: "teacher_invitation",
      targetId: id,
      before: { need_greet_meeting: before.needGreetMeeting },
      after: { need_greet_meeting: needGreetMeeting },
      requestId: actor.requestId,
    });
    return invitationOrThrow(tx, id, locale);
  });
}
