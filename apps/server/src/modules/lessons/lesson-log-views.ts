import { isPrivateCourseSession, type Locale, resolveField } from "@edu/shared";
import { attendanceStatusInfo, type LessonLog, type TeachingLog } from "@edu/shared/lessons";
import type { DbOrTx } from "../../db/database";
import { type Actor, isStaff } from "../../http/actor";
import { notFound } from "../../http/app-error";
import {
  type ClassBrief,
  findTeachingLog,
  type LessonLogWithStudent,
  listLessonLogsOf,
  type TeachingLogWithRefs,
} from "./lesson-logs.repository";
import { toPerson } from "./person-brief";

// How teaching logs and lesson logs are answered, and who sees their money.

/** The class in brief; `localized.name` is its name in the reader's language (the base name when untranslated). */
export const classBriefDto = (cls: ClassBrief, locale: Locale) => ({
  id: cls.id,
  name: cls.name,
  course_session_id: cls.courseSessionId,
  is_private: isPrivateCourseSession(cls.courseSessionId),
  localized: { name: resolveField(cls.name, cls.translations, "name", locale) },
});

export const attendanceFields = (code: number) => {
  const info = attendanceStatusInfo(code);
  return {
    attendance_status: code,
    attendance_key: info?.key ?? "unknown",
    billable: info?.billable ?? false,
    payable: info?.payable ?? false,
  };
};

/**
 * Who sees money: salary to staff and the log's teacher; fees to staff and the student's family.
 * `locale`: the reader's language, for the class's localized name.
 */
export type Viewer = {
  staff: boolean;
  userId: number;
  familyOf: (studentId: number) => boolean;
  locale: Locale;
};

export function lessonLogDto({ row, student }: LessonLogWithStudent, viewer: Viewer): LessonLog {
  const seesFee = viewer.staff || viewer.familyOf(row.studentUserId);
  return {
    id: row.id,
    teaching_log_id: row.teachingLogId,
    session_class_id: row.sessionClassId,
    student_user_id: row.studentUserId,
    student: toPerson(student),
    student_class_ticket_id: row.studentClassTicketId,
    fee: seesFee ? row.fee : null,
    fee_currency: seesFee ? row.feeCurrency : null,
    ...attendanceFields(row.attendanceStatus),
    has_vocab_test: row.hasVocabTest,
    comment: row.comment,
  };
}

export function teachingLogFields(
  { log, startedAtLocal, teacher, cls }: TeachingLogWithRefs,
  viewer: Viewer,
) {
  const seesSalary = viewer.staff || viewer.userId === log.teacherUserId;
  return {
    id: log.id,
    kind: log.kind,
    class_id: log.sessionClassId,
    session_class: classBriefDto(cls, viewer.locale),
    teacher_user_id: log.teacherUserId,
    teacher: toPerson(teacher),
    salary: seesSalary ? log.salary : null,
    salary_currency: seesSalary ? log.salaryCurrency : null,
    started_at: log.startedAt.toISOString(),
    started_at_local: startedAtLocal,
    timezone: log.timezone,
    duration_hours: Math.floor(log.durationMinutes / 60),
    duration_minutes: log.durationMinutes % 60,
    full_hour: log.durationMinutes / 60,
    content: log.content,
    homework: log.homework,
    note: log.note,
    mail_to_students: log.mailToStudents,
    mail_to_parents: log.mailToParents,
    created_by: log.createdBy,
    created_at: log.createdAt.toISOString(),
    updated_at: log.updatedAt.toISOString(),
  };
}

export const staffViewer = (actor: Actor, locale: Locale): Viewer => ({
  staff: isStaff(actor),
  userId: actor.id,
  familyOf: () => false,
  locale,
});

export async function teachingLogDto(
  db: DbOrTx,
  actor: Actor,
  id: number,
  locale: Locale = "en",
): Promise<TeachingLog> {
  const row = await findTeachingLog(db, id);
  if (!row) throw notFound("teaching_log_not_found");
  const viewer = staffViewer(actor, locale);
  const students = (await listLessonLogsOf(db, [id])).get(id) ?? [];
  return { ...teachingLogFields(row, viewer), students: students.map((s) => lessonLogDto(s, viewer)) };
}
