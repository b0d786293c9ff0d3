import { type FieldTranslations, isPrivateCourseSession, type SessionClassTextField } from "@edu/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { sessionClasses, sessionClassTeachers, studentClassTickets } from "../classes";
import { parentStudents } from "../users";

/** What the lessons module reads of a class (the classes module's tables, read-only). */
export type ClassInfo = {
  id: number;
  name: string;
  /** name (and the other texts) per language; `name` is the fallback. */
  translations: FieldTranslations<SessionClassTextField>;
  courseSessionId: number;
  isPrivate: boolean;
  timezone: string;
  startDate: string | null;
  timeFrom: string | null;
};

export async function findClassInfo(db: DbOrTx, classId: number): Promise<ClassInfo | undefined> {
  const [row] = await db
    .select({
      id: sessionClasses.id,
      name: sessionClasses.name,
      translations: sessionClasses.translations,
      courseSessionId: sessionClasses.courseSessionId,
      timezone: sessionClasses.timezone,
      startDate: sessionClasses.startDate,
      timeFrom: sessionClasses.timeFrom,
    })
    .from(sessionClasses)
    .where(eq(sessionClasses.id, classId));
  return row && { ...row, isPrivate: isPrivateCourseSession(row.courseSessionId) };
}

/** The class's teachers and TAs (session_class_teachers). */
export async function classTeacherIds(db: DbOrTx, classId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: sessionClassTeachers.userId })
    .from(sessionClassTeachers)
    .where(eq(sessionClassTeachers.sessionClassId, classId));
  return rows.map((row) => row.userId);
}

export async function teachesClass(db: DbOrTx, classId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(sessionClassTeachers)
    .where(and(eq(sessionClassTeachers.sessionClassId, classId), eq(sessionClassTeachers.userId, userId)));
  return Boolean(row);
}

/** Tickets placed in the class, by ticket id → student (those asked for, or all when `ids` is left out). */
export async function placedTickets(
  db: DbOrTx,
  classId: number,
  ids?: number[],
): Promise<Map<number, number>> {
  if (ids && ids.length === 0) return new Map();
  const rows = await db
    .select({ id: studentClassTickets.id, studentUserId: studentClassTickets.studentUserId })
    .from(studentClassTickets)
    .where(
      and(
        eq(studentClassTickets.sessionClassId, classId),
        ids ? inArray(studentClassTickets.id, ids) : undefined,
      ),
    )
    .orderBy(studentClassTickets.id);
  return new Map(rows.map((row) => [row.id, row.studentUserId]));
}

/** Whether `parentId` is a linked parent of `studentId`. */
export async function isParentOf(db: DbOrTx, parentId: number, studentId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(parentStudents)
    .where(and(eq(parentStudents.parentId, parentId), eq(parentStudents.studentId, studentId)));
  return Boolean(row);
}
