import type { CourseCategory, CourseSeason, CourseSessionType } from "@edu/shared";
import { and, asc, count, eq, gte, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { readAll } from "../../db/read-all";
import { uploads } from "../uploads/uploads.table";
import { parentStudents } from "../users";
import { courseSessions, courses } from "./courses.table";

export type CourseRow = typeof courses.$inferSelect;
export type NewCourse = typeof courses.$inferInsert;
export type CourseSessionRow = typeof courseSessions.$inferSelect;
export type NewCourseSession = typeof courseSessions.$inferInsert;
export type CourseWithCover = { course: CourseRow; coverName: string | null };

export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

// ---- courses ----

export type CourseFilters = {
  showIndex?: boolean;
  isVisible?: boolean;
  category?: CourseCategory;
  season?: CourseSeason;
};

const courseSelection = { course: courses, coverName: uploads.originalName };

export async function listCourseRows(
  db: DbOrTx,
  filters: CourseFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: CourseWithCover[]; total: number }> {
  const where = and(
    filters.showIndex === undefined ? undefined : eq(courses.showIndex, filters.showIndex),
    filters.isVisible === undefined ? undefined : eq(courses.isVisible, filters.isVisible),
    filters.category ? eq(courses.category, filters.category) : undefined,
    filters.season ? eq(courses.season, filters.season) : undefined,
  );
  const [rows, [total]] = await readAll(db, [
    () =>
      db
        .select(courseSelection)
        .from(courses)
        .leftJoin(uploads, eq(uploads.id, courses.coverUploadId))
        .where(where)
        .orderBy(asc(courses.sortOrder), asc(courses.id))
        .limit(page.limit)
        .offset(page.offset),
    () => db.select({ n: count() }).from(courses).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findCourse(db: DbOrTx, id: number): Promise<CourseWithCover | undefined> {
  const [row] = await db
    .select(courseSelection)
    .from(courses)
    .leftJoin(uploads, eq(uploads.id, courses.coverUploadId))
    .where(eq(courses.id, id));
  return row;
}

export async function lockCourse(db: DbOrTx, id: number): Promise<CourseRow | undefined> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id)).for("update");
  return row;
}

export async function insertCourse(db: DbOrTx, values: NewCourse): Promise<CourseRow> {
  const [row] = await db.insert(courses).values(values).returning();
  if (!row) throw new Error("course insert returned nothing");
  return row;
}

export async function updateCourseRow(db: DbOrTx, id: number, values: Partial<NewCourse>): Promise<void> {
  await db
    .update(courses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(courses.id, id));
}

export async function deleteCourseRow(db: DbOrTx, id: number): Promise<void> {
  await db.delete(courses).where(eq(courses.id, id));
}

export async function countSessionsOfCourse(db: DbOrTx, courseId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(courseSessions)
    .where(eq(courseSessions.courseId, courseId));
  return Number(row?.n ?? 0);
}

/** A cover must be a public image (uploaded through POST image). */
export async function isPublicImage(db: DbOrTx, uploadId: number): Promise<boolean> {
  const [row] = await db
    .select({ visibility: uploads.visibility })
    .from(uploads)
    .where(eq(uploads.id, uploadId));
  return row?.visibility === "public";
}

// ---- course sessions ----

export type SessionFilters = {
  courseId?: number;
  type?: CourseSessionType;
  city?: string;
  active?: boolean;
  isOnline?: boolean;
  dateFrom?: string;
  dateTo?: string;
  tag?: string;
  q?: string;
};

export type SessionWithRefs = {
  session: CourseSessionRow;
  courseTranslations: CourseRow["translations"] | null;
  classCount: number;
  ticketCount: number;
  /** Seats of the session's classes together; null when it has no class or one without a limit. */
  seatCapacity: number | null;
};

const sessionSelection = {
  session: courseSessions,
  courseTranslations: courses.translations,
  classCount: sql<number>`(select count(*)::int from session_classes sc where sc.course_session_id = ${courseSessions.id})`,
  ticketCount: sql<number>`(select count(*)::int from student_class_tickets t where t.course_session_id = ${courseSessions.id})`,
  seatCapacity: sql<
    number | null
  >`(select case when count(*) = 0 or bool_or(sc.capacity is null) then null else sum(sc.capacity)::int end from session_classes sc where sc.course_session_id = ${courseSessions.id})`,
};

function sessionWhere(filters: SessionFilters): SQL | undefined {
  return and(
    filters.courseId ? eq(courseSessions.courseId, filters.courseId) : undefined,
    filters.type ? eq(courseSessions.type, filters.type) : undefined,
    filters.city ? sql`lower(${courseSessions.city}) = lower(${filters.city})` : undefined,
    filters.active === undefined ? undefined : eq(courseSessions.active, filters.active),
    filters.isOnline === undefined ? undefined : eq(courseSessions.isOnline, filters.isOnline),
    // Running at some point of [date_from, date_to]; undated sessions always match.
    filters.dateFrom
      ? or(isNull(courseSessions.endDate), gte(courseSessions.endDate, filters.dateFrom))
      : undefined,
    filters.dateTo
      ? or(isNull(courseSessions.startDate), lte(courseSessions.startDate, filters.dateTo))
      : undefined,
    filters.tag ? sql`${courseSessions.tags} @> ${JSON.stringify([filters.tag])}::jsonb` : undefined,
    filters.q
      ? sql`(${courseSessions.title} || ' ' || ${courseSessions.shortName} || ' ' || ${courseSessions.city}) ilike ${`%${escapeLike(filters.q)}%`}`
      : undefined,
  );
}

export async function listSessionRows(
  db: DbOrTx,
  filters: SessionFilters,
  page: { limit: number; offset: number },
  order: "newest" | "enrollment" = "newest",
): Promise<{ rows: SessionWithRefs[]; total: number }> {
  const where = sessionWhere(filters);
  const orderBy =
    order === "enrollment"
      ? // The admin's order for the enrollment form (enrollment_form_order belongs to the enrollment
        // module, which imports this one, so it is read by SQL); sessions never placed come last.
        [
          sql`(select o.position from enrollment_form_order o where o.course_session_id = ${courseSessions.id}) asc nulls last`,
          asc(courseSessions.id),
        ]
      : [sql`${courseSessions.startDate} desc nulls last`, sql`${courseSessions.id} desc`];
  const [rows, [total]] = await readAll(db, [
    () =>
      db
        .select(sessionSelection)
        .from(courseSessions)
        .leftJoin(courses, eq(courses.id, courseSessions.courseId))
        .where(where)
        .orderBy(...orderBy)
        .limit(page.limit)
        .offset(page.offset),
    () => db.select({ n: count() }).from(courseSessions).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findSession(db: DbOrTx, id: number): Promise<SessionWithRefs | undefined> {
  const [row] = await db
    .select(sessionSelection)
    .from(courseSessions)
    .leftJoin(courses, eq(courses.id, courseSessions.courseId))
    .where(eq(courseSessions.id, id));
  return row;
}

export async function lockSession(db: DbOrTx, id: number): Promise<CourseSessionRow | undefined> {
  const [row] = await db.select().from(courseSessions).where(eq(courseSessions.id, id)).for("update");
  return row;
}

export async function insertSession(db: DbOrTx, values: NewCourseSession): Promise<CourseSessionRow> {
  const [row] = await db.insert(courseSessions).values(values).returning();
  if (!row) throw new Error("course session insert returned nothing");
  return row;
}

export async function updateSessionRow(
  db: DbOrTx,
  id: number,
  values: Partial<NewCourseSession>,
): Promise<void> {
  await db
    .update(courseSessions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(courseSessions.id, id));
}

export async function courseExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, id));
  return Boolean(row);
}

/** The tags of active sessions, alphabetical. */
export async function listActiveSessionTags(db: DbOrTx): Promise<string[]> {
  const rows = await queryRows<{ tag: string }>(
    db,
    sql`select distinct tag from course_sessions cs, jsonb_array_elements_text(cs.tags) as tag
        where cs.active order by tag`,
  );
  return rows.map((row) => row.tag);
}

/**
 * A non-manager may read a course session when they teach (or assist) one of its classes, or when they,
 * or a child linked to them, hold a class ticket of it or an enrollment in it (not deleted). Tickets,
 * classes and enrollments belong to modules that import this one, so they are read by SQL here.
 */
export async function isSessionOfUser(db: DbOrTx, sessionId: number, userId: number): Promise<boolean> {
  const family = (studentColumn: SQL) =>
    sql`(${studentColumn} = ${userId} or exists (select 1 from ${parentStudents} ps where ps.parent_id = ${userId} and ps.student_id = ${studentColumn}))`;
  const [row] = await queryRows<{ ok: boolean }>(
    db,
    sql`select (
          exists (select 1 from session_classes sc join session_class_teachers ct on ct.session_class_id = sc.id
                  where sc.course_session_id = ${sessionId} and ct.user_id = ${userId})
          or exists (select 1 from student_class_tickets t
                     where t.course_session_id = ${sessionId} and ${family(sql`t.student_user_id`)})
          or exists (select 1 from enrolled_course_sessions e
                     where e.course_session_id = ${sessionId} and e.status <> 'delete'
                       and (e.parent_user_id = ${userId} or ${family(sql`e.student_user_id`)}))
        ) as ok`,
  );
  return Boolean(row?.ok);
}
