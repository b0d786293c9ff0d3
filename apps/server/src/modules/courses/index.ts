export { courseSessionsRoutes } from "./course-sessions.routes";
export { courseSessionExists, createCourseSession, getCourseSession, hhmm } from "./course-sessions.service";
export type { CourseSessionRow } from "./courses.repository";
export { coursesRoutes } from "./courses.routes";
export { createCourse } from "./courses.service";
export { courseSessions, courses } from "./courses.table";
