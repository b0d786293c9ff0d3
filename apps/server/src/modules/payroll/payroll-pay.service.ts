import type { Locale, PayrollMarkPaidInput, PayrollState, PayrollTransactionInput } from "@edu/shared";
import type { DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { conflict, fieldError } from "../../http/app-error";
import { recordAudit } from "../audit";
import { recordTeacherPayment } from "./pay-teacher";
import type * as repo from "./payroll.repository";
import { payrollDetail } from "./payroll-detail.service";
import { auditOf, lockOrThrow } from "./payroll-rules";

// Paying a confirmed statement: part of it, or what is left.

function assertPayable(state: PayrollState) {
  if (state === "paid") throw conflict("payroll_already_paid");
  if (state !== "confirmed") throw conflict("payroll_not_confirmed");
}

/** A payment of `amount` against this one statement (locked and checked by the caller). */
const payStatement = (
  tx: DbOrTx,
  actor: Actor,
  row: repo.PayrollRow,
  amount: number,
  input: Pick<PayrollMarkPaidInput, "method" | "paid_on" | "reference" | "note">,
) =>
  recordTeacherPayment(tx, actor, {
    teacher_user_id: row.teacherUserId,
    currency: row.currency,
    amount,
    method: input.method,
    paid_on: input.paid_on,
    reference: input.reference,
    note: input.note,
    allocations: [{ payroll_id: row.id, amount }],
  });

export async function recordTransaction(
  db: DbOrTx,
  actor: Actor,
  id: number,
  input: PayrollTransactionInput,
  locale: Locale = "en",
) {
  await db.transaction(async (tx) => {
    const { row, state, paid } = await lockOrThrow(tx, id);
    assertPayable(state);
    if (input.amount > row.total - paid) throw fieldError("amount", "payroll_overpaid");
    const payment = await payStatement(tx, actor, row, input.amount, input);
    await recordAudit(
      tx,
      auditOf(
        actor,
        "payroll.transaction",
        id,
        { paid },
        { paid: paid + input.amount, payment_id: payment.id, ...input },
      ),
    );
  });
  return payrollDetail(db, actor, id, locale);
}

export async function markPaid(
  db: DbOrTx,
  actor: Actor,
  id: number,
  input: PayrollMarkPaidInput,
  locale: Locale = "en",
) {
  await db.transaction(async (tx) => {
    const { row, state, paid } = await lockOrThrow(tx, id);
    assertPayable(state);
    const remaining = row.total - paid;
    const payment = await payStatement(tx, actor, row, remaining, input);
    await recordAudit(
      tx,
      auditOf(actor, "payroll.paid", id, { paid }, { paid: row.total, payment_id: payment.id, ...input }),
    );
  });
  return payrollDetail(db, actor, id, locale);
}
