export { courseSessionsRoutes } from "./course-sessions.routes";
export { courseSessionExists, getCourseSession, hhmm } from "./course-sessions.service";
export type { CourseSessionRow } from "./courses.repository";
export { coursesRoutes } from "./courses.routes";
export { courseSessions, courses } from "./courses.table";
