import {
  type EnrollmentReceivables,
  pagedList,
  type Receivable,
  type ReceivableListQuery,
  type ReceivablePage,
} from "@edu/shared";
import type { DbOrTx } from "../../db/database";
import { notFound } from "../../http/app-error";
import { addDays } from "../../school-calendar";
import {
  calendarOf,
  detailsOf,
  enrollmentDto,
  loadReceivable,
  type ReceivableView,
  summaryDto,
} from "./receivable-views";
import { findEnrollments, listReceivableRowsOfEnrollment, searchReceivables } from "./receivables.repository";

export async function listReceivables(
  db: DbOrTx,
  query: ReceivableListQuery,
  timeZone: string,
): Promise<ReceivablePage> {
  const calendar = calendarOf(timeZone);
  const { rows, counted } = await searchReceivables(
    db,
    {
      q: query.q || undefined,
      userId: query.user_id,
      enrolledSessionId: query.enrolled_session_id,
      currency: query.currency,
      due: query.due,
      ...calendar,
      dueBy: query.due_within_days === undefined ? undefined : addDays(calendar.today, query.due_within_days),
      from: query.from,
      to: query.to,
    },
    { limit: query.page_size, offset: (query.page - 1) * query.page_size },
  );
  return pagedList(
    rows.map((row) => summaryDto(row, calendar)),
    counted,
    query.page,
    query.page_size,
  );
}

export function getReceivable(db: DbOrTx, id: number, view: ReceivableView): Promise<Receivable> {
  return loadReceivable(db, id, view);
}

export async function listEnrollmentReceivables(
  db: DbOrTx,
  enrolledSessionId: number,
  view: ReceivableView,
): Promise<EnrollmentReceivables> {
  const [enrollment] = await findEnrollments(db, [enrolledSessionId]);
  if (!enrollment) throw notFound();
  const rows = await listReceivableRowsOfEnrollment(db, enrolledSessionId);
  return {
    enrollment: enrollmentDto(enrollment, view.locale),
    data: await detailsOf(db, rows, view.locale, calendarOf(view.timeZone)),
  };
}
