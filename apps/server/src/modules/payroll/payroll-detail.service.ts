import {
  type Locale,
  type PayrollDetail,
  type PayrollItem,
  type PayrollState,
  type PayrollSummary,
  resolveField,
} from "@edu/shared";
import type { DbOrTx } from "../../db/database";
import { readAll } from "../../db/read-all";
import { type Actor, isSuperAdmin } from "../../http/actor";
import { notFound } from "../../http/app-error";
import { toWireTimeOrNull } from "../../http/wire-time";
import * as repo from "./payroll.repository";
import { assertOwnOrAdmin, assertVisible, type Person, personDto, personOrThrow } from "./payroll-rules";
import { payrollState } from "./payroll-state";
import { billingFor } from "./teacher-billing-info";

/**
 * A line's class named in the reader's language: the class's translation, else the name
 * the line kept when the statement was made.
 */
export async function classNamesIn(
  db: DbOrTx,
  items: repo.PayrollItemRow[],
  locale: Locale,
): Promise<(row: repo.PayrollItemRow) => string | null> {
  const translations = await repo.classTranslationsOf(
    db,
    items.flatMap((item) => (item.classId === null ? [] : [item.classId])),
  );
  return (row) =>
    row.className === null
      ? null
      : resolveField(
          row.className,
          row.classId === null ? null : translations.get(row.classId),
          "name",
          locale,
        );
}

export const itemDtos = (
  rows: repo.PayrollItemRow[],
  openItemIds: Set<number>,
  className: (row: repo.PayrollItemRow) => string | null,
) => rows.map((row) => itemDto(row, openItemIds, className(row)));

function itemDto(row: repo.PayrollItemRow, openItemIds: Set<number>, className: string | null): PayrollItem {
  const named = row.kind === "teaching" && row.reason === row.className;
  return {
    id: row.id,
    kind: row.kind,
    teaching_log_id: row.teachingLogId,
    // A teaching line's reason is its class's name: named as the class is.
    reason: named && className !== null ? className : row.reason,
    class_id: row.classId,
    class_name: className,
    started_at: toWireTimeOrNull(row.startedAt),
    duration_minutes: row.durationMinutes,
    salary_unit: row.salaryUnit,
    is_online: row.isOnline,
    rate: row.rate,
    payable_students: row.payableStudents,
    amount: row.amount,
    signed_amount: row.kind === "deduction" ? -row.amount : row.amount,
    currency: row.currency,
    in_problem: openItemIds.has(row.id),
  };
}

export async function payrollDetail(
  db: DbOrTx,
  actor: Actor,
  id: number,
  locale: Locale = "en",
): Promise<PayrollDetail> {
  const row = await repo.findPayroll(db, id);
  if (!row) throw notFound("payroll_not_found");
  assertOwnOrAdmin(actor, row.teacherUserId);
  const [teacher, items, problems, allocations, billing] = await readAll(db, [
    () => personOrThrow(db, row.teacherUserId),
    () => repo.findItems(db, id),
    () => repo.findProblems(db, id),
    () => repo.findAllocationsOfPayroll(db, id),
    () => billingFor(db, actor, row.teacherUserId),
  ]);
  const paid = allocations.reduce((sum, a) => sum + a.amount, 0);
  const open = problems.filter((p) => p.resolvedAt === null);
  const openItemIds = new Set(open.flatMap((p) => p.itemIds));
  const state = payrollState(row, paid, open.length > 0);
  const admin = isSuperAdmin(actor);
  const owner = actor.id === row.teacherUserId;
  assertVisible(actor, state);
  const editable = state === "created" || state === "confirm_pending" || state === "problem";
  return {
    ...summaryOf(row, teacher, paid, state),
    note: row.note,
    confirmed_by: row.confirmedBy,
    confirmed_for_teacher: row.confirmedForTeacher,
    items: itemDtos(items, openItemIds, await classNamesIn(db, items, locale)),
    problems: problems.map((p) => ({
      id: p.id,
      item_ids: p.itemIds,
      description: p.description,
      created_at: p.createdAt.toISOString(),
      created_by: p.createdBy,
      resolved_at: toWireTimeOrNull(p.resolvedAt),
    })),
    payments: allocations.map((a) => ({
      payment_id: a.paymentId,
      amount: a.amount,
      method: a.method,
      paid_on: String(a.paidOn),
      reference: a.reference,
    })),
    billing,
    can: {
      edit: admin && editable,
      send: admin && editable,
      confirm:
        (admin && (state === "created" || state === "confirm_pending")) ||
        (owner && state === "confirm_pending"),
      problem: owner && state === "confirm_pending",
      pay: admin && state === "confirmed",
      reset: admin && paid === 0 && state !== "created",
      delete: admin && paid === 0,
    },
  };
}

function summaryOf(row: repo.PayrollRow, teacher: Person, paid: number, state: PayrollState): PayrollSummary {
  return {
    id: row.id,
    teacher: personDto(teacher),
    title: row.title,
    period_start: String(row.periodStart),
    period_end: String(row.periodEnd),
    currency: row.currency,
    total: row.total,
    paid_amount: paid,
    outstanding: row.total - paid,
    state,
    payment_method: row.paymentMethod,
    sent_at: toWireTimeOrNull(row.sentAt),
    confirmed_at: toWireTimeOrNull(row.confirmedAt),
    created_at: row.createdAt.toISOString(),
  };
}
