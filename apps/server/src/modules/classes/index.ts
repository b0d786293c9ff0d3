export { classTicketsRoutes } from "./class-tickets.routes";
export { createClassTicket, type NewClassTicketInput } from "./class-tickets.service";
export { sessionClassesRoutes } from "./classes.routes";
export { sessionClasses, sessionClassTeachers, studentClassTickets } from "./classes.table";
export { isTeacherOfStudent, studentOfTeacherCondition } from "./teacher-students";
