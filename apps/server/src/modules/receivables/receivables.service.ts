import {
  type CreateReceivableInput,
  type Currency,
  convertMoney,
  type EnrollmentReceivables,
  type Locale,
  pagedList,
  RECEIVABLE_DUE_SOON_DAYS,
  type Receivable,
  type ReceivableDueState,
  type ReceivableEnrollment,
  type ReceivableItemInput,
  type ReceivableListQuery,
  type ReceivablePage,
  type ReceivablePerson,
  type ReceivableSummary,
  resolveField,
  roundToShown,
  type UpdateReceivableInput,
  type UpdateReceivableItemInput,
} from "@edu/shared";
import type { Database, DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { AppError, conflict, fieldError, notFound } from "../../http/app-error";
import { addDays, schoolToday } from "../../school-calendar";
import { recordAudit } from "../audit";
import { currentRates } from "../exchange-rates";
import {
  deleteItemRow,
  deleteReceivableRow,
  type EnrollmentRow,
  existingUserIds,
  findEnrollments,
  findItem,
  findReceivableListRow,
  type ItemWithUser,
  insertItems,
  insertReceivable,
  listItems,
  listReceivableRowsOfEnrollment,
  lockReceivable,
  markItemsBilled,
  type NewReceivableItem,
  type PersonRow,
  type ReceivableItemRow,
  type ReceivableListRow,
  type ReceivableRow,
  searchReceivables,
  updateItemRow,
  updateReceivableRow,
} from "./receivables.repository";
import type { ReceivableRates } from "./receivables.table";

type Calendar = { today: string; soonUntil: string };
/** "Today" and the due-soon window on the school's calendar (config.SCHOOL_TIME_ZONE). */
const calendarOf = (timeZone: string, now = new Date()): Calendar => {
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

const iso = (value: Date) => value.toISOString();

const personDto = (row: PersonRow): ReceivablePerson => ({
  id: row.id,
  username: row.username,
  first_name: row.firstName,
  last_name: row.lastName,
  email: row.email ?? "",
});

function enrollmentDto(row: EnrollmentRow, locale: Locale): ReceivableEnrollment {
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

function summaryDto(row: ReceivableListRow, calendar: Calendar): ReceivableSummary {
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
    created_at: iso(r.createdAt),
    updated_at: iso(r.updatedAt),
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
  billed_at: item.billedAt ? iso(item.billedAt) : null,
});

/** Full receivables (items and enrollment) for list rows, in two more statements. */
async function detailsOf(
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

async function loadReceivable(db: DbOrTx, id: number, view: ReceivableView): Promise<Receivable> {
  const row = await findReceivableListRow(db, id);
  if (!row) throw notFound();
  const [detail] = await detailsOf(db, [row], view.locale, calendarOf(view.timeZone));
  if (!detail) throw notFound();
  return detail;
}

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

// ---- writes ----------------------------------------------------------------------------------

/** What the audit log keeps of a receivable: its fields, totals and every item. */
async function auditView(db: DbOrTx, receivableId: number) {
  const row = await findReceivableListRow(db, receivableId);
  if (!row) return null;
  const items = await listItems(db, [receivableId]);
  const r = row.receivable;
  return {
    title: r.title,
    note: r.note,
    user_id: r.userId,
    enrolled_session_id: r.enrolledSessionId,
    price: r.price,
    price_currency: r.priceCurrency,
    outstanding_price: r.outstandingPrice,
    rates: r.rates,
    items: items.map(({ item }) => ({
      id: item.id,
      user_id: item.userId,
      title: item.title,
      receivable_date: item.receivableDate,
      price: item.price,
      price_currency: item.priceCurrency,
      converted_price: item.convertedPrice,
      bill_id: item.billId,
    })),
  };
}

async function assertUsers(db: DbOrTx, checks: Array<{ field: string; id: number | null | undefined }>) {
  const ids = checks.map((check) => check.id).filter((id): id is number => typeof id === "number");
  const found = await existingUserIds(db, [...new Set(ids)]);
  const errors: Record<string, ["v.receivable_user_not_found"]> = {};
  for (const check of checks) {
    if (typeof check.id === "number" && !found.has(check.id))
      errors[check.field] = ["v.receivable_user_not_found"];
  }
  if (Object.keys(errors).length > 0) throw new AppError("validation_failed", { fieldErrors: errors });
}

async function enrollmentOrThrow(db: DbOrTx, id: number): Promise<EnrollmentRow> {
  const [row] = await findEnrollments(db, [id]);
  if (!row) throw fieldError("enrolled_session_id", "v.receivable_enrollment_not_found");
  return row;
}

/**
 * Recomputes a receivable's lines and totals at today's rates (DESIGN.md §5: each line converted
 * through TWD and rounded once, the total the sum of the rounded lines). Billed lines keep the
 * amount they were billed at. Runs after every change of an amount, a currency or the item set.
 */
async function recompute(tx: DbOrTx, receivableId: number, currency: Currency): Promise<void> {
  const items = (await listItems(tx, [receivableId])).map((entry) => entry.item);
  const needsRates = items.some((item) => item.billedAt === null && item.priceCurrency !== currency);
  const rates = needsRates ? await currentRates(tx) : null;
  const used: ReceivableRates = {};
  let price = 0;
  let outstanding = 0;
  for (const item of items) {
    let converted = item.convertedPrice;
    if (item.billedAt === null) {
      if (item.priceCurrency === currency || !rates) {
        converted = item.price;
      } else {
        converted = convertMoney(item.price, item.priceCurrency, currency, rates);
        for (const code of [item.priceCurrency, currency]) if (code !== "TWD") used[code] = rates[code];
      }
      if (converted !== item.convertedPrice) await updateItemRow(tx, item.id, { convertedPrice: converted });
      outstanding += converted;
    }
    price += converted;
  }
  await updateReceivableRow(tx, receivableId, { price, outstandingPrice: outstanding, rates: used });
}

async function audit(
  tx: DbOrTx,
  actor: Actor,
  action: string,
  receivableId: number,
  before: unknown,
  after: unknown,
): Promise<void> {
  await recordAudit(tx, {
    actorId: actor.id,
    action,
    targetType: "receivable_order",
    targetId: receivableId,
    before: before ?? undefined,
    after: after ?? undefined,
    requestId: actor.requestId,
  });
}

const itemValues = (
  receivableId: number,
  input: ReceivableItemInput,
  defaultUserId: number | null,
): NewReceivableItem => ({
  receivableOrderId: receivableId,
  userId: input.user_id ?? defaultUserId,
  title: input.title,
  receivableDate: input.receivable_date,
  price: input.price,
  priceCurrency: input.price_currency,
  convertedPrice: 0,
});

export async function createReceivable(
  db: Database,
  actor: Actor,
  input: CreateReceivableInput,
  view: ReceivableView,
): Promise<Receivable> {
  return db.transaction(async (tx) => {
    await assertUsers(tx, [
      { field: "user_id", id: input.user_id },
      ...input.items.map((item, index) => ({ field: `items.${index}.user_id`, id: item.user_id })),
    ]);
    const enrollment = input.enrolled_session_id
      ? await enrollmentOrThrow(tx, input.enrolled_session_id)
      : null;
    const row = await insertReceivable(tx, {
      userId: input.user_id,
      title: input.title,
      note: input.note ?? "",
      enrolledSessionId: enrollment?.id ?? null,
      priceCurrency: input.price_currency,
      createdBy: actor.id,
    });
    await insertItems(
      tx,
      input.items.map((item) => itemValues(row.id, item, enrollment?.studentUserId ?? null)),
    );
    await recompute(tx, row.id, row.priceCurrency);
    await audit(tx, actor, "receivable.create", row.id, null, await auditView(tx, row.id));
    return loadReceivable(tx, row.id, view);
  });
}

export async function updateReceivable(
  db: Database,
  actor: Actor,
  id: number,
  input: UpdateReceivableInput,
  view: ReceivableView,
): Promise<Receivable> {
  return db.transaction(async (tx) => {
    const locked = await lockReceivable(tx, id);
    if (!locked) throw notFound();
    const before = await auditView(tx, id);
    if (input.user_id !== undefined) await assertUsers(tx, [{ field: "user_id", id: input.user_id }]);
    if (input.enrolled_session_id) await enrollmentOrThrow(tx, input.enrolled_session_id);
    const updated = await updateReceivableRow(tx, id, {
      title: input.title,
      note: input.note,
      userId: input.user_id,
      enrolledSessionId: input.enrolled_session_id,
      priceCurrency: input.price_currency,
    });
    if (!updated) throw notFound();
    if (input.price_currency !== undefined && input.price_currency !== locked.priceCurrency) {
      await recompute(tx, id, updated.priceCurrency);
    }
    await audit(tx, actor, "receivable.update", id, before, await auditView(tx, id));
    return loadReceivable(tx, id, view);
  });
}

export async function deleteReceivable(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await lockReceivable(tx, id);
    if (!locked) throw notFound();
    const before = await auditView(tx, id);
    await deleteReceivableRow(tx, id);
    await audit(tx, actor, "receivable.delete", id, before, null);
  });
}

export async function addReceivableItem(
  db: Database,
  actor: Actor,
  receivableId: number,
  input: ReceivableItemInput,
  view: ReceivableView,
): Promise<Receivable> {
  return db.transaction(async (tx) => {
    const locked = await lockReceivable(tx, receivableId);
    if (!locked) throw notFound();
    await assertUsers(tx, [{ field: "user_id", id: input.user_id }]);
    const before = await auditView(tx, receivableId);
    const enrollment = locked.enrolledSessionId
      ? (await findEnrollments(tx, [locked.enrolledSessionId]))[0]
      : undefined;
    await insertItems(tx, [itemValues(receivableId, input, enrollment?.studentUserId ?? null)]);
    await recompute(tx, receivableId, locked.priceCurrency);
    await audit(tx, actor, "receivable.item_add", receivableId, before, await auditView(tx, receivableId));
    return loadReceivable(tx, receivableId, view);
  });
}

/** The item and its receivable, locked; a billed item is closed (409). */
async function lockItem(
  tx: DbOrTx,
  itemId: number,
): Promise<{ item: ReceivableItemRow; receivable: ReceivableRow }> {
  const found = await findItem(tx, itemId);
  if (!found) throw notFound();
  const receivable = await lockReceivable(tx, found.receivableOrderId);
  const item = receivable ? await findItem(tx, itemId) : undefined;
  if (!receivable || !item) throw notFound();
  if (item.billedAt !== null) throw conflict("receivable_item_billed");
  return { item, receivable };
}

export async function updateReceivableItem(
  db: Database,
  actor: Actor,
  itemId: number,
  input: UpdateReceivableItemInput,
  view: ReceivableView,
): Promise<Receivable> {
  return db.transaction(async (tx) => {
    const { item, receivable } = await lockItem(tx, itemId);
    const price = input.price ?? item.price;
    const currency = input.price_currency ?? item.priceCurrency;
    // The price alone or the currency alone must still make a line at the currency's shown precision.
    if (roundToShown(price, currency) !== price) throw fieldError("price", "v.money_decimals");
    if (input.user_id) await assertUsers(tx, [{ field: "user_id", id: input.user_id }]);
    const before = await auditView(tx, receivable.id);
    await updateItemRow(tx, itemId, {
      userId: input.user_id,
      title: input.title,
      receivableDate: input.receivable_date,
      price: input.price,
      priceCurrency: input.price_currency,
    });
    await recompute(tx, receivable.id, receivable.priceCurrency);
    await audit(
      tx,
      actor,
      "receivable.item_update",
      receivable.id,
      before,
      await auditView(tx, receivable.id),
    );
    return loadReceivable(tx, receivable.id, view);
  });
}

export async function deleteReceivableItem(
  db: Database,
  actor: Actor,
  itemId: number,
  view: ReceivableView,
): Promise<Receivable> {
  return db.transaction(async (tx) => {
    const { receivable } = await lockItem(tx, itemId);
    const items = await listItems(tx, [receivable.id]);
    if (items.length <= 1) throw fieldError("id", "v.receivable_last_item");
    const before = await auditView(tx, receivable.id);
    await deleteItemRow(tx, itemId);
    await recompute(tx, receivable.id, receivable.priceCurrency);
    await audit(
      tx,
      actor,
      "receivable.item_delete",
      receivable.id,
      before,
      await auditView(tx, receivable.id),
    );
    return loadReceivable(tx, receivable.id, view);
  });
}

/**
 * For the billing module: the instalments a new bill takes in (same transaction as the bill). Items
 * already billed are left alone; the receivables' outstanding totals are recomputed. Returns the ids
 * of the receivables touched.
 */
export async function markReceivableItemsBilled(
  tx: DbOrTx,
  itemIds: number[],
  billId: number,
): Promise<number[]> {
  const receivableIds = await markItemsBilled(tx, itemIds, billId);
  for (const receivableId of receivableIds) {
    const locked = await lockReceivable(tx, receivableId);
    if (locked) await recompute(tx, receivableId, locked.priceCurrency);
  }
  return receivableIds;
}
