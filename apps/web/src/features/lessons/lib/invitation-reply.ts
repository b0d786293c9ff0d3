import { INVITATION_REPLIED_STATUSES, type teacherInvitationEndpoints } from "@edu/shared/lessons";
import type { EndpointBody } from "../../../lib/endpoint-client";

/** 0 no reply, 1 accepted, 2 rejected (what reply-teacher-invitation takes). */
export type RepliedStatus = EndpointBody<
  typeof teacherInvitationEndpoints.createReplyTeacherInvitation
>["replied_status"];

/** A reply select's value ("0", "1" or "2", the only ones it offers) as the status it stands for. */
export function repliedStatusOf(value: string): RepliedStatus {
  if (value === "1") return 1;
  return value === "2" ? 2 : 0;
}

/**
 * The reply a mailed link asks for ({reply_status} in the path): "1" or "accepted" accepts, "2" or
 * "rejected" declines; anything else (including 0, "no reply") is not a reply.
 */
export function replyFromParam(value: string | undefined): 1 | 2 | null {
  const status = INVITATION_REPLIED_STATUSES.find((s) => String(s.code) === value || s.key === value);
  return status?.code === 1 || status?.code === 2 ? status.code : null;
}

/** Who answers an invitation: the office, the invited teacher, or someone who may not (null). */
export type ReplyMode = "office" | "teacher" | null;

/**
 * Spec 02 §7: the office (admin, staff) answers as is; a teacher answers and the office is told; other
 * roles send nothing. Signed out, the person holding the mailed link is the invited teacher.
 */
export function replyMode(viewer: { signedIn: boolean; isStaff: boolean; isTeacher: boolean }): ReplyMode {
  if (!viewer.signedIn) return "teacher";
  if (viewer.isStaff) return "office";
  return viewer.isTeacher ? "teacher" : null;
}

/** POST reply-teacher-invitation's body for `mode`: the teacher's adds need_send_mail=1. */
export function replyBody(mode: "office" | "teacher", key: string, status: RepliedStatus) {
  const body = { class_teacher_invitation_id: key, replied_status: status };
  return mode === "teacher" ? { ...body, need_send_mail: 1 as const } : body;
}
