import type { CreateTeacherPaymentInput, UpdateTeacherPaymentInput } from "@edu/shared";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { notFound } from "../../http/app-error";
import { recordAudit } from "../audit";
import { allocatePayment, postPaymentEntry, recordTeacherPayment } from "./pay-teacher";
import { teacherPaymentAllocations, teacherPayments } from "./payroll.table";
import { requireTeacher } from "./payroll-rules";
import { getPayment } from "./teacher-payment-reads.service";
import { audit } from "./teacher-payment-rules";
import * as paymentsRepo from "./teacher-payments.repository";

export async function createPayment(db: DbOrTx, actor: Actor, input: CreateTeacherPaymentInput) {
  const id = await db.transaction(async (tx) => {
    await requireTeacher(tx, input.teacher_user_id);
    const row = await recordTeacherPayment(tx, actor, input);
    await recordAudit(tx, audit(actor, "teacher_payment.create", "teacher_payment", row.id, null, input));
    return row.id;
  });
  return getPayment(db, actor, id);
}

/**
 * Edits in place what is not money (method, date, reference, note); a new amount or allocations is
 * a correction: the old ledger entry is reversed and a new one posted, allocations replaced.
 */
export async function updatePayment(db: DbOrTx, actor: Actor, id: number, input: UpdateTeacherPaymentInput) {
  await db.transaction(async (tx) => {
    const row = await paymentsRepo.findPayment(tx, id, true);
    if (!row) throw notFound("teacher_payment_not_found");
    const amount = input.amount ?? row.amount;
    const paidOn = input.paid_on ?? String(row.paidOn);
    const before = {
      amount: row.amount,
      method: row.method,
      paid_on: String(row.paidOn),
      reference: row.reference,
    };
    await tx
      .update(teacherPayments)
      .set({
        amount,
        method: input.method ?? row.method,
        paidOn,
        reference: input.reference ?? row.reference,
        note: input.note ?? row.note,
        updatedAt: new Date(),
      })
      .where(eq(teacherPayments.id, id));
    const moneyChanged =
      amount !== row.amount || input.allocations !== undefined || paidOn !== String(row.paidOn);
    if (moneyChanged) {
      const old = await paymentsRepo.allocationsOfPayments(tx, [id]);
      const allocations =
        input.allocations ?? old.map((a) => ({ payroll_id: a.payrollId, amount: a.amount }));
      await tx.delete(teacherPaymentAllocations).where(eq(teacherPaymentAllocations.paymentId, id));
      await allocatePayment(tx, { ...row, amount }, allocations);
      for (const entry of await paymentsRepo.unreversedEntries(tx, { paymentId: id, kind: "payment" })) {
        await paymentsRepo.postLedger(tx, {
          teacherUserId: entry.teacher_user_id,
          currency: entry.currency,
          amount: -Number(entry.amount),
          kind: "reversal",
          effectiveOn: entry.effective_on,
          paymentId: id,
          reversesId: entry.id,
          memo: "correction",
          createdBy: actor.id,
        });
      }
      await postPaymentEntry(tx, actor, row, {
        amount,
        paidOn,
        reference: input.reference ?? row.reference,
        allocations,
      });
    }
    await recordAudit(tx, audit(actor, "teacher_payment.update", "teacher_payment", id, before, input));
  });
  return getPayment(db, actor, id);
}
