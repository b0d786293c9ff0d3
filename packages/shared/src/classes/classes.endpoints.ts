import { okSchema } from "../accounts/accounts.schemas";
import { ADMIN, OFFICE } from "../system/access-roles";
import { defineEndpoints } from "../system/endpoint";
import { userIdParamsSchema } from "../users/users-admin.schemas";
import {
  classTicketIdParamsSchema,
  classTicketListQuerySchema,
  classTicketPageSchema,
  classTicketSchema,
  createClassTicketSchema,
  placementFieldsSchema,
  sessionClassDetailSchema,
} from "./class-tickets.schemas";
import {
  allSessionClassesQuerySchema,
  createSessionClassSchema,
  mySessionClassesQuerySchema,
  sessionClassIdParamsSchema,
  sessionClassPageSchema,
  sessionClassPlacementListQuerySchema,
  sessionClassPlacementListSchema,
  sessionClassSchema,
  updateSessionClassSchema,
} from "./classes.schemas";
import { studentCourseProgressSchema } from "./student-progress.schemas";

/** Classes of a course session: their teachers, schedule and students. */
export const sessionClassEndpoints = defineEndpoints("session classes", {
  listSessionClasses: {
    method: "GET",
    path: "/api/session-classes",
    access: "authenticated",
    summary: "My classes: taught (teachers, TAs), attended (students), my children's (parents)",
    query: mySessionClassesQuerySchema,
    response: sessionClassPageSchema,
    errors: [401, 403, 422],
  },
  listAllSessionClasses: {
    method: "GET",
    path: "/api/session-classes/all",
    access: OFFICE,
    summary: "All classes (filters: status, course session, teacher, online, private, q)",
    query: allSessionClassesQuerySchema,
    response: sessionClassPageSchema,
    errors: [401, 403, 422],
  },
  listOldSessionClasses: {
    method: "GET",
    path: "/api/old-session-classes",
    access: "authenticated",
    summary: "Ended classes (admin and staff: all; others: their own), latest ended first",
    query: mySessionClassesQuerySchema,
    response: sessionClassPageSchema,
    errors: [401, 403, 422],
  },
  getSessionClassesPlacementList: {
    method: "GET",
    path: "/api/session-classes/placement-list",
    access: OFFICE,
    summary: "Classes to place students into (of one course session; running ones unless include_ended)",
    query: sessionClassPlacementListQuerySchema,
    response: sessionClassPlacementListSchema,
    errors: [401, 403, 422],
  },
  getSessionClass: {
    method: "GET",
    path: "/api/session-classes/:id",
    access: "authenticated",
    summary: "A class with its students (admin, staff, its teachers; its students and parents see their own)",
    params: sessionClassIdParamsSchema,
    response: sessionClassDetailSchema,
    errors: [401, 403, 404, 422],
  },
  createSessionClass: {
    method: "POST",
    path: "/api/session-classes",
    access: OFFICE,
    summary: "Create a class of a course session (teachers, TAs, schedule, room, online link)",
    body: createSessionClassSchema,
    response: sessionClassSchema,
    errors: [401, 403, 422],
  },
  updateSessionClass: {
    method: "PATCH",
    path: "/api/session-classes/:id",
    access: OFFICE,
    summary: "Edit a class (teacher_ids and ta_ids, when sent, replace the lists)",
    params: sessionClassIdParamsSchema,
    body: updateSessionClassSchema,
    response: sessionClassSchema,
    errors: [401, 403, 404, 422],
  },
  deleteSessionClass: {
    method: "DELETE",
    path: "/api/session-classes/:id",
    access: ADMIN,
    summary: "Delete a class without students (admin; 409 while students are placed in it)",
    params: sessionClassIdParamsSchema,
    response: okSchema,
    errors: [401, 403, 404, 409, 422],
  },
});

/** Student class tickets and placement (spec §7 enrollment calls), and a student's course progress. */
export const classTicketEndpoints = defineEndpoints("class tickets", {
  getStudentClassTicketsPaidButNoPlacement: {
    method: "GET",
    path: "/api/student-class-tickets-paid-but-no-placement",
    access: OFFICE,
    summary: "Paid tickets not yet placed in a class",
    query: classTicketListQuerySchema,
    response: classTicketPageSchema,
    errors: [401, 403, 422],
  },
  getStudentClassTicketsPlacementList: {
    method: "GET",
    path: "/api/student-class-tickets/placement-list",
    access: OFFICE,
    summary: "Placed tickets with their class and placement fields",
    query: classTicketListQuerySchema,
    response: classTicketPageSchema,
    errors: [401, 403, 422],
  },
  createStudentClassTicket: {
    method: "POST",
    path: "/api/student-class-tickets",
    access: OFFICE,
    summary: "Give a student a ticket for a course session (enrollment creates them when paid)",
    body: createClassTicketSchema,
    response: classTicketSchema,
    errors: [401, 403, 422],
  },
  getStudentClassTicket: {
    method: "GET",
    path: "/api/student-class-tickets/:id",
    access: "authenticated",
    summary: "A ticket (admin, staff; the student; the student's parents)",
    params: classTicketIdParamsSchema,
    response: classTicketSchema,
    errors: [401, 403, 404, 422],
  },
  updateStudentClassTicket: {
    method: "POST",
    path: "/api/student-class-tickets/:id",
    access: OFFICE,
    summary:
      "Place the ticket into a class of its session with the placement fields (class, date, time, " +
      "address, classroom, study room, score range, TA); session_class_id null takes it out",
    params: classTicketIdParamsSchema,
    body: placementFieldsSchema,
    response: classTicketSchema,
    errors: [401, 403, 404, 422],
  },
  deleteStudentClassTicket: {
    method: "DELETE",
    path: "/api/student-class-tickets/:id",
    access: OFFICE,
    summary: "Delete a ticket (the student leaves its class)",
    params: classTicketIdParamsSchema,
    response: okSchema,
    errors: [401, 403, 404, 422],
  },
  getStudentCourseProgress: {
    method: "GET",
    path: "/api/students/:id/course-progress",
    access: "authenticated",
    summary:
      "A student's course progress: enrollments, class tickets and placements per course session, " +
      "with the stage (admin, staff; the student; their parents; teachers of their classes)",
    params: userIdParamsSchema,
    response: studentCourseProgressSchema,
    errors: [401, 403, 404, 422],
  },
});
