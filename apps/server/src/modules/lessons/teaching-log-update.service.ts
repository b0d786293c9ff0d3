import type { Locale } from "@edu/shared";
import type { TeachingLog, TeachingLogKind, UpdateTeachingLogInput } from "@edu/shared/lessons";
import type { Database, DbOrTx } from "../../db/database";
import { type Actor, isStaff } from "../../http/actor";
import { fieldError, forbidden, notFound } from "../../http/app-error";
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
  deleteLessonLogRows,
  findTeachingLog,
  insertLessonLogs,
  instantOf,
  listLessonLogsOf,
  lockTeachingLog,
  syncLessonLogsWith,
  updateLessonLogRow,
  updateTeachingLogRow,
} from "./lesson-logs.repository";

/**
 * PATCH admin/lesson-log/{id}, lesson-log/{id}, group-lesson-log/{id}. `students`, when sent, is the
 * whole list: rows kept are updated (fees only by staff), new ones added with the class terms' fee,
 * missing ones deleted. Teachers edit logs of classes they teach and cannot change who taught.
 */
export async function updateTeachingLog(
  db: Database,
  actor: Actor,
  kind: TeachingLogKind,
  id: number,
  input: UpdateTeachingLogInput,
  publicUrl: string,
  locale: Locale = "en",
): Promise<TeachingLog> {
  return db.transaction(async (tx) => {
    const before = await lockTeachingLog(tx, id);
    if (!before) throw notFound("teaching_log_not_found");
    await assertTeachesOrStaff(tx, actor, before.sessionClassId);
    const cls = await findClassInfo(tx, before.sessionClassId);
    if (!cls) throw notFound("session_class_not_found");
    assertKind(cls, kind, "id");
    const staff = isStaff(actor);
    const teacherId = input.teacher_user_id ?? before.teacherUserId;
    if (teacherId !== before.teacherUserId) {
      if (!staff) throw forbidden();
      if (!(await teachesClass(tx, cls.id, teacherId)))
        throw fieldError("teacher_user_id", "not_teacher_of_class");
    }
    const beforeStudents = (await listLessonLogsOf(tx, [id])).get(id) ?? [];
    const plans = input.students ? await resolveStudents(tx, cls.id, input.students) : undefined;

    const values: Parameters<typeof updateTeachingLogRow>[2] = { updatedBy: actor.id };
    if (
      teacherId !== before.teacherUserId ||
      (staff && (input.salary !== undefined || input.salary_currency))
    ) {
      const money = await teacherMoney(tx, actor, cls.id, teacherId, {
        salary: input.salary ?? (teacherId === before.teacherUserId ? before.salary : undefined),
        salary_currency:
          input.salary_currency ?? (teacherId === before.teacherUserId ? before.salaryCurrency : undefined),
      });
      values.teacherUserId = teacherId;
      values.salary = money.salary;
      values.salaryCurrency = money.salaryCurrency;
    }
    if (input.duration_hours !== undefined || input.duration_minutes !== undefined) {
      const minutes =
        (input.duration_hours ?? Math.floor(before.durationMinutes / 60)) * 60 +
        (input.duration_minutes ?? before.durationMinutes % 60);
      if (minutes <= 0 || minutes > 720) throw fieldError("duration_minutes", "v.duration");
      values.durationMinutes = minutes;
    }
    if (input.content !== undefined) values.content = richTextInput("content", input.content);
    if (input.homework !== undefined) values.homework = richTextInput("homework", input.homework);
    if (input.note !== undefined) values.note = input.note;
    if (input.mail_to_students !== undefined) values.mailToStudents = input.mail_to_students;
    if (input.mail_to_parents !== undefined) values.mailToParents = input.mail_to_parents;
    const timezone = input.timezone ?? before.timezone;
    if (input.timezone !== undefined) values.timezone = timezone;
    const moves = input.started_at !== undefined || input.timezone !== undefined;
    const startedAt = moves
      ? instantOf(input.started_at ?? (await localStart(tx, before.id)), timezone)
      : undefined;
    const log = await updateTeachingLogRow(tx, id, values, startedAt);
    if (moves) await syncLessonLogsWith(tx, log);

    const added = new Set<number>();
    if (plans) {
      const existing = new Map(beforeStudents.map((s) => [s.row.studentUserId, s.row]));
      const fees = await studentMoney(tx, actor, cls, plans);
      for (const plan of plans) {
        const row = existing.get(plan.studentUserId);
        existing.delete(plan.studentUserId);
        const fee = fees.get(plan.studentUserId);
        if (row) {
          await updateLessonLogRow(tx, row.id, {
            studentClassTicketId: plan.ticketId,
            attendanceStatus: plan.input.attendance_status,
            hasVocabTest: plan.input.has_vocab_test,
            comment: plan.input.comment,
            ...(staff && plan.input.fee !== undefined && { fee: plan.input.fee }),
            ...(staff && plan.input.fee_currency && { feeCurrency: plan.input.fee_currency }),
          });
        } else {
          added.add(plan.studentUserId);
          await insertLessonLogs(tx, [
            {
              teachingLogId: id,
              sessionClassId: cls.id,
              startedAt: log.startedAt,
              studentUserId: plan.studentUserId,
              studentClassTicketId: plan.ticketId,
              fee: fee?.fee ?? 0,
              feeCurrency: fee?.feeCurrency ?? "TWD",
              attendanceStatus: plan.input.attendance_status,
              hasVocabTest: plan.input.has_vocab_test,
              comment: plan.input.comment,
            },
          ]);
        }
      }
      await deleteLessonLogRows(
        tx,
        [...existing.values()].map((row) => row.id),
      );
    }
    const afterStudents = (await listLessonLogsOf(tx, [id])).get(id) ?? [];
    await recordAudit(tx, {
      actorId: actor.id,
      action: "teaching_log.update",
      targetType: "teaching_log",
      targetId: id,
      before: auditOf(
        before,
        beforeStudents.map((s) => s.row),
      ),
      after: auditOf(
        log,
        afterStudents.map((s) => s.row),
      ),
      requestId: actor.requestId,
    });
    // Mail flags turned on by this edit send the record; otherwise only newly added students get it.
    const newlyOn =
      (input.mail_to_students && !before.mailToStudents) || (input.mail_to_parents && !before.mailToParents);
    if (newlyOn) await sendMails(tx, publicUrl, log, cls);
    else if (added.size > 0) await sendMails(tx, publicUrl, log, cls, added);
    return teachingLogDto(tx, actor, id, locale);
  });
}

/** The log's start as wall-clock time in `timezone` (moving a log to another zone keeps its clock time). */
async function localStart(tx: DbOrTx, id: number): Promise<string> {
  const row = await findTeachingLog(tx, id);
  if (!row) throw notFound("teaching_log_not_found");
  return row.startedAtLocal;
}
