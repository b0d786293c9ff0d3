import {
  ACTIVE_ENROLLMENT_STATUSES,
  ATTENDANCE_STATUSES,
  type Currency,
  normalizeCurrency,
} from "@edu/shared";
import { and, asc, eq, inArray, isNotNull, notExists, notInArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/database";
import { sessionClasses } from "../classes/classes.table";
import { courseSessions } from "../courses/courses.table";
import { enrolledCourseSessions } from "../enrollment/enrollment.table";
import { lessonLogs, teachingLogs } from "../lessons/lesson-logs.table";
import { parentStudents, userRoles, users } from "../users/users.table";
import { enrolledSessionFreeMarks, orderItems, orderLessonLogs } from "./orders.table";

export const BILLABLE_ATTENDANCE = ATTENDANCE_STATUSES.filter((s) => s.billable).map(
  (s) => s.code,
) as number[];

export type PersonRow = { id: number; firstName: string; lastName: string; email: string | null };

const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

export async function findPeople(db: DbOrTx, ids: readonly number[]): Promise<Map<number, PersonRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(personColumns)
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Whether the user holds the parent role. */
export async function isParent(db: DbOrTx, userId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "parent")))
    .limit(1);
  return rows.length > 0;
}

/**
 * A parent's family: the children linked in parent_students, the students of enrollments the
 * parent made (enrolled_course_sessions.parent_user_id), and the parent when they study themselves.
 */
export async function familyStudentIds(db: DbOrTx, parentId: number): Promise<number[]> {
  const linked = await db
    .select({ id: parentStudents.studentId })
    .from(parentStudents)
    .where(eq(parentStudents.parentId, parentId));
  const enrolled = await db
    .selectDistinct({ id: enrolledCourseSessions.studentUserId })
    .from(enrolledCourseSessions)
    .where(
      and(eq(enrolledCourseSessions.parentUserId, parentId), isNotNull(enrolledCourseSessions.studentUserId)),
    );
  const ids = new Set<number>();
  for (const row of [...linked, ...enrolled]) if (row.id !== null) ids.add(row.id);
  return [...ids].sort((a, b) => a - b);
}

/** familyStudentIds of many parents in two statements (the unpaid-parents list pages 50 at once). */
export async function familyStudentIdsOfParents(
  db: DbOrTx,
  parentIds: readonly number[],
): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>(parentIds.map((id) => [id, []]));
  if (parentIds.length === 0) return result;
  const [linked, enrolled] = await Promise.all([
    db
      .select({ parentId: parentStudents.parentId, id: parentStudents.studentId })
      .from(parentStudents)
      .where(inArray(parentStudents.parentId, [...parentIds])),
    db
      .selectDistinct({
        parentId: enrolledCourseSessions.parentUserId,
        id: enrolledCourseSessions.studentUserId,
      })
      .from(enrolledCourseSessions)
      .where(
        and(
          inArray(enrolledCourseSessions.parentUserId, [...parentIds]),
          isNotNull(enrolledCourseSessions.studentUserId),
        ),
      ),
  ]);
  for (const row of [...linked, ...enrolled]) {
    if (row.parentId === null || row.id === null) continue;
    const list = result.get(row.parentId);
    if (list && !list.includes(row.id)) list.push(row.id);
  }
  for (const list of result.values()) list.sort((a, b) => a - b);
  return result;
}

/** How many billable lesson logs not on a live bill each student has (the unpaid-parents counts). */
export async function countUnbilledLessonLogs(
  db: DbOrTx,
  studentIds: readonly number[],
): Promise<Map<number, number>> {
  if (studentIds.length === 0) return new Map();
  const rows = await db
    .select({ studentUserId: lessonLogs.studentUserId, n: sql<number>`count(*)::int` })
    .from(lessonLogs)
    .where(
      and(
        inArray(lessonLogs.studentUserId, [...studentIds]),
        inArray(lessonLogs.attendanceStatus, BILLABLE_ATTENDANCE),
        notExists(
          db
            .select({ one: sql`1` })
            .from(orderLessonLogs)
            .where(and(eq(orderLessonLogs.lessonLogId, lessonLogs.id), eq(orderLessonLogs.orderDeleted, 0))),
        ),
      ),
    )
    .groupBy(lessonLogs.studentUserId);
  return new Map(rows.map((row) => [row.studentUserId, Number(row.n)]));
}

/** The parents of a student: linked parents first, then parents of the student's enrollments. */
export async function parentsOfStudent(db: DbOrTx, studentId: number): Promise<number[]> {
  const linked = await db
    .select({ id: parentStudents.parentId })
    .from(parentStudents)
    .where(eq(parentStudents.studentId, studentId))
    .orderBy(asc(parentStudents.createdAt), asc(parentStudents.parentId));
  const enrolled = await db
    .selectDistinct({ id: enrolledCourseSessions.parentUserId })
    .from(enrolledCourseSessions)
    .where(
      and(
        eq(enrolledCourseSessions.studentUserId, studentId),
        isNotNull(enrolledCourseSessions.parentUserId),
      ),
    );
  const ids: number[] = [];
  for (const row of [...linked, ...enrolled]) if (row.id !== null && !ids.includes(row.id)) ids.push(row.id);
  return ids;
}

export type EnrollmentCandidate = {
  id: number;
  studentUserId: number;
  parentUserId: number | null;
  title: string;
  fee: number;
  currency: Currency;
  status: string;
  paymentStatus: string;
  free: boolean;
  billed: boolean;
};

/** Enrollments by id or by student, with their session fee and whether they are free or billed. */
export async function findEnrollments(
  db: DbOrTx,
  filter: { ids?: readonly number[]; studentIds?: readonly number[]; unbilledOnly?: boolean },
): Promise<EnrollmentCandidate[]> {
  const conditions = [
    filter.ids ? inArray(enrolledCourseSessions.id, [...filter.ids]) : undefined,
    filter.studentIds ? inArray(enrolledCourseSessions.studentUserId, [...filter.studentIds]) : undefined,
  ].filter((c) => c !== undefined);
  if ((filter.ids && filter.ids.length === 0) || (filter.studentIds && filter.studentIds.length === 0))
    return [];
  const billed = sql<boolean>`exists (select 1 from ${orderItems} where ${orderItems.enrolledSessionId} = ${enrolledCourseSessions.id} and ${orderItems.orderDeleted} = 0)`;
  const free = sql<boolean>`exists (select 1 from ${enrolledSessionFreeMarks} where ${enrolledSessionFreeMarks.enrolledSessionId} = ${enrolledCourseSessions.id})`;
  const rows = await db
    .select({
      id: enrolledCourseSessions.id,
      studentUserId: enrolledCourseSessions.studentUserId,
      parentUserId: enrolledCourseSessions.parentUserId,
      title: courseSessions.title,
      fee: courseSessions.fee,
      currency: courseSessions.currency,
      status: enrolledCourseSessions.status,
      paymentStatus: enrolledCourseSessions.paymentStatus,
      free,
      billed,
    })
    .from(enrolledCourseSessions)
    .innerJoin(courseSessions, eq(courseSessions.id, enrolledCourseSessions.courseSessionId))
    .where(
      and(
        ...conditions,
        filter.unbilledOnly
          ? and(
              inArray(enrolledCourseSessions.status, [...ACTIVE_ENROLLMENT_STATUSES]),
              notInArray(enrolledCourseSessions.paymentStatus, ["paid", "cancelled"]),
              isNotNull(courseSessions.fee),
              isNotNull(enrolledCourseSessions.studentUserId),
              sql`not ${billed}`,
              sql`not ${free}`,
            )
          : undefined,
      ),
    )
    .orderBy(asc(enrolledCourseSessions.studentUserId), asc(enrolledCourseSessions.id));
  return rows
    .filter((row) => row.studentUserId !== null)
    .map((row) => ({
      ...row,
      studentUserId: row.studentUserId as number,
      fee: row.fee ?? 0,
      currency: normalizeCurrency(row.currency),
      free: Boolean(row.free),
      billed: Boolean(row.billed),
    }));
}

export type LessonLogCandidate = {
  id: number;
  teachingLogId: number;
  sessionClassId: number;
  classTitle: string;
  studentUserId: number;
  studentFirstName: string;
  studentLastName: string;
  teacherFirstName: string;
  teacherLastName: string;
  startedAt: Date;
  durationMinutes: number;
  attendanceStatus: number;
  fee: number;
  feeCurrency: Currency;
  billed: boolean;
};

/** Lesson logs by id or by student (billable attendance, not on a live bill, when `unbilledOnly`). */
export async function findLessonLogs(
  db: DbOrTx,
  filter: { ids?: readonly number[]; studentIds?: readonly number[]; unbilledOnly?: boolean },
): Promise<LessonLogCandidate[]> {
  if ((filter.ids && filter.ids.length === 0) || (filter.studentIds && filter.studentIds.length === 0))
    return [];
  const student = alias(users, "student");
  const teacher = alias(users, "teacher");
  const billedQuery = db
    .select({ one: sql`1` })
    .from(orderLessonLogs)
    .where(and(eq(orderLessonLogs.lessonLogId, lessonLogs.id), eq(orderLessonLogs.orderDeleted, 0)));
  const rows = await db
    .select({
      id: lessonLogs.id,
      teachingLogId: lessonLogs.teachingLogId,
      sessionClassId: lessonLogs.sessionClassId,
      classTitle: sessionClasses.name,
      studentUserId: lessonLogs.studentUserId,
      studentFirstName: student.firstName,
      studentLastName: student.lastName,
      teacherFirstName: teacher.firstName,
      teacherLastName: teacher.lastName,
      startedAt: teachingLogs.startedAt,
      durationMinutes: teachingLogs.durationMinutes,
      attendanceStatus: lessonLogs.attendanceStatus,
      fee: lessonLogs.fee,
      feeCurrency: lessonLogs.feeCurrency,
      billed: sql<boolean>`exists (${billedQuery})`,
    })
    .from(lessonLogs)
    .innerJoin(teachingLogs, eq(teachingLogs.id, lessonLogs.teachingLogId))
    .innerJoin(sessionClasses, eq(sessionClasses.id, lessonLogs.sessionClassId))
    .innerJoin(student, eq(student.id, lessonLogs.studentUserId))
    .innerJoin(teacher, eq(teacher.id, teachingLogs.teacherUserId))
    .where(
      and(
        filter.ids ? inArray(lessonLogs.id, [...filter.ids]) : undefined,
        filter.studentIds ? inArray(lessonLogs.studentUserId, [...filter.studentIds]) : undefined,
        filter.unbilledOnly
          ? and(inArray(lessonLogs.attendanceStatus, BILLABLE_ATTENDANCE), notExists(billedQuery))
          : undefined,
      ),
    )
    .orderBy(
      asc(lessonLogs.studentUserId),
      asc(lessonLogs.sessionClassId),
      asc(teachingLogs.startedAt),
      asc(lessonLogs.id),
    );
  return rows.map((row) => ({
    ...row,
    billed: Boolean(row.billed),
    feeCurrency: normalizeCurrency(row.feeCurrency),
  }));
}

/** Parents with anything unbilled (enrollments or billable lesson logs of their family). */
export async function unpaidParentIds(
  db: DbOrTx,
  filter: { q?: string; tagId?: number; withoutTag?: boolean; limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const billable = sql.join(
    BILLABLE_ATTENDANCE.map((code) => sql`${code}`),
    sql`, `,
  );
  const like = filter.q ? `%${filter.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
  const base = sql`
    with family as (
      select ps.parent_id, ps.student_id from parent_students ps
      union
      select e.parent_user_id, e.student_user_id from enrolled_course_sessions e
        where e.parent_user_id is not null and e.student_user_id is not null
    ),
    pending as (
      select e.student_user_id as student_id from enrolled_course_sessions e
        join course_sessions cs on cs.id = e.course_session_id
        where e.status in ('normal', 'archive') and e.payment_status not in ('paid', 'cancelled')
          and cs.fee is not null and e.student_user_id is not null
          and not exists (select 1 from order_items oi where oi.enrolled_session_id = e.id and oi.order_deleted = 0)
          and not exists (select 1 from enrolled_session_free_marks f where f.enrolled_session_id = e.id)
      union
      select ll.student_user_id from lesson_logs ll
        where ll.attendance_status in (${billable})
          and not exists (select 1 from order_lesson_logs oll where oll.lesson_log_id = ll.id and oll.order_deleted = 0)
    ),
    parents as (
      select distinct f.parent_id as id from family f join pending p on p.student_id = f.student_id
    )
    select p.id from parents p join users u on u.id = p.id
    where true
      ${like ? sql`and (u.first_name || ' ' || u.last_name || ' ' || coalesce(u.email::text, '') || ' ' || u.username::text) ilike ${like}` : sql``}
      ${filter.tagId ? sql`and exists (select 1 from user_tags t where t.user_id = p.id and t.tag_id = ${filter.tagId})` : sql``}
      ${filter.withoutTag ? sql`and not exists (select 1 from user_tags t where t.user_id = p.id)` : sql``}
  `;
  const page = (await db.execute(
    sql`${base} order by p.id desc limit ${filter.limit} offset ${filter.offset}`,
  )) as unknown as { rows: Array<{ id: number }> };
  const count = (await db.execute(sql`select count(*)::int as n from (${base} limit 1001) c`)) as unknown as {
    rows: Array<{ n: number }>;
  };
  return { ids: page.rows.map((r) => Number(r.id)), total: Number(count.rows[0]?.n ?? 0) };
}
