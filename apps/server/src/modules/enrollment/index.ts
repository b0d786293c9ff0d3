export { addContact } from "./contacts.service";
export { renderContractBody } from "./contract-templates";
export { createContract, signContract } from "./contracts.service";
export { countContractsToSign, countUnreadEnrollments } from "./enrolled-sessions.service";
export { enrollmentModule } from "./enrollment.manifest";
export {
  enrolledCourseSessions,
  enrolledSessionContacts,
  enrollmentContracts,
  enrollmentFormOrder,
  enrollmentForms,
} from "./enrollment.table";
export { listEnrollmentFormOrder } from "./enrollment-order.service";
