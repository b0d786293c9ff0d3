// The payroll module's public surface: salary statements built from lesson logs (lessons module),
// teacher payments with an append-only ledger, and monetary statements.
export { payrollRoutes } from "./payroll.routes";
export {
  confirmPayroll,
  createPayroll,
  raiseProblem,
  sendPayroll,
  unpaidLines,
  updatePayroll,
} from "./payroll.service";
export {
  monetaryStatements,
  payrollItems,
  payrollProblems,
  payrolls,
  teacherLedgerEntries,
  teacherPaymentAllocations,
  teacherPayments,
} from "./payroll.table";
export { createMonetary, createPayment } from "./teacher-payments.service";
