import { pagedList, type TeacherLedger, type TeacherPayment, type TeacherPaymentsQuery } from "@edu/shared";
import type { DbOrTx } from "../../db/database";
import { readAll } from "../../db/read-all";
import { type Actor, isSuperAdmin } from "../../http/actor";
import { notFound } from "../../http/app-error";
import * as repo from "./payroll.repository";
import { assertOwnOrAdmin, personDto, personOrThrow } from "./payroll-rules";
import { mergeBalances } from "./teacher-payment-rules";
import * as paymentsRepo from "./teacher-payments.repository";

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
