import type { CreateMonetaryStatementInput, UpdateMonetaryStatementInput } from "@edu/shared";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { fieldError, notFound } from "../../http/app-error";
import { recordAudit } from "../audit";
import { getMonetary } from "./monetary-statement-reads.service";
import { monetaryStatements } from "./payroll.table";
import { requireTeacher } from "./payroll-rules";
import { audit } from "./teacher-payment-rules";
import * as paymentsRepo from "./teacher-payments.repository";

export async function createMonetary(db: DbOrTx, actor: Actor, input: CreateMonetaryStatementInput) {
  const id = await db.transaction(async (tx) => {
    await requireTeacher(tx, input.teacher_user_id);
    const [row] = await tx
      .insert(monetaryStatements)
      .values({
        teacherUserId: input.teacher_user_id,
        title: input.title,
        periodStart: input.period_start,
        periodEnd: input.period_end,
        note: input.note,
        createdBy: actor.id,
      })
      .returning();
    if (!row) throw new Error("monetary statement insert returned no row");
    await recordAudit(
      tx,
      audit(actor, "monetary_statement.create", "monetary_statement", row.id, null, input),
    );
    return row.id;
  });
  return getMonetary(db, actor, id);
}

export async function updateMonetary(
  db: DbOrTx,
  actor: Actor,
  id: number,
  input: UpdateMonetaryStatementInput,
) {
  await db.transaction(async (tx) => {
    const row = await paymentsRepo.findMonetary(tx, id);
    if (!row) throw notFound("monetary_statement_not_found");
    const periodStart = input.period_start ?? String(row.periodStart);
    const periodEnd = input.period_end ?? String(row.periodEnd);
    if (periodStart > periodEnd) throw fieldError("period_end", "v.end_before_start");
    await tx
      .update(monetaryStatements)
      .set({
        title: input.title ?? row.title,
        note: input.note ?? row.note,
        periodStart,
        periodEnd,
        updatedAt: new Date(),
      })
      .where(eq(monetaryStatements.id, id));
    await recordAudit(
      tx,
      audit(actor, "monetary_statement.update", "monetary_statement", id, { title: row.title }, input),
    );
  });
  return getMonetary(db, actor, id);
}
