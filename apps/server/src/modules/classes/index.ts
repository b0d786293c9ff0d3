export { moveClassToCourseSession } from "./class-course-session.service";
export { createClass, updateClass } from "./class-edit.service";
export {
  countPaidUnplaced,
  createClassTicket,
  type NewClassTicketInput,
  placeTicket,
} from "./class-tickets.service";
export { classesModule } from "./classes.manifest";
export { sessionClasses, sessionClassTeachers, studentClassTickets } from "./classes.table";
export { isTeacherOfStudent, studentOfTeacherCondition } from "./teacher-students";
