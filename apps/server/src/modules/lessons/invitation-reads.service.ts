import type { Locale } from "@edu/shared";
import type { TeacherInvitation } from "@edu/shared/lessons";
import type { DbOrTx } from "../../db/database";
import { type Actor, isStaff } from "../../http/actor";
import { forbidden, notFound } from "../../http/app-error";
import { toInvitationDto } from "./invitations.dto";
import { findInvitation, listClassInvitations, listTeacherInvitations } from "./invitations.repository";

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
