import type { CounselingTaskStatus } from "@edu/shared/counseling-tasks";
import { asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { insertedRow, queryRows } from "../../db/query-rows";
import { users } from "../users";
import { counselingSubtasks, counselingTasks } from "./counseling-tasks.table";

/** A task row with the names the answer shows. */
export type TaskRow = {
  id: number;
  student_user_id: number;
  student_username: string;
  student_first: string | null;
  student_last: string | null;
  session_class_id: number | null;
  title: string;
  description: string;
  status: CounselingTaskStatus;
  due_date: string | null;
  assignee_user_id: number | null;
  assignee_first: string | null;
  assignee_last: string | null;
  assignee_username: string | null;
  created_by: number | null;
  creator_first: string | null;
  creator_last: string | null;
  creator_username: string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

const taskSelect = sql`select t.id, t.student_user_id, s.username as student_username,
    s.first_name as student_first, s.last_name as student_last, t.session_class_id, t.title, t.description,
    t.status, t.due_date::text as due_date, t.assignee_user_id, a.first_name as assignee_first,
    a.last_name as assignee_last, a.username as assignee_username, t.created_by,
    c.first_name as creator_first, c.last_name as creator_last, c.username as creator_username,
    t.created_at, t.updated_at
  from ${counselingTasks} t
  join ${users} s on s.id = t.student_user_id
  left join ${users} a on a.id = t.assignee_user_id
  left join ${users} c on c.id = t.created_by`;

/** A page of tasks matching `where` (over alias t), earliest due first (no date last). */
export async function taskPage(db: DbOrTx, where: SQL, page: number, pageSize: number) {
  const rows = await queryRows<TaskRow>(
    db,
    sql`${taskSelect} where ${where}
      order by t.due_date asc nulls last, t.id limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${counselingTasks} t where ${where}`,
  );
  return { rows, total: count?.n ?? 0 };
}

export async function findTask(db: DbOrTx, id: number, lock = false): Promise<TaskRow | undefined> {
  const [row] = await queryRows<TaskRow>(
    db,
    sql`${taskSelect} where t.id = ${id}${lock ? sql` for update of t` : sql``}`,
  );
  return row;
}

export type SubtaskRow = typeof counselingSubtasks.$inferSelect;

export function subtasksOf(db: DbOrTx, taskIds: number[]): Promise<SubtaskRow[]> {
  if (taskIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(counselingSubtasks)
    .where(inArray(counselingSubtasks.taskId, taskIds))
    .orderBy(asc(counselingSubtasks.position), asc(counselingSubtasks.id));
}

export async function findSubtask(db: DbOrTx, id: number): Promise<SubtaskRow | undefined> {
  const [row] = await db.select().from(counselingSubtasks).where(eq(counselingSubtasks.id, id));
  return row;
}

export async function insertTask(db: DbOrTx, values: typeof counselingTasks.$inferInsert) {
  return insertedRow(
    await db.insert(counselingTasks).values(values).returning({ id: counselingTasks.id }),
    "counseling_tasks",
  ).id;
}

export async function updateTask(
  db: DbOrTx,
  id: number,
  values: Partial<typeof counselingTasks.$inferInsert>,
) {
  await db
    .update(counselingTasks)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(counselingTasks.id, id));
}

export async function deleteTask(db: DbOrTx, id: number) {
  await db.delete(counselingTasks).where(eq(counselingTasks.id, id));
}

export async function insertSubtask(db: DbOrTx, values: typeof counselingSubtasks.$inferInsert) {
  return insertedRow(await db.insert(counselingSubtasks).values(values).returning(), "counseling_subtasks");
}

export async function updateSubtask(
  db: DbOrTx,
  id: number,
  values: Partial<typeof counselingSubtasks.$inferInsert>,
) {
  const [row] = await db
    .update(counselingSubtasks)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(counselingSubtasks.id, id))
    .returning();
  return row;
}

export async function deleteSubtask(db: DbOrTx, id: number) {
  await db.delete(counselingSubtasks).where(eq(counselingSubtasks.id, id));
}

/** The next position at the end of a task's subtasks. */
export async function nextPosition(db: DbOrTx, taskId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select coalesce(max(position) + 1, 0)::int as n from ${counselingSubtasks} where task_id = ${taskId}`,
  );
  return row?.n ?? 0;
}

/** Makes room at `position`: the task's subtasks from there on move one down (other than `exceptId`). */
export async function makeRoomAt(db: DbOrTx, taskId: number, position: number, exceptId = 0) {
  await db.execute(
    sql`update ${counselingSubtasks} set position = position + 1
      where task_id = ${taskId} and position >= ${position} and id <> ${exceptId}`,
  );
}
