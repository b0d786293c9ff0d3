import { displayName } from "@edu/shared";
import { and, asc, count, desc, eq, gt, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { sessionClassTeachers, studentClassTickets } from "../classes";
import { testForms, testFormVersions } from "../test-engine";
import { users } from "../users";
import {
  type TestAssignmentRow,
  testAdmissions,
  testAssignmentMails,
  testAssignmentStudents,
  testAssignments,
} from "./test-assignments.table";

/** Queries of assignments and admissions; every function takes `db` first (services compose them in one tx). */

export async function assignmentById(db: DbOrTx, id: number, lock = false) {
  const query = db.select().from(testAssignments).where(eq(testAssignments.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export const insertAssignment = async (db: DbOrTx, values: typeof testAssignments.$inferInsert) => {
  const [row] = await db.insert(testAssignments).values(values).returning();
  if (!row) throw new Error("assignment insert returned no row");
  return row;
};

export const updateAssignment = async (
  db: DbOrTx,
  id: number,
  values: Partial<typeof testAssignments.$inferInsert>,
) => {
  const [row] = await db.update(testAssignments).set(values).where(eq(testAssignments.id, id)).returning();
  if (!row) throw new Error("assignment update returned no row");
  return row;
};

export async function addStudents(db: DbOrTx, assignmentId: number, studentIds: readonly number[]) {
  if (studentIds.length === 0) return;
  await db
    .insert(testAssignmentStudents)
    .values(studentIds.map((studentUserId) => ({ assignmentId, studentUserId })))
    .onConflictDoNothing();
}

export async function studentsOf(db: DbOrTx, assignmentIds: readonly number[]) {
  if (assignmentIds.length === 0) return [];
  return db
    .select({
      assignmentId: testAssignmentStudents.assignmentId,
      id: users.id,
      first: users.firstName,
      last: users.lastName,
      username: users.username,
    })
    .from(testAssignmentStudents)
    .innerJoin(users, eq(users.id, testAssignmentStudents.studentUserId))
    .where(inArray(testAssignmentStudents.assignmentId, [...assignmentIds]))
    .orderBy(asc(users.id));
}

export const nameOf = (row: { first: string; last: string; username: string }) =>
  displayName({ first_name: row.first, last_name: row.last, username: row.username });

/** The students placed in a class now (what "assign to a class" copies). */
export async function classStudentIds(db: DbOrTx, sessionClassId: number): Promise<number[]> {
  const rows = await db
    .select({ id: studentClassTickets.studentUserId })
    .from(studentClassTickets)
    .where(eq(studentClassTickets.sessionClassId, sessionClassId))
    .orderBy(asc(studentClassTickets.studentUserId));
  return rows.map((row) => row.id);
}

export async function teachesClass(db: DbOrTx, teacherId: number, sessionClassId: number) {
  const [row] = await db
    .select({ id: sessionClassTeachers.userId })
    .from(sessionClassTeachers)
    .where(
      and(
        eq(sessionClassTeachers.userId, teacherId),
        eq(sessionClassTeachers.sessionClassId, sessionClassId),
      ),
    );
  return Boolean(row);
}

/** A teacher's assignments: made by them, or for a class they teach. */
export const visibleToTeacher = (teacherId: number): SQL =>
  sql`(${testAssignments.createdBy} = ${teacherId} or ${testAssignments.sessionClassId} in (select ${sessionClassTeachers.sessionClassId} from ${sessionClassTeachers} where ${sessionClassTeachers.userId} = ${teacherId}))`;

export async function listAssignments(
  db: DbOrTx,
  where: SQL | undefined,
  page: { page: number; page_size: number },
) {
  const [rows, [total]] = [
    await db
      .select({ assignment: testAssignments, form: testForms })
      .from(testAssignments)
      .innerJoin(testForms, eq(testForms.id, testAssignments.formId))
      .where(where)
      .orderBy(desc(testAssignments.id))
      .limit(page.page_size)
      .offset((page.page - 1) * page.page_size),
    await db.select({ n: count() }).from(testAssignments).where(where),
  ];
  return { rows, total: total?.n ?? 0 };
}

export async function formOf(db: DbOrTx, formId: number) {
  const [row] = await db.select().from(testForms).where(eq(testForms.id, formId));
  return row;
}

export async function lastMailedAt(db: DbOrTx, assignmentId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | null>`max(${testAssignmentMails.sentAt})` })
    .from(testAssignmentMails)
    .where(eq(testAssignmentMails.assignmentId, assignmentId));
  return row?.at ? new Date(row.at) : null;
}

/** Assignments naming the student on this form, open at `now`. */
export async function openAssignmentFor(db: DbOrTx, userId: number, formId: number, now: Date) {
  const [row] = await db
    .select({ id: testAssignments.id })
    .from(testAssignments)
    .innerJoin(testAssignmentStudents, eq(testAssignmentStudents.assignmentId, testAssignments.id))
    .where(
      and(
        eq(testAssignments.formId, formId),
        eq(testAssignmentStudents.studentUserId, userId),
        sql`${testAssignments.opensAt} <= ${now.toISOString()}`,
        sql`(${testAssignments.dueAt} is null or ${testAssignments.dueAt} > ${now.toISOString()})`,
      ),
    )
    .limit(1);
  return row;
}

export async function admissionFor(db: DbOrTx, userId: number, formId: number, now: Date) {
  const [row] = await db
    .select({ id: testAdmissions.id })
    .from(testAdmissions)
    .where(
      and(
        eq(testAdmissions.studentUserId, userId),
        eq(testAdmissions.formId, formId),
        gt(testAdmissions.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

/** The assignments of a student's (all, or those of one form), newest first. */
export async function assignmentsOfStudent(db: DbOrTx, studentId: number, formId?: number) {
  return db
    .select({ assignment: testAssignments, form: testForms })
    .from(testAssignments)
    .innerJoin(testAssignmentStudents, eq(testAssignmentStudents.assignmentId, testAssignments.id))
    .innerJoin(testForms, eq(testForms.id, testAssignments.formId))
    .where(
      and(
        eq(testAssignmentStudents.studentUserId, studentId),
        formId === undefined ? undefined : eq(testAssignments.formId, formId),
      ),
    )
    .orderBy(desc(testAssignments.opensAt), desc(testAssignments.id));
}

/** The latest version of each published form (for test-papers and sat-mocks). */
export async function publishedForms(
  db: DbOrTx,
  where: SQL | undefined,
  page: { page: number; page_size: number },
) {
  const condition = and(eq(testForms.status, "published"), where);
  const latest = sql`${testFormVersions.version} = (select max(v.version) from ${testFormVersions} v where v.form_id = ${testForms.id})`;
  const [rows, [total]] = [
    await db
      .select({ form: testForms, version: testFormVersions })
      .from(testForms)
      .innerJoin(testFormVersions, and(eq(testFormVersions.formId, testForms.id), latest))
      .where(condition)
      .orderBy(asc(testForms.testType), asc(testForms.key))
      .limit(page.page_size)
      .offset((page.page - 1) * page.page_size),
    await db.select({ n: count() }).from(testForms).where(condition),
  ];
  return { rows, total: total?.n ?? 0 };
}

export type AssignmentWithForm = { assignment: TestAssignmentRow; form: typeof testForms.$inferSelect };
