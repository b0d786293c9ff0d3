export { addContact } from "./contacts.service";
export { renderContractBody } from "./contract-templates";
export { enrollmentContractsRoutes } from "./contracts.routes";
export { createContract, signContract } from "./contracts.service";
export { enrolledSessionsRoutes } from "./enrolled-sessions.routes";
export { countContractsToSign, countUnreadEnrollments } from "./enrolled-sessions.service";
export {
  enrolledCourseSessions,
  enrolledSessionContacts,
  enrollmentContracts,
  enrollmentFormOrder,
  enrollmentForms,
} from "./enrollment.table";
export { enrollmentFormsRoutes } from "./enrollment-forms.routes";
export { listEnrollmentFormOrder } from "./enrollment-order.service";
export { quickEnrollRoutes } from "./quick-enroll.routes";
