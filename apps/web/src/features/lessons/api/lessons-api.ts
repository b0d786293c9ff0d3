import type { PagedList, SessionClassDetail } from "@edu/shared";
import type {
  AttendanceBatchInput,
  CounselingClass,
  GreetMeeting,
  LessonLogDetail,
  NextTeachingLog,
  PrivateLesson,
  PrivateLessonListItem,
  PrivateLessonSaveResult,
  ProgressReport,
  ProgressReportStatus,
  ProgressReportStatusRow,
  SendProgressReportsResult,
  StudentAttendance,
  TeacherInvitation,
  TeachingLog,
  TeachingLogKind,
  TeachingLogListItem,
  UnfinishedProgressReports,
} from "@edu/shared/lessons";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

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
      api.get<PagedList<StudentAttendance>>("/student-attendances", {
        query: filters,
        signal,
        overlay: false,
      }),
    placeholderData: keepPreviousData,
  });

export type TeachingLogFilters = { page: number; class_id?: number; teacher_user_id?: number };

/** GET teaching-logs (staff: all; teachers: classes they teach), latest first. */
export const teachingLogsQuery = (filters: TeachingLogFilters) =>
  queryOptions({
    queryKey: lessonsKeys.teachingLogs(filters),
    queryFn: ({ signal }) =>
      api.get<PagedList<TeachingLogListItem>>("/teaching-logs", { query: filters, signal, overlay: false }),
    placeholderData: keepPreviousData,
  });

export const teachingLogQuery = (id: number) =>
  queryOptions({
    queryKey: lessonsKeys.teachingLog(id),
    queryFn: ({ signal }) => api.get<TeachingLog>(`/teaching-log/${id}`, { signal, overlay: false }),
  });

/** GET next-teaching-log: the class's next log prefilled (teacher, length, date, placed students). */
export const nextTeachingLogQuery = (classId: number) =>
  queryOptions({
    queryKey: lessonsKeys.nextTeachingLog(classId),
    queryFn: ({ signal }) =>
      api.get<NextTeachingLog>("/next-teaching-log", {
        query: { class_id: classId },
        signal,
        overlay: false,
      }),
  });

/** GET lesson-log/{id}: one student's lesson (staff, the class's teachers, the student, their parents). */
export const lessonLogQuery = (id: number) =>
  queryOptions({
    queryKey: lessonsKeys.lessonLog(id),
    queryFn: ({ signal }) => api.get<LessonLogDetail>(`/lesson-log/${id}`, { signal, overlay: false }),
  });

/**
 * Which endpoint writes a log (spec 02 §6: "admins use admin-prefixed create and update endpoints;
 * others use the plain ones"): group classes use group-lesson-log for everyone.
 */
export function teachingLogPath(kind: TeachingLogKind, isStaff: boolean): string {
  if (kind === "group") return "/group-lesson-log";
  return isStaff ? "/admin/lesson-log" : "/lesson-log";
}

export const createTeachingLog = (kind: TeachingLogKind, isStaff: boolean, body: unknown) =>
  api.post<TeachingLog>(teachingLogPath(kind, isStaff), body);
export const updateTeachingLog = (kind: TeachingLogKind, isStaff: boolean, id: number, body: unknown) =>
  api.patch<TeachingLog>(`${teachingLogPath(kind, isStaff)}/${id}`, body);
export const deleteTeachingLog = (id: number) => api.delete<{ ok: true }>(`/teaching-log/${id}`);

/** PATCH lesson-log/batch/attendance-status: every change or none. */
export const updateAttendanceBatch = (body: AttendanceBatchInput) =>
  api.patch<{ data: { id: number; attendance_status: number }[] }>(
    "/lesson-log/batch/attendance-status",
    body,
  );

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
      api.get<PagedList<PrivateLessonListItem>>("/private-lessons", {
        query: { ...filters, q: filters.q || undefined },
        signal,
        overlay: false,
      }),
    placeholderData: keepPreviousData,
  });

export type InvitationReplyResult = {
  replied_status: number;
  replied_status_key: "no_reply" | "accepted" | "rejected";
  class_name: string;
  /** the class's name in the reader's language */
  localized?: { name: string };
  teacher: { id: number; username: string; first_name: string; last_name: string };
};

/** POST reply-teacher-invitation (no sign-in: the mailed link's encrypted id); the body from `replyBody`. */
export const replyInvitation = (body: {
  class_teacher_invitation_id: string;
  replied_status: number;
  need_send_mail?: 1;
}) => api.post<InvitationReplyResult>("/reply-teacher-invitation", body, { silent: true });

/** GET session-classes/{id}: the class's name and teachers (the log form's teacher choices). */
export const lessonClassQuery = (id: number) =>
  queryOptions({
    queryKey: ["lessons", "class", id] as const,
    queryFn: ({ signal }) =>
      api.get<SessionClassDetail>(`/session-classes/${id}`, { signal, overlay: false }),
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
      api.get<PrivateLesson>("/get-custom-lesson", { query: { class_id: classId }, signal, overlay: false }),
  });

export const addCustomLesson = (body: unknown) =>
  api.post<PrivateLessonSaveResult>("/add-custom-lesson", body);
export const updateCustomLesson = (body: unknown) =>
  api.post<PrivateLessonSaveResult>("/update-custom-lesson", body);

type SearchUser = { id: number; username: string; first_name: string; last_name: string; email?: string };

/** GET users/search (staff): name, username or email, narrowed to one role. */
export const lessonUserSearchQuery = (q: string, role: "student" | "teacher") =>
  queryOptions({
    queryKey: ["lessons", "user-search", q, role] as const,
    queryFn: ({ signal }) =>
      api.get<{ users: PagedList<SearchUser> }>("/users/search", {
        query: { q: q || undefined, role, page_size: 20 },
        signal,
        overlay: false,
      }),
    staleTime: 30_000,
  });

/** GET greet-meetings for one class. */
export const greetMeetingsQuery = (classId: number) =>
  queryOptions({
    queryKey: privateLessonKeys.greetMeetings(classId),
    queryFn: ({ signal }) =>
      api.get<{ data: GreetMeeting[] }>("/greet-meetings", {
        query: { session_class_id: classId },
        signal,
        overlay: false,
      }),
  });

export const createGreetMeeting = (body: unknown) => api.post<GreetMeeting>("/greet-meeting", body);
export const deleteGreetMeeting = (id: number) => api.delete<{ ok: true }>(`/greet-meeting/${id}`);
export const sendGreetMeetingMail = (body: unknown) =>
  api.post<{ mails: number; meetings: number }>("/greet-meeting/send-mail", body);

/** POST invite-teachers: one invitation per teacher, mailed at once when send_mail. */
export const inviteTeachers = (body: unknown) =>
  api.post<{ data: TeacherInvitation[] }>("/invite-teachers", body);
/**
 * POST send-teacher-invitation-email: mails the invitation again (its links work 30 more days). With an
 * Idempotency-Key (one per click), a retried request is answered from the first and mails once.
 */
export const sendInvitationMail = (id: number, idempotencyKey?: string) =>
  api.post<TeacherInvitation>(
    "/send-teacher-invitation-email",
    { id },
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
      api.get<TeacherInvitation>(`/teacher-invitation/${id}`, { signal, overlay: false }),
  });

/** GET class-teacher-invitations/mine: the signed-in teacher's invitations, newest first. */
export const myInvitationsQuery = () =>
  queryOptions({
    queryKey: invitationKeys.mine,
    queryFn: ({ signal }) =>
      api.get<{ data: TeacherInvitation[] }>("/class-teacher-invitations/mine", { signal, overlay: false }),
  });
export const deleteInvitation = (id: number) => api.delete<{ ok: true }>(`/teacher-invitation/${id}`);

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
      api.get<PagedList<ProgressReport>>("/progress-reports", {
        query: { ...filters, period: filters.period || undefined },
        signal,
        overlay: false,
      }),
    placeholderData: keepPreviousData,
  });

export const progressReportQuery = (id: number) =>
  queryOptions({
    queryKey: progressKeys.report(id),
    queryFn: ({ signal }) => api.get<ProgressReport>(`/progress-report/${id}`, { signal, overlay: false }),
  });

/** GET progress-report-statuses: who owes which report (owed, written, upcoming). */
export const progressStatusesQuery = (filters: ProgressStatusFilters) =>
  queryOptions({
    queryKey: progressKeys.statuses(filters),
    queryFn: ({ signal }) =>
      api.get<PagedList<ProgressReportStatusRow>>("/progress-report-statuses", {
        query: { ...filters, period: filters.period || undefined },
        signal,
        overlay: false,
      }),
    placeholderData: keepPreviousData,
  });

/** GET progress-reports/unfinished: the teacher's reports due versus written. */
export const unfinishedReportsQuery = () =>
  queryOptions({
    queryKey: progressKeys.unfinished,
    queryFn: ({ signal }) =>
      api.get<UnfinishedProgressReports>("/progress-reports/unfinished", { signal, overlay: false }),
  });

export const createProgressReport = (body: {
  class_id: number;
  student_user_id: number;
  period: string;
  content: string;
}) => api.post<ProgressReport>("/progress-report", body);
export const updateProgressReport = (id: number, content: string) =>
  api.patch<ProgressReport>(`/progress-report/${id}`, { content });
export const sendProgressReport = (id: number) =>
  api.post<SendProgressReportsResult>(`/progress-report/${id}/send-mail`, {});
export const sendProgressReports = (ids: number[]) =>
  api.post<SendProgressReportsResult>("/progress-reports/send-mail", { ids });
/** DELETE progress-report/{id}: the class, student and month is owed again. */
export const deleteProgressReport = (id: number) => api.delete<{ ok: true }>(`/progress-report/${id}`);

// ---- counseling, invitations, greet meetings (detail page) ----

export const changeToCounseling = (classId: number, courseSessionId: 3 | 4 | 5) =>
  api.patch<CounselingClass>(`/change-private-lesson-to-counseling/${classId}`, {
    course_session_id: courseSessionId,
  });
export const updateInvitation = (body: { id: number; salary?: number; currency?: string; notes?: string }) =>
  api.patch<TeacherInvitation>("/teacher-invitation", body);
export const setInvitationReply = (encryptedId: string, repliedStatus: number) =>
  api.post<InvitationReplyResult>("/reply-teacher-invitation", {
    class_teacher_invitation_id: encryptedId,
    replied_status: repliedStatus,
  });
export const updateGreetMeeting = (id: number, body: unknown) =>
  api.patch<GreetMeeting>(`/greet-meeting/${id}`, body);
export const linkTeacher = (body: unknown) => api.post<PrivateLesson>("/link-teacher", body);
