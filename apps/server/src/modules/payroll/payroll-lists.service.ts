import {
  type Currency,
  type Locale,
  type PayrollListQuery,
  type PayrollSummary,
  type PayrollUnpaidLine,
  type PayrollUnpaidLines,
  type PayrollUnpaidLogsQuery,
  type PayrollUsersUnpaidQuery,
  pagedList,
  resolveField,
  type TeacherUnpaid,
} from "@edu/shared";
import type { DbOrTx } from "../../db/database";
import { type Actor, isSuperAdmin } from "../../http/actor";
import { toWireTimeOrNull } from "../../http/wire-time";
import * as repo from "./payroll.repository";
import { teachingLine } from "./payroll-lines";
import { assertOwnOrAdmin, personDto, personName, personOrThrow } from "./payroll-rules";
import * as logsRepo from "./payroll-teaching-logs.repository";

export function listRowToSummary(row: repo.PayrollListRow): PayrollSummary {
  const total = Number(row.total);
  const paid = Number(row.paid);
  return {
    id: row.id,
    teacher: {
      id: row.teacher_user_id,
      username: row.username,
      first_name: row.first_name,
      last_name: row.last_name,
    },
    title: row.title,
    period_start: row.period_start,
    period_end: row.period_end,
    currency: row.currency,
    total,
    paid_amount: paid,
    outstanding: total - paid,
    state: row.state,
    payment_method: row.payment_method as PayrollSummary["payment_method"],
    sent_at: toWireTimeOrNull(row.sent_at),
    confirmed_at: toWireTimeOrNull(row.confirmed_at),
    created_at: toWireTimeOrNull(row.created_at) ?? "",
  };
}

/** GET payroll/paid and payroll/unpaid: teachers always their own. */
export async function listPayrolls(db: DbOrTx, actor: Actor, query: PayrollListQuery, paid: boolean) {
  const teacherId = isSuperAdmin(actor) ? query.teacher_user_id : actor.id;
  const { rows, total } = await repo.listPayrolls(db, {
    paid,
    teacherId,
    // Teachers see a statement once it is sent to them (confirm pending on), never a draft.
    sentOnly: !isSuperAdmin(actor),
    state: paid ? undefined : query.state,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return pagedList(rows.map(listRowToSummary), total, query.page, query.page_size);
}

export async function listTeachersUnpaid(db: DbOrTx, query: PayrollUsersUnpaidQuery) {
  const rows = await logsRepo.listTeachersUnpaid(db, {
    keyword: query.keyword || undefined,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  const data: TeacherUnpaid[] = rows.flatMap((row) =>
    row.user_id === null
      ? [] // no page rows: the count's row alone
      : [
          {
            user_id: row.user_id,
            user_name: personName(row.first_name, row.last_name, row.username),
            first_name: row.first_name,
            last_name: row.last_name,
            unpaid_logs: Number(row.unpaid_logs),
            first_unpaid_at: toWireTimeOrNull(row.first_unpaid_at),
            latest_payroll:
              row.latest_payroll_id === null
                ? null
                : {
                    id: row.latest_payroll_id,
                    title: row.latest_payroll_title ?? "",
                    created_at: toWireTimeOrNull(row.latest_payroll_created_at) ?? "",
                  },
            latest_order: toWireTimeOrNull(row.latest_at),
          },
        ],
  );
  return pagedList(data, Number(rows[0]?.total ?? 0), query.page, query.page_size);
}

export async function unpaidLines(
  db: DbOrTx,
  actor: Actor,
  teacherId: number,
  query: PayrollUnpaidLogsQuery,
  locale: Locale = "en",
): Promise<PayrollUnpaidLines> {
  assertOwnOrAdmin(actor, teacherId);
  const teacher = await personOrThrow(db, teacherId);
  const logs = await logsRepo.findUnpaidLogs(db, teacherId, query);
  // Each line names its class in the reader's language (the statement keeps the base name).
  const data = logs.map((log) => {
    const line = teachingLine(log);
    const name = resolveField(log.class_name, log.class_translations, "name", locale);
    return { ...line, reason: name, class_name: name };
  }) as PayrollUnpaidLine[];
  const totals = new Map<Currency, number>();
  for (const line of data) totals.set(line.currency, (totals.get(line.currency) ?? 0) + line.amount);
  return {
    teacher: personDto(teacher),
    data,
    totals: [...totals].map(([currency, amount]) => ({ currency, amount })),
  };
}
