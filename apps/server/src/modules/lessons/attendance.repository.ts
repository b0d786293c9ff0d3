import { eq, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { countUpTo } from "../../db/count-up-to";
import type { DbOrTx } from "../../db/database";
import { sessionClasses } from "../classes";
import { users } from "../users";
import { latestFirst } from "./lesson-logs.repository";
import { lessonLogs, teachingLogs } from "./lesson-logs.table";
import { countScoped, type ScopeBranch, scopedPageIds } from "./scoped-page";

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

const attendanceSelection = {
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
};

/**
 * A page of lesson logs (one student at one lesson), latest first, and how many match (up to
 * LIST_COUNT_CAP, db/count-up-to.ts). `scope` undefined (staff): everything matching `where`, read
 * from the (all | class | student | status, started_at desc) indexes. Otherwise the union of the
 * scope's branches (a teacher's classes, a family's students), each id read from its own index
 * (scoped-page.ts); `where` then filters inside each branch.
 */
export async function listAttendanceRows(
  db: DbOrTx,
  scope: ScopeBranch[] | undefined,
  where: SQL | undefined,
  paging: { limit: number; offset: number },
): Promise<{ rows: AttendanceRow[]; total: number }> {
  if (scope) {
    const [ids, total] = await Promise.all([
      scopedPageIds(db, lessonLogs, scope, where, paging),
      countScoped(db, lessonLogs, scope, where),
    ]);
    const rows =
      ids.length === 0
        ? []
        : await db
            .select(attendanceSelection)
            .from(lessonLogs)
            .innerJoin(teachingLogs, eq(teachingLogs.id, lessonLogs.teachingLogId))
            .innerJoin(sessionClasses, eq(sessionClasses.id, lessonLogs.sessionClassId))
            .innerJoin(student, eq(student.id, lessonLogs.studentUserId))
            .innerJoin(teacher, eq(teacher.id, teachingLogs.teacherUserId))
            .where(inArray(lessonLogs.id, ids))
            .orderBy(...latestFirst(lessonLogs));
    return { rows, total };
  }
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
      .select(attendanceSelection)
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
