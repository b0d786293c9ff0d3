import { eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { countUpTo } from "../../db/count-up-to";
import type { DbOrTx } from "../../db/database";
import { sessionClasses } from "../classes";
import { users } from "../users";
import { latestFirst } from "./lesson-logs.repository";
import { lessonLogs, teachingLogs } from "./lesson-logs.table";

const teacher = alias(users, "teacher");
const student = alias(users, "student");
const teacherPerson = {
  id: teacher.id,
  username: teacher.username,
  firstName: teacher.firstName,
  lastName: teacher.lastName,
};
const studentPerson = {
  id: student.id,
  username: student.username,
  firstName: student.firstName,
  lastName: student.lastName,
};

export type AttendanceRow = {
  id: number;
  teachingLogId: number;
  attendanceStatus: number;
  hasVocabTest: boolean;
  startedAt: Date;
  startedAtLocal: string;
  timezone: string;
  durationMinutes: number;
  cls: { id: number; name: string; courseSessionId: number };
  student: { id: number; username: string; firstName: string; lastName: string };
  teacher: { id: number; username: string; firstName: string; lastName: string };
};

/**
 * A page of lesson logs (one student at one lesson), latest first. The page reads lesson_logs by
 * its (student | class | all, started_at desc) indexes and joins only the page's rows; the total is
 * counted up to LIST_COUNT_CAP (db/count-up-to.ts).
 */
export async function listAttendanceRows(
  db: DbOrTx,
  where: SQL | undefined,
  paging: { limit: number; offset: number },
): Promise<{ rows: AttendanceRow[]; total: number }> {
  const page = db
    .select({ id: lessonLogs.id, startedAt: lessonLogs.startedAt })
    .from(lessonLogs)
    .where(where)
    .orderBy(...latestFirst(lessonLogs))
    .limit(paging.limit)
    .offset(paging.offset)
    .as("page");
  const [rows, total] = await Promise.all([
    db
      .select({
        id: lessonLogs.id,
        teachingLogId: lessonLogs.teachingLogId,
        attendanceStatus: lessonLogs.attendanceStatus,
        hasVocabTest: lessonLogs.hasVocabTest,
        startedAt: lessonLogs.startedAt,
        startedAtLocal: sql<string>`to_char(${lessonLogs.startedAt} at time zone ${teachingLogs.timezone}, 'YYYY-MM-DD HH24:MI:SS')`,
        timezone: teachingLogs.timezone,
        durationMinutes: teachingLogs.durationMinutes,
        cls: {
          id: sessionClasses.id,
          name: sessionClasses.name,
          courseSessionId: sessionClasses.courseSessionId,
        },
        student: studentPerson,
        teacher: teacherPerson,
      })
      .from(page)
      .innerJoin(lessonLogs, eq(lessonLogs.id, page.id))
      .innerJoin(teachingLogs, eq(teachingLogs.id, lessonLogs.teachingLogId))
      .innerJoin(sessionClasses, eq(sessionClasses.id, lessonLogs.sessionClassId))
      .innerJoin(student, eq(student.id, lessonLogs.studentUserId))
      .innerJoin(teacher, eq(teacher.id, teachingLogs.teacherUserId))
      .orderBy(...latestFirst(page)),
    countUpTo(db, lessonLogs, where),
  ]);
  return { rows, total };
}
