import { sessionClassEndpoints, userEndpoints } from "@edu/shared";
import {
  attendanceEndpoints,
  greetMeetingEndpoints,
  lessonLogEndpoints,
  type ProgressReportStatus,
  privateLessonEndpoints,
  progressReportEndpoints,
  type TeachingLogKind,
  teacherInvitationEndpoints,
} from "@edu/shared/lessons";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { call, type EndpointBody } from "../../../lib/endpoint-client";
import type { RepliedStatus } from "../lib/invitation-reply";

export const lessonsKeys = {
  all: ["lessons"] as const,
  attendances: (filters: AttendanceFilters) => ["lessons", "attendances", filters] as const,
  teachingLogs: (filters: TeachingLogFilters) => ["lessons", "teaching-logs", filters] as const,
  teachingLog: (id: number) => ["lessons", "teaching-log", id] as const,
  nextTeachingLog: (classId: number) => ["lessons", "next-teaching-log", classId] as const,
  lessonLog: (id: number) => ["lessons", "lesson-log", id] as const,
  privateLessons: (filters: PrivateLessonFilters) => ["lessons", "private-lessons", filters] as const,
};

export type AttendanceFilters = {
  page: number;
  class_id?: number;
  student_user_id?: number;
  attendance_status?: number;
  from?: string;
  to?: string;
  page_size?: number;
};

/** GET student-attendances: the server narrows by role (own, children's, taught classes', all). */
export const attendancesQuery = (filters: AttendanceFilters) =>
  queryOptions({
    queryKey: lessonsKeys.attendances(filters),
    queryFn: ({ signal }) =>
      call(attendanceEndpoints.listStudentAttendances, { query: filters }, { signal, overlay: false }),
    placeholderData: keepPreviousData,
  });

export type TeachingLogFilters = { page: number; class_id?: number; teacher_user_id?: number };

/** GET teaching-logs (staff: all; teachers: classes they teach), latest first. */
export const teachingLogsQuery = (filters: TeachingLogFilters) =>
  queryOptions({
    queryKey: lessonsKeys.teachingLogs(filters),
    queryFn: ({ signal }) =>
      call(lessonLogEndpoints.listTeachingLogs, { query: filters }, { signal, overlay: false }),
    placeholderData: keepPreviousData,
  });

export const teachingLogQuery = (id: number) =>
  queryOptions({
    queryKey: lessonsKeys.teachingLog(id),
    queryFn: ({ signal }) =>
      call(lessonLogEndpoints.getTeachingLogById, { params: { id } }, { signal, overlay: false }),
  });

/** GET next-teaching-log: the class's next log prefilled (teacher, length, date, placed students). */
export const nextTeachingLogQuery = (classId: number) =>
  queryOptions({
    queryKey: lessonsKeys.nextTeachingLog(classId),
    queryFn: ({ signal }) =>
      call(
        lessonLogEndpoints.getNextTeachingLog,
        { query: { class_id: classId } },
        { signal, overlay: false },
      ),
  });

/** GET lesson-log/{id}: one student's lesson (staff, the class's teachers, the student, their parents). */
export const lessonLogQuery = (id: number) =>
  queryOptions({
    queryKey: lessonsKeys.lessonLog(id),
    queryFn: ({ signal }) =>
      call(lessonLogEndpoints.getLessonLogById, { params: { id } }, { signal, overlay: false }),
  });

/**
 * Which endpoint writes a log (spec 02 §6: "admins use admin-prefixed create and update endpoints;
 * others use the plain ones"): group classes use group-lesson-log for everyone.
 */
export function teachingLogEndpoints(kind: TeachingLogKind, isStaff: boolean) {
  if (kind === "group")
    return {
      create: lessonLogEndpoints.createGroupLessonLog,
      update: lessonLogEndpoints.updateGroupLessonLogById,
    };
  return isStaff
    ? { create: lessonLogEndpoints.createAdminLessonLog, update: lessonLogEndpoints.updateAdminLessonLogById }
    : { create: lessonLogEndpoints.createLessonLog, update: lessonLogEndpoints.updateLessonLogById };
}

/** The write path under the API base (`/admin/lesson-log`), from the declarations. */
export function teachingLogPath(kind: TeachingLogKind, isStaff: boolean): string {
  return teachingLogEndpoints(kind, isStaff).create.path.replace(/^\/api/, "");
}

export const createTeachingLog = (
  kind: TeachingLogKind,
  isStaff: boolean,
  body: EndpointBody<typeof lessonLogEndpoints.createLessonLog>,
) => call(teachingLogEndpoints(kind, isStaff).create, { body });
export const updateTeachingLog = (
  kind: TeachingLogKind,
  isStaff: boolean,
  id: number,
  body: EndpointBody<typeof lessonLogEndpoints.updateLessonLogById>,
) => call(teachingLogEndpoints(kind, isStaff).update, { params: { id }, body });
export const deleteTeachingLog = (id: number) =>
  call(lessonLogEndpoints.deleteTeachingLogById, { params: { id } });

/** PATCH lesson-log/batch/attendance-status: every change or none. */
export const updateAttendanceBatch = (
  body: EndpointBody<typeof attendanceEndpoints.updateLessonLogBatchAttendanceStatus>,
) => call(attendanceEndpoints.updateLessonLogBatchAttendanceStatus, { body });

export type PrivateLessonFilters = {
  page: number;
  q?: string;
  role_type?: "teacher" | "student" | "parent";
  user_id?: number;
};

/** GET private-lessons (staff: all or one person's; others: their own). */
export const privateLessonsQuery = (filters: PrivateLessonFilters) =>
  queryOptions({
    queryKey: lessonsKeys.privateLessons(filters),
    queryFn: ({ signal }) =>
      call(
        privateLessonEndpoints.listPrivateLessons,
        { query: { ...filters, q: filters.q || undefined } },
        { signal, overlay: false },
      ),
    placeholderData: keepPreviousData,
  });

/** POST reply-teacher-invitation (no sign-in: the mailed link's encrypted id); the body from `replyBody`. */
export const replyInvitation = (
  body: EndpointBody<typeof teacherInvitationEndpoints.createReplyTeacherInvitation>,
) => call(teacherInvitationEndpoints.createReplyTeacherInvitation, { body }, { silent: true });

/** GET session-classes/{id}: the class's name and teachers (the log form's teacher choices). */
export const lessonClassQuery = (id: number) =>
  queryOptions({
    queryKey: ["lessons", "class", id] as const,
    queryFn: ({ signal }) =>
      call(sessionClassEndpoints.getSessionClass, { params: { id } }, { signal, overlay: false }),
    staleTime: 60_000,
  });

// ---- private and custom lessons (form, detail, invitations, greet meetings) ----

export const privateLessonKeys = {
  lesson: (classId: number) => ["lessons", "custom-lesson", classId] as const,
  greetMeetings: (classId: number) => ["lessons", "greet-meetings", classId] as const,
};

/** GET get-custom-lesson: the whole lesson (students, teachers, timeslots, invitations for staff). */
export const customLessonQuery = (classId: number) =>
  queryOptions({
    queryKey: privateLessonKeys.lesson(classId),
    queryFn: ({ signal }) =>
      call(
        privateLessonEndpoints.getGetCustomLesson,
        { query: { class_id: classId } },
        { signal, overlay: false },
      ),
  });

export const addCustomLesson = (body: EndpointBody<typeof privateLessonEndpoints.addCustomLesson>) =>
  call(privateLessonEndpoints.addCustomLesson, { body });
export const updateCustomLesson = (
  body: EndpointBody<typeof privateLessonEndpoints.createUpdateCustomLesson>,
) => call(privateLessonEndpoints.createUpdateCustomLesson, { body });

/** GET users/search (staff): name, username or email, narrowed to one role. */
export const lessonUserSearchQuery = (q: string, role: "student" | "teacher") =>
  queryOptions({
    queryKey: ["lessons", "user-search", q, role] as const,
    queryFn: ({ signal }) =>
      call(
        userEndpoints.searchUsers,
        { query: { q: q || undefined, role, page_size: 20 } },
        { signal, overlay: false },
      ),
    staleTime: 30_000,
  });

/** GET greet-meetings for one class. */
export const greetMeetingsQuery = (classId: number) =>
  queryOptions({
    queryKey: privateLessonKeys.greetMeetings(classId),
    queryFn: ({ signal }) =>
      call(
        greetMeetingEndpoints.listGreetMeetings,
        { query: { session_class_id: classId } },
        { signal, overlay: false },
      ),
  });

export const createGreetMeeting = (body: EndpointBody<typeof greetMeetingEndpoints.createGreetMeeting>) =>
  call(greetMeetingEndpoints.createGreetMeeting, { body });
export const deleteGreetMeeting = (id: number) =>
  call(greetMeetingEndpoints.deleteGreetMeetingById, { params: { id } });
export const sendGreetMeetingMail = (body: EndpointBody<typeof greetMeetingEndpoints.sendGreetMeetingMail>) =>
  call(greetMeetingEndpoints.sendGreetMeetingMail, { body });

/** POST invite-teachers: one invitation per teacher, mailed at once when send_mail. */
export const inviteTeachers = (body: EndpointBody<typeof teacherInvitationEndpoints.createInviteTeacher>) =>
  call(teacherInvitationEndpoints.createInviteTeacher, { body });
/**
 * POST send-teacher-invitation-email: mails the invitation again (its links work 30 more days). With an
 * Idempotency-Key (one per click), a retried request is answered from the first and mails once.
 */
export const sendInvitationMail = (id: number, idempotencyKey?: string) =>
  call(
    teacherInvitationEndpoints.sendTeacherInvitationEmail,
    { body: { id } },
    idempotencyKey ? { headers: { "Idempotency-Key": idempotencyKey } } : undefined,
  );

export const invitationKeys = {
  one: (id: number) => ["lessons", "invitation", id] as const,
  mine: ["lessons", "invitations", "mine"] as const,
};

/** GET teacher-invitation/{id}: one invitation (staff; a teacher their own). */
export const invitationQuery = (id: number) =>
  queryOptions({
    queryKey: invitationKeys.one(id),
    queryFn: ({ signal }) =>
      call(
        teacherInvitationEndpoints.getTeacherInvitationById,
        { params: { id } },
        { signal, overlay: false },
      ),
  });

/** GET class-teacher-invitations/mine: the signed-in teacher's invitations, newest first. */
export const myInvitationsQuery = () =>
  queryOptions({
    queryKey: invitationKeys.mine,
    queryFn: ({ signal }) =>
      call(teacherInvitationEndpoints.getClassTeacherInvitationsMine, {}, { signal, overlay: false }),
  });
export const deleteInvitation = (id: number) =>
  call(teacherInvitationEndpoints.deleteTeacherInvitationById, { params: { id } });

// ---- progress reports ----

export type ProgressReportFilters = {
  page: number;
  class_id?: number;
  student_user_id?: number;
  period?: string;
  mailed?: "0" | "1";
  page_size?: number;
};
export type ProgressStatusFilters = {
  page: number;
  class_id?: number;
  teacher_user_id?: number;
  status?: ProgressReportStatus;
  period?: string;
};

export const progressKeys = {
  all: ["lessons", "progress"] as const,
  reports: (filters: ProgressReportFilters) => ["lessons", "progress", "reports", filters] as const,
  report: (id: number) => ["lessons", "progress", "report", id] as const,
  statuses: (filters: ProgressStatusFilters) => ["lessons", "progress", "statuses", filters] as const,
  unfinished: ["lessons", "progress", "unfinished"] as const,
};

/** GET progress-reports (students own, parents children's, teachers their classes', staff all). */
export const progressReportsQuery = (filters: ProgressReportFilters) =>
  queryOptions({
    queryKey: progressKeys.reports(filters),
    queryFn: ({ signal }) =>
      call(
        progressReportEndpoints.listProgressReports,
        { query: { ...filters, period: filters.period || undefined } },
        { signal, overlay: false },
      ),
    placeholderData: keepPreviousData,
  });

export const progressReportQuery = (id: number) =>
  queryOptions({
    queryKey: progressKeys.report(id),
    queryFn: ({ signal }) =>
      call(progressReportEndpoints.getProgressReportById, { params: { id } }, { signal, overlay: false }),
  });

/** GET progress-report-statuses: who owes which report (owed, written, upcoming). */
export const progressStatusesQuery = (filters: ProgressStatusFilters) =>
  queryOptions({
    queryKey: progressKeys.statuses(filters),
    queryFn: ({ signal }) =>
      call(
        progressReportEndpoints.listProgressReportStatuses,
        { query: { ...filters, period: filters.period || undefined } },
        { signal, overlay: false },
      ),
    placeholderData: keepPreviousData,
  });

/** GET progress-reports/unfinished: the teacher's reports due versus written. */
export const unfinishedReportsQuery = () =>
  queryOptions({
    queryKey: progressKeys.unfinished,
    queryFn: ({ signal }) =>
      call(progressReportEndpoints.getProgressReportsUnfinished, {}, { signal, overlay: false }),
  });

export const createProgressReport = (
  body: EndpointBody<typeof progressReportEndpoints.createProgressReport>,
) => call(progressReportEndpoints.createProgressReport, { body });
export const updateProgressReport = (id: number, content: string) =>
  call(progressReportEndpoints.updateProgressReportById, { params: { id }, body: { content } });
export const sendProgressReport = (id: number) =>
  call(progressReportEndpoints.sendProgressReportMail, { params: { id } });
export const sendProgressReports = (ids: number[]) =>
  call(progressReportEndpoints.sendProgressReportsMail, { body: { ids } });
/** DELETE progress-report/{id}: the class, student and month is owed again. */
export const deleteProgressReport = (id: number) =>
  call(progressReportEndpoints.deleteProgressReportById, { params: { id } });

// ---- counseling, invitations, greet meetings (detail page) ----

export const changeToCounseling = (classId: number, courseSessionId: 3 | 4 | 5) =>
  call(privateLessonEndpoints.updateChangePrivateLessonToCounselingById, {
    params: { id: classId },
    body: { course_session_id: courseSessionId },
  });
export const updateInvitation = (
  body: EndpointBody<typeof teacherInvitationEndpoints.updateTeacherInvitation>,
) => call(teacherInvitationEndpoints.updateTeacherInvitation, { body });
export const setInvitationReply = (encryptedId: string, repliedStatus: RepliedStatus) =>
  call(teacherInvitationEndpoints.createReplyTeacherInvitation, {
    body: { class_teacher_invitation_id: encryptedId, replied_status: repliedStatus },
  });
export const updateGreetMeeting = (
  id: number,
  body: EndpointBody<typeof greetMeetingEndpoints.updateGreetMeetingById>,
) => call(greetMeetingEndpoints.updateGreetMeetingById, { params: { id }, body });
export const linkTeacher = (body: EndpointBody<typeof teacherInvitationEndpoints.linkTeacher>) =>
  call(teacherInvitationEndpoints.linkTeacher, { body });
