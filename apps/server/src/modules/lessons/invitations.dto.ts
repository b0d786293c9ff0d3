import { type Locale, resolveField } from "@edu/shared";
import { INVITATION_REPLIED_STATUSES, type TeacherInvitation } from "@edu/shared/lessons";
import type { InvitationWithRefs } from "./invitations.repository";

export const statusKey = (code: number) =>
  INVITATION_REPLIED_STATUSES.find((s) => s.code === code)?.key ?? "no_reply";

/** The answer; `session_class.localized.name` is the class's name in the reader's language (the base name when untranslated). */
export function toInvitationDto(
  { inv, cls, teacher }: InvitationWithRefs,
  locale: Locale = "en",
): TeacherInvitation {
  return {
    id: inv.id,
    encrypted_id: inv.encryptedId,
    expires_at: inv.expiresAt.toISOString(),
    class_id: inv.sessionClassId,
    session_class: {
      id: cls.id,
      name: cls.name,
      course_session_id: cls.courseSessionId,
      localized: { name: resolveField(cls.name, cls.translations, "name", locale) },
    },
    teacher_user_id: inv.teacherUserId,
    teacher: {
      id: teacher.id,
      username: teacher.username,
      first_name: teacher.firstName,
      last_name: teacher.lastName,
    },
    salary: inv.salary,
    currency: inv.currency,
    online_salary: inv.onlineSalary,
    online_currency: inv.onlineCurrency,
    notes: inv.notes,
    replied_status: inv.repliedStatus,
    replied_status_key: statusKey(inv.repliedStatus),
    replied_at: inv.repliedAt?.toISOString() ?? null,
    need_greet_meeting: inv.needGreetMeeting,
    mailed_at: inv.mailedAt?.toISOString() ?? null,
    created_at: inv.createdAt.toISOString(),
  };
}
