import {
  type Currency,
  MONEY_ERROR_MESSAGES,
  moneyAmountIssue,
  type PayrollManualItemInput,
  type PayrollUnpaidLine,
  teachingLineAmount,
} from "@edu/shared";
import type { DbOrTx } from "../../db/database";
import { isUniqueViolation } from "../../db/postgres-errors";
import { conflict, fieldError } from "../../http/app-error";
import { payrollItems } from "./payroll.table";
import * as logsRepo from "./payroll-teaching-logs.repository";

// A statement's lines, built and checked by the server from the teaching logs and the manual items.

type LineValues = Omit<typeof payrollItems.$inferInsert, "id" | "payrollId">;

/** A teaching log's line: online classes pay the online salary when the class terms set one. */
export function teachingLine(
  log: logsRepo.TeachingLogFacts,
): Omit<PayrollUnpaidLine, "signed_amount"> & { signed_amount: number } {
  const online = Boolean(log.is_online) && log.online_salary !== null;
  const rate = Number(online ? log.online_salary : log.salary);
  const currency = (
    online ? (log.online_salary_currency ?? log.salary_currency) : log.salary_currency
  ) as Currency;
  const salaryUnit = log.salary_unit ?? 3;
  const amount = teachingLineAmount({ rate, currency, salaryUnit, durationMinutes: log.duration_minutes });
  return {
    kind: "teaching",
    teaching_log_id: log.id,
    reason: log.class_name,
    class_id: log.class_id,
    class_name: log.class_name,
    started_at: new Date(log.started_at).toISOString(),
    duration_minutes: log.duration_minutes,
    salary_unit: salaryUnit,
    is_online: Boolean(log.is_online),
    rate,
    payable_students: Number(log.payable_students),
    amount,
    signed_amount: amount,
    currency,
  };
}

/**
 * The lines of a statement from the teaching logs named and the manual items, checked and computed
 * by the server (round once per line; total = sum). `ownPayrollId`: logs already on this statement.
 */
export async function buildLines(
  db: DbOrTx,
  teacherId: number,
  logIds: number[],
  manual: PayrollManualItemInput[],
  requestedCurrency: Currency | undefined,
  ownPayrollId?: number,
): Promise<{ currency: Currency; lines: LineValues[]; total: number }> {
  const logs = await logsRepo.findLogsByIds(db, logIds);
  const byId = new Map(logs.map((log) => [log.id, log]));
  const teaching = [];
  for (const id of logIds) {
    const log = byId.get(id);
    if (!log || log.teacher_user_id !== teacherId)
      throw fieldError("teaching_log_ids", "payroll_log_not_found");
    if (log.claimed_by !== null && log.claimed_by !== ownPayrollId) throw conflict("payroll_log_claimed");
    if (Number(log.payable_students) === 0) throw fieldError("teaching_log_ids", "payroll_log_not_payable");
    teaching.push(teachingLine(log));
  }
  teaching.sort(
    (a, b) => (a.started_at ?? "").localeCompare(b.started_at ?? "") || a.teaching_log_id - b.teaching_log_id,
  );
  const currencies = new Set(teaching.map((line) => line.currency));
  if (currencies.size > 1) throw fieldError("teaching_log_ids", "payroll_mixed_currency");
  const logCurrency = teaching[0]?.currency;
  if (requestedCurrency && logCurrency && requestedCurrency !== logCurrency) {
    throw fieldError("currency", "payroll_currency_mismatch");
  }
  const currency = requestedCurrency ?? logCurrency ?? "TWD";
  if (teaching.length === 0 && manual.length === 0) throw fieldError("teaching_log_ids", "payroll_empty");
  const lines: LineValues[] = [
    ...teaching.map((line, index) => ({
      kind: "teaching" as const,
      teachingLogId: line.teaching_log_id,
      reason: line.reason,
      classId: line.class_id,
      className: line.class_name,
      startedAt: line.started_at ? new Date(line.started_at) : null,
      durationMinutes: line.duration_minutes,
      salaryUnit: line.salary_unit,
      isOnline: line.is_online,
      rate: line.rate,
      payableStudents: line.payable_students,
      amount: line.amount,
      currency,
      sortOrder: index,
    })),
    ...manual.map((item, index) => {
      // An edit names no currency, so its amounts are checked here, in the statement's (500.5 TWD is
      // refused with the reason, not rounded).
      const issue = moneyAmountIssue(item.amount, currency);
      if (issue) throw fieldError(`manual_items.${index}.amount`, MONEY_ERROR_MESSAGES[issue]);
      return {
        kind: item.kind,
        teachingLogId: null,
        reason: item.reason,
        amount: item.amount,
        currency,
        sortOrder: teaching.length + index,
      };
    }),
  ];
  let total = 0;
  for (const line of lines) total += line.kind === "deduction" ? -line.amount : line.amount;
  if (!Number.isSafeInteger(total)) throw fieldError("manual_items", "v.money_format");
  if (total < 0) throw fieldError("manual_items", "payroll_total_negative");
  return { currency, lines, total };
}

export async function insertLines(db: DbOrTx, payrollId: number, lines: LineValues[]): Promise<void> {
  if (lines.length === 0) return;
  try {
    await db.insert(payrollItems).values(lines.map((line) => ({ ...line, payrollId })));
  } catch (error) {
    // Another statement claimed a log between our read and this insert (the unique index decides).
    if (isUniqueViolation(error)) throw conflict("payroll_log_claimed");
    throw error;
  }
}
