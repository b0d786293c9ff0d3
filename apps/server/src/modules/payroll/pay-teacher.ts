import { type CreateTeacherPaymentInput, MONEY_ERROR_MESSAGES, moneyAmountIssue } from "@edu/shared";
import type { DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { conflict, fieldError } from "../../http/app-error";
import * as repo from "./payroll.repository";
import { teacherPaymentAllocations, teacherPayments } from "./payroll.table";
import { payrollState } from "./payroll-state";
import * as paymentsRepo from "./teacher-payments.repository";

type Allocation = CreateTeacherPaymentInput["allocations"][number];
type PaymentRow = paymentsRepo.PaymentRow;
type PaymentFacts = { teacherUserId: number; currency: string; amount: number };

/**
 * Checks a payment's allocations: each statement the teacher's, in the payment's currency, confirmed,
 * and not paid beyond its total; their sum at most the payment. Statements are locked in id order (two
 * payments over the same statements never deadlock).
 */
async function checkAllocations(tx: DbOrTx, payment: PaymentFacts, allocations: Allocation[]) {
  const ids = allocations.map((a) => a.payroll_id);
  if (new Set(ids).size !== ids.length) throw fieldError("allocations", "v.payroll_log_twice");
  const sum = allocations.reduce((s, a) => s + a.amount, 0);
  if (sum > payment.amount) throw fieldError("allocations", "payroll_allocations_exceed");
  const sorted = [...allocations].sort((a, b) => a.payroll_id - b.payroll_id);
  for (const allocation of sorted) {
    const row = await repo.lockPayroll(tx, allocation.payroll_id);
    if (!row) throw fieldError("allocations", "payroll_not_found");
    if (row.teacherUserId !== payment.teacherUserId)
      throw fieldError("allocations", "payroll_teacher_mismatch");
    if (row.currency !== payment.currency) throw fieldError("allocations", "payroll_currency_mismatch");
    const paid = await repo.paidOnPayroll(tx, row.id);
    const state = payrollState(row, paid, await repo.hasOpenProblem(tx, row.id));
    if (state === "paid") throw conflict("payroll_already_paid");
    if (state !== "confirmed") throw conflict("payroll_not_confirmed");
    if (allocation.amount > row.total - paid) throw fieldError("allocations", "payroll_overpaid");
  }
  return sorted;
}

/** Checks (and locks) the statements, then writes the payment's allocations to them. */
export async function allocatePayment(
  tx: DbOrTx,
  payment: PaymentFacts & { id: number },
  allocations: Allocation[],
): Promise<void> {
  const checked = await checkAllocations(tx, payment, allocations);
  if (checked.length === 0) return;
  await tx
    .insert(teacherPaymentAllocations)
    .values(checked.map((a) => ({ paymentId: payment.id, payrollId: a.payroll_id, amount: a.amount })));
}

/** The ledger's payment entry (money out to the teacher); a payment of one statement names it. */
export function postPaymentEntry(
  tx: DbOrTx,
  actor: Actor,
  payment: { id: number; teacherUserId: number; currency: PaymentRow["currency"] },
  entry: { amount: number; paidOn: string; reference: string; allocations: Allocation[] },
) {
  const [only, ...more] = entry.allocations;
  return paymentsRepo.postLedger(tx, {
    teacherUserId: payment.teacherUserId,
    currency: payment.currency,
    amount: -entry.amount,
    kind: "payment",
    effectiveOn: entry.paidOn,
    payrollId: only && more.length === 0 ? only.payroll_id : null,
    paymentId: payment.id,
    memo: entry.reference,
    createdBy: actor.id,
  });
}

/**
 * The one way money is paid to a teacher (POST teacher-payments, and a statement's transaction and
 * paid routes): the payment row, its allocations to confirmed statements, and the ledger's payment
 * entry, in the caller's transaction. The caller checks who the teacher is and writes its audit record.
 */
export async function recordTeacherPayment(
  tx: DbOrTx,
  actor: Actor,
  input: Omit<CreateTeacherPaymentInput, "reference" | "note"> & { reference: string; note: string },
): Promise<PaymentRow> {
  // Statement routes send an amount without its currency: it is valid in the statement's (whole NT$, cents).
  const issue = moneyAmountIssue(input.amount, input.currency);
  if (issue) throw fieldError("amount", MONEY_ERROR_MESSAGES[issue]);
  const facts = { teacherUserId: input.teacher_user_id, currency: input.currency, amount: input.amount };
  const [row] = await tx
    .insert(teacherPayments)
    .values({
      ...facts,
      method: input.method,
      paidOn: input.paid_on,
      reference: input.reference,
      note: input.note,
      createdBy: actor.id,
    })
    .returning();
  if (!row) throw new Error("payment insert returned no row");
  await allocatePayment(tx, row, input.allocations);
  await postPaymentEntry(tx, actor, row, {
    amount: row.amount,
    paidOn: input.paid_on,
    reference: input.reference,
    allocations: input.allocations,
  });
  return row;
}
