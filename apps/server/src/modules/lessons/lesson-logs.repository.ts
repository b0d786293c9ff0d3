import type { FieldTranslations, SessionClassTextField } from "@edu/shared";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { columnsOf } from "../../db/raw-query";
import { sessionClasses } from "../classes";
import { users } from "../users";
import { lessonLogs, teachingLogs } from "./lesson-logs.table";
import { classStudentTerms, classTeacherTerms } from "./private-lessons.table";
import { LATEST_FIRST, Params, pageText, runListText } from "./scoped-page";

export type TeachingLogRow = typeof teachingLogs.$inferSelect;
export type NewTeachingLog = typeof teachingLogs.$inferInsert;
export type LessonLogRow = typeof lessonLogs.$inferSelect;
export type NewLessonLog = typeof lessonLogs.$inferInsert;
export type Person = { id: number; username: string; firstName: string; lastName: string };
export type ClassBrief = {
  id: number;
  name: string;
  courseSessionId: number;
  translations: FieldTranslations<SessionClassTextField> | null;
};

/**
 * Latest first, written as the (…, started_at, id) indexes are built: drizzle-kit makes `.desc()`
 * index columns DESC NULLS LAST, and a plain `order by started_at desc` (NULLS FIRST) cannot be read
 * from them. Measured on 1M lesson logs: the admin's first page of student-attendances was a
 * parallel sequential scan and top-N sort (184 ms); in the index's order it is an index scan (0.4 ms).
 */
export const latestFirst = (t: { startedAt: unknown; id: unknown }) => [
  sql`${t.startedAt} desc nulls last`,
  sql`${t.id} desc nulls last`,
];

/** A wall-clock time in a zone as the instant PostgreSQL computes (DST rules of its tz database). */
export const instantOf = (local: string, timezone: string): SQL<Date> =>
  sql`(${local}::timestamp at time zone ${timezone})`;

const localOf = (column: SQL | typeof teachingLogs.startedAt, timezone: unknown) =>
  sql<string>`to_char(${column} at time zone ${timezone}, 'YYYY-MM-DD HH24:MI:SS')`;

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
const classBrief = {
  id: sessionClasses.id,
  name: sessionClasses.name,
  courseSessionId: sessionClasses.courseSessionId,
  translations: sessionClasses.translations,
};

export type TeachingLogWithRefs = {
  log: TeachingLogRow;
  startedAtLocal: string;
  teacher: Person;
  cls: ClassBrief;
  studentCount: number;
};

const teachingLogSelection = {
  log: teachingLogs,
  startedAtLocal: localOf(teachingLogs.startedAt, teachingLogs.timezone),
  teacher: teacherPerson,
  cls: classBrief,
  studentCount: sql<number>`(select count(*)::int from ${lessonLogs} where ${lessonLogs.teachingLogId} = ${teachingLogs.id})`,
};

function teachingLogQuery(db: DbOrTx) {
  return db
    .select(teachingLogSelection)
    .from(teachingLogs)
    .innerJoin(teacher, eq(teacher.id, teachingLogs.teacherUserId))
    .innerJoin(sessionClasses, eq(sessionClasses.id, teachingLogs.sessionClassId));
}

export async function findTeachingLog(db: DbOrTx, id: number): Promise<TeachingLogWithRefs | undefined> {
  const [row] = await teachingLogQuery(db).where(eq(teachingLogs.id, id));
  return row;
}

export async function lockTeachingLog(db: DbOrTx, id: number): Promise<TeachingLogRow | undefined> {
  const [row] = await db.select().from(teachingLogs).where(eq(teachingLogs.id, id)).for("update");
  return row;
}

export type TeachingLogFilters = {
  classId?: number;
  teacherUserId?: number;
  /** First and last day (UTC), inclusive, "YYYY-MM-DD". */
  from?: string;
  to?: string;
};

const logColumns = columnsOf(teachingLogs, "tl", "l_");

/**
 * A page of teaching logs, latest first, with teacher, class and student count, and how many match (up
 * to the list cap, "1,000+"): one statement, one round trip (it was three: page ids, count, rows).
 * `classIds` undefined (staff): everything matching; otherwise only those classes' logs, each class
 * read from (session_class_id, started_at desc) (scoped-page.ts: a teacher of 14 classes walked the
 * global index and removed 9,344 logs for a page of 50, 7.4 of 8.0 ms). Class and teacher are looked
 * up per row (`lateral … limit 1`): as joins the planner hashed all of session_classes for 50 rows.
 */
export async function listTeachingLogRows(
  db: DbOrTx,
  classIds: number[] | undefined,
  filters: TeachingLogFilters,
  paging: { limit: number; offset: number },
): Promise<{ rows: TeachingLogWithRefs[]; total: number }> {
  const params = new Params();
  const where: string[] = [];
  if (filters.classId) where.push(`tl.session_class_id = ${params.add(filters.classId)}`);
  if (filters.teacherUserId) where.push(`tl.teacher_user_id = ${params.add(filters.teacherUserId)}`);
  if (filters.from) where.push(`tl.started_at >= ${params.add(filters.from)}::date`);
  if (filters.to) where.push(`tl.started_at < (${params.add(filters.to)}::date + 1)`);
  const scope = classIds ? [{ column: "session_class_id", ids: classIds }] : undefined;
  const { page, count } = pageText(
    { table: "teaching_logs", alias: "tl", scope, filters: where, ...paging },
    params,
  );
  const text = `select n.total, ${logColumns.select},
      to_char(tl.started_at at time zone tl.timezone, 'YYYY-MM-DD HH24:MI:SS') as started_at_local,
      te.id as teacher_id, te.username as teacher_username, te.first_name as teacher_first_name,
      te.last_name as teacher_last_name, sc.id as class_id, sc.name as class_name, sc.course_session_id,
      sc.translations as class_translations,
      (select count(*)::int from lesson_logs l where l.teaching_log_id = tl.id) as student_count
    from (${count}) n
    left join lateral (${page}) p on true
    left join teaching_logs tl on tl.id = p.id
    left join lateral (select u.id, u.username, u.first_name, u.last_name from users u
      where u.id = tl.teacher_user_id limit 1) te on true
    left join lateral (select c.id, c.name, c.translations, c.course_session_id from session_classes c
      where c.id = tl.session_class_id limit 1) sc on true
    order by ${LATEST_FIRST("p")}`;
  const raw = await runListText<Record<string, unknown>>(db, text, params, paging.offset);
  const rows = raw
    .filter((row) => row.l_id !== null && row.l_id !== undefined)
    .map(
      (row): TeachingLogWithRefs => ({
        log: logColumns.read(row) as TeachingLogRow,
        startedAtLocal: String(row.started_at_local),
        teacher: {
          id: Number(row.teacher_id),
          username: String(row.teacher_username),
          firstName: String(row.teacher_first_name),
          lastName: String(row.teacher_last_name),
        },
        cls: {
          id: Number(row.class_id),
          name: String(row.class_name),
          courseSessionId: Number(row.course_session_id),
          translations: (row.class_translations ?? null) as ClassBrief["translations"],
        },
        studentCount: Number(row.student_count),
      }),
    );
  return { rows, total: Number(raw[0]?.total ?? 0) };
}

export async function latestTeachingLog(db: DbOrTx, classId: number): Promise<TeachingLogRow | undefined> {
  const [row] = await db
    .select()
    .from(teachingLogs)
    .where(eq(teachingLogs.sessionClassId, classId))
    .orderBy(...latestFirst(teachingLogs))
    .limit(1);
  return row;
}

export async function insertTeachingLog(
  db: DbOrTx,
  values: Omit<NewTeachingLog, "startedAt">,
  startedAt: SQL<Date>,
): Promise<TeachingLogRow> {
  const [row] = await db
    .insert(teachingLogs)
    .values({ ...values, startedAt: startedAt as unknown as Date })
    .returning();
  if (!row) throw new Error("teaching log insert returned nothing");
  return row;
}

export async function updateTeachingLogRow(
  db: DbOrTx,
  id: number,
  values: Partial<Omit<NewTeachingLog, "startedAt">>,
  startedAt?: SQL<Date>,
): Promise<TeachingLogRow> {
  const [row] = await db
    .update(teachingLogs)
    .set({ ...values, ...(startedAt && { startedAt: startedAt as unknown as Date }), updatedAt: new Date() })
    .where(eq(teachingLogs.id, id))
    .returning();
  if (!row) throw new Error("teaching log update returned nothing");
  return row;
}

export async function deleteTeachingLogRow(db: DbOrTx, id: number): Promise<void> {
  await db.delete(teachingLogs).where(eq(teachingLogs.id, id));
}

// ---- lesson logs (one student at one lesson) ----

export type LessonLogWithStudent = { row: LessonLogRow; student: Person };

export async function listLessonLogsOf(
  db: DbOrTx,
  teachingLogIds: number[],
): Promise<Map<number, LessonLogWithStudent[]>> {
  const map = new Map<number, LessonLogWithStudent[]>(teachingLogIds.map((id) => [id, []]));
  if (teachingLogIds.length === 0) return map;
  const rows = await db
    .select({ row: lessonLogs, student: studentPerson })
    .from(lessonLogs)
    .innerJoin(student, eq(student.id, lessonLogs.studentUserId))
    .where(inArray(lessonLogs.teachingLogId, teachingLogIds))
    .orderBy(asc(student.lastName), asc(student.firstName), asc(lessonLogs.id));
  for (const row of rows) map.get(row.row.teachingLogId)?.push(row);
  return map;
}

export async function findLessonLog(db: DbOrTx, id: number): Promise<LessonLogWithStudent | undefined> {
  const [row] = await db
    .select({ row: lessonLogs, student: studentPerson })
    .from(lessonLogs)
    .innerJoin(student, eq(student.id, lessonLogs.studentUserId))
    .where(eq(lessonLogs.id, id));
  return row;
}

export async function lockLessonLogs(db: DbOrTx, ids: number[]): Promise<LessonLogRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(lessonLogs).where(inArray(lessonLogs.id, ids)).orderBy(lessonLogs.id).for("update");
}

export async function insertLessonLogs(db: DbOrTx, rows: NewLessonLog[]): Promise<void> {
  if (rows.length > 0) await db.insert(lessonLogs).values(rows);
}

export async function updateLessonLogRow(
  db: DbOrTx,
  id: number,
  values: Partial<NewLessonLog>,
): Promise<void> {
  await db
    .update(lessonLogs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(lessonLogs.id, id));
}

/** Keeps the copies of the teaching log's class and start on its lesson logs equal to it. */
export async function syncLessonLogsWith(db: DbOrTx, log: TeachingLogRow): Promise<void> {
  await db
    .update(lessonLogs)
    .set({ sessionClassId: log.sessionClassId, startedAt: log.startedAt, updatedAt: new Date() })
    .where(eq(lessonLogs.teachingLogId, log.id));
}

export async function deleteLessonLogRows(db: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(lessonLogs).where(inArray(lessonLogs.id, ids));
}

/** Sets each lesson log's attendance in one statement. */
export async function setAttendance(
  db: DbOrTx,
  changes: Array<{ id: number; attendance_status: number }>,
): Promise<void> {
  if (changes.length === 0) return;
  const ids = changes.map((c) => c.id);
  const statuses = changes.map((c) => c.attendance_status);
  await db.execute(
    sql`update ${lessonLogs} set attendance_status = v.status, updated_at = now()
        from (select unnest(${`{${ids.join(",")}}`}::int[]) as id, unnest(${`{${statuses.join(",")}}`}::smallint[]) as status) v
        where ${lessonLogs.id} = v.id`,
  );
}

// ---- terms a log is filled from ----

export async function findTeacherTerms(db: DbOrTx, classId: number, teacherId: number) {
  const [row] = await db
    .select()
    .from(classTeacherTerms)
    .where(
      and(eq(classTeacherTerms.sessionClassId, classId), eq(classTeacherTerms.teacherUserId, teacherId)),
    );
  return row;
}

export async function listStudentTerms(db: DbOrTx, classId: number, studentIds: number[]) {
  if (studentIds.length === 0) return new Map<number, typeof classStudentTerms.$inferSelect>();
  const rows = await db
    .select()
    .from(classStudentTerms)
    .where(
      and(
        eq(classStudentTerms.sessionClassId, classId),
        inArray(classStudentTerms.studentUserId, studentIds),
      ),
    );
  return new Map(rows.map((row) => [row.studentUserId, row]));
}

export async function findPeople(db: DbOrTx, ids: number[]): Promise<Map<number, Person>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Payroll marks the teaching logs it puts on a statement (claimed) or frees (deleted or reset
 * statement): `teaching_logs.payroll_claimed`, which keeps the unpaid logs in the small partial
 * index teaching_logs_unpaid_idx. Call it in the transaction that writes payroll_items.
 */
export async function markTeachingLogsClaimed(db: DbOrTx, ids: number[], claimed: boolean): Promise<void> {
  if (ids.length === 0) return;
  await db.update(teachingLogs).set({ payrollClaimed: claimed }).where(inArray(teachingLogs.id, ids));
}

export type UnfinishedLogRow = {
  id: number;
  session_class_id: number;
  class_name: string;
  class_translations: ClassBrief["translations"];
  course_session_id: number;
  started_at: Date | string;
  started_at_local: string;
  timezone: string;
  total: number;
};

/** Taught by the teacher in the last `days` days (not in the future), lesson content still empty. */
const unfinishedCondition = (teacherId: number, days: number) =>
  sql`tl.teacher_user_id = ${teacherId}
        and tl.started_at > now() - make_interval(days => ${days}::int) and tl.started_at <= now()
        and tl.content = ''`;

/** How many of a teacher's logs `listUnfinishedTeachingLogs` would find (the same conditions), counted. */
export async function countUnfinishedTeachingLogs(
  db: DbOrTx,
  teacherId: number,
  days: number,
): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${teachingLogs} tl
      where ${unfinishedCondition(teacherId, days)}`,
  );
  return Number(row?.n ?? 0);
}

/**
 * A teacher's logs taught in the last `days` days (not in the future) with no lesson content yet,
 * latest first, `limit` of them, each row carrying how many there are in all (a window count over
 * the matches, taken before the limit). One statement: a range of teaching_logs_teacher_started_idx
 * (teacher_user_id, started_at desc), the content checked on the few rows in the window.
 */
export function listUnfinishedTeachingLogs(
  db: DbOrTx,
  teacherId: number,
  days: number,
  limit: number,
): Promise<UnfinishedLogRow[]> {
  return queryRows<UnfinishedLogRow>(
    db,
    sql`select tl.id, tl.session_class_id, sc.name as class_name, sc.translations as class_translations,
        sc.course_session_id, tl.started_at,
        to_char(tl.started_at at time zone tl.timezone, 'YYYY-MM-DD HH24:MI:SS') as started_at_local,
        tl.timezone, (count(*) over ())::int as total
      from ${teachingLogs} tl
      join ${sessionClasses} sc on sc.id = tl.session_class_id
      where ${unfinishedCondition(teacherId, days)}
      order by tl.started_at desc nulls last, tl.id desc nulls last
      limit ${limit}`,
  );
}
