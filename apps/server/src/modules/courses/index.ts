export { courseSessionsRoutes } from "./course-sessions.routes";
export { getCourseSession, hhmm } from "./course-sessions.service";
export { type CourseSessionRow, findSession, lockSession } from "./courses.repository";
export { coursesRoutes } from "./courses.routes";
export { courseSessions, courses } from "./courses.table";
