import type { Locale } from "@edu/shared";
import type { LinkTeacherInput, PrivateLesson } from "@edu/shared/lessons";
import type { Database } from "../../db/database";
import type { Actor } from "../../http/actor";
import { conflict, fieldError } from "../../http/app-error";
import { recordAudit } from "../audit";
import { updateClass } from "../classes";
import { listRoles } from "../users";
import { classTeacherIds } from "./class-access";
import { findInvitationOf } from "./invitations.repository";
import { getCustomLesson } from "./private-lesson-reads.service";
import { findPrivateClass, lockPrivateLesson, upsertTeacherTerms } from "./private-lessons.repository";

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
