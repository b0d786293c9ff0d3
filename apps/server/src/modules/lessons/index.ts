export { lessonsRoutes } from "./lessons.routes";
export {
  classStudentTerms,
  classTeacherTerms,
  greetMeetings,
  lessonLogs,
  privateLessons,
  privateLessonTimeslots,
  teacherInvitations,
  teachingLogs,
} from "./lessons.table";
