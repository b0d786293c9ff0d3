import type { Locale } from "@edu/shared";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { conflict } from "../../http/app-error";
import { recordAudit } from "../audit";
import * as repo from "./payroll.repository";
import { payrolls } from "./payroll.table";
import { payrollDetail } from "./payroll-detail.service";
import { auditOf, lockOrThrow } from "./payroll-rules";
import * as paymentsRepo from "./teacher-payments.repository";

// Taking a statement back: reset to a draft, or delete it, while nothing is paid on it.

/** Reverses a confirmed statement's earned entries (reset, delete). */
async function reverseEarned(tx: DbOrTx, actor: Actor, id: number, memo: string) {
  for (const entry of await paymentsRepo.unreversedEntries(tx, { payrollId: id, kind: "earned" })) {
    await paymentsRepo.postLedger(tx, {
      teacherUserId: entry.teacher_user_id,
      currency: entry.currency,
      amount: -Number(entry.amount),
      kind: "reversal",
      // Dated like the entry it undoes: the period it counted in nets to zero.
      effectiveOn: entry.effective_on,
      payrollId: id,
      reversesId: entry.id,
      memo,
      createdBy: actor.id,
    });
  }
}

export async function resetPayroll(db: DbOrTx, actor: Actor, id: number, locale: Locale = "en") {
  await db.transaction(async (tx) => {
    const { row, state, paid } = await lockOrThrow(tx, id);
    if (paid > 0) throw conflict("payroll_has_payments");
    await reverseEarned(tx, actor, id, "reset");
    await repo.resolveProblems(tx, id, actor.id);
    await tx
      .update(payrolls)
      .set({
        sentAt: null,
        confirmedAt: null,
        confirmedBy: null,
        confirmedForTeacher: false,
        updatedAt: new Date(),
      })
      .where(eq(payrolls.id, id));
    await recordAudit(
      tx,
      auditOf(actor, "payroll.reset", id, { state, total: row.total }, { state: "created" }),
    );
  });
  return payrollDetail(db, actor, id, locale);
}

export async function deletePayroll(db: DbOrTx, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { row, state, paid } = await lockOrThrow(tx, id);
    if (state === "paid") throw conflict("payroll_already_paid");
    if (paid > 0) throw conflict("payroll_has_payments");
    await reverseEarned(tx, actor, id, "delete");
    const items = await repo.findItems(tx, id);
    await tx.delete(payrolls).where(eq(payrolls.id, id));
    await recordAudit(
      tx,
      auditOf(
        actor,
        "payroll.delete",
        id,
        {
          title: row.title,
          total: row.total,
          state,
          teaching_log_ids: items.map((i) => i.teachingLogId).filter(Boolean),
        },
        null,
      ),
    );
  });
}
