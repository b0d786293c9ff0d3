import { isPrivateCourseSession, type Locale, type MessageKey, resolveField } from "@edu/shared";
import type { AttendanceBatchInput, StudentAttendance, StudentAttendancesQuery } from "@edu/shared/lessons";
import { and, eq } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/database";
import { type Actor, isStaff } from "../../http/actor";
import { AppError, forbidden } from "../../http/app-error";
import { toPage } from "../../http/paged-list";
import { recordAudit } from "../audit";
import { sessionClassTeachers } from "../classes";
import { listStudentIds } from "../users";
import { listAttendanceRows } from "./attendance.repository";
import { attendanceFields } from "./lesson-log-views";
import { lockLessonLogs, setAttendance } from "./lesson-logs.repository";
import { toPerson } from "./person-brief";
import type { ScopeBranch } from "./scoped-page";

/**
 * PATCH lesson-log/batch/attendance-status: every change or none, in one transaction. Staff change
 * any lesson log, teachers those of classes they teach; one log they may not change refuses the
 * whole batch (403), an unknown id too (422 on its row).
 */
export async function setAttendanceBatch(db: Database, actor: Actor, input: AttendanceBatchInput) {
  return db.transaction(async (tx) => {
    const ids = input.lesson_logs.map((row) => row.id);
    const rows = await lockLessonLogs(tx, ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const errors: Record<string, MessageKey[]> = {};
    input.lesson_logs.forEach((row, index) => {
      if (!byId.has(row.id)) errors[`lesson_logs.${index}.id`] = ["lesson_log_not_found"];
    });
    if (Object.keys(errors).length > 0) throw new AppError("validation_failed", { fieldErrors: errors });
    if (!isStaff(actor)) {
      const classIds = [...new Set(rows.map((row) => row.sessionClassId))];
      const taught = await tx
        .select({ id: sessionClassTeachers.sessionClassId })
        .from(sessionClassTeachers)
        .where(and(eq(sessionClassTeachers.userId, actor.id)));
      const mine = new Set(taught.map((row) => row.id));
      if (classIds.some((id) => !mine.has(id))) throw forbidden();
    }
    const changes = input.lesson_logs.filter(
      (row) => byId.get(row.id)?.attendanceStatus !== row.attendance_status,
    );
    await setAttendance(tx, changes);
    if (changes.length > 0) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: "lesson_log.attendance_batch",
        targetType: "lesson_log",
        targetId: changes.map((c) => c.id).join(","),
        before: {
          lesson_logs: changes.map((c) => ({
            id: c.id,
            attendance_status: byId.get(c.id)?.attendanceStatus,
          })),
        },
        after: { lesson_logs: changes },
        requestId: actor.requestId,
      });
    }
    return {
      data: input.lesson_logs.map((row) => ({ id: row.id, ...attendanceFields(row.attendance_status) })),
    };
  });
}

/**
 * Whose attendance a caller reads: staff everyone's (undefined); others the union of their own
 * (students), their linked children's (parents) and the classes they teach (teachers). Nobody else's.
 *
 * The scope is resolved to id lists first and each id read from its own (…, started_at desc) index
 * (scoped-page.ts). `in (select …)` subqueries were a hashed-subplan filter over a sequential scan
 * (a parent's first page 407 ms); `student_user_id = any(…) or session_class_id = any(…)` walked the
 * global started_at index and filtered (teacher of 14 classes: 8,408 rows removed for 50, 8.3 ms).
 * A filter on the student or class narrows the matching branch's ids; the other filters apply inside
 * every branch.
 */
async function scopeOf(
  db: DbOrTx,
  actor: Actor,
  query: StudentAttendancesQuery,
): Promise<ScopeBranch[] | undefined> {
  if (isStaff(actor)) return undefined;
  const studentIds = [actor.id];
  if (actor.roles.includes("parent"))
    studentIds.push(...((await listStudentIds(db, [actor.id])).get(actor.id) ?? []));
  const classIds = actor.roles.includes("teacher")
    ? (
        await db
          .select({ id: sessionClassTeachers.sessionClassId })
          .from(sessionClassTeachers)
          .where(eq(sessionClassTeachers.userId, actor.id))
      ).map((row) => row.id)
    : [];
  const only = (ids: number[], wanted: number | undefined) =>
    wanted ? ids.filter((id) => id === wanted) : ids;
  return [
    { column: "student_user_id", ids: only([...new Set(studentIds)], query.student_user_id) },
    { column: "session_class_id", ids: only(classIds, query.class_id) },
  ];
}

/**
 * GET student-attendances: one row per student per lesson, latest first, within the caller's scope;
 * each class's name also in the reader's language (`localized.name`).
 */
export async function listStudentAttendances(
  db: DbOrTx,
  actor: Actor,
  query: StudentAttendancesQuery,
  locale: Locale = "en",
) {
  const scope = await scopeOf(db, actor, query);
  const filters = {
    studentUserId: query.student_user_id,
    classId: query.class_id,
    attendanceStatus: query.attendance_status,
    from: query.from,
    to: query.to,
  };
  const { rows, total } = await listAttendanceRows(db, scope, filters, {
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  const data: StudentAttendance[] = rows.map((row) => ({
    id: row.id,
    teaching_log_id: row.teachingLogId,
    session_class: {
      id: row.cls.id,
      name: row.cls.name,
      course_session_id: row.cls.courseSessionId,
      is_private: isPrivateCourseSession(row.cls.courseSessionId),
      localized: { name: resolveField(row.cls.name, row.cls.translations, "name", locale) },
    },
    student: toPerson(row.student),
    teacher: toPerson(row.teacher),
    started_at: row.startedAt.toISOString(),
    started_at_local: row.startedAtLocal,
    timezone: row.timezone,
    duration_minutes: row.durationMinutes,
    ...attendanceFields(row.attendanceStatus),
    has_vocab_test: row.hasVocabTest,
  }));
  return toPage(data, total, query.page, query.page_size);
}
