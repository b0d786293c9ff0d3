import type {
  CourseSessionTextField,
  FieldTranslations,
  SessionClassTeacherRole,
  SessionClassTextField,
} from "@edu/shared";
import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/database";
import { readAll } from "../../db/read-all";
import { courseSessions } from "../courses";
import { parentStudents, users } from "../users";
import { sessionClasses, sessionClassTeachers, studentClassTickets } from "./classes.table";

export type SessionClassRow = typeof sessionClasses.$inferSelect;
export type NewSessionClass = typeof sessionClasses.$inferInsert;
export type ClassTicketRow = typeof studentClassTickets.$inferSelect;
export type NewClassTicket = typeof studentClassTickets.$inferInsert;
export type Person = { id: number; username: string; firstName: string; lastName: string };
export type SessionBrief = {
  id: number;
  title: string;
  shortName: string;
  city: string;
  type: "group" | "private" | "counseling";
  translations?: FieldTranslations<CourseSessionTextField>;
};

export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

// ---- conditions ----

/** The class ended: its end date is before today. */
export const classEnded = sql`(${sessionClasses.endDate} is not null and ${sessionClasses.endDate} < current_date)`;

export const teachesClass = (userId: number) =>
  sql`exists (select 1 from ${sessionClassTeachers} where ${sessionClassTeachers.sessionClassId} = ${sessionClasses.id} and ${sessionClassTeachers.userId} = ${userId})`;
export const attendsClass = (studentId: number) =>
  sql`exists (select 1 from ${studentClassTickets} where ${studentClassTickets.sessionClassId} = ${sessionClasses.id} and ${studentClassTickets.studentUserId} = ${studentId})`;
export const childAttendsClass = (parentId: number) =>
  sql`exists (select 1 from ${studentClassTickets} join ${parentStudents} on ${parentStudents.studentId} = ${studentClassTickets.studentUserId} where ${studentClassTickets.sessionClassId} = ${sessionClasses.id} and ${parentStudents.parentId} = ${parentId})`;

/**
 * `studentId` (a column or value) is placed in a class `teacherId` teaches (as teacher or TA). For
 * GET students and the profiles module's teacher-student check.
 */
export const studentOfTeacher = (teacherId: number, studentId: SQL | SQL.Aliased | unknown) =>
  sql`exists (select 1 from ${studentClassTickets} t join ${sessionClassTeachers} ct on ct.session_class_id = t.session_class_id where ct.user_id = ${teacherId} and t.student_user_id = ${studentId})`;

// ---- classes ----

export type ClassWithRefs = {
  cls: SessionClassRow;
  session: SessionBrief;
  studentCount: number;
  isEnded: boolean;
};

const classSelection = {
  cls: sessionClasses,
  session: {
    id: courseSessions.id,
    title: courseSessions.title,
    shortName: courseSessions.shortName,
    city: courseSessions.city,
    type: courseSessions.type,
    translations: courseSessions.translations,
  },
  studentCount: sql<number>`(select count(*)::int from ${studentClassTickets} where ${studentClassTickets.sessionClassId} = ${sessionClasses.id})`,
  isEnded: sql<boolean>`${classEnded}`,
};

export async function listClassRows(
  db: DbOrTx,
  where: SQL | undefined,
  paging: { limit: number; offset: number },
  order: "start" | "end_desc" = "start",
): Promise<{ rows: ClassWithRefs[]; total: number }> {
  const orderBy =
    order === "end_desc"
      ? [sql`${sessionClasses.endDate} desc nulls last`, desc(sessionClasses.id)]
      : [sql`${sessionClasses.startDate} asc nulls last`, asc(sessionClasses.id)];
  const [rows, [total]] = await readAll(db, [
    () =>
      db
        .select(classSelection)
        .from(sessionClasses)
        .innerJoin(courseSessions, eq(courseSessions.id, sessionClasses.courseSessionId))
        .where(where)
        .orderBy(...orderBy)
        .limit(paging.limit)
        .offset(paging.offset),
    () =>
      db
        .select({ n: count() })
        .from(sessionClasses)
        .innerJoin(courseSessions, eq(courseSessions.id, sessionClasses.courseSessionId))
        .where(where),
  ]);
  return { rows: rows as ClassWithRefs[], total: Number(total?.n ?? 0) };
}

export async function findClass(db: DbOrTx, id: number): Promise<ClassWithRefs | undefined> {
  const [row] = await db
    .select(classSelection)
    .from(sessionClasses)
    .innerJoin(courseSessions, eq(courseSessions.id, sessionClasses.courseSessionId))
    .where(eq(sessionClasses.id, id));
  return row as ClassWithRefs | undefined;
}

export async function lockClass(db: DbOrTx, id: number): Promise<SessionClassRow | undefined> {
  const [row] = await db.select().from(sessionClasses).where(eq(sessionClasses.id, id)).for("update");
  return row;
}

export async function insertClass(db: DbOrTx, values: NewSessionClass): Promise<SessionClassRow> {
  const [row] = await db.insert(sessionClasses).values(values).returning();
  if (!row) throw new Error("session class insert returned nothing");
  return row;
}

export async function updateClassRow(
  db: DbOrTx,
  id: number,
  values: Partial<NewSessionClass>,
): Promise<void> {
  await db
    .update(sessionClasses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(sessionClasses.id, id));
}

export async function deleteClassRow(db: DbOrTx, id: number): Promise<void> {
  await db.delete(sessionClasses).where(eq(sessionClasses.id, id));
}

export async function countPlaced(db: DbOrTx, classId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(studentClassTickets)
    .where(eq(studentClassTickets.sessionClassId, classId));
  return Number(row?.n ?? 0);
}

/** Replaces a class's teachers and TAs (a person listed as both is a teacher). */
export async function setClassStaff(db: DbOrTx, classId: number, teacherIds: number[], taIds: number[]) {
  await db.delete(sessionClassTeachers).where(eq(sessionClassTeachers.sessionClassId, classId));
  const rows = [
    ...teacherIds.map((userId) => ({ sessionClassId: classId, userId, role: "teacher" as const })),
    ...taIds
      .filter((id) => !teacherIds.includes(id))
      .map((userId) => ({ sessionClassId: classId, userId, role: "ta" as const })),
  ];
  if (rows.length > 0) await db.insert(sessionClassTeachers).values(rows);
}

export async function listClassStaff(
  db: DbOrTx,
  classIds: number[],
): Promise<Map<number, { teachers: Person[]; tas: Person[] }>> {
  const result = new Map<number, { teachers: Person[]; tas: Person[] }>();
  if (classIds.length === 0) return result;
  const rows = await db
    .select({
      classId: sessionClassTeachers.sessionClassId,
      role: sessionClassTeachers.role,
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(sessionClassTeachers)
    .innerJoin(users, eq(users.id, sessionClassTeachers.userId))
    .where(inArray(sessionClassTeachers.sessionClassId, classIds))
    .orderBy(asc(users.id));
  for (const { classId, role, ...person } of rows) {
    const entry = result.get(classId) ?? { teachers: [], tas: [] };
    (role === ("teacher" satisfies SessionClassTeacherRole) ? entry.teachers : entry.tas).push(person);
    result.set(classId, entry);
  }
  return result;
}

export async function isClassStaff(db: DbOrTx, classId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(sessionClassTeachers)
    .where(and(eq(sessionClassTeachers.sessionClassId, classId), eq(sessionClassTeachers.userId, userId)));
  return Number(row?.n ?? 0) > 0;
}

// ---- tickets ----

const taUsers = alias(users, "ta_users");
const ticketClasses = alias(sessionClasses, "ticket_classes");

export type TicketWithRefs = {
  ticket: ClassTicketRow;
  student: Person;
  session: SessionBrief;
  cls: { id: number; name: string; translations?: FieldTranslations<SessionClassTextField> } | null;
  ta: Person | null;
};

const ticketSelection = {
  ticket: studentClassTickets,
  student: { id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName },
  session: {
    id: courseSessions.id,
    title: courseSessions.title,
    shortName: courseSessions.shortName,
    city: courseSessions.city,
    type: courseSessions.type,
    translations: courseSessions.translations,
  },
  cls: { id: ticketClasses.id, name: ticketClasses.name, translations: ticketClasses.translations },
  ta: {
    id: taUsers.id,
    username: taUsers.username,
    firstName: taUsers.firstName,
    lastName: taUsers.lastName,
  },
};

export type TicketFilters = {
  paid?: boolean;
  placed?: boolean;
  courseSessionId?: number;
  sessionClassId?: number;
  studentUserId?: number;
  studentUserIds?: number[];
  q?: string;
};

function ticketWhere(filters: TicketFilters): SQL | undefined {
  return and(
    filters.paid === undefined ? undefined : eq(studentClassTickets.isPaid, filters.paid),
    filters.placed === undefined
      ? undefined
      : filters.placed
        ? sql`${studentClassTickets.sessionClassId} is not null`
        : sql`${studentClassTickets.sessionClassId} is null`,
    filters.courseSessionId ? eq(studentClassTickets.courseSessionId, filters.courseSessionId) : undefined,
    filters.sessionClassId ? eq(studentClassTickets.sessionClassId, filters.sessionClassId) : undefined,
    filters.studentUserId ? eq(studentClassTickets.studentUserId, filters.studentUserId) : undefined,
    filters.studentUserIds ? inArray(studentClassTickets.studentUserId, filters.studentUserIds) : undefined,
    filters.q
      ? sql`(${users.username}::text || ' ' || coalesce(${users.email}::text, '') || ' ' || ${users.firstName} || ' ' || ${users.lastName}) ilike ${`%${escapeLike(filters.q)}%`}`
      : undefined,
  );
}

const ticketQuery = (db: DbOrTx) =>
  db
    .select(ticketSelection)
    .from(studentClassTickets)
    .innerJoin(users, eq(users.id, studentClassTickets.studentUserId))
    .innerJoin(courseSessions, eq(courseSessions.id, studentClassTickets.courseSessionId))
    .leftJoin(ticketClasses, eq(ticketClasses.id, studentClassTickets.sessionClassId))
    .leftJoin(taUsers, eq(taUsers.id, studentClassTickets.taUserId));

const normalize = (row: {
  ticket: ClassTicketRow;
  student: Person;
  session: SessionBrief;
  cls: { id: number | null; name: string | null; translations?: unknown } | null;
  ta: {
    id: number | null;
    username: string | null;
    firstName: string | null;
    lastName: string | null;
  } | null;
}): TicketWithRefs => ({
  ...row,
  cls: row.cls?.id == null ? null : (row.cls as TicketWithRefs["cls"]),
  ta: row.ta?.id == null ? null : (row.ta as Person),
});

export async function listTicketRows(
  db: DbOrTx,
  filters: TicketFilters,
  paging: { limit: number; offset: number },
): Promise<{ rows: TicketWithRefs[]; total: number }> {
  const [rows, total] = await readAll(db, [
    () =>
      ticketQuery(db)
        .where(ticketWhere(filters))
        .orderBy(asc(studentClassTickets.createdAt), asc(studentClassTickets.id))
        .limit(paging.limit)
        .offset(paging.offset),
    () => countTicketRows(db, filters),
  ]);
  return { rows: rows.map((row) => normalize(row as Parameters<typeof normalize>[0])), total };
}

/** How many tickets match the filters: the ticket lists' total (also the home page's count). */
export async function countTicketRows(db: DbOrTx, filters: TicketFilters): Promise<number> {
  const [total] = await db
    .select({ n: count() })
    .from(studentClassTickets)
    .innerJoin(users, eq(users.id, studentClassTickets.studentUserId))
    .where(ticketWhere(filters));
  return Number(total?.n ?? 0);
}

export async function findTicket(db: DbOrTx, id: number): Promise<TicketWithRefs | undefined> {
  const [row] = await ticketQuery(db).where(eq(studentClassTickets.id, id));
  return row ? normalize(row as Parameters<typeof normalize>[0]) : undefined;
}

export async function lockTicket(db: DbOrTx, id: number): Promise<ClassTicketRow | undefined> {
  const [row] = await db
    .select()
    .from(studentClassTickets)
    .where(eq(studentClassTickets.id, id))
    .for("update");
  return row;
}

export async function findTicketByEnrolledSession(db: DbOrTx, enrolledSessionId: number) {
  const [row] = await db
    .select()
    .from(studentClassTickets)
    .where(eq(studentClassTickets.enrolledSessionId, enrolledSessionId))
    .for("update");
  return row;
}

export async function insertTicket(db: DbOrTx, values: NewClassTicket): Promise<ClassTicketRow> {
  const [row] = await db.insert(studentClassTickets).values(values).returning();
  if (!row) throw new Error("class ticket insert returned nothing");
  return row;
}

export async function updateTicketRow(
  db: DbOrTx,
  id: number,
  values: Partial<NewClassTicket>,
): Promise<void> {
  await db
    .update(studentClassTickets)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(studentClassTickets.id, id));
}

export async function deleteTicketRow(db: DbOrTx, id: number): Promise<void> {
  await db.delete(studentClassTickets).where(eq(studentClassTickets.id, id));
}

/** Another ticket of this student already placed in this class. */
export async function studentInClass(db: DbOrTx, studentId: number, classId: number, exceptTicketId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(studentClassTickets)
    .where(
      and(
        eq(studentClassTickets.studentUserId, studentId),
        eq(studentClassTickets.sessionClassId, classId),
        sql`${studentClassTickets.id} <> ${exceptTicketId}`,
      ),
    );
  return Number(row?.n ?? 0) > 0;
}
