// The lessons module's public surface. Lesson logs (teaching_logs: who taught, when, how long, at
// what salary; lesson_logs: each student's fee and attendance) are the source of truth bills and
// payroll read; attendance_status means what ATTENDANCE_STATUSES in @edu/shared/lessons says.

// For the lesson schedule (modules/lesson-schedule): the same class access rule as lesson logs.
export { classTeacherIds, findClassInfo, isParentOf, placedTickets, teachesClass } from "./class-access";
export { createGreetMeeting } from "./greet-meetings.service";
export { replyInvitation } from "./invitation-reply.service";
export { inviteTeachers } from "./invitation-send.service";
// For payroll: the unpaid-logs hint (teaching_logs.payroll_claimed, teaching_logs_unpaid_idx).
export { markTeachingLogsClaimed } from "./lesson-logs.repository";
export { lessonsModule } from "./lessons.manifest";
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
export { nextTeachingLog } from "./next-teaching-log.service";
export { saveCustomLesson } from "./private-lesson-save.service";
export { createProgressReport } from "./progress-report-edit.service";
export { listProgressReportStatuses, unfinishedProgressReportsFor } from "./progress-report-lists.service";
export { createTeachingLog } from "./teaching-log-create.service";
export { countUnfinishedLessonLogs } from "./unfinished-lesson-logs.service";
