import type {
  EnrollmentStatus,
  EnrollmentType,
  FieldTranslations,
  PaymentStatus,
  SessionClassTextField,
} from "@edu/shared";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { type CourseSessionRow, courseSessions, courses } from "../courses";
import { classEnded } from "./classes.repository";
import { sessionClasses, studentClassTickets } from "./classes.table";

export type ProgressTicketRow = {
  ticket: typeof studentClassTickets.$inferSelect;
  cls: {
    id: number;
    name: string;
    startDate: string | null;
    endDate: string | null;
    schedule: string;
    timeFrom: string | null;
    timeTo: string | null;
    isOnline: boolean;
    room: string;
    address: string;
    translations: FieldTranslations<SessionClassTextField>;
  } | null;
  classEnded: boolean;
  classStarted: boolean;
};

/** Every class ticket of the student, with the class it is placed in (if any) and where it stands today. */
export async function listProgressTickets(db: DbOrTx, studentId: number): Promise<ProgressTicketRow[]> {
  const rows = await db
    .select({
      ticket: studentClassTickets,
      cls: {
        id: sessionClasses.id,
        name: sessionClasses.name,
        startDate: sessionClasses.startDate,
        endDate: sessionClasses.endDate,
        schedule: sessionClasses.schedule,
        timeFrom: sessionClasses.timeFrom,
        timeTo: sessionClasses.timeTo,
        isOnline: sessionClasses.isOnline,
        room: sessionClasses.room,
        address: sessionClasses.address,
        translations: sessionClasses.translations,
      },
      classEnded: sql<boolean>`coalesce(${classEnded}, false)`,
      // An undated class counts as started once a student is placed in it (private lessons "by arrangement").
      classStarted: sql<boolean>`(${sessionClasses.startDate} is null or ${sessionClasses.startDate} <= current_date)`,
    })
    .from(studentClassTickets)
    .leftJoin(sessionClasses, eq(sessionClasses.id, studentClassTickets.sessionClassId))
    .where(eq(studentClassTickets.studentUserId, studentId))
    .orderBy(asc(studentClassTickets.createdAt), asc(studentClassTickets.id));
  return rows.map((row) => ({
    ...row,
    classEnded: Boolean(row.classEnded),
    classStarted: Boolean(row.classStarted),
  }));
}

export type ProgressEnrollmentRow = {
  id: number;
  course_session_id: number;
  type: EnrollmentType;
  status: EnrollmentStatus;
  payment_status: PaymentStatus;
  created_at: string;
};

/**
 * The student's enrollments (the enrollment module's table, read here by SQL as the courses module
 * reads tickets: importing the enrollment module would make a cycle, since it creates tickets through
 * this one). Deleted enrollments are left out.
 */
export function listProgressEnrollments(db: DbOrTx, studentId: number): Promise<ProgressEnrollmentRow[]> {
  return queryRows<ProgressEnrollmentRow>(
    db,
    sql`select e.id, e.course_session_id, e.type, e.status, e.payment_status,
               to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
        from enrolled_course_sessions e
        where e.student_user_id = ${studentId} and e.status <> 'delete'
        order by e.created_at, e.id`,
  );
}

export type ProgressSessionRow = {
  session: CourseSessionRow;
  courseTranslations: (typeof courses.$inferSelect)["translations"] | null;
};

export async function listProgressSessions(db: DbOrTx, ids: number[]): Promise<ProgressSessionRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({ session: courseSessions, courseTranslations: courses.translations })
    .from(courseSessions)
    .leftJoin(courses, eq(courses.id, courseSessions.courseId))
    .where(inArray(courseSessions.id, ids));
}
