import {
  COURSE_SESSION_TEXT_FIELDS,
  type CourseProgressEntry,
  type CourseProgressStage,
  isPrivateCourseSession,
  type Locale,
  type PlacementClassStatus,
  type ProgressEnrollment,
  type ProgressTicket,
  resolveFields,
  resolveTranslations,
  type StudentCourseProgress,
} from "@edu/shared";
import type { DbOrTx } from "../../db/database";
import { readAll } from "../../db/read-all";
import type { Actor } from "../../http/actor";
import { notFound } from "../../http/app-error";
import { hhmm } from "../courses";
import { assertCanReadUser } from "../profiles";
import { findUsersByIds } from "../users";
import { listClassStaff } from "./classes.repository";
import { toPerson } from "./classes-rules";
import {
  listProgressEnrollments,
  listProgressSessions,
  listProgressTickets,
  type ProgressTicketRow,
} from "./student-progress.repository";
import { isTeacherOfStudent } from "./teacher-students";

const classStatus = (row: ProgressTicketRow): PlacementClassStatus =>
  row.classEnded ? "ended" : row.classStarted ? "running" : "upcoming";

/**
 * The stage of one course session, from the student's tickets and enrollments there:
 * in a running class → in_class; else placed in an upcoming class → placed; else only in ended classes →
 * finished; else a paid ticket or a paid enrollment → paid; else an enrollment that is not cancelled (or
 * an unpaid ticket) → enrolled; else (every enrollment cancelled, no ticket) → cancelled.
 */
export function computeStage(
  tickets: Array<{ is_paid: boolean; session_class: { status: PlacementClassStatus } | null }>,
  enrollments: Array<Pick<ProgressEnrollment, "status" | "payment_status">>,
): CourseProgressStage {
  const placed = tickets.flatMap((ticket) => (ticket.session_class ? [ticket.session_class.status] : []));
  if (placed.includes("running")) return "in_class";
  if (placed.includes("upcoming")) return "placed";
  if (placed.includes("ended")) return "finished";
  const live = enrollments.filter((e) => e.status !== "cancel" && e.payment_status !== "cancelled");
  if (tickets.some((ticket) => ticket.is_paid) || live.some((e) => e.payment_status === "paid"))
    return "paid";
  if (tickets.length > 0 || live.length > 0) return "enrolled";
  return "cancelled";
}

/** GET students/{id}/course-progress: each course session of the student with its enrollments, tickets and stage. */
export async function getStudentCourseProgress(
  db: DbOrTx,
  user: Actor,
  studentId: number,
  locale: Locale,
): Promise<StudentCourseProgress> {
  const [student] = await findUsersByIds(db, [studentId]);
  if (!student) throw notFound("user_not_found");
  await assertCanReadUser(db, user, studentId, isTeacherOfStudent);

  const [tickets, enrollments] = await readAll(db, [
    () => listProgressTickets(db, studentId),
    () => listProgressEnrollments(db, studentId),
  ]);
  const sessionIds = [
    ...new Set([
      ...tickets.map((row) => row.ticket.courseSessionId),
      ...enrollments.map((row) => row.course_session_id),
    ]),
  ];
  const classIds = [...new Set(tickets.flatMap((row) => (row.cls ? [row.cls.id] : [])))];
  const [sessions, staff] = await readAll(db, [
    () => listProgressSessions(db, sessionIds),
    () => listClassStaff(db, classIds),
  ]);

  const ticketDto = (row: ProgressTicketRow): ProgressTicket => ({
    id: row.ticket.id,
    is_paid: row.ticket.isPaid,
    session_class: row.cls
      ? {
          id: row.cls.id,
          name: row.cls.name,
          teachers: (staff.get(row.cls.id)?.teachers ?? []).map(toPerson),
          start_date: row.cls.startDate,
          end_date: row.cls.endDate,
          schedule: row.cls.schedule,
          time_from: hhmm(row.cls.timeFrom),
          time_to: hhmm(row.cls.timeTo),
          is_online: row.cls.isOnline,
          room: row.cls.room,
          address: row.cls.address,
          localized: resolveFields(
            { name: row.cls.name, schedule: row.cls.schedule, address: row.cls.address },
            row.cls.translations,
            ["name", "schedule", "address"],
            locale,
          ),
          status: classStatus(row),
        }
      : null,
    date: row.ticket.placementDate,
    time: hhmm(row.ticket.placementTime),
    address: row.ticket.address,
    classroom: row.ticket.classroom,
    study_room: row.ticket.studyRoom,
    placed_at: row.ticket.placedAt?.toISOString() ?? null,
    created_at: row.ticket.createdAt.toISOString(),
  });

  const entries: CourseProgressEntry[] = sessions.map(({ session: s, courseTranslations }) => {
    const sessionTickets = tickets.filter((row) => row.ticket.courseSessionId === s.id).map(ticketDto);
    const sessionEnrollments: ProgressEnrollment[] = enrollments
      .filter((row) => row.course_session_id === s.id)
      .map(({ course_session_id: _, ...row }) => row);
    return {
      course_session: {
        id: s.id,
        course:
          s.courseId && courseTranslations
            ? {
                id: s.courseId,
                title: resolveTranslations<{ title: string }>(courseTranslations, locale).values.title ?? "",
              }
            : null,
        type: s.type,
        is_private: isPrivateCourseSession(s.id),
        title: s.title,
        short_name: s.shortName,
        city: s.city,
        is_online: s.isOnline,
        start_date: s.startDate,
        end_date: s.endDate,
        date: s.date,
        time_from: hhmm(s.timeFrom),
        time_to: hhmm(s.timeTo),
        localized: resolveFields(
          { title: s.title, short_name: s.shortName, city: s.city, date: s.date },
          s.translations,
          COURSE_SESSION_TEXT_FIELDS,
          locale,
        ),
      },
      stage: computeStage(sessionTickets, sessionEnrollments),
      enrollments: sessionEnrollments,
      tickets: sessionTickets,
    };
  });
  // The path in time: sessions by start date (undated ones last), then by id.
  entries.sort((a, b) => {
    const x = a.course_session.start_date;
    const y = b.course_session.start_date;
    if (x !== y) return x === null ? 1 : y === null ? -1 : x < y ? -1 : 1;
    return a.course_session.id - b.course_session.id;
  });
  return { student: toPerson(student), course_sessions: entries };
}
