import type { Locale } from "@edu/shared";
import type { UpdateTeacherInvitationInput } from "@edu/shared/lessons";
import type { Database } from "../../db/database";
import type { Actor } from "../../http/actor";
import { notFound } from "../../http/app-error";
import { recordAudit } from "../audit";
import { auditOf, invitationOrThrow } from "./invitation-rules";
import { deleteInvitationRow, lockInvitation, updateInvitationRow } from "./invitations.repository";

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
