import { okSchema } from "../accounts/accounts.schemas";
import { ADMIN, OFFICE } from "../system/access-roles";
import { defineEndpoints } from "../system/endpoint";
import {
  courseSessionIdParamsSchema,
  courseSessionListQuerySchema,
  courseSessionPageSchema,
  courseSessionSchema,
  courseSessionsForEnrollmentQuerySchema,
  courseSessionsForEnrollmentSchema,
  createCourseSessionSchema,
  enrollmentSessionTagsSchema,
  updateCourseSessionSchema,
} from "./course-sessions.schemas";
import {
  courseIdParamsSchema,
  courseListQuerySchema,
  coursePageSchema,
  courseSchema,
  createCourseSchema,
  updateCourseSchema,
} from "./courses.schemas";

/** The course catalogue: GET courses and courses/{id} (spec §7), and its administration. */
export const courseEndpoints = defineEndpoints("courses", {
  listCourses: {
    method: "GET",
    path: "/api/courses",
    access: "public",
    summary: "Courses (visitors: visible ones only; admin and staff may filter by is_visible)",
    query: courseListQuerySchema,
    response: coursePageSchema,
    errors: [422],
  },
  getCourse: {
    method: "GET",
    path: "/api/courses/:id",
    access: "public",
    summary: "A course (a hidden one only for admin and staff)",
    params: courseIdParamsSchema,
    response: courseSchema,
    errors: [404, 422],
  },
  createCourse: {
    method: "POST",
    path: "/api/courses",
    access: OFFICE,
    summary: "Create a course (title, description and price text per language; English required)",
    body: createCourseSchema,
    response: courseSchema,
    errors: [401, 403, 422],
  },
  updateCourse: {
    method: "PATCH",
    path: "/api/courses/:id",
    access: OFFICE,
    summary: "Edit a course (a language sent replaces the fields it sends)",
    params: courseIdParamsSchema,
    body: updateCourseSchema,
    response: courseSchema,
    errors: [401, 403, 404, 422],
  },
  deleteCourse: {
    method: "DELETE",
    path: "/api/courses/:id",
    access: ADMIN,
    summary: "Delete a course without sessions (409 while it has sessions)",
    params: courseIdParamsSchema,
    response: okSchema,
    errors: [401, 403, 404, 409, 422],
  },
});

/** Course sessions (a course's run with its fees and dates), and what the enrollment form lists. */
export const courseSessionEndpoints = defineEndpoints("course sessions", {
  listEnrollmentSessionTags: {
    method: "GET",
    path: "/api/enrollment-session-tags",
    access: "public",
    summary: "Tags of the active course sessions (the enrollment form's filter)",
    response: enrollmentSessionTagsSchema,
    errors: [],
  },
  getCourseSessionsForEnrollment: {
    method: "GET",
    path: "/api/course-sessions-for-enrollment",
    access: "public",
    summary: "Active course sessions for the enrollment form, grouped by type, with their tags",
    query: courseSessionsForEnrollmentQuerySchema,
    response: courseSessionsForEnrollmentSchema,
    errors: [422],
  },
  listCourseSessions: {
    method: "GET",
    path: "/api/course-sessions",
    access: OFFICE,
    summary: "Course sessions, newest first (filters: course, type, city, active, online, dates, tag, q)",
    query: courseSessionListQuerySchema,
    response: courseSessionPageSchema,
    errors: [401, 403, 422],
  },
  getCourseSession: {
    method: "GET",
    path: "/api/course-sessions/:id",
    access: "authenticated",
    summary:
      "A course session with every field (admin, staff; teachers of its classes; students and parents " +
      "enrolled in it or holding a ticket of it)",
    params: courseSessionIdParamsSchema,
    response: courseSessionSchema,
    errors: [401, 403, 404, 422],
  },
  createCourseSession: {
    method: "POST",
    path: "/api/course-sessions",
    access: OFFICE,
    summary: "Create a course session (ids from 11 up; 1–10 are the private kinds)",
    body: createCourseSessionSchema,
    response: courseSessionSchema,
    errors: [401, 403, 422],
  },
  updateCourseSession: {
    method: "PATCH",
    path: "/api/course-sessions/:id",
    access: OFFICE,
    summary: "Edit a course session (fee changes are audited)",
    params: courseSessionIdParamsSchema,
    body: updateCourseSessionSchema,
    response: courseSessionSchema,
    errors: [401, 403, 404, 422],
  },
});
