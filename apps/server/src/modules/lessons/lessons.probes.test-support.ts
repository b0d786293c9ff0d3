import {
  attendanceEndpoints,
  calendarFeedEndpoints,
  greetMeetingEndpoints,
  lessonLogEndpoints,
  privateLessonEndpoints,
  progressReportEndpoints,
  teacherInvitationEndpoints,
} from "@edu/shared";
import { defineProbes, EMPTY_BODY } from "../../../test/permissions/probe-kit";

/**
 * How the permission table (test/permissions) calls each lesson route (lesson logs, attendance, private
 * lessons, invitations, greet meetings, calendar feeds, progress reports); who is let in is the declared
 * access. Row rules (a teacher's own classes, a family's own children) are tested in modules/lessons;
 * here a malformed id or an empty body (422 after the access check) proves who is let in, writing nothing.
 */
export const lessonsProbes = defineProbes(
  {
    ...attendanceEndpoints,
    ...calendarFeedEndpoints,
    ...greetMeetingEndpoints,
    ...lessonLogEndpoints,
    ...privateLessonEndpoints,
    ...progressReportEndpoints,
    ...teacherInvitationEndpoints,
  },
  {
    // Everyone signed in lists the reports in their scope (an empty page when nothing is theirs).
    listProgressReports: { allowed: 200 },
    getProgressReportById: { allowed: 422, request: () => ({ url: "/api/progress-report/not-an-id" }) },
    // The invitation's own page: staff, and the invited teacher (another teacher: 403 in the service).
    getTeacherInvitationById: { allowed: 422, request: () => ({ url: "/api/teacher-invitation/not-an-id" }) },
    createProgressReport: { allowed: 422, request: () => EMPTY_BODY },
    updateProgressReportById: {
      allowed: 422,
      request: () => ({ url: "/api/progress-report/not-an-id", body: {} }),
    },
    deleteProgressReportById: { allowed: 422, request: () => ({ url: "/api/progress-report/not-an-id" }) },
    getLessonLogsUnfinished: { allowed: 200 },
    sendProgressReportMail: {
      allowed: 422,
      request: () => ({ url: "/api/progress-report/not-an-id/send-mail", body: {} }),
    },
    sendProgressReportsMail: { allowed: 422, request: () => EMPTY_BODY },
    listProgressReportStatuses: { allowed: 200 },
    getProgressReportsUnfinished: { allowed: 200 },
    updateChangePrivateLessonToCounselingById: {
      allowed: 422,
      request: () => ({ url: "/api/change-private-lesson-to-counseling/not-an-id", body: {} }),
    },
    getCounselingById: { allowed: 422, request: () => ({ url: "/api/counseling/not-an-id" }) },
    createAdminLessonLog: { allowed: 422, request: () => EMPTY_BODY },
    updateAdminLessonLogById: {
      allowed: 422,
      request: () => ({ url: "/api/admin/lesson-log/not-an-id", body: {} }),
    },
    createLessonLog: { allowed: 422, request: () => EMPTY_BODY },
    updateLessonLogById: { allowed: 422, request: () => ({ url: "/api/lesson-log/not-an-id", body: {} }) },
    createGroupLessonLog: { allowed: 422, request: () => EMPTY_BODY },
    updateGroupLessonLogById: {
      allowed: 422,
      request: () => ({ url: "/api/group-lesson-log/not-an-id", body: {} }),
    },
    getTeachingLogById: { allowed: 422, request: () => ({ url: "/api/teaching-log/not-an-id" }) },
    // The demo teacher teaches the SAT class: the form of its next log.
    getNextTeachingLog: {
      allowed: 200,
      request: (f) => ({ url: `/api/next-teaching-log?class_id=${f.satClass}` }),
    },
    listTeachingLogs: { allowed: 200 },
    deleteTeachingLogById: { allowed: 422, request: () => ({ url: "/api/teaching-log/not-an-id" }) },
    getLessonLogById: { allowed: 422, request: () => ({ url: "/api/lesson-log/not-an-id" }) },
    deleteLessonLogById: { allowed: 422, request: () => ({ url: "/api/lesson-log/not-an-id" }) },
    updateLessonLogBatchAttendanceStatus: { allowed: 422, request: () => EMPTY_BODY },
    // Everyone signed in reads the attendance in their scope (an empty page when nothing is theirs).
    listStudentAttendances: { allowed: 200 },
    addCustomLesson: { allowed: 422, request: () => EMPTY_BODY },
    createUpdateCustomLesson: { allowed: 422, request: () => EMPTY_BODY },
    getGetCustomLesson: {
      allowed: 422,
      request: () => ({ url: "/api/get-custom-lesson?class_id=not-an-id" }),
    },
    // Everyone signed in lists their own private lessons (staff all).
    listPrivateLessons: { allowed: 200 },
    createInviteTeacher: { allowed: 422, request: () => EMPTY_BODY },
    updateTeacherInvitation: { allowed: 422, request: () => EMPTY_BODY },
    deleteTeacherInvitationById: {
      allowed: 422,
      request: () => ({ url: "/api/teacher-invitation/not-an-id" }),
    },
    sendTeacherInvitationEmail: { allowed: 422, request: () => EMPTY_BODY },
    // The reply link works without signing in, by the invitation's key only (an empty body: 422).
    createReplyTeacherInvitation: { allowed: 422, request: () => EMPTY_BODY },
    linkTeacher: { allowed: 422, request: () => EMPTY_BODY },
    getClassTeacherInvitationsMine: { allowed: 200 },
    setTeacherInvitationNeedGreetMeeting: {
      allowed: 422,
      request: () => ({ url: "/api/teacher-invitation/not-an-id/set-need-greet-meeting", body: {} }),
    },
    createGreetMeeting: { allowed: 422, request: () => EMPTY_BODY },
    updateGreetMeetingById: {
      allowed: 422,
      request: () => ({ url: "/api/greet-meeting/not-an-id", body: {} }),
    },
    deleteGreetMeetingById: { allowed: 422, request: () => ({ url: "/api/greet-meeting/not-an-id" }) },
    listGreetMeetings: { allowed: 200 },
    sendGreetMeetingMail: { allowed: 422, request: () => EMPTY_BODY },
    // Each caller's own private calendar address (made, shown, revoked); the feed itself needs no sign-in.
    getCalendarFeed: { allowed: 200 },
    createCalendarFeed: { allowed: 200 },
    deleteCalendarFeed: { allowed: 200 },
    getCalendarFeedByToken: { allowed: 422, request: () => ({ url: "/api/calendar-feed/not-a-token" }) },
  },
);
