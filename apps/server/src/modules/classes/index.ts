export { classTicketsRoutes } from "./class-tickets.routes";
export {
  countPaidUnplaced,
  createClassTicket,
  type NewClassTicketInput,
  placeTicket,
} from "./class-tickets.service";
export { sessionClassesRoutes } from "./classes.routes";
export { createClass, updateClass } from "./classes.service";
export { sessionClasses, sessionClassTeachers, studentClassTickets } from "./classes.table";
export { isTeacherOfStudent, studentOfTeacherCondition } from "./teacher-students";
