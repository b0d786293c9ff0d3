// The payroll module's public surface: salary statements built from lesson logs (lessons module),
// teacher payments with an append-only ledger, and monetary statements.

export { createMonetary } from "./monetary-statement-edit.service";
export { payrollModule } from "./payroll.manifest";
export {
  monetaryStatements,
  payrollItems,
  payrollProblems,
  payrolls,
  teacherLedgerEntries,
  teacherPaymentAllocations,
  teacherPayments,
} from "./payroll.table";
export { confirmPayroll, raiseProblem } from "./payroll-confirm.service";
export { createPayroll, updatePayroll } from "./payroll-edit.service";
export { unpaidLines } from "./payroll-lists.service";
export { sendPayroll } from "./payroll-send.service";
export { createPayment } from "./teacher-payment-edit.service";
