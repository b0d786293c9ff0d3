import type { Locale } from "@edu/shared";
import type { DbOrTx } from "../../db/database";
import { readAll } from "../../db/read-all";
import { notFound } from "../../http/app-error";
import { findEnrollments, findLessonLogs, findPeople } from "./bill-candidates.repository";
import { buildItems, enrollmentKey, lessonKey, unbilledTreeOfParent } from "./bill-candidates.service";
import { detailOf } from "./order-detail.service";
import { findLiveOrder, findOrderLines } from "./orders.repository";

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
