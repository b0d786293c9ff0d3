import {
  type CreateOrderInput,
  type Currency,
  lessonHours,
  lessonPrice,
  type MessageKey,
  MONEY_ERROR_MESSAGES,
  moneyAmountIssue,
} from "@edu/shared";
import type { DbOrTx } from "../../db/database";
import { readAll } from "../../db/read-all";
import { conflict, type FieldErrors } from "../../http/app-error";
import {
  BILLABLE_ATTENDANCE,
  findEnrollments,
  findLessonLogs,
  type LessonLogCandidate,
} from "./bill-candidates.repository";
import { invalid } from "./order-rules";

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

/**
 * Plans the bill's lines from the payload, re-reading every fee (spec §4 and DESIGN.md §5: the
 * server never trusts a price, total or selection state of the client for enrollment and lesson
 * lines). Throws 422 with field errors per item, 409 when something is already billed.
 */
export async function planLines(
  tx: DbOrTx,
  input: CreateOrderInput,
  family: ReadonlySet<number>,
  parentId: number,
) {
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
