import type { Locale, PayrollCheckedInput, PayrollProblemInput } from "@edu/shared";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { type Actor, isSuperAdmin } from "../../http/actor";
import { conflict, fieldError } from "../../http/app-error";
import { recordAudit } from "../audit";
import * as repo from "./payroll.repository";
import { payrollProblems, payrolls } from "./payroll.table";
import { payrollDetail } from "./payroll-detail.service";
import { assertOwnOrAdmin, assertVisible, auditOf, lockOrThrow } from "./payroll-rules";
import * as paymentsRepo from "./teacher-payments.repository";

// The teacher's answer to a sent statement: confirm it (or an admin for them), or raise a problem.

/** POST payroll/{id}/checked: the teacher confirms a sent statement, or an admin confirms for them. */
export async function confirmPayroll(
  db: DbOrTx,
  actor: Actor,
  id: number,
  input: PayrollCheckedInput,
  locale: Locale = "en",
) {
  await db.transaction(async (tx) => {
    const { row, state } = await lockOrThrow(tx, id);
    assertOwnOrAdmin(actor, row.teacherUserId);
    assertVisible(actor, state);
    const admin = isSuperAdmin(actor);
    const owner = actor.id === row.teacherUserId;
    if (state === "problem") throw conflict("payroll_open_problem");
    if (state === "confirmed" || state === "paid") throw conflict("payroll_locked");
    const now = new Date();
    const forTeacher = admin && !owner;
    await tx
      .update(payrolls)
      .set({ confirmedAt: now, confirmedBy: actor.id, confirmedForTeacher: forTeacher, updatedAt: now })
      .where(eq(payrolls.id, id));
    await paymentsRepo.postLedger(tx, {
      teacherUserId: row.teacherUserId,
      currency: row.currency,
      amount: row.total,
      kind: "earned",
      // Earned in the statement's period (monetary statements sum by effective date).
      effectiveOn: String(row.periodEnd),
      payrollId: id,
      memo: row.title,
      createdBy: actor.id,
    });
    await recordAudit(
      tx,
      auditOf(
        actor,
        forTeacher ? "payroll.confirm_for_teacher" : "payroll.confirm",
        id,
        { state },
        {
          state: "confirmed",
          note: input.note,
        },
      ),
    );
  });
  return payrollDetail(db, actor, id, locale);
}

export async function raiseProblem(
  db: DbOrTx,
  actor: Actor,
  id: number,
  input: PayrollProblemInput,
  locale: Locale = "en",
) {
  await db.transaction(async (tx) => {
    const { row, state } = await lockOrThrow(tx, id);
    assertOwnOrAdmin(actor, row.teacherUserId);
    assertVisible(actor, state);
    if (state === "created") throw conflict("payroll_not_sent");
    if (state !== "confirm_pending") throw conflict("payroll_locked");
    const itemIds = new Set((await repo.findItems(tx, id)).map((item) => item.id));
    if (!input.item_ids.every((itemId) => itemIds.has(itemId))) {
      throw fieldError("item_ids", "payroll_problem_item_unknown");
    }
    const [problem] = await tx
      .insert(payrollProblems)
      .values({
        payrollId: id,
        itemIds: [...new Set(input.item_ids)],
        description: input.description,
        createdBy: actor.id,
      })
      .returning();
    await recordAudit(
      tx,
      auditOf(
        actor,
        "payroll.problem",
        id,
        { state },
        { state: "problem", problem_id: problem?.id, ...input },
      ),
    );
  });
  return payrollDetail(db, actor, id, locale);
}
