import { payrollEndpoints } from "@edu/shared";
import { defineProbes, EMPTY_BODY } from "../../../test/permissions/probe-kit";

/** A malformed id in the route's path (and the body, if given): 422 after the access check. */
const badId = (path: string, body?: object) => () => ({
  url: path.replace(":id", "not-an-id"),
  ...(body && { body }),
});

/** How the permission table (test/permissions) calls each payroll route; who is let in is the declared access. */
export const payrollProbes = defineProbes(payrollEndpoints, {
  // Row rules (teachers see and confirm only their own statements) are tested in modules/payroll;
  // here lists answer each caller's own scope, and a malformed id or an empty body (422 after the
  // access check) proves who is let in, writing nothing.
  getPayrollPaid: { allowed: 200 },
  getPayrollUnpaid: { allowed: 200 },
  getPayrollUsersUnpaid: { allowed: 200 },
  getPayrollUnpaidById: { allowed: 422, request: badId("/api/payroll/unpaid/:id") },
  getPayrollById: { allowed: 422, request: badId("/api/payroll/:id") },
  createPayroll: { allowed: 422, request: () => EMPTY_BODY },
  updatePayrollById: { allowed: 422, request: badId("/api/payroll/:id", {}) },
  createPayrollChecked: { allowed: 422, request: badId("/api/payroll/:id/checked", {}) },
  sendPayroll: { allowed: 422, request: badId("/api/payroll/:id/send", {}) },
  createPayrollProblem: { allowed: 422, request: badId("/api/payroll/:id/problem", {}) },
  createPayrollTransaction: { allowed: 422, request: badId("/api/payroll/:id/transaction", {}) },
  resetPayroll: { allowed: 422, request: badId("/api/payroll/:id/reset", {}) },
  updatePayrollPaid: { allowed: 422, request: badId("/api/payroll/:id/paid", {}) },
  deletePayrollById: { allowed: 422, request: badId("/api/payroll/:id") },
  listTeacherPayments: { allowed: 200 },
  createTeacherPayment: { allowed: 422, request: () => EMPTY_BODY },
  getTeacherPayment: { allowed: 422, request: badId("/api/teacher-payments/:id") },
  updateTeacherPayment: { allowed: 422, request: badId("/api/teacher-payments/:id", {}) },
  getTeacherLedgerById: { allowed: 422, request: badId("/api/teacher-ledger/:id") },
  listMonetaryStatements: { allowed: 200 },
  createMonetaryStatement: { allowed: 422, request: () => EMPTY_BODY },
  getMonetaryStatement: { allowed: 422, request: badId("/api/monetary-statements/:id") },
  updateMonetaryStatement: { allowed: 422, request: badId("/api/monetary-statements/:id", {}) },
  getMonetaryStatementPdf: { allowed: 422, request: badId("/api/monetary-statements/:id/pdf") },
});
