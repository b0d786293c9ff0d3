import type { Locale, OrderDetail, ParentOrder } from "@edu/shared";
import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { readAll } from "../../db/read-all";
import { type Actor, hasRole } from "../../http/actor";
import { notFound } from "../../http/app-error";
import { toWireTimeOrNull } from "../../http/wire-time";
import { parentStudents } from "../users/users.table";
import { findLessonLogs, findPeople } from "./bill-candidates.repository";
import { personDto, personName } from "./bill-candidates.service";
import { billClasses, classNameIn, lineTitleIn } from "./bill-class-names";
import { statusKey } from "./order-rules";
import { orderDue } from "./order-status";
import {
  findLiveOrder,
  findOrderEmails,
  findOrderLines,
  findReadableOrder,
  type OrderRow,
} from "./orders.repository";

/** `locale`: the reader's; lesson lines and lessons name their class in it. */
export async function detailOf(db: DbOrTx, order: OrderRow, locale: Locale = "en"): Promise<OrderDetail> {
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
    sent_at: toWireTimeOrNull(order.sentAt),
    mark_paid_at: toWireTimeOrNull(order.markPaidAt),
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
    voided_at: toWireTimeOrNull(order.voidedAt),
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
