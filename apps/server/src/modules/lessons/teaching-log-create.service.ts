import type { Locale } from "@edu/shared";
import {
  type CreateTeachingLogInput,
  DEFAULT_ATTENDANCE_STATUS,
  type TeachingLog,
  type TeachingLogKind,
} from "@edu/shared/lessons";
import type { Database } from "../../db/database";
import { type Actor, isStaff } from "../../http/actor";
import { fieldError, forbidden } from "../../http/app-error";
import { richTextInput } from "../../rich-text";
import { recordAudit } from "../audit";
import { findClassInfo, teachesClass } from "./class-access";
import {
  assertKind,
  assertTeachesOrStaff,
  auditOf,
  resolveStudents,
  sendMails,
  studentMoney,
  teacherMoney,
} from "./lesson-log-rules";
import { teachingLogDto } from "./lesson-log-views";
import {
  insertLessonLogs,
  insertTeachingLog,
  instantOf,
  type LessonLogRow,
  type NewLessonLog,
} from "./lesson-logs.repository";

/**
 * POST admin/lesson-log, lesson-log (private and custom lessons) and group-lesson-log (group
 * classes): one teaching log and a lesson log per student, in one transaction. Teachers write only
 * for classes they teach and only as themselves; their salary and the students' fees come from the
 * class terms. Mail flags queue the record to the students and/or parents.
 */
export async function createTeachingLog(
  db: Database,
  actor: Actor,
  kind: TeachingLogKind,
  input: CreateTeachingLogInput,
  publicUrl: string,
  locale: Locale = "en",
): Promise<TeachingLog> {
  return db.transaction(async (tx) => {
    const cls = await findClassInfo(tx, input.class_id);
    if (!cls) throw fieldError("class_id", "session_class_not_found");
    await assertTeachesOrStaff(tx, actor, cls.id);
    assertKind(cls, kind, "class_id");
    const teacherId = input.teacher_user_id ?? actor.id;
    if (!isStaff(actor) && teacherId !== actor.id) throw forbidden();
    if (!(await teachesClass(tx, cls.id, teacherId)))
      throw fieldError("teacher_user_id", "not_teacher_of_class");
    const plans = await resolveStudents(tx, cls.id, input.students);
    const money = await teacherMoney(tx, actor, cls.id, teacherId, input);
    const fees = await studentMoney(tx, actor, cls, plans);
    const timezone = input.timezone ?? cls.timezone;
    const log = await insertTeachingLog(
      tx,
      {
        kind,
        sessionClassId: cls.id,
        teacherUserId: teacherId,
        salary: money.salary,
        salaryCurrency: money.salaryCurrency,
        timezone,
        durationMinutes: input.duration_hours * 60 + input.duration_minutes,
        content: richTextInput("content", input.content),
        homework: richTextInput("homework", input.homework),
        note: input.note,
        mailToStudents: input.mail_to_students,
        mailToParents: input.mail_to_parents,
        createdBy: actor.id,
        updatedBy: actor.id,
      },
      instantOf(input.started_at, timezone),
    );
    const rows: NewLessonLog[] = plans.map((p) => ({
      teachingLogId: log.id,
      sessionClassId: cls.id,
      startedAt: log.startedAt,
      studentUserId: p.studentUserId,
      studentClassTicketId: p.ticketId,
      fee: fees.get(p.studentUserId)?.fee ?? 0,
      feeCurrency: fees.get(p.studentUserId)?.feeCurrency ?? "TWD",
      attendanceStatus: p.input.attendance_status ?? DEFAULT_ATTENDANCE_STATUS,
      hasVocabTest: p.input.has_vocab_test,
      comment: p.input.comment,
    }));
    await insertLessonLogs(tx, rows);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "teaching_log.create",
      targetType: "teaching_log",
      targetId: log.id,
      after: auditOf(log, rows as LessonLogRow[]),
      requestId: actor.requestId,
    });
    await sendMails(tx, publicUrl, log, cls);
    return teachingLogDto(tx, actor, log.id, locale);
  });
}
