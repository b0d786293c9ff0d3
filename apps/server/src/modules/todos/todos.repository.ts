import { and, asc, desc, eq, exists, inArray, or, type SQL, sql } from "drizzle-orm";
import { countUpTo } from "../../db/count-up-to";
import type { DbOrTx } from "../../db/database";
import { containsPattern } from "../../db/like-pattern";
import { insertedRow } from "../../db/query-rows";
import { readAll } from "../../db/read-all";
import { userRoles, users } from "../users/users.table";
import { todoMembers, todos } from "./todos.table";

export type TodoRow = typeof todos.$inferSelect;
export type MemberRow = {
  todoId: number;
  userId: number;
  kind: "related" | "responsible";
  firstName: string;
  lastName: string;
  username: string;
};

/**
 * The reminder's instant: the item's local start (midnight when all day) in its own time zone,
 * less the reminder's lead time. PostgreSQL does the zone arithmetic, so daylight-saving changes
 * and far-away zones are right to the minute.
 */
const REMIND_AT = sql`case when ${todos.wantsReminder} then
  ((${todos.fromDate}::text || ' ' || case when ${todos.isAllDay} then '00:00' else coalesce(${todos.fromTime}, '00:00') end)::timestamp
    at time zone ${todos.timezone})
  - make_interval(
      mins => case when ${todos.reminderUnit} = 'M' then ${todos.reminderNumber} else 0 end,
      hours => case when ${todos.reminderUnit} = 'H' then ${todos.reminderNumber} else 0 end,
      days => case when ${todos.reminderUnit} = 'D' then ${todos.reminderNumber} else 0 end)
  end`;

export async function insertTodo(db: DbOrTx, values: typeof todos.$inferInsert): Promise<number> {
  const row = insertedRow(await db.insert(todos).values(values).returning({ id: todos.id }), "todos");
  await refreshRemindAt(db, row.id);
  return row.id;
}

export async function updateTodo(db: DbOrTx, id: number, values: Partial<typeof todos.$inferInsert>) {
  await db
    .update(todos)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(todos.id, id));
  await refreshRemindAt(db, id);
}

/** Recomputes the due instant; a reminder moved to another time may go out again. */
async function refreshRemindAt(db: DbOrTx, id: number) {
  await db.execute(sql`
    update ${todos} set
      reminded_at = case when remind_at is not distinct from (${REMIND_AT}) then reminded_at else null end,
      remind_at = ${REMIND_AT}
    where ${todos.id} = ${id}`);
}

export async function setStatus(db: DbOrTx, id: number, status: 0 | 1, by: number) {
  const [row] = await db
    .update(todos)
    .set({ status, updatedBy: by, updatedAt: sql`now()` })
    .where(eq(todos.id, id))
    .returning({ id: todos.id });
  return row;
}

export async function deleteTodo(db: DbOrTx, id: number) {
  const [row] = await db.delete(todos).where(eq(todos.id, id)).returning({ id: todos.id });
  return row;
}

export async function findTodo(db: DbOrTx, id: number, lock = false): Promise<TodoRow | undefined> {
  const query = db.select().from(todos).where(eq(todos.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export async function replaceMembers(
  db: DbOrTx,
  todoId: number,
  members: { userId: number; kind: "related" | "responsible" }[],
) {
  await db.delete(todoMembers).where(eq(todoMembers.todoId, todoId));
  if (members.length) {
    await db
      .insert(todoMembers)
      .values(members.map((m) => ({ todoId, ...m })))
      .onConflictDoNothing();
  }
}

export async function listMembers(db: DbOrTx, todoIds: number[]): Promise<MemberRow[]> {
  if (todoIds.length === 0) return [];
  return db
    .select({
      todoId: todoMembers.todoId,
      userId: todoMembers.userId,
      kind: todoMembers.kind,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(todoMembers)
    .innerJoin(users, eq(users.id, todoMembers.userId))
    .where(inArray(todoMembers.todoId, todoIds))
    .orderBy(asc(todoMembers.todoId), asc(users.firstName), asc(users.id));
}

/** The ids among `ids` that are active super-admins (the staff picker's people, spec 02 §6). */
export async function activeAdminIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(inArray(users.id, ids), eq(users.isActive, true), eq(userRoles.role, "super-admin")));
  return new Set(rows.map((row) => row.id));
}

export async function listTodoPage(
  db: DbOrTx,
  filter: { q?: string; userId?: number; status?: number },
  page: number,
  pageSize: number,
) {
  const conditions: SQL[] = [];
  if (filter.status !== undefined) conditions.push(eq(todos.status, filter.status));
  if (filter.q) {
    const like = containsPattern(filter.q);
    conditions.push(
      sql`(${todos.title} ilike ${like} or ${todos.location} ilike ${like} or ${todos.notes} ilike ${like})`,
    );
  }
  if (filter.userId !== undefined) {
    const member = db
      .select({ one: sql`1` })
      .from(todoMembers)
      .where(and(eq(todoMembers.todoId, todos.id), eq(todoMembers.userId, filter.userId)));
    const mine = or(eq(todos.createdBy, filter.userId), exists(member));
    if (mine) conditions.push(mine);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, total] = await readAll(db, [
    () =>
      db
        .select()
        .from(todos)
        .where(where)
        // Pending first, () => soonest (and late) first; done ones most recent first.
        .orderBy(
          asc(todos.status),
          sql`case when ${todos.status} = 0 then ${todos.fromDate} end asc nulls last`,
          sql`case when ${todos.status} = 0 then coalesce(${todos.fromTime}, '00:00') end asc nulls last`,
          desc(todos.updatedAt),
          desc(todos.id),
        )
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    () => countUpTo(db, todos, where),
  ]);
  return { rows, total };
}

/** Due reminders, locked so two processes never send the same one (SKIP LOCKED). */
export async function lockDueReminders(db: DbOrTx, now: Date, limit = 100): Promise<TodoRow[]> {
  return db
    .select()
    .from(todos)
    .where(
      and(
        sql`${todos.remindAt} <= ${now.toISOString()}::timestamptz`,
        sql`${todos.remindedAt} is null`,
        eq(todos.status, 0),
      ),
    )
    .orderBy(asc(todos.remindAt))
    .limit(limit)
    .for("update", { skipLocked: true });
}

export async function markReminded(db: DbOrTx, ids: number[], now: Date) {
  if (ids.length) await db.update(todos).set({ remindedAt: now }).where(inArray(todos.id, ids));
}

export async function recipientsOf(db: DbOrTx, todo: TodoRow) {
  const responsible = await db
    .select({
      id: users.id,
      email: users.email,
      lang: users.lang,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(todoMembers)
    .innerJoin(users, eq(users.id, todoMembers.userId))
    .where(
      and(eq(todoMembers.todoId, todo.id), eq(todoMembers.kind, "responsible"), eq(users.isActive, true)),
    );
  if (responsible.length || !todo.createdBy) return responsible;
  // Nobody responsible: the one who wrote it is reminded.
  return db
    .select({
      id: users.id,
      email: users.email,
      lang: users.lang,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(and(eq(users.id, todo.createdBy), eq(users.isActive, true)));
}
