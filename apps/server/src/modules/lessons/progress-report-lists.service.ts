import type { Locale } from "@edu/shared";
import type {
  ProgressReportStatusesQuery,
  ProgressReportStatusRow,
  ProgressReportsQuery,
  UnfinishedProgressReports,
} from "@edu/shared/lessons";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { type Actor, hasRole, isStaff } from "../../http/actor";
import { toPage } from "../../http/paged-list";
import { toWireTimeOrNull } from "../../http/wire-time";
import { listStudentIds } from "../users";
import { idList, reportClass, taughtClassIds, toReport } from "./progress-report-rules";
import { countDueInClasses, listReports, listStatuses } from "./progress-reports.repository";

/** GET progress-reports: staff all; otherwise own (students), children's (parents), taught classes'. */
export async function listProgressReports(
  db: DbOrTx,
  actor: Actor,
  query: ProgressReportsQuery,
  locale: Locale = "en",
) {
  const conditions: SQL[] = [];
  if (!isStaff(actor)) {
    const studentIds = [actor.id];
    if (actor.roles.includes("parent"))
      studentIds.push(...((await listStudentIds(db, [actor.id])).get(actor.id) ?? []));
    const classIds = actor.roles.includes("teacher") ? await taughtClassIds(db, actor.id) : [];
    conditions.push(
      classIds.length > 0
        ? sql`(pr.student_user_id in ${idList(studentIds)} or pr.session_class_id in ${idList(classIds)})`
        : sql`pr.student_user_id in ${idList(studentIds)}`,
    );
  }
  if (query.class_id) conditions.push(sql`pr.session_class_id = ${query.class_id}`);
  if (query.student_user_id) conditions.push(sql`pr.student_user_id = ${query.student_user_id}`);
  if (query.period) conditions.push(sql`pr.period = ${query.period}`);
  if (query.mailed === "1") conditions.push(sql`pr.mailed_at is not null`);
  if (query.mailed === "0") conditions.push(sql`pr.mailed_at is null`);
  const where = conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
  const { rows, total } = await listReports(db, where, {
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return toPage(
    rows.map((row) => toReport(row, locale)),
    total,
    query.page,
    query.page_size,
  );
}

/** Staff see every class's statuses (or one teacher's); a teacher the classes they teach. */
async function statusScope(db: DbOrTx, actor: Actor, teacherUserId?: number): Promise<SQL> {
  if (isStaff(actor) && !teacherUserId) return sql`true`;
  const teacher = isStaff(actor) ? (teacherUserId as number) : actor.id;
  return sql`ll.session_class_id in ${idList(await taughtClassIds(db, teacher))}`;
}

export async function listProgressReportStatuses(
  db: DbOrTx,
  actor: Actor,
  query: ProgressReportStatusesQuery,
  locale: Locale = "en",
) {
  const scope = await statusScope(db, actor, query.teacher_user_id);
  const filters: SQL[] = [];
  if (query.class_id) filters.push(sql`o.session_class_id = ${query.class_id}`);
  if (query.status) filters.push(sql`o.status = ${query.status}`);
  if (query.period) filters.push(sql`o.period = ${query.period}`);
  const { rows, total } = await listStatuses(
    db,
    scope,
    filters.length > 0 ? sql.join(filters, sql` and `) : sql`true`,
    { limit: query.page_size, offset: (query.page - 1) * query.page_size },
  );
  const data: ProgressReportStatusRow[] = rows.map((row) => ({
    session_class: reportClass(row, locale),
    student: {
      id: row.student_user_id,
      username: row.student_username,
      first_name: row.student_first_name,
      last_name: row.student_last_name,
    },
    period: row.period,
    lesson_count: Number(row.lesson_count),
    status: row.status,
    report_id: row.report_id,
    mailed_at: toWireTimeOrNull(row.mailed_at),
  }));
  return toPage(data, total, query.page, query.page_size);
}

/**
 * The teacher's prompt: reports due in the classes the caller teaches, required versus written.
 * Always the caller's own classes, staff who teach too (the whole school is the status table's).
 */
export async function unfinishedProgressReports(
  db: DbOrTx,
  actor: Actor,
): Promise<UnfinishedProgressReports> {
  return countDueInClasses(db, await taughtClassIds(db, actor.id));
}

/** The same prompt for the home page, for whom GET progress-reports/unfinished is open (teachers, admins). */
export async function unfinishedProgressReportsFor(
  db: DbOrTx,
  actor: Actor,
): Promise<UnfinishedProgressReports | null> {
  return hasRole(actor, "teacher") ? unfinishedProgressReports(db, actor) : null;
}
