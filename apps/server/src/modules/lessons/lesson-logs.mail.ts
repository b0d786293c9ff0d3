import {
  displayName,
  type FieldTranslations,
  type Locale,
  resolveField,
  type SessionClassTextField,
} from "@edu/shared";
import { type AttendanceStatusKey, attendanceStatusInfo } from "@edu/shared/lessons";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { enqueueMail } from "../../mail";
import { parentStudents, users } from "../users";

const ATTENDANCE_LABELS: Record<Locale, Record<AttendanceStatusKey, string>> = {
  en: {
    present: "Present",
    late: "Late",
    excused_absence: "Excused absence",
    absent: "Absent",
    cancelled_by_school: "Cancelled by the school",
    cancelled_by_teacher: "Cancelled by the teacher",
    late_cancellation: "Late cancellation",
    make_up: "Make-up lesson",
  },
  "zh-CN": {
    present: "出席",
    late: "迟到",
    excused_absence: "请假",
    absent: "缺席",
    cancelled_by_school: "学校取消",
    cancelled_by_teacher: "老师取消",
    late_cancellation: "临时取消",
    make_up: "补课",
  },
  "zh-TW": {
    present: "出席",
    late: "遲到",
    excused_absence: "請假",
    absent: "缺席",
    cancelled_by_school: "學校取消",
    cancelled_by_teacher: "老師取消",
    late_cancellation: "臨時取消",
    make_up: "補課",
  },
};

type Parts = {
  studentName: string;
  className: string;
  when: string;
  timezone: string;
  minutes: number;
  attendance: string;
  link: string;
};

const TEMPLATES: Record<Locale, { subject: (p: Parts) => string; text: (p: Parts) => string }> = {
  en: {
    subject: (p) => `Lesson record: ${p.className}, ${p.when}`,
    text: (p) =>
      `Hello,\n\nThe lesson of ${p.studentName} in ${p.className} on ${p.when} (${p.timezone}, ${p.minutes} minutes) has been recorded.\nAttendance: ${p.attendance}\n\nRead what was covered and the homework here:\n\n${p.link}\n`,
  },
  "zh-CN": {
    subject: (p) => `上课记录：${p.className}，${p.when}`,
    text: (p) =>
      `您好：\n\n${p.studentName} 于 ${p.when}（${p.timezone}，${p.minutes} 分钟）在 ${p.className} 的课程已记录。\n出勤：${p.attendance}\n\n课程内容和作业请见：\n\n${p.link}\n`,
  },
  "zh-TW": {
    subject: (p) => `上課紀錄：${p.className}，${p.when}`,
    text: (p) =>
      `您好：\n\n${p.studentName} 於 ${p.when}（${p.timezone}，${p.minutes} 分鐘）在 ${p.className} 的課程已記錄。\n出勤：${p.attendance}\n\n課程內容和作業請見：\n\n${p.link}\n`,
  },
};

export type LessonLogMailTarget = {
  lessonLogId: number;
  studentUserId: number;
  attendanceStatus: number;
};

/**
 * Mails each student's lesson record to the student and/or their linked parents, in the recipient's
 * language, through the outbox (sent if and only if the caller's transaction commits). One mail per
 * address and student; users without an address are skipped.
 */
export async function mailLessonLogs(
  tx: DbOrTx,
  input: {
    publicUrl: string;
    /** The class: its base name and translations (each mail names it in the recipient's language). */
    cls: { name: string; translations: FieldTranslations<SessionClassTextField> | null };
    when: string;
    timezone: string;
    minutes: number;
    targets: LessonLogMailTarget[];
    toStudents: boolean;
    toParents: boolean;
  },
): Promise<number> {
  const studentIds = input.targets.map((t) => t.studentUserId);
  if (studentIds.length === 0 || (!input.toStudents && !input.toParents)) return 0;
  const students = await tx
    .select({
      id: users.id,
      email: users.email,
      lang: users.lang,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(users)
    .where(inArray(users.id, studentIds));
  const parents = input.toParents
    ? await tx
        .select({ studentId: parentStudents.studentId, email: users.email, lang: users.lang })
        .from(parentStudents)
        .innerJoin(users, eq(users.id, parentStudents.parentId))
        .where(
          and(
            inArray(parentStudents.studentId, studentIds),
            isNotNull(users.email),
            eq(users.isActive, true),
          ),
        )
    : [];
  let sent = 0;
  for (const target of input.targets) {
    const who = students.find((s) => s.id === target.studentUserId);
    if (!who) continue;
    const recipients = new Map<string, Locale>();
    if (input.toStudents && who.email) recipients.set(who.email.toLowerCase(), who.lang);
    for (const parent of parents) {
      if (parent.studentId === target.studentUserId && parent.email) {
        recipients.set(parent.email.toLowerCase(), parent.lang);
      }
    }
    const key = attendanceStatusInfo(target.attendanceStatus)?.key ?? "present";
    const name = displayName({ first_name: who.firstName, last_name: who.lastName, username: who.username });
    for (const [to, locale] of recipients) {
      const parts: Parts = {
        studentName: name,
        className: resolveField(input.cls.name, input.cls.translations, "name", locale),
        when: input.when,
        timezone: input.timezone,
        minutes: input.minutes,
        attendance: ATTENDANCE_LABELS[locale][key],
        link: `${input.publicUrl}/lessonLogDetail/${target.lessonLogId}`,
      };
      await enqueueMail(tx, {
        to,
        subject: TEMPLATES[locale].subject(parts),
        text: TEMPLATES[locale].text(parts),
        locale,
        kind: "lesson_log",
        meta: { lesson_log_id: target.lessonLogId, student_user_id: target.studentUserId },
      });
      sent += 1;
    }
  }
  return sent;
}
