import {
  type Locale,
  RECEIVABLE_DUE_SOON_DAYS,
  type Receivable,
  type ReceivableDueState,
  type ReceivableEnrollment,
  type ReceivablePerson,
  type ReceivableSummary,
  resolveField,
} from "@edu/shared";
import type { DbOrTx } from "../../db/database";
import { notFound } from "../../http/app-error";
import { toWireTime, toWireTimeOrNull } from "../../http/wire-time";
import { addDays, schoolToday } from "../../school-calendar";
import {
  type EnrollmentRow,
  findEnrollments,
  findReceivableListRow,
  type ItemWithUser,
  listItems,
  type PersonRow,
  type ReceivableListRow,
} from "./receivables.repository";

// How a receivable is answered: its summary, items and enrollment, and whether it is due.

type Calendar = { today: string; soonUntil: string };
/** "Today" and the due-soon window on the school's calendar (config.SCHOOL_TIME_ZONE). */
export const calendarOf = (timeZone: string, now = new Date()): Calendar => {
  const today = schoolToday(now, timeZone);
  return { today, soonUntil: addDays(today, RECEIVABLE_DUE_SOON_DAYS) };
};

/** How an answer is read: the reader's language and the school's time zone (what "due" means today). */
export type ReceivableView = { locale: Locale; timeZone: string };

export function dueStateOf(nextDate: string | null, calendar: Calendar): ReceivableDueState {
  if (nextDate === null) return "settled";
  if (nextDate < calendar.today) return "overdue";
  if (nextDate <= calendar.soonUntil) return "due_soon";
  return "later";
}

const personDto = (row: PersonRow): ReceivablePerson => ({
  id: row.id,
  username: row.username,
  first_name: row.firstName,
  last_name: row.lastName,
  email: row.email ?? "",
});

export function enrollmentDto(row: EnrollmentRow, locale: Locale): ReceivableEnrollment {
  return {
    id: row.id,
    course_session_id: row.courseSessionId,
    course_session_title: resolveField(
      row.courseSessionTitle,
      row.courseSessionTranslations as Parameters<typeof resolveField>[1],
      "title",
      locale,
    ),
    student_user_id: row.studentUserId,
    student_first_name: row.studentFirstName,
    student_last_name: row.studentLastName,
    parent_user_id: row.parentUserId,
    parent: row.parent
      ? {
          id: row.parent.id,
          username: row.parent.username,
          first_name: row.parent.firstName,
          last_name: row.parent.lastName,
        }
      : null,
    currency: row.currency === "USD" || row.currency === "CNY" ? row.currency : "TWD",
    fee: row.fee,
  };
}

export function summaryDto(row: ReceivableListRow, calendar: Calendar): ReceivableSummary {
  const r = row.receivable;
  return {
    id: r.id,
    title: r.title,
    note: r.note,
    user_id: r.userId,
    user: personDto(row.user),
    price: r.price,
    price_currency: r.priceCurrency,
    outstanding_price: r.outstandingPrice,
    rates: r.rates,
    enrolled_session_id: r.enrolledSessionId,
    receivable_date: row.nextDate,
    due_state: dueStateOf(row.nextDate, calendar),
    item_count: Number(row.itemCount),
    created_at: toWireTime(r.createdAt),
    updated_at: toWireTime(r.updatedAt),
  };
}

const itemDto = ({ item, user }: ItemWithUser) => ({
  id: item.id,
  receivable_order_id: item.receivableOrderId,
  user_id: item.userId,
  user: user ? personDto(user) : null,
  title: item.title,
  receivable_date: item.receivableDate,
  price: item.price,
  price_currency: item.priceCurrency,
  converted_price: item.convertedPrice,
  bill_id: item.billId,
  billed_at: toWireTimeOrNull(item.billedAt),
});

/** Full receivables (items and enrollment) for list rows, in two more statements. */
export async function detailsOf(
  db: DbOrTx,
  rows: ReceivableListRow[],
  locale: Locale,
  calendar: Calendar,
): Promise<Receivable[]> {
  const ids = rows.map((row) => row.receivable.id);
  const enrollmentIds = [
    ...new Set(rows.map((row) => row.receivable.enrolledSessionId).filter((id): id is number => id !== null)),
  ];
  // One after the other: `db` may be a transaction's single connection.
  const items = await listItems(db, ids);
  const enrollments = await findEnrollments(db, enrollmentIds);
  const enrollmentById = new Map(enrollments.map((row) => [row.id, enrollmentDto(row, locale)]));
  return rows.map((row) => ({
    ...summaryDto(row, calendar),
    item:
      row.receivable.enrolledSessionId === null
        ? null
        : (enrollmentById.get(row.receivable.enrolledSessionId) ?? null),
    receivable_order_items: items
      .filter((entry) => entry.item.receivableOrderId === row.receivable.id)
      .map(itemDto),
  }));
}

export async function loadReceivable(db: DbOrTx, id: number, view: ReceivableView): Promise<Receivable> {
  const row = await findReceivableListRow(db, id);
  if (!row) throw notFound();
  const [detail] = await detailsOf(db, [row], view.locale, calendarOf(view.timeZone));
  if (!detail) throw notFound();
  return detail;
}
