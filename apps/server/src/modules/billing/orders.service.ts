import {
  billTotals,
  type CreateOrderInput,
  type Currency,
  type DifferencePriceBody,
  type Locale,
  lessonHours,
  lessonPrice,
  MAX_MONEY_SUM_MINOR,
  type MessageKey,
  MONEY_ERROR_MESSAGES,
  moneyAmountIssue,
  ORDER_STATUS,
  type OrderDetail,
  type OrderListQuery,
  type OrderListRow,
  type OrderStatusKey,
  orderStatusKey,
  type ParentOrder,
  pagedList,
  type UpdateOrderBody,
} from "@edu/shared";
import { and, eq, inArray } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/database";
import { readAll } from "../../db/read-all";
import { type Actor, hasRole } from "../../http/actor";
import { AppError, conflict, type FieldErrors, notFound } from "../../http/app-error";
import { recordAudit } from "../audit";
import { assertMoneyAmount } from "../balance";
import { enrolledCourseSessions } from "../enrollment/enrollment.table";
import { currentRates } from "../exchange-rates";
import { parentStudents } from "../users/users.table";
import {
  BILLABLE_ATTENDANCE,
  familyStudentIds,
  findEnrollments,
  findLessonLogs,
  findPeople,
  isParent,
  type LessonLogCandidate,
} from "./bill-candidates.repository";
import {
  buildItems,
  enrollmentKey,
  lessonKey,
  personDto,
  personName,
  unbilledTreeOfParent,
} from "./bill-candidates.service";
import { billClasses, classNameIn, lineTitleIn } from "./bill-class-names";
import { orderDue, refreshOrderStatus } from "./order-status";
import {
  countLivePayments,
  findLiveOrder,
  findOrderEmails,
  findOrderLines,
  findReadableOrder,
  listLessonLines,
  listOrders,
  type OrderRow,
  softDeleteOrder,
  studentNamesByOrder,
} from "./orders.repository";
import {
  enrolledSessionFreeMarks,
  type OrderRates,
  orderItems,
  orderLessonLogs,
  orders,
} from "./orders.table";
import { notLiveBillError } from "./voided-bill";

export const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === "23505" ||
  (error as { cause?: { code?: string } }).cause?.code === "23505";

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const statusKey = (code: number): OrderStatusKey => orderStatusKey(code) ?? "created";

// ---------------------------------------------------------------------------------------------
// Reading a bill
// ---------------------------------------------------------------------------------------------

/** `locale`: the reader's; lesson lines and lessons name their class in it (issue 27.8). */
async function detailOf(db: DbOrTx, order: OrderRow, locale: Locale = "en"): Promise<OrderDetail> {
  const { items, logs } = await findOrderLines(db, order.id);
  const [people, logInfo, emails, classes] = await readAll(db, [
    () =>
      findPeople(db, [order.parentUserId, ...items.flatMap((item) => (item.userId ? [item.userId] : []))]),
    () => findLessonLogs(db, { ids: logs.map((log) => log.lessonLogId) }),
    () => findOrderEmails(db, order.id),
    () =>
      billClasses(
        db,
        items.flatMap((item) => (item.type === "lesson" && item.sessionClassId ? [item.sessionClassId] : [])),
      ),
  ]);
  const infoById = new Map(logInfo.map((info) => [info.id, info]));
  const parent = people.get(order.parentUserId);
  return {
    id: order.id,
    parent_user_id: order.parentUserId,
    parent: parent
      ? personDto(parent)
      : { id: order.parentUserId, first_name: "", last_name: "", email: null },
    title: order.title,
    notes: order.notes,
    receivable_date: order.receivableDate,
    price_currency: order.priceCurrency,
    total_price: order.totalPrice,
    difference_price: order.differencePrice,
    difference_price_currency: order.differencePriceCurrency,
    amount_due: orderDue(order),
    payment_info: order.paymentInfo,
    payment_info_index: order.paymentInfoIndex,
    payment_info_remark: order.paymentInfoRemark,
    status: order.status,
    status_key: statusKey(order.status),
    sent_at: iso(order.sentAt),
    mark_paid_at: iso(order.markPaidAt),
    locale: order.locale,
    created_at: order.createdAt.toISOString(),
    order_items: items.map((item) => {
      const student = item.userId ? people.get(item.userId) : undefined;
      return {
        id: item.id,
        type: item.type,
        ref_id: item.type === "enrollment" ? item.enrolledSessionId : item.sessionClassId,
        user_id: item.userId,
        student_name: student ? personName(student.firstName, student.lastName) : "",
        title:
          item.type === "lesson" && item.sessionClassId
            ? lineTitleIn(item.title, classes.get(item.sessionClassId), locale)
            : item.title,
        price: item.price,
        price_currency: item.priceCurrency,
        converted_price: item.convertedPrice,
        remark: item.remark,
        lesson_logs: logs
          .filter((log) => log.orderItemId === item.id)
          .map((log) => {
            const info = infoById.get(log.lessonLogId);
            return {
              id: log.id,
              lesson_log_id: log.lessonLogId,
              teaching_log_id: info?.teachingLogId ?? 0,
              session_class_id: info?.sessionClassId ?? 0,
              class_title: info
                ? classNameIn({ name: info.classTitle, translations: info.classTranslations }, locale)
                : "",
              student_user_id: info?.studentUserId ?? item.userId ?? 0,
              student_name: info ? personName(info.studentFirstName, info.studentLastName) : "",
              teacher_name: info ? personName(info.teacherFirstName, info.teacherLastName) : "",
              started_at: info ? info.startedAt.toISOString() : "",
              duration_minutes: info?.durationMinutes ?? 0,
              attendance_status: info?.attendanceStatus ?? 0,
              unit_price: log.unitPrice,
              unit: log.unit,
              price: log.price,
              price_currency: log.priceCurrency,
            };
          }),
      };
    }),
    voided_at: iso(order.voidedAt),
    void_reason: order.voidReason,
    remark_to_system: order.remarkToSystem,
    mark_paid_by: order.markPaidBy,
    rates: { ...order.rates } as Record<string, string>,
    created_by: order.createdBy,
    updated_at: order.updatedAt.toISOString(),
    order_emails: emails.map((email) => ({
      id: email.id,
      emails: email.emails,
      users: email.users,
      lang: email.lang,
      custom_content: email.customContent,
      expire_date: email.expireDate,
      sent_at: email.sentAt.toISOString(),
    })),
  };
}

/** The parent's view: no office remark, rates or mail log. */
export function toParentView(detail: OrderDetail): ParentOrder {
  const {
    remark_to_system: _remark,
    mark_paid_by: _by,
    rates: _rates,
    created_by: _createdBy,
    updated_at: _updated,
    order_emails: _emails,
    ...parentView
  } = detail;
  return parentView;
}

/**
 * Whether the actor is the bill's parent or a linked parent of one of its students. A bill reaches the
 * family once it is sent: a draft the office is still building is not theirs to see or pay yet.
 */
async function isFamilyParent(db: DbOrTx, actor: Actor, order: OrderRow): Promise<boolean> {
  if (!hasRole(actor, "parent") || order.sentAt === null) return false;
  if (order.parentUserId === actor.id) return true;
  const { items } = await findOrderLines(db, order.id);
  const students = [...new Set(items.flatMap((item) => (item.userId ? [item.userId] : [])))];
  if (students.length === 0) return false;
  const links = await db
    .select({ studentId: parentStudents.studentId })
    .from(parentStudents)
    .where(and(eq(parentStudents.parentId, actor.id), inArray(parentStudents.studentId, students)));
  return links.length > 0;
}

/**
 * GET order/{id}: super-admin loads the whole bill (spec §6 "only super-admin may load a parent's
 * bill details"); a parent of the family gets the reduced view; anyone else 404 (no probing).
 */
export async function getOrder(
  db: DbOrTx,
  actor: Actor,
  id: number,
  locale: Locale = "en",
): Promise<{ data: OrderDetail | ParentOrder }> {
  // A voided bill stays readable (as void) by the office and its family.
  const order = await findReadableOrder(db, id);
  if (!order) throw notFound("order_not_found");
  if (hasRole(actor, "super-admin")) return { data: await detailOf(db, order, locale) };
  if (await isFamilyParent(db, actor, order))
    return { data: toParentView(await detailOf(db, order, locale)) };
  throw notFound("order_not_found");
}

export async function getOrderDetail(db: DbOrTx, id: number, locale: Locale = "en"): Promise<OrderDetail> {
  const order = await findLiveOrder(db, id);
  if (!order) throw notFound("order_not_found");
  return detailOf(db, order, locale);
}

// ---------------------------------------------------------------------------------------------
// Creating a bill
// ---------------------------------------------------------------------------------------------

type PlannedLine = {
  type: "enrollment" | "lesson" | "manual";
  enrolledSessionId: number | null;
  sessionClassId: number | null;
  userId: number | null;
  title: string;
  price: number;
  currency: Currency;
  remark: string;
  logs: Array<{ lessonLogId: number; unitPrice: number; unit: string; price: number; currency: Currency }>;
};

const invalid = (errors: FieldErrors) => new AppError("validation_failed", { fieldErrors: errors });

/**
 * Plans the bill's lines from the payload, re-reading every fee (spec §4 and DESIGN.md §5: the
 * server never trusts a price, total or selection state of the client for enrollment and lesson
 * lines). Throws 422 with field errors per item, 409 when something is already billed.
 */
async function planLines(tx: DbOrTx, input: CreateOrderInput, family: ReadonlySet<number>, parentId: number) {
  const errors: FieldErrors = {};
  const fail = (field: string, key: MessageKey) => {
    errors[field] = [...(errors[field] ?? []), key];
  };
  const enrollmentIds = input.items.flatMap((item) =>
    item.type === "enrollment" && item.id ? [item.id] : [],
  );
  const logIds = input.items.flatMap((item) =>
    item.type === "lesson" ? (item.lesson_logs ?? []).map((log) => log.lesson_log_id) : [],
  );
  const [enrollments, logs] = await readAll(tx, [
    () => findEnrollments(tx, { ids: enrollmentIds }),
    () => findLessonLogs(tx, { ids: logIds }),
  ]);
  const enrollmentById = new Map(enrollments.map((e) => [e.id, e]));
  const logById = new Map(logs.map((log) => [log.id, log]));
  const seenEnrollments = new Set<number>();
  const seenLogs = new Set<number>();
  let alreadyBilled = false;
  const lines: PlannedLine[] = [];

  items: for (const [index, item] of input.items.entries()) {
    const at = `items.${index}`;
    if (item.selection === "unSelected") {
      fail(`${at}.selection`, "order_item_unselected");
      continue;
    }
    if (item.user_id != null && !family.has(item.user_id) && item.user_id !== parentId) {
      fail(`${at}.user_id`, "order_item_not_family");
      continue;
    }
    if (item.type === "manual") {
      if (item.price === undefined) {
        fail(`${at}.price`, "order_item_price_required");
        continue;
      }
      if (!item.title) {
        fail(`${at}.title`, "v.required");
        continue;
      }
      // The create schema checks this too; a caller that skips it (seed, another module) may not.
      const manualIssue = moneyAmountIssue(item.price, item.price_currency ?? input.price_currency, {
        allowNegative: true,
        allowZero: true,
      });
      if (manualIssue) {
        fail(`${at}.price`, MONEY_ERROR_MESSAGES[manualIssue]);
        continue;
      }
      lines.push({
        type: "manual",
        enrolledSessionId: null,
        sessionClassId: null,
        userId: item.user_id ?? null,
        title: item.title,
        price: item.price,
        currency: item.price_currency ?? input.price_currency,
        remark: item.remark,
        logs: [],
      });
      continue;
    }
    if (item.type === "enrollment") {
      const enrollment = item.id ? enrollmentById.get(item.id) : undefined;
      if (!enrollment) {
        fail(`${at}.id`, "order_item_not_found");
        continue;
      }
      if (seenEnrollments.has(enrollment.id)) {
        fail(`${at}.id`, "order_duplicate_student");
        continue;
      }
      seenEnrollments.add(enrollment.id);
      if (!family.has(enrollment.studentUserId) && enrollment.parentUserId !== parentId) {
        fail(`${at}.id`, "order_item_not_family");
        continue;
      }
      if (item.user_id != null && item.user_id !== enrollment.studentUserId) {
        fail(`${at}.user_id`, "order_item_not_family");
        continue;
      }
      if (enrollment.free) {
        fail(`${at}.id`, "order_enrollment_free");
        continue;
      }
      if (!["normal", "archive"].includes(enrollment.status) || enrollment.paymentStatus === "cancelled") {
        fail(`${at}.id`, "order_item_not_found");
        continue;
      }
      if (enrollment.billed || enrollment.paymentStatus === "paid") {
        alreadyBilled = true;
        continue;
      }
      // Every amount a bill holds is valid in its currency (a course fee of NT$123.45 would leave
      // 45 minor units no payment can settle).
      if (moneyAmountIssue(enrollment.fee, enrollment.currency, { allowZero: true })) {
        fail(`${at}.id`, "order_item_fee_invalid");
        continue;
      }
      lines.push({
        type: "enrollment",
        enrolledSessionId: enrollment.id,
        sessionClassId: null,
        userId: enrollment.studentUserId,
        title: item.title || enrollment.title,
        price: enrollment.fee,
        currency: enrollment.currency,
        remark: item.remark,
        logs: [],
      });
      continue;
    }
    // A lesson line: the selected lesson logs of one student (and one fee currency).
    const chosen = item.lesson_logs ?? [];
    const picked = chosen.filter((log) => log.selection === undefined || log.selection === "selected");
    if (picked.length === 0) {
      fail(`${at}.lesson_logs`, "order_item_empty");
      continue;
    }
    const rows: LessonLogCandidate[] = [];
    for (const [logIndex, ref] of picked.entries()) {
      const log = logById.get(ref.lesson_log_id);
      const field = `${at}.lesson_logs.${logIndex}.lesson_log_id`;
      if (!log) {
        fail(field, "order_item_not_found");
        continue items;
      }
      if (seenLogs.has(log.id)) {
        fail(field, "order_already_billed");
        continue items;
      }
      seenLogs.add(log.id);
      if (!family.has(log.studentUserId)) {
        fail(field, "order_item_not_family");
        continue items;
      }
      if (!BILLABLE_ATTENDANCE.includes(log.attendanceStatus)) {
        fail(field, "order_item_not_billable");
        continue items;
      }
      if (log.billed) {
        alreadyBilled = true;
        continue items;
      }
      rows.push(log);
    }
    const first = rows[0] as LessonLogCandidate;
    const student = item.user_id ?? first.studentUserId;
    if (rows.some((log) => log.studentUserId !== student)) {
      fail(`${at}.user_id`, "order_item_not_family");
      continue;
    }
    if (rows.some((log) => log.feeCurrency !== first.feeCurrency)) {
      fail(`${at}.price_currency`, "v.bill_currency");
      continue;
    }
    const lineLogs = rows.map((log) => ({
      lessonLogId: log.id,
      unitPrice: log.fee,
      unit: lessonHours(log.durationMinutes),
      price: lessonPrice(log.fee, log.durationMinutes, log.feeCurrency),
      currency: log.feeCurrency,
    }));
    lines.push({
      type: "lesson",
      enrolledSessionId: null,
      sessionClassId: first.sessionClassId,
      userId: student,
      title: item.title || first.classTitle,
      // The line is the sum of its already rounded lesson prices (nothing rounded again).
      price: lineLogs.reduce((sum, log) => sum + log.price, 0),
      currency: first.feeCurrency,
      remark: item.remark,
      logs: lineLogs,
    });
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  if (alreadyBilled) throw conflict("order_already_billed");
  return lines;
}

async function softDeleteForReset(tx: DbOrTx, actor: Actor, orderId: number) {
  const old = await findLiveOrder(tx, orderId, true);
  if (!old) throw await notLiveBillError(tx, actor, orderId, "order_not_found");
  if (old.status === ORDER_STATUS.paid) throw conflict("order_paid_locked");
  if ((await countLivePayments(tx, orderId)) > 0) throw conflict("order_has_payments");
  await softDeleteOrder(tx, orderId, actor.id);
  await recordAudit(tx, {
    actorId: actor.id,
    action: "order.reset",
    targetType: "order",
    targetId: orderId,
    before: { total_price: old.totalPrice, price_currency: old.priceCurrency, status: old.status },
    requestId: actor.requestId,
  });
}

/**
 * Creates a bill in one transaction. Exported for the seed (demo data) as well as the route.
 * Every line rounds once; the total is the sum of the lines converted to the bill's currency
 * through TWD at the current stored rates, which the bill records.
 */
export async function createOrder(
  db: Database,
  actor: Actor,
  input: CreateOrderInput,
): Promise<{ data: OrderDetail }> {
  try {
    return await db.transaction(async (tx) => {
      const people = await findPeople(tx, [input.user_id]);
      if (!people.has(input.user_id) || !(await isParent(tx, input.user_id))) {
        throw invalid({ user_id: ["order_parent_not_found"] });
      }
      if (input.reset_order_id !== undefined) {
        const old = await findLiveOrder(tx, input.reset_order_id);
        if (old && old.parentUserId !== input.user_id) {
          // Spec §5: changing the parent clears the bill data; a reset keeps its family.
          throw invalid({ user_id: ["order_item_not_family"] });
        }
        await softDeleteForReset(tx, actor, input.reset_order_id);
      }
      // Lock the enrollments billed here, so a concurrent mark-free waits for this bill (and sees it).
      const enrollmentIds = input.items.flatMap((item) =>
        item.type === "enrollment" && item.id ? [item.id] : [],
      );
      if (enrollmentIds.length > 0) {
        await tx
          .select({ id: enrolledCourseSessions.id })
          .from(enrolledCourseSessions)
          .where(inArray(enrolledCourseSessions.id, enrollmentIds))
          .orderBy(enrolledCourseSessions.id)
          .for("update");
      }
      const family = new Set(await familyStudentIds(tx, input.user_id));
      const lines = await planLines(tx, input, family, input.user_id);
      const billCurrency = input.price_currency;
      const usedCurrencies = new Set<Currency>([billCurrency, ...lines.map((line) => line.currency)]);
      const needsRates = usedCurrencies.size > 1;
      const stored = needsRates ? await currentRates(tx) : {};
      const rates: OrderRates = {};
      if (needsRates) {
        for (const currency of usedCurrencies) {
          if (currency !== "TWD") rates[currency] = String((stored as Record<string, string>)[currency]);
        }
      }
      const { converted, total } = billTotals(
        lines.map((line) => ({ price: line.price, currency: line.currency })),
        billCurrency,
        rates,
      );
      if (total < 0) throw invalid({ items: ["v.money_not_negative"] });
      if (total > MAX_MONEY_SUM_MINOR) throw invalid({ items: ["v.money_sum_too_large"] });
      const [order] = await tx
        .insert(orders)
        .values({
          parentUserId: input.user_id,
          title: input.title,
          notes: input.notes,
          receivableDate: input.receivable_date,
          priceCurrency: billCurrency,
          totalPrice: total,
          differencePriceCurrency: billCurrency,
          paymentInfo: input.payment_info,
          paymentInfoIndex: input.payment_index ?? null,
          paymentInfoRemark: input.payment_info_remark,
          remarkToSystem: input.remark,
          status: ORDER_STATUS.created,
          rates,
          locale: input.locale ?? "zh-TW",
          createdBy: actor.id,
        })
        .returning();
      if (!order) throw new Error("order insert returned no row");
      for (const [position, line] of lines.entries()) {
        const [item] = await tx
          .insert(orderItems)
          .values({
            orderId: order.id,
            type: line.type,
            enrolledSessionId: line.enrolledSessionId,
            sessionClassId: line.sessionClassId,
            userId: line.userId,
            title: line.title,
            price: line.price,
            priceCurrency: line.currency,
            convertedPrice: converted[position] ?? 0,
            remark: line.remark,
            position,
          })
          .returning({ id: orderItems.id });
        if (!item) throw new Error("order item insert returned no row");
        if (line.logs.length > 0) {
          await tx.insert(orderLessonLogs).values(
            line.logs.map((log) => ({
              orderItemId: item.id,
              lessonLogId: log.lessonLogId,
              unitPrice: log.unitPrice,
              unit: log.unit,
              price: log.price,
              priceCurrency: log.currency,
            })),
          );
        }
      }
      await refreshOrderStatus(tx, order.id, actor.id);
      await recordAudit(tx, {
        actorId: actor.id,
        action: "order.create",
        targetType: "order",
        targetId: order.id,
        after: {
          parent_user_id: order.parentUserId,
          total_price: total,
          price_currency: billCurrency,
          rates,
          items: lines.length,
          reset_order_id: input.reset_order_id ?? null,
        },
        requestId: actor.requestId,
      });
      return { data: await getOrderDetail(tx, order.id) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("order_already_billed");
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Changing and deleting
// ---------------------------------------------------------------------------------------------

export async function updateOrder(db: Database, actor: Actor, id: number, body: UpdateOrderBody) {
  return db.transaction(async (tx) => {
    const order = await findLiveOrder(tx, id, true);
    if (!order) throw await notLiveBillError(tx, actor, id, "order_not_found");
    const patch = {
      ...(body.title !== undefined && { title: body.title }),
      ...(body.notes !== undefined && { notes: body.notes }),
      updatedAt: new Date(),
    };
    await tx.update(orders).set(patch).where(eq(orders.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: "order.update",
      targetType: "order",
      targetId: id,
      before: { title: order.title, notes: order.notes },
      after: { title: patch.title ?? order.title, notes: patch.notes ?? order.notes },
      requestId: actor.requestId,
    });
    return { data: await getOrderDetail(tx, id) };
  });
}

/**
 * DELETE order/{id}: not a paid bill, nor one with payments (a bill with verified money is voided
 * through DELETE order/{id}/completed, order-void.ts).
 */
export async function deleteOrder(db: Database, actor: Actor, id: number) {
  return db.transaction(async (tx) => {
    const order = await findLiveOrder(tx, id, true);
    if (!order) throw await notLiveBillError(tx, actor, id, "order_not_found");
    if (order.status === ORDER_STATUS.paid) throw conflict("order_paid_locked");
    if ((await countLivePayments(tx, id)) > 0) throw conflict("order_has_payments");
    await softDeleteOrder(tx, id, actor.id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "order.delete",
      targetType: "order",
      targetId: id,
      before: { total_price: order.totalPrice, price_currency: order.priceCurrency, status: order.status },
      requestId: actor.requestId,
    });
    return { ok: true as const };
  });
}

/** PATCH order/{id}/difference-price: an adjustment; the status follows (a paid bill may reopen). */
export async function setDifferencePrice(db: Database, actor: Actor, id: number, body: DifferencePriceBody) {
  return db.transaction(async (tx) => {
    const order = await findLiveOrder(tx, id, true);
    if (!order) throw await notLiveBillError(tx, actor, id, "order_not_found");
    const currency = body.difference_price_currency ?? order.priceCurrency;
    assertMoneyAmount("difference_price", body.difference_price, currency, {
      allowNegative: true,
      allowZero: true,
    });
    let rates = order.rates;
    if (currency !== order.priceCurrency && !(currency in rates) && currency !== "TWD") {
      const stored = (await currentRates(tx)) as Record<string, string>;
      rates = { ...rates, [currency]: String(stored[currency]) };
    }
    if (
      order.priceCurrency !== "TWD" &&
      currency !== order.priceCurrency &&
      !(order.priceCurrency in rates)
    ) {
      const stored = (await currentRates(tx)) as Record<string, string>;
      rates = { ...rates, [order.priceCurrency]: String(stored[order.priceCurrency]) };
    }
    const after = { differencePrice: body.difference_price, differencePriceCurrency: currency, rates };
    if (orderDue({ ...order, ...after }) < 0) throw invalid({ difference_price: ["v.money_not_negative"] });
    await tx
      .update(orders)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(orders.id, id));
    await refreshOrderStatus(tx, id, actor.id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "order.difference_price",
      targetType: "order",
      targetId: id,
      before: {
        difference_price: order.differencePrice,
        difference_price_currency: order.differencePriceCurrency,
      },
      after: { difference_price: body.difference_price, difference_price_currency: currency },
      requestId: actor.requestId,
    });
    return { data: await getOrderDetail(tx, id) };
  });
}

/** POST enrolled-session/{id}/mark-free: the enrollment is never billed (not when already on a bill). */
export async function markEnrollmentFree(db: Database, actor: Actor, enrolledSessionId: number) {
  return db.transaction(async (tx) => {
    const [enrollment] = await tx
      .select({ id: enrolledCourseSessions.id })
      .from(enrolledCourseSessions)
      .where(eq(enrolledCourseSessions.id, enrolledSessionId))
      .for("update");
    if (!enrollment) throw notFound("enrolled_session_not_found");
    const [billed] = await findEnrollments(tx, { ids: [enrolledSessionId] });
    if (billed?.billed) throw conflict("enrolled_session_billed");
    const [row] = await tx
      .insert(enrolledSessionFreeMarks)
      .values({ enrolledSessionId, markedBy: actor.id })
      .onConflictDoNothing()
      .returning();
    if (row) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: "enrolled_session.mark_free",
        targetType: "enrolled_session",
        targetId: enrolledSessionId,
        after: { free: true },
        requestId: actor.requestId,
      });
    }
    const [mark] = await tx
      .select()
      .from(enrolledSessionFreeMarks)
      .where(eq(enrolledSessionFreeMarks.enrolledSessionId, enrolledSessionId));
    return {
      data: {
        enrolled_session_id: enrolledSessionId,
        marked_at: (mark?.markedAt ?? new Date()).toISOString(),
      },
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Lists
// ---------------------------------------------------------------------------------------------

/**
 * GET order/unpaid (paid = false) and orders/paid (paid = true): pages of 50, newest first.
 * Super-admin and staff read every family's bills; a parent (the `actor` given) only their own
 * family's — the bills they are the parent of or that bill a student linked to them — whatever
 * `parent_user_id` says.
 */
export async function listBills(db: DbOrTx, query: OrderListQuery, paid: boolean, actor?: Actor) {
  const familyOnly = actor !== undefined && !hasRole(actor, "staff");
  const { rows, total } = await listOrders(db, {
    paid,
    q: query.q,
    status: query.status,
    parentUserId: familyOnly ? undefined : query.parent_user_id,
    familyOfParentId: familyOnly ? actor.id : undefined,
    from: query.from,
    to: query.to,
    voided: query.voided,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  const students = await studentNamesByOrder(
    db,
    rows.map((row) => row.order.id),
  );
  const data: OrderListRow[] = rows.map(({ order, parent }) => ({
    id: order.id,
    title: order.title,
    parent: personDto(parent),
    students: (students.get(order.id) ?? []).map((s) => personName(s.firstName, s.lastName)),
    receivable_date: order.receivableDate,
    price_currency: order.priceCurrency,
    total_price: order.totalPrice,
    difference_price: order.differencePrice,
    amount_due: orderDue(order),
    status: order.status,
    status_key: statusKey(order.status),
    sent_at: iso(order.sentAt),
    mark_paid_at: iso(order.markPaidAt),
    created_at: order.createdAt.toISOString(),
    voided_at: iso(order.voidedAt),
    void_reason: order.voidReason,
  }));
  return pagedList(data, total, query.page, query.page_size);
}

export async function listTutoringPayments(
  db: DbOrTx,
  query: { page: number; page_size: number; q?: string; student_user_id?: number; paid?: "0" | "1" },
) {
  const { rows, total } = await listLessonLines(db, {
    q: query.q,
    studentUserId: query.student_user_id,
    paid: query.paid === undefined ? undefined : query.paid === "1",
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  const data = rows.map((row) => ({
    order_item_id: row.item.id,
    order_id: row.item.orderId,
    order_title: row.orderTitle,
    order_status: row.orderStatus,
    order_status_key: statusKey(row.orderStatus),
    student_user_id: row.item.userId,
    student_name: personName(row.firstName ?? "", row.lastName ?? ""),
    title: row.item.title,
    lesson_count: Number(row.lessonCount),
    price: row.item.price,
    price_currency: row.item.priceCurrency,
    created_at: row.item.createdAt.toISOString(),
  }));
  return pagedList(data, total, query.page, query.page_size);
}

/**
 * GET order/{id}/reset: the bill and the family's selection tree with the bill's own lines in it
 * (they are billed by this bill, so the unbilled tree alone would miss them), preselected.
 */
export async function loadReset(db: DbOrTx, id: number, locale: Locale = "en") {
  const order = await findLiveOrder(db, id);
  if (!order) throw notFound("order_not_found");
  const detail = await detailOf(db, order, locale);
  const { data: tree } = await unbilledTreeOfParent(db, order.parentUserId, locale);
  const { items, logs } = await findOrderLines(db, id);
  const enrollmentIds = items.flatMap((item) => (item.enrolledSessionId ? [item.enrolledSessionId] : []));
  const logIds = logs.map((log) => log.lessonLogId);
  const [enrollments, logRows] = await readAll(db, [
    () => findEnrollments(db, { ids: enrollmentIds }),
    () => findLessonLogs(db, { ids: logIds }),
  ]);
  const people = await findPeople(
    db,
    enrollments.map((e) => e.studentUserId),
  );
  const own = buildItems(enrollments, logRows, people, locale);
  const byKey = new Map(tree.items.map((item) => [item.key, item]));
  for (const item of own) {
    const existing = byKey.get(item.key);
    if (existing) {
      existing.lesson_logs = [...item.lesson_logs, ...existing.lesson_logs];
      existing.price += item.price;
    } else {
      tree.items.push(item);
      byKey.set(item.key, item);
    }
  }
  return {
    data: {
      order: detail,
      tree,
      selected_keys: [
        ...enrollmentIds.map(enrollmentKey),
        ...new Set(logRows.map((log) => lessonKey(log.sessionClassId, log.studentUserId, log.feeCurrency))),
      ],
      selected_lesson_log_ids: logIds,
    },
  };
}
