import { randomBytes } from "node:crypto";
import { displayName, formatMoney, type Locale, resolveField } from "@edu/shared";
import { INVITATION_TTL_DAYS, type TeacherInvitation } from "@edu/shared/lessons";
import type { DbOrTx } from "../../db/database";
import { fieldError, notFound } from "../../http/app-error";
import { enqueueMail } from "../../mail";
import { schoolDay } from "../../school-calendar";
import type { LinePush } from "../line";
import { findUserById } from "../users";
import { toInvitationDto } from "./invitations.dto";
import { invitationMail } from "./invitations.mail";
import { findInvitation, type InvitationRow, updateInvitationRow } from "./invitations.repository";

// What the invitation use cases share: the reply link's key and expiry, the audit shape, the mail.

/** 32 random bytes, base64url: the reply link's key. Unguessable; never derived from the id. */
export const newKey = () => randomBytes(32).toString("base64url");
export const expiry = () => new Date(Date.now() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000);
export const auditOf = (inv: InvitationRow) => ({
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

export async function invitationOrThrow(db: DbOrTx, id: number, locale: Locale): Promise<TeacherInvitation> {
  const row = await findInvitation(db, id);
  if (!row) throw notFound("invitation_not_found");
  return toInvitationDto(row, locale);
}

/** Where an invitation mail points and how it is dated: the site, the school's time zone, LINE too. */
export type InvitationMailing = { publicUrl: string; timeZone: string; pushLine?: LinePush };

/** Mails the invitation with its accept and decline links, renewing the links' expiry. */
export async function mailInvitation(
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
