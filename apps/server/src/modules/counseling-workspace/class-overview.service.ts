import type { Locale } from "@edu/shared";
import {
  type ClassOverviewStudent,
  type CounselingClassOverview,
  type CounselingPerson,
  OVERVIEW_MAX_DEADLINES,
  OVERVIEW_MAX_TASKS,
} from "@edu/shared/counseling-workspace";
import { sql } from "drizzle-orm";
import type { Config } from "../../config";
import type { DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import type { Actor } from "../../http/actor";
import { notFound } from "../../http/app-error";
import { toWireTimeOrNull } from "../../http/wire-time";
import { schoolToday } from "../../school-calendar";
import { studentClassTickets } from "../classes";
import { counselingReports } from "../counseling-reports";
import { assertClassRead, counselingMeetingLogs } from "../counseling-tasks";
import { users } from "../users";
import { readClassRows, toClassRow } from "./counseling-classes.service";
import {
  type DeadlineJson,
  essayCounts,
  nextDeadlines,
  openTasks,
  type SchoolCountsRow,
  schoolCounts,
  type TaskJson,
  taskCounts,
  toDeadline,
} from "./student-progress.sql";
import { readableStudent } from "./workspace-access";

type StudentRow = CounselingPerson &
  SchoolCountsRow & {
    deadlines: DeadlineJson[] | null;
    tasks: TaskJson[] | null;
    open_total: number;
    overdue_total: number;
    essays_not_started: number;
    essays_in_progress: number;
    essays_finished: number;
    meeting_id: number | null;
    meeting_date: string | null;
    report_id: number | null;
    report_month: string | null;
    report_sent_at: Date | string | null;
  };

/**
 * GET counseling-class/{id}/overview: the class and, per student placed in it whom the caller reads, the
 * list's counts, next deadlines, open tasks, essays and the class's last meeting; one statement for the
 * students (laterals per student, student-progress.sql.ts). Schools, tasks and essays are the student's
 * whole record (a student's list is one, whatever class it was added in); meetings are the class's.
 * 404 unless the caller reads the class (counseling-tasks' class rule).
 */
export async function getClassOverview(
  db: DbOrTx,
  config: Pick<Config, "SCHOOL_TIME_ZONE">,
  actor: Actor,
  classId: number,
  locale: Locale,
  now = new Date(),
): Promise<CounselingClassOverview> {
  const role = await assertClassRead(db, actor, classId);
  // Parents and students read sent reports only (counseling-reports' rule); writers see drafts too.
  const reportsSeen = role === "counselor" || role === "admin" ? sql`true` : sql`r.state = 'sent'`;
  const [classRow] = await readClassRows(db, actor, sql`k.id = ${classId}`, { limit: 1, offset: 0 });
  if (!classRow) throw notFound();
  const today = schoolToday(now, config.SCHOOL_TIME_ZONE);
  const st = sql`st.id`;
  const rows = await queryRows<StudentRow>(
    db,
    sql`select st.id, st.username, st.first_name, st.last_name, sc.*, dd.deadlines, tl.tasks,
        tk.open_total, tk.overdue_total, es.essays_not_started, es.essays_in_progress, es.essays_finished,
        lm.id as meeting_id, lm.meeting_date::text as meeting_date,
        lr.id as report_id, lr.month as report_month, lr.sent_at as report_sent_at
      from ${users} st
      ${schoolCounts(st)}
      ${nextDeadlines(st, today, OVERVIEW_MAX_DEADLINES, locale)}
      ${taskCounts(st, today)}
      ${openTasks(st, today, OVERVIEW_MAX_TASKS)}
      ${essayCounts(st)}
      left join lateral (select m.id, m.meeting_date from ${counselingMeetingLogs} m
        where m.session_class_id = ${classId} order by m.meeting_date desc, m.id desc limit 1) lm on true
      left join lateral (select r.id, r.month, r.sent_at from ${counselingReports} r
        where r.session_class_id = ${classId} and r.student_user_id = st.id and ${reportsSeen}
        order by r.month desc limit 1) lr on true
      where st.id in (select t.student_user_id from ${studentClassTickets} t where t.session_class_id = ${classId})
        and ${readableStudent(actor, st)}
      order by st.last_name, st.first_name, st.id`,
  );
  return {
    class: toClassRow(actor, classRow, locale),
    students: rows.map(
      (row): ClassOverviewStudent => ({
        student: { id: row.id, username: row.username, first_name: row.first_name, last_name: row.last_name },
        schools: {
          total: row.total,
          applying: row.applying,
          by_category: {
            uncategorized: row.uncategorized,
            dream: row.dream,
            reach: row.reach,
            fit: row.fit,
            safety: row.safety,
          },
          by_result: {
            admitted: row.admitted,
            rejected: row.rejected,
            deferred: row.deferred,
            waitlisted: row.waitlisted,
            enrolled: row.enrolled,
            pending: row.pending,
          },
        },
        next_deadlines: (row.deadlines ?? []).map((deadline) => toDeadline(deadline, today)),
        open_tasks: row.tasks ?? [],
        open_tasks_total: row.open_total,
        overdue_tasks_total: row.overdue_total,
        essays: {
          not_started: row.essays_not_started,
          in_progress: row.essays_in_progress,
          finished: row.essays_finished,
        },
        last_meeting:
          row.meeting_id != null && row.meeting_date
            ? { id: row.meeting_id, meeting_date: row.meeting_date }
            : null,
        last_report:
          row.report_id != null && row.report_month
            ? { id: row.report_id, month: row.report_month, sent_at: toWireTimeOrNull(row.report_sent_at) }
            : null,
      }),
    ),
  };
}
