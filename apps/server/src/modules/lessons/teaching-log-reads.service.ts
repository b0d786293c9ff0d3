import type { Locale } from "@edu/shared";
import type {
  LessonLogDetail,
  TeachingLog,
  TeachingLogListItem,
  TeachingLogsQuery,
} from "@edu/shared/lessons";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { type Actor, isStaff } from "../../http/actor";
import { forbidden, notFound } from "../../http/app-error";
import { toPage } from "../../http/paged-list";
import { sessionClassTeachers } from "../classes";
import { isParentOf, teachesClass } from "./class-access";
import { assertTeachesOrStaff } from "./lesson-log-rules";
import {
  lessonLogDto,
  staffViewer,
  teachingLogDto,
  teachingLogFields,
  type Viewer,
} from "./lesson-log-views";
import { findLessonLog, findTeachingLog, listTeachingLogRows } from "./lesson-logs.repository";

/** GET teaching-log/{id}: staff, or a teacher of the class; the class's name also in `locale`. */
export async function getTeachingLog(
  db: DbOrTx,
  actor: Actor,
  id: number,
  locale: Locale = "en",
): Promise<TeachingLog> {
  const row = await findTeachingLog(db, id);
  if (!row) throw notFound("teaching_log_not_found");
  await assertTeachesOrStaff(db, actor, row.log.sessionClassId);
  return teachingLogDto(db, actor, id, locale);
}

/** GET teaching-logs: staff all, teachers the logs of classes they teach; latest first; class names also in `locale`. */
export async function listTeachingLogs(
  db: DbOrTx,
  actor: Actor,
  query: TeachingLogsQuery,
  locale: Locale = "en",
) {
  // The classes taught, as an id list: each read from the (session_class_id, started_at) index.
  const taught = isStaff(actor)
    ? undefined
    : (
        await db
          .select({ id: sessionClassTeachers.sessionClassId })
          .from(sessionClassTeachers)
          .where(eq(sessionClassTeachers.userId, actor.id))
      ).map((row) => row.id);
  const classIds = taught && query.class_id ? taught.filter((id) => id === query.class_id) : taught;
  const filters = {
    classId: query.class_id,
    teacherUserId: query.teacher_user_id,
    from: query.from,
    to: query.to,
  };
  const { rows, total } = await listTeachingLogRows(db, classIds, filters, {
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  const viewer = staffViewer(actor, locale);
  const data: TeachingLogListItem[] = rows.map((row) => ({
    ...teachingLogFields(row, viewer),
    student_count: Number(row.studentCount),
  }));
  return toPage(data, total, query.page, query.page_size);
}

/**
 * GET lesson-log/{id}: staff, a teacher of the class, the student and their linked parents. Fees are
 * shown to staff and the family, the salary to staff and the log's teacher.
 */
export async function getLessonLog(
  db: DbOrTx,
  actor: Actor,
  id: number,
  locale: Locale = "en",
): Promise<LessonLogDetail> {
  const found = await findLessonLog(db, id);
  if (!found) throw notFound("lesson_log_not_found");
  const studentId = found.row.studentUserId;
  const staff = isStaff(actor);
  const family =
    actor.id === studentId || (actor.roles.includes("parent") && (await isParentOf(db, actor.id, studentId)));
  if (!staff && !family && !(await teachesClass(db, found.row.sessionClassId, actor.id))) throw forbidden();
  const log = await findTeachingLog(db, found.row.teachingLogId);
  if (!log) throw notFound("teaching_log_not_found");
  const viewer: Viewer = { staff, userId: actor.id, familyOf: (sid) => family && sid === studentId, locale };
  const fields = teachingLogFields(log, viewer);
  // The family reads the lesson, not the staff's internal note.
  return {
    ...lessonLogDto(found, viewer),
    teaching_log: staff || !family ? fields : { ...fields, note: "" },
  };
}
