export { courseSessionExists, createCourseSession, getCourseSession, hhmm } from "./course-sessions.service";
export { coursesModule } from "./courses.manifest";
export type { CourseSessionRow } from "./courses.repository";
export { createCourse } from "./courses.service";
export { courseSessions, courses } from "./courses.table";
