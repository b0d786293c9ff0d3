import type {
  CreatePayrollInput,
  Locale,
  PayrollDetail,
  PayrollManualItemInput,
  UpdatePayrollInput,
} from "@edu/shared";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { conflict, fieldError } from "../../http/app-error";
import { recordAudit } from "../audit";
import * as repo from "./payroll.repository";
import { payrollItems, payrolls } from "./payroll.table";
import { payrollDetail } from "./payroll-detail.service";
import { buildLines, insertLines } from "./payroll-lines";
import { auditOf, lockOrThrow, requireTeacher } from "./payroll-rules";

export async function createPayroll(
  db: DbOrTx,
  actor: Actor,
  input: CreatePayrollInput,
  locale: Locale = "en",
): Promise<PayrollDetail> {
  const id = await db.transaction(async (tx) => {
    await requireTeacher(tx, input.teacher_user_id);
    const built = await buildLines(
      tx,
      input.teacher_user_id,
      input.teaching_log_ids,
      input.manual_items,
      input.currency,
    );
    const [row] = await tx
      .insert(payrolls)
      .values({
        teacherUserId: input.teacher_user_id,
        title: input.title,
        periodStart: input.period_start,
        periodEnd: input.period_end,
        currency: built.currency,
        total: built.total,
        paymentMethod: input.payment_method,
        note: input.note,
        createdBy: actor.id,
      })
      .returning();
    if (!row) throw new Error("payroll insert returned no row");
    await insertLines(tx, row.id, built.lines);
    await recordAudit(
      tx,
      auditOf(actor, "payroll.create", row.id, null, {
        teacher_user_id: row.teacherUserId,
        total: row.total,
        currency: row.currency,
        teaching_log_ids: input.teaching_log_ids,
        manual_items: input.manual_items,
      }),
    );
    return row.id;
  });
  return payrollDetail(db, actor, id, locale);
}

const manualOf = (items: repo.PayrollItemRow[]): PayrollManualItemInput[] =>
  items
    .filter((item) => item.kind !== "teaching")
    .map((item) => ({ kind: item.kind as "bonus" | "deduction", reason: item.reason, amount: item.amount }));

export async function updatePayroll(
  db: DbOrTx,
  actor: Actor,
  id: number,
  input: UpdatePayrollInput,
  locale: Locale = "en",
): Promise<PayrollDetail> {
  await db.transaction(async (tx) => {
    const { row, state } = await lockOrThrow(tx, id);
    if (state === "confirmed" || state === "paid") throw conflict("payroll_locked");
    const periodStart = input.period_start ?? String(row.periodStart);
    const periodEnd = input.period_end ?? String(row.periodEnd);
    if (periodStart > periodEnd) throw fieldError("period_end", "v.end_before_start");
    const values: Partial<typeof payrolls.$inferInsert> = { updatedAt: new Date(), periodStart, periodEnd };
    if (input.title !== undefined) values.title = input.title;
    if (input.note !== undefined) values.note = input.note;
    if (input.payment_method !== undefined) values.paymentMethod = input.payment_method;
    const items = await repo.findItems(tx, id);
    if (input.teaching_log_ids !== undefined || input.manual_items !== undefined) {
      const logIds =
        input.teaching_log_ids ??
        items.filter((item) => item.teachingLogId !== null).map((item) => item.teachingLogId as number);
      const manual = input.manual_items ?? manualOf(items);
      const built = await buildLines(tx, row.teacherUserId, logIds, manual, row.currency, id);
      await tx.delete(payrollItems).where(eq(payrollItems.payrollId, id));
      await insertLines(tx, id, built.lines);
      values.total = built.total;
    }
    await tx.update(payrolls).set(values).where(eq(payrolls.id, id));
    await recordAudit(
      tx,
      auditOf(
        actor,
        "payroll.update",
        id,
        {
          title: row.title,
          total: row.total,
          teaching_log_ids: items.map((i) => i.teachingLogId).filter(Boolean),
        },
        { ...input, total: values.total ?? row.total },
      ),
    );
  });
  return payrollDetail(db, actor, id, locale);
}
