import type { PrivateLessonProgress } from "@edu/shared/lessons";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { countUpTo } from "../../db/count-up-to";
import type { DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { readAll } from "../../db/read-all";
import { sessionClasses, sessionClassTeachers, studentClassTickets } from "../classes";
import { parentStudents, users } from "../users";
import { greetMeetings } from "./greet-meetings.table";
import { teachingLogs } from "./lesson-logs.table";
import {
  classStudentTerms,
  classTeacherTerms,
  privateLessons,
  privateLessonTimeslots,
} from "./private-lessons.table";

export type PrivateLessonRow = typeof privateLessons.$inferSelect;
export type TeacherTermsRow = typeof classTeacherTerms.$inferSelect;
export type StudentTermsRow = typeof classStudentTerms.$inferSelect;
export type TimeslotRow = typeof privateLessonTimeslots.$inferSelect;
export type Person = { id: number; username: string; firstName: string; lastName: string };

const personColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
};

/** Private and custom lessons are the classes of course sessions 1–10 (spec 02 §4). */
export const isPrivateClass = sql`${sessionClasses.courseSessionId} <= 10`;

export const teachesClassCondition = (userId: number) =>
  sql`exists (select 1 from ${sessionClassTeachers} where ${sessionClassTeachers.sessionClassId} = ${sessionClasses.id} and ${sessionClassTeachers.userId} = ${userId})`;
export const attendsClassCondition = (userId: number) =>
  sql`exists (select 1 from ${studentClassTickets} where ${studentClassTickets.sessionClassId} = ${sessionClasses.id} and ${studentClassTickets.studentUserId} = ${userId})`;
export const childAttendsClassCondition = (parentId: number) =>
  sql`exists (select 1 from ${studentClassTickets} join ${parentStudents} on ${parentStudents.studentId} = ${studentClassTickets.studentUserId} where ${studentClassTickets.sessionClassId} = ${sessionClasses.id} and ${parentStudents.parentId} = ${parentId})`;

export type PrivateClassRow = {
  cls: typeof sessionClasses.$inferSelect;
  lesson: PrivateLessonRow | null;
};

export async function findPrivateClass(db: DbOrTx, classId: number): Promise<PrivateClassRow | undefined> {
  const [row] = await db
    .select({ cls: sessionClasses, lesson: privateLessons })
    .from(sessionClasses)
    .leftJoin(privateLessons, eq(privateLessons.sessionClassId, sessionClasses.id))
    .where(and(eq(sessionClasses.id, classId), isPrivateClass));
  return row;
}

/** Serializes saves of one lesson form (the row exists once the form was saved through this module). */
export async function lockPrivateLesson(db: DbOrTx, classId: number): Promise<void> {
  await db
    .select({ id: privateLessons.sessionClassId })
    .from(privateLessons)
    .where(eq(privateLessons.sessionClassId, classId))
    .for("update");
}

export async function listPrivateClassRows(
  db: DbOrTx,
  where: SQL | undefined,
  paging: { limit: number; offset: number },
): Promise<{ rows: PrivateClassRow[]; total: number }> {
  const condition = and(isPrivateClass, where);
  const [rows, total] = await readAll(db, [
    () =>
      db
        .select({ cls: sessionClasses, lesson: privateLessons })
        .from(sessionClasses)
        .leftJoin(privateLessons, eq(privateLessons.sessionClassId, sessionClasses.id))
        .where(condition)
        .orderBy(sql`${sessionClasses.createdAt} desc`, sql`${sessionClasses.id} desc`)
        .limit(paging.limit)
        .offset(paging.offset),
    () => countUpTo(db, sessionClasses, condition),
  ]);
  return { rows, total };
}

/** Teachers (class role teacher) and placed students of each class, by name. */
export async function listPeopleOfClasses(db: DbOrTx, classIds: number[]) {
  const teachers = new Map<number, Person[]>(classIds.map((id) => [id, []]));
  const students = new Map<number, Array<Person & { ticketId: number }>>(classIds.map((id) => [id, []]));
  if (classIds.length === 0) return { teachers, students };
  const [t, s] = await readAll(db, [
    () =>
      db
        .select({ classId: sessionClassTeachers.sessionClassId, ...personColumns })
        .from(sessionClassTeachers)
        .innerJoin(users, eq(users.id, sessionClassTeachers.userId))
        .where(
          and(
            inArray(sessionClassTeachers.sessionClassId, classIds),
            eq(sessionClassTeachers.role, "teacher"),
          ),
        )
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id)),
    () =>
      db
        .select({
          classId: studentClassTickets.sessionClassId,
          ticketId: studentClassTickets.id,
          ...personColumns,
        })
        .from(studentClassTickets)
        .innerJoin(users, eq(users.id, studentClassTickets.studentUserId))
        .where(inArray(studentClassTickets.sessionClassId, classIds))
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id)),
  ]);
  for (const { classId, ...person } of t) teachers.get(classId)?.push(person);
  for (const { classId, ...person } of s) if (classId !== null) students.get(classId)?.push(person);
  return { teachers, students };
}

/**
 * Each class's progress from its data: ended (end date passed) → in progress (a lesson logged or the
 * first class set) → first class not scheduled (a meet-and-greet was held) → meet-and-greet scheduled
 * (one is set in the future) → meet-and-greet not scheduled.
 */
export async function progressOf(
  db: DbOrTx,
  classIds: number[],
): Promise<Map<number, PrivateLessonProgress>> {
  if (classIds.length === 0) return new Map();
  const rows = await queryRows<{
    id: number;
    ended: boolean;
    has_logs: boolean;
    first_class: boolean;
    greet_held: boolean;
    greet_set: boolean;
  }>(
    db,
    sql`select c.id,
          (c.end_date is not null and c.end_date < current_date) as ended,
          exists (select 1 from ${teachingLogs} t where t.session_class_id = c.id) as has_logs,
          (pl.started_date is not null) as first_class,
          exists (select 1 from ${greetMeetings} g where g.session_class_id = c.id and g.started_at <= now()) as greet_held,
          exists (select 1 from ${greetMeetings} g where g.session_class_id = c.id and g.started_at > now()) as greet_set
        from ${sessionClasses} c left join ${privateLessons} pl on pl.session_class_id = c.id
        where c.id in (${sql.join(
          classIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return new Map(
    rows.map((r) => [
      Number(r.id),
      r.ended
        ? "ended"
        : r.has_logs || r.first_class
          ? "in_progress"
          : r.greet_held
            ? "first_class_not_scheduled"
            : r.greet_set
              ? "greet_scheduled"
              : "greet_not_scheduled",
    ]),
  );
}

export async function listTimeslots(db: DbOrTx, classId: number): Promise<TimeslotRow[]> {
  return db
    .select()
    .from(privateLessonTimeslots)
    .where(eq(privateLessonTimeslots.sessionClassId, classId))
    .orderBy(privateLessonTimeslots.sortOrder, privateLessonTimeslots.id);
}

export async function replaceTimeslots(
  db: DbOrTx,
  classId: number,
  slots: Array<{ from: string | null; to: string | null; times: number; per: string }>,
): Promise<void> {
  await db.delete(privateLessonTimeslots).where(eq(privateLessonTimeslots.sessionClassId, classId));
  if (slots.length === 0) return;
  await db.insert(privateLessonTimeslots).values(
    slots.map((slot, index) => ({
      sessionClassId: classId,
      fromTime: slot.from,
      toTime: slot.to,
      times: slot.times,
      per: slot.per,
      sortOrder: index,
    })),
  );
}

export async function upsertPrivateLesson(
  db: DbOrTx,
  values: typeof privateLessons.$inferInsert,
): Promise<void> {
  const { sessionClassId: _id, createdBy: _by, ...update } = values;
  await db
    .insert(privateLessons)
    .values(values)
    .onConflictDoUpdate({ target: privateLessons.sessionClassId, set: { ...update, updatedAt: new Date() } });
}

export async function listTeacherTerms(db: DbOrTx, classId: number): Promise<TeacherTermsRow[]> {
  return db.select().from(classTeacherTerms).where(eq(classTeacherTerms.sessionClassId, classId));
}

export async function listAllStudentTerms(db: DbOrTx, classId: number): Promise<StudentTermsRow[]> {
  return db.select().from(classStudentTerms).where(eq(classStudentTerms.sessionClassId, classId));
}

export async function upsertTeacherTerms(
  db: DbOrTx,
  values: typeof classTeacherTerms.$inferInsert,
): Promise<void> {
  const { sessionClassId: _c, teacherUserId: _t, ...update } = values;
  await db
    .insert(classTeacherTerms)
    .values(values)
    .onConflictDoUpdate({
      target: [classTeacherTerms.sessionClassId, classTeacherTerms.teacherUserId],
      set: { ...update, updatedAt: new Date() },
    });
}

export async function upsertStudentTerms(
  db: DbOrTx,
  values: typeof classStudentTerms.$inferInsert,
): Promise<void> {
  const { sessionClassId: _c, studentUserId: _s, ...update } = values;
  await db
    .insert(classStudentTerms)
    .values(values)
    .onConflictDoUpdate({
      target: [classStudentTerms.sessionClassId, classStudentTerms.studentUserId],
      set: { ...update, updatedAt: new Date() },
    });
}

export async function deleteTeacherTerms(db: DbOrTx, classId: number, teacherIds: number[]): Promise<void> {
  if (teacherIds.length === 0) return;
  await db
    .delete(classTeacherTerms)
    .where(
      and(
        eq(classTeacherTerms.sessionClassId, classId),
        inArray(classTeacherTerms.teacherUserId, teacherIds),
      ),
    );
}

export async function deleteStudentTerms(db: DbOrTx, classId: number, studentIds: number[]): Promise<void> {
  if (studentIds.length === 0) return;
  await db
    .delete(classStudentTerms)
    .where(
      and(
        eq(classStudentTerms.sessionClassId, classId),
        inArray(classStudentTerms.studentUserId, studentIds),
      ),
    );
}

/** Addresses and languages of users (for the lesson mail). */
export async function listMailTargets(db: DbOrTx, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email, lang: users.lang, isActive: users.isActive })
    .from(users)
    .where(inArray(users.id, userIds));
}
