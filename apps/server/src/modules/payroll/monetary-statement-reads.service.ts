import {
  type Locale,
  type MonetaryStatement,
  pagedList,
  type TeacherBalance,
  type TeacherPaymentsQuery,
} from "@edu/shared";
import type { DbOrTx } from "../../db/database";
import { readAll } from "../../db/read-all";
import { type Actor, isSuperAdmin } from "../../http/actor";
import { notFound } from "../../http/app-error";
import * as repo from "./payroll.repository";
import { listRowToSummary } from "./payroll-lists.service";
import { renderMonetaryPdf } from "./payroll-pdf";
import { assertOwnOrAdmin, personDto, personName, personOrThrow } from "./payroll-rules";
import { billingFor } from "./teacher-billing-info";
import { mergeBalances } from "./teacher-payment-rules";
import * as paymentsRepo from "./teacher-payments.repository";

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
