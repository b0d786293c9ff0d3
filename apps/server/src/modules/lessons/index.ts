// The lessons module's public surface. Lesson logs (teaching_logs: who taught, when, how long, at
// what salary; lesson_logs: each student's fee and attendance) are the source of truth bills and
// payroll read; attendance_status means what ATTENDANCE_STATUSES in @edu/shared/lessons says.

// For the demo seed (seed/steps/demo-lessons.ts), which writes through the services.
export { setAttendanceBatch } from "./attendance.service";
// For the lesson schedule (modules/lesson-schedule): the same class access rule as lesson logs.
export { classTeacherIds, findClassInfo, isParentOf, placedTickets, teachesClass } from "./class-access";
export { createGreetMeeting } from "./greet-meetings.service";
export { inviteTeachers, replyInvitation } from "./invitations.service";
// For payroll: the unpaid-logs hint (teaching_logs.payroll_claimed, teaching_logs_unpaid_idx).
export { markTeachingLogsClaimed } from "./lesson-logs.repository";
export { countUnfinishedLessonLogs, createTeachingLog, nextTeachingLog } from "./lesson-logs.service";
export { lessonsRoutes } from "./lessons.routes";
export {
  calendarFeeds,
  classStudentTerms,
  classTeacherTerms,
  greetMeetings,
  lessonLogs,
  privateLessons,
  privateLessonTimeslots,
  teacherInvitations,
  teachingLogs,
} from "./lessons.table";
export { saveCustomLesson } from "./private-lessons.service";
export {
  createProgressReport,
  listProgressReportStatuses,
  unfinishedProgressReportsFor,
} from "./progress-reports.service";
