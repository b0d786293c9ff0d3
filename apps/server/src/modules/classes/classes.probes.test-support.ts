import { classTicketEndpoints, sessionClassEndpoints } from "@edu/shared";
import { defineProbes, EMPTY_BODY } from "../../../test/permissions/probe-kit";

/** How the permission table (test/permissions) calls each classes route; who is let in is the declared access. */
export const classesProbes = defineProbes(
  { ...classTicketEndpoints, ...sessionClassEndpoints },
  {
    listSessionClasses: { allowed: 200 },
    listAllSessionClasses: { allowed: 200 },
    listOldSessionClasses: { allowed: 200 },
    getSessionClassesPlacementList: { allowed: 200 },
    getSessionClass: {
      allowed: 200,
      refused: { "test-editor": 403 },
      request: (f) => ({ url: `/api/session-classes/${f.satClass}` }),
    },
    createSessionClass: { allowed: 422, request: () => EMPTY_BODY },
    updateSessionClass: {
      allowed: 200,
      request: (f) => ({ url: `/api/session-classes/${f.satClass}`, body: {} }),
    },
    deleteSessionClass: {
      allowed: 200,
      request: (f) => ({ url: `/api/session-classes/${f.classToDelete}` }),
    },
    getStudentCourseProgress: {
      allowed: 200,
      refused: { "test-editor": 403 },
      request: (f) => ({ url: `/api/students/${f.users.student}/course-progress` }),
    },
    getStudentClassTicketsPaidButNoPlacement: { allowed: 200 },
    getStudentClassTicketsPlacementList: { allowed: 200 },
    createStudentClassTicket: { allowed: 422, request: () => EMPTY_BODY },
    getStudentClassTicket: {
      allowed: 200,
      // Admin, staff, the student and their parents (a teacher sees the class, not the ticket).
      refused: { teacher: 403, "test-editor": 403 },
      request: (f) => ({ url: `/api/student-class-tickets/${f.ethanTicket}` }),
    },
    updateStudentClassTicket: {
      allowed: 422,
      request: (f) => ({
        url: `/api/student-class-tickets/${f.ethanTicket}`,
        body: { session_class_id: "none" },
      }),
    },
    deleteStudentClassTicket: {
      allowed: 200,
      request: async (f) => ({ url: `/api/student-class-tickets/${await f.make.ticket()}` }),
    },
  },
);
