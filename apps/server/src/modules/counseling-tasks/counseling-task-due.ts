import { displayName, LOCALES, type Locale } from "@edu/shared";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { SCHOOL_TIME_ZONE_DEFAULT, schoolToday } from "../../school-calendar";
import { sessionClassTeachers } from "../classes";
import { openEventTodo } from "../todos";
import { users } from "../users";
import { text } from "./counseling-task-view";
import { counselingTasks } from "./counseling-tasks.table";

/** Tasks handled per run; the rest wait for the next run. */
const BATCH = 200;

type DueRow = {
  id: number;
  title: string;
  due_date: string;
  session_class_id: number | null;
  username: string;
  first_name: string;
  last_name: string;
};

/**
 * A task still open on its due date (school calendar) opens one system to-do naming the task, the student
 * and the class's counselors (its teachers and TAs), linked to the class's task page. System to-dos are
 * the admins' (todos: members are super-admins), so the counselors are named in the title. Once per task
 * and due date: `due_todo_at` is set in the same transaction and the to-do's key holds the date, so a
 * finished task never opens one and a moved date opens one more. Rows are claimed with SKIP LOCKED: safe
 * in several processes.
 */
export async function runCounselingTaskDueOnce(
  db: Database,
  now = new Date(),
  options: { timeZone?: string } = {},
): Promise<{ opened: number }> {
  const today = schoolToday(now, options.timeZone ?? SCHOOL_TIME_ZONE_DEFAULT);
  return db.transaction(async (tx) => {
    const due = await queryRows<DueRow>(
      tx,
      sql`select t.id, t.title, t.due_date::text as due_date, t.session_class_id,
          u.username, u.first_name, u.last_name
        from ${counselingTasks} t join ${users} u on u.id = t.student_user_id
        where t.due_date <= ${today}::date and t.status <> 'finished' and t.due_todo_at is null
          and t.due_date is not null
        order by t.due_date, t.id limit ${BATCH}
        for update of t skip locked`,
    );
    let opened = 0;
    for (const task of due) {
      const counselors = await queryRows<{ first_name: string; last_name: string; username: string }>(
        tx,
        sql`select u.first_name, u.last_name, u.username from ${sessionClassTeachers} ct
          join ${users} u on u.id = ct.user_id
          where ct.session_class_id = ${task.session_class_id ?? 0} order by ct.user_id`,
      );
      const student = displayName(task);
      const names = counselors.map((counselor) => displayName(counselor)).join(", ") || "—";
      const titles = Object.fromEntries(
        LOCALES.map((locale) => [
          locale,
          text(locale, "ct_due_todo", { task: task.title, student, counselors: names }),
        ]),
      ) as Record<Locale, string>;
      const url = task.session_class_id
        ? `/private/counseling/${task.session_class_id}/tasks`
        : `/private/counseling/student/${task.username}/tasks`;
      if (
        await openEventTodo(tx, { key: `counseling-task-due:${task.id}:${task.due_date}`, url, titles }, now)
      )
        opened += 1;
      await tx.execute(sql`update ${counselingTasks} set due_todo_at = ${now.toISOString()}::timestamptz
        where id = ${task.id}`);
    }
    return { opened };
  });
}
