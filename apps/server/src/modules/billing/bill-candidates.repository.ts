import {
  ACTIVE_ENROLLMENT_STATUSES,
  ATTENDANCE_STATUSES,
  type Currency,
  type FieldTranslations,
  normalizeCurrency,
} from "@edu/shared";
import { and, asc, eq, inArray, isNotNull, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/database";
import { countRelation, limitOffsetText, totalOf } from "../../db/list-page";
import { queryPrepared } from "../../db/prepared-text";
import { sessionClasses } from "../classes/classes.table";
import { enrolledCourseSessions } from "../enrollment/enrollment.table";
import { lessonLogs, teachingLogs } from "../lessons/lesson-logs.table";
import { parentStudents, userRoles, users } from "../users/users.table";
import { orderLessonLogs } from "./orders.table";

export const BILLABLE_ATTENDANCE = ATTENDANCE_STATUSES.filter((s) => s.billable).map(
  (s) => s.code,
) as number[];

const intArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(",")}}`;

export type PersonRow = { id: number; firstName: string; lastName: string; email: string | null };

export async function findPeople(db: DbOrTx, ids: readonly number[]): Promise<Map<number, PersonRow>> {
  if (ids.length === 0) return new Map();
  // One prepared statement (list pages ask for 50–150 people on every request).
  const rows = await queryPrepared<{
    id: number;
    first_name: string;
    last_name: string;
    email: string | null;
  }>(
    db,
    "select u.id, u.first_name, u.last_name, u.email::text as email from users u where u.id = any($1::int[])",
    [intArray([...new Set(ids)])],
  );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      { id: Number(row.id), firstName: row.first_name, lastName: row.last_name, email: row.email ?? null },
    ]),
  );
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

/** familyStudentIds of many parents in one prepared statement (the unpaid-parents list pages 50 at once). */
export async function familyStudentIdsOfParents(
  db: DbOrTx,
  parentIds: readonly number[],
): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>(parentIds.map((id) => [id, []]));
  if (parentIds.length === 0) return result;
  const rows = await queryPrepared<{ parent_id: number; student_id: number }>(
    db,
    `select ps.parent_id, ps.student_id from parent_students ps where ps.parent_id = any($1::int[])
     union
     select e.parent_user_id, e.student_user_id from enrolled_course_sessions e
      where e.parent_user_id = any($1::int[]) and e.student_user_id is not null
     order by 1, 2`,
    [intArray(parentIds)],
  );
  for (const row of rows) result.get(Number(row.parent_id))?.push(Number(row.student_id));
  return result;
}

/**
 * How many billable lesson logs not on a live bill each student has (the unpaid-parents counts), from
 * billing_unbilled_students (kept by the triggers of migration 0044; unbilled-summary.test.ts checks it
 * against the lesson logs).
 */
export async function countUnbilledLessonLogs(
  db: DbOrTx,
  studentIds: readonly number[],
): Promise<Map<number, number>> {
  if (studentIds.length === 0) return new Map();
  const rows = await queryPrepared<{ student_user_id: number; n: number }>(
    db,
    `select s.student_user_id, s.lesson_log_count as n from billing_unbilled_students s
      where s.student_user_id = any($1::int[]) and s.lesson_log_count > 0`,
    [intArray(studentIds)],
  );
  return new Map(rows.map((row) => [Number(row.student_user_id), Number(row.n)]));
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

const ACTIVE_STATUSES = ACTIVE_ENROLLMENT_STATUSES.map((status) => `'${status}'`).join(", ");

/**
 * Enrollments by id or by student, with their session fee and whether they are free or billed: one
 * prepared statement (order/users/unpaid asks for a page's students on every request).
 */
export async function findEnrollments(
  db: DbOrTx,
  filter: { ids?: readonly number[]; studentIds?: readonly number[]; unbilledOnly?: boolean },
): Promise<EnrollmentCandidate[]> {
  if ((filter.ids && filter.ids.length === 0) || (filter.studentIds && filter.studentIds.length === 0))
    return [];
  const params: unknown[] = [];
  const conditions: string[] = [];
  if (filter.ids) conditions.push(`e.id = any($${params.push(intArray(filter.ids))}::int[])`);
  if (filter.studentIds)
    conditions.push(`e.student_user_id = any($${params.push(intArray(filter.studentIds))}::int[])`);
  const billed =
    "exists (select 1 from order_items oi where oi.enrolled_session_id = e.id and oi.order_deleted = 0)";
  const free = "exists (select 1 from enrolled_session_free_marks f where f.enrolled_session_id = e.id)";
  if (filter.unbilledOnly)
    conditions.push(
      `e.status in (${ACTIVE_STATUSES}) and e.payment_status not in ('paid', 'cancelled')`,
      `cs.fee is not null and e.student_user_id is not null and not ${billed} and not ${free}`,
    );
  const rows = await queryPrepared<{
    id: number;
    student_user_id: number | null;
    parent_user_id: number | null;
    title: string;
    fee: number | string | null;
    currency: string;
    status: string;
    payment_status: string;
    free: boolean | string;
    billed: boolean | string;
  }>(
    db,
    `select e.id, e.student_user_id, e.parent_user_id, cs.title, cs.fee, cs.currency, e.status,
            e.payment_status, ${free} as free, ${billed} as billed
       from enrolled_course_sessions e inner join course_sessions cs on cs.id = e.course_session_id
      where ${conditions.length > 0 ? conditions.join(" and ") : "true"}
      order by e.student_user_id, e.id`,
    params,
  );
  return rows.flatMap((row) =>
    row.student_user_id === null
      ? []
      : [
          {
            id: Number(row.id),
            studentUserId: Number(row.student_user_id),
            parentUserId: row.parent_user_id === null ? null : Number(row.parent_user_id),
            title: row.title,
            fee: row.fee === null ? 0 : Number(row.fee),
            currency: normalizeCurrency(row.currency),
            status: row.status,
            paymentStatus: row.payment_status,
            free: row.free === true || row.free === "t",
            billed: row.billed === true || row.billed === "t",
          },
        ],
  );
}

export type LessonLogCandidate = {
  id: number;
  teachingLogId: number;
  sessionClassId: number;
  classTitle: string;
  /** The class's name per language: named in the reader's (bill-class-names.ts). */
  classTranslations: FieldTranslations<"name"> | null;
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
      classTranslations: sessionClasses.translations,
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

/**
 * The text order/users/unpaid's keyword matches, as users_billing_search_trgm_idx (migration 0044)
 * indexes it: repeat it exactly.
 */
const PARENT_SEARCH_TEXT = `(u.first_name || ' ' || u.last_name || ' ' || coalesce(u.email::text, '') || ' ' || u.username::text)`;

/**
 * Parents with anything unbilled (enrollments or billable lesson logs of their family), newest id first,
 * and their number counted up to LIST_COUNT_CAP, in one prepared statement over billing_unbilled_parents
 * (the family sums kept by the triggers of migration 0044): it grouped every family's lesson logs on
 * each request before (80 ms of database CPU on 100k bills, bench/RESULTS.md).
 */
export async function unpaidParentIds(
  db: DbOrTx,
  filter: { q?: string; tagId?: number; withoutTag?: boolean; limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const params: unknown[] = [];
  const conditions = ["p.enrollment_count + p.lesson_log_count > 0"];
  let join = "";
  if (filter.q) {
    join = " inner join users u on u.id = p.parent_user_id";
    const like = `%${filter.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    conditions.push(`${PARENT_SEARCH_TEXT} ilike $${params.push(like)}`);
  }
  if (filter.tagId)
    conditions.push(
      `exists (select 1 from user_tags t where t.user_id = p.parent_user_id and t.tag_id = $${params.push(filter.tagId)})`,
    );
  if (filter.withoutTag)
    conditions.push("not exists (select 1 from user_tags t where t.user_id = p.parent_user_id)");
  const from = `from billing_unbilled_parents p${join} where ${conditions.join(" and ")}`;
  // The first pages' limit and offset as literals (db/list-page.ts: 0.30 → 0.25 ms).
  const page = limitOffsetText(filter, params);
  // With a keyword the matching parents are found once (trigram index) for the count and the page.
  const text = filter.q
    ? `with m as materialized (select p.parent_user_id as id ${from})
       select n.total, page.id from ${countRelation("from m")}
       left join lateral (select m.id from m order by m.id desc ${page}) page on true
       order by page.id desc`
    : `select n.total, page.id from ${countRelation(from)}
       left join lateral (select p.parent_user_id as id ${from}
                          order by p.parent_user_id desc ${page}) page on true
       order by page.id desc`;
  const rows = await queryPrepared<{ total: number; id: number | null }>(db, text, params);
  return {
    ids: rows.flatMap((row) => (row.id === null ? [] : [Number(row.id)])),
    total: totalOf(rows),
  };
}
