import { courseEndpoints, courseSessionEndpoints } from "@edu/shared";
import { defineProbes, EMPTY_BODY } from "../../../test/permissions/probe-kit";

/** How the permission table (test/permissions) calls each courses route; who is let in is the declared access. */
export const coursesProbes = defineProbes(
  { ...courseEndpoints, ...courseSessionEndpoints },
  {
    listCourses: { allowed: 200 },
    getCourse: { allowed: 200, request: (f) => ({ url: `/api/courses/${f.satCourse}` }) },
    createCourse: { allowed: 422, request: () => EMPTY_BODY },
    updateCourse: { allowed: 200, request: (f) => ({ url: `/api/courses/${f.satCourse}`, body: {} }) },
    deleteCourse: { allowed: 200, request: (f) => ({ url: `/api/courses/${f.courseToDelete}` }) },
    listEnrollmentSessionTags: { allowed: 200 },
    getCourseSessionsForEnrollment: { allowed: 200 },
    listCourseSessions: { allowed: 200 },
    getCourseSession: {
      allowed: 200,
      // Admin, staff, teachers of its classes, its students and their parents.
      refused: { "test-editor": 403 },
      request: (f) => ({ url: `/api/course-sessions/${f.satSession}` }),
    },
    createCourseSession: { allowed: 422, request: () => EMPTY_BODY },
    updateCourseSession: {
      allowed: 200,
      request: (f) => ({ url: `/api/course-sessions/${f.satSession}`, body: {} }),
    },
  },
);
