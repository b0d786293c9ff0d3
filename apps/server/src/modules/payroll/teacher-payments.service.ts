import {
  type CreateMonetaryStatementInput,
  type CreateTeacherPaymentInput,
  type Locale,
  type MonetaryStatement,
  pagedList,
  type TeacherBalance,
  type TeacherLedger,
  type TeacherPayment,
  type TeacherPaymentsQuery,
  type UpdateMonetaryStatementInput,
  type UpdateTeacherPaymentInput,
} from "@edu/shared";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { readAll } from "../../db/read-all";
import { type Actor, isSuperAdmin } from "../../http/actor";
import { fieldError, notFound } from "../../http/app-error";
import { recordAudit } from "../audit";
import { allocatePayment, postPaymentEntry, recordTeacherPayment } from "./pay-teacher";
import * as repo from "./payroll.repository";
import { monetaryStatements, teacherPaymentAllocations, teacherPayments } from "./payroll.table";
import { listRowToSummary } from "./payroll-lists.service";
import { renderMonetaryPdf } from "./payroll-pdf";
import { assertOwnOrAdmin, personDto, personName, personOrThrow, requireTeacher } from "./payroll-rules";
import { billingFor } from "./teacher-billing-info";
import * as paymentsRepo from "./teacher-payments.repository";

const audit = (
  actor: Actor,
  action: string,
  targetType: string,
  id: number,
  before: unknown,
  after: unknown,
) => ({
  actorId: actor.id,
  action,
  targetType,
  targetId: id,
  before: before as Record<string, unknown> | null,
  after: after as Record<string, unknown> | null,
  requestId: actor.requestId,
});

// ---------------------------------------------------------------- teacher payments

function paymentDto(
  row: paymentsRepo.PaymentRow,
  teacher: Parameters<typeof personDto>[0],
  allocations: Array<{ payrollId: number; title: string; amount: number }>,
): TeacherPayment {
  return {
    id: row.id,
    teacher: personDto(teacher),
    currency: row.currency,
    amount: row.amount,
    method: row.method,
    paid_on: String(row.paidOn),
    reference: row.reference,
    note: row.note,
    allocations: allocations.map((a) => ({ payroll_id: a.payrollId, title: a.title, amount: a.amount })),
    created_at: row.createdAt.toISOString(),
  };
}

export async function getPayment(db: DbOrTx, actor: Actor, id: number): Promise<TeacherPayment> {
  const row = await paymentsRepo.findPayment(db, id);
  if (!row) throw notFound("teacher_payment_not_found");
  assertOwnOrAdmin(actor, row.teacherUserId);
  const [teacher, allocations] = await readAll(db, [
    () => personOrThrow(db, row.teacherUserId),
    () => paymentsRepo.allocationsOfPayments(db, [id]),
  ]);
  return paymentDto(row, teacher, allocations);
}

export async function listPayments(db: DbOrTx, actor: Actor, query: TeacherPaymentsQuery) {
  const teacherId = isSuperAdmin(actor) ? query.teacher_user_id : actor.id;
  const rows = await paymentsRepo.listPayments(db, {
    teacherId,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  const ids = rows.map((r) => r.payment.id);
  const [people, allocations] = await readAll(db, [
    () => repo.findPeople(db, [...new Set(rows.map((r) => r.payment.teacherUserId))]),
    () => paymentsRepo.allocationsOfPayments(db, ids),
  ]);
  const byId = new Map(people.map((p) => [p.id, p]));
  const data = rows.flatMap(({ payment }) => {
    const teacher = byId.get(payment.teacherUserId);
    return teacher
      ? [
          paymentDto(
            payment,
            teacher,
            allocations.filter((a) => a.paymentId === payment.id),
          ),
        ]
      : [];
  });
  return pagedList(data, Number(rows[0]?.fullCount ?? 0), query.page, query.page_size);
}

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

export async function teacherLedger(db: DbOrTx, actor: Actor, teacherId: number): Promise<TeacherLedger> {
  assertOwnOrAdmin(actor, teacherId);
  const teacher = await personOrThrow(db, teacherId);
  const [balances, awaiting, entries] = await readAll(db, [
    () => paymentsRepo.ledgerBalances(db, teacherId),
    () => repo.awaitingConfirmation(db, teacherId),
    () => paymentsRepo.latestLedgerEntries(db, teacherId),
  ]);
  return {
    teacher: personDto(teacher),
    balances: mergeBalances(balances, balances, awaiting),
    entries: entries.map((e) => ({
      id: e.id,
      kind: e.kind,
      currency: e.currency,
      amount: e.amount,
      effective_on: String(e.effectiveOn),
      payroll_id: e.payrollId,
      payment_id: e.paymentId,
      reverses_id: e.reversesId,
      memo: e.memo,
      created_at: e.createdAt.toISOString(),
    })),
  };
}

/**
 * One line per currency met in the ledger or on a statement awaiting confirmation: earned and paid from
 * `flows`, outstanding from `owed` (the same rows, or for a period the balance at its end), and
 * what sent statements not yet confirmed still owe (a teacher with only such a statement reads it here,
 * not "nothing").
 */
function mergeBalances(
  flows: paymentsRepo.BalanceRow[],
  owed: paymentsRepo.BalanceRow[],
  awaiting: repo.AwaitingRow[],
): TeacherBalance[] {
  const currencies = [...new Set([...flows, ...owed, ...awaiting].map((r) => r.currency))].sort();
  return currencies.map((currency) => {
    const flow = flows.find((r) => r.currency === currency);
    return {
      currency,
      earned: Number(flow?.earned ?? 0),
      paid: Number(flow?.paid ?? 0),
      outstanding: Number(owed.find((r) => r.currency === currency)?.outstanding ?? 0),
      awaiting_confirmation: awaiting.find((r) => r.currency === currency)?.amount ?? 0,
    };
  });
}

// ---------------------------------------------------------------- monetary statements

/**
 * Per currency: earned and paid within the period; outstanding = everything owed up to its end;
 * awaiting confirmation = the statements of the period sent and not yet confirmed (the rows it lists).
 */
async function monetaryLines(db: DbOrTx, row: paymentsRepo.MonetaryRow): Promise<TeacherBalance[]> {
  const period = { start: String(row.periodStart), end: String(row.periodEnd) };
  const [inPeriod, upToEnd, awaiting] = await readAll(db, [
    () => paymentsRepo.ledgerBalances(db, row.teacherUserId, { from: period.start, to: period.end }),
    () => paymentsRepo.ledgerBalances(db, row.teacherUserId, { to: period.end }),
    () => repo.awaitingConfirmation(db, row.teacherUserId, period),
  ]);
  return mergeBalances(inPeriod, upToEnd, awaiting);
}

async function monetaryDto(
  db: DbOrTx,
  actor: Actor,
  row: paymentsRepo.MonetaryRow,
): Promise<MonetaryStatement> {
  // Teachers read the statements sent to them only (drafts stay with the admins).
  const sentOnly = !isSuperAdmin(actor);
  const [teacher, lines, paid, unpaid, billing] = await readAll(db, [
    () => personOrThrow(db, row.teacherUserId),
    () => monetaryLines(db, row),
    () =>
      repo.listPayrolls(db, {
        paid: true,
        teacherId: row.teacherUserId,
        overlaps: { start: String(row.periodStart), end: String(row.periodEnd) },
        sentOnly,
        limit: 200,
        offset: 0,
      }),
    () =>
      repo.listPayrolls(db, {
        paid: false,
        teacherId: row.teacherUserId,
        overlaps: { start: String(row.periodStart), end: String(row.periodEnd) },
        sentOnly,
        limit: 200,
        offset: 0,
      }),
    () => billingFor(db, actor, row.teacherUserId),
  ]);
  return {
    id: row.id,
    teacher: personDto(teacher),
    title: row.title,
    period_start: String(row.periodStart),
    period_end: String(row.periodEnd),
    note: row.note,
    lines,
    statements: [...paid.rows, ...unpaid.rows].sort((a, b) => a.id - b.id).map(listRowToSummary),
    billing,
    pdf_url: `/api/monetary-statements/${row.id}/pdf`,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function getMonetary(db: DbOrTx, actor: Actor, id: number): Promise<MonetaryStatement> {
  const row = await paymentsRepo.findMonetary(db, id);
  if (!row) throw notFound("monetary_statement_not_found");
  assertOwnOrAdmin(actor, row.teacherUserId);
  return monetaryDto(db, actor, row);
}

export async function listMonetary(db: DbOrTx, actor: Actor, query: TeacherPaymentsQuery) {
  const teacherId = isSuperAdmin(actor) ? query.teacher_user_id : actor.id;
  const rows = await paymentsRepo.listMonetary(db, {
    teacherId,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  const people = await repo.findPeople(db, [...new Set(rows.map((r) => r.row.teacherUserId))]);
  const byId = new Map(people.map((p) => [p.id, p]));
  const data = [];
  for (const { row } of rows) {
    const teacher = byId.get(row.teacherUserId);
    if (!teacher) continue;
    data.push({
      id: row.id,
      teacher: personDto(teacher),
      title: row.title,
      period_start: String(row.periodStart),
      period_end: String(row.periodEnd),
      note: row.note,
      lines: await monetaryLines(db, row),
      pdf_url: `/api/monetary-statements/${row.id}/pdf`,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    });
  }
  return pagedList(data, Number(rows[0]?.fullCount ?? 0), query.page, query.page_size);
}

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

/**
 * The PDF in the language asked for (the reader's: the web's link names it), else the teacher's (it is
 * the teacher's document).
 */
export async function monetaryPdf(db: DbOrTx, actor: Actor, id: number, lang?: Locale): Promise<Buffer> {
  const statement = await getMonetary(db, actor, id);
  const teacher = await personOrThrow(db, statement.teacher.id);
  return renderMonetaryPdf({
    locale: lang ?? teacher.lang,
    title: statement.title,
    teacherName: personName(teacher.firstName, teacher.lastName, teacher.username),
    periodStart: statement.period_start,
    periodEnd: statement.period_end,
    lines: statement.lines,
    statements: statement.statements.map((s) => ({
      title: s.title,
      currency: s.currency,
      total: s.total,
      paid: s.paid_amount,
    })),
    billing: statement.billing,
    note: statement.note,
  });
}
