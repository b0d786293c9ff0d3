import type { PayrollState } from "@edu/shared";
import type { PayrollRow } from "./payroll.repository";

/** DESIGN.md §5 derived state: from sent / confirmed / open problem / payments, never stored. */
export function payrollState(row: PayrollRow, paid: number, openProblem: boolean): PayrollState {
  if (row.confirmedAt && paid >= row.total) return "paid";
  if (row.confirmedAt) return "confirmed";
  if (openProblem) return "problem";
  if (row.sentAt) return "confirm_pending";
  return "created";
}
