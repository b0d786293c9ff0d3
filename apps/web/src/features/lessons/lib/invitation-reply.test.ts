import { replyTeacherInvitationSchema } from "@edu/shared/lessons";
import { describe, expect, it } from "vitest";
import { repliedStatusOf, replyBody } from "./invitation-reply";

describe("invitation reply", () => {
  it("turns a reply select's value into the status reply-teacher-invitation takes", () => {
    expect(["0", "1", "2"].map(repliedStatusOf)).toEqual([0, 1, 2]);
  });

  it("builds a body the endpoint's schema accepts; the teacher's tells the office", () => {
    const key = "a".repeat(24);
    const office = replyBody("office", key, repliedStatusOf("2"));
    expect(office).toEqual({ class_teacher_invitation_id: key, replied_status: 2 });
    expect(replyTeacherInvitationSchema.safeParse(office).success).toBe(true);
    const teacher = replyBody("teacher", key, 1);
    expect(teacher).toEqual({ class_teacher_invitation_id: key, replied_status: 1, need_send_mail: 1 });
    expect(replyTeacherInvitationSchema.safeParse(teacher).success).toBe(true);
  });
});
