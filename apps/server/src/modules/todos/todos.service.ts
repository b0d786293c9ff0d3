import {
  displayName,
  LOCALES,
  type Locale,
  normalizeLocale,
  pagedList,
  type Todo,
  type TodoInput,
  type TodoListQuery,
  type TodoMember,
  todoTitleText,
} from "@edu/shared";
import type { Database, DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { AppError, notFound } from "../../http/app-error";
import { enqueueMail } from "../../mail";
import { richTextInput } from "../../rich-text";
import { recordAudit } from "../audit";
import { TODO_REMINDER } from "./todos.mail";
import * as repo from "./todos.repository";

const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;

function memberDto(row: repo.MemberRow): TodoMember {
  return {
    user_id: row.userId,
    first_name: row.firstName,
    last_name: row.lastName,
    full_name: displayName({ first_name: row.firstName, last_name: row.lastName, username: row.username }),
  };
}

/** A to-do's title for a reader: a system title's code in their language, else the title as typed. */
export function todoTitleFor(row: repo.TodoRow, locale: Locale): string {
  return row.titleCode ? todoTitleText(locale, row.titleCode, row.titleParams) : row.title;
}

/** Editing a system to-do without touching its title (the reader's rendering sent back) keeps its code. */
function keepsSystemTitle(row: repo.TodoRow, title: string): boolean {
  const code = row.titleCode;
  return (
    code != null && LOCALES.some((locale) => todoTitleText(locale, code, row.titleParams) === title.trim())
  );
}

function toDto(row: repo.TodoRow, members: repo.MemberRow[], locale: Locale): Todo {
  const mine = members.filter((m) => m.todoId === row.id);
  return {
    id: row.id,
    title: todoTitleFor(row, locale),
    status: row.status === 1 ? 1 : 0,
    is_all_day: flag(row.isAllDay),
    timezone: row.timezone,
    from_date: row.fromDate,
    from_time: row.fromTime,
    to_date: row.toDate,
    to_time: row.toTime,
    need_reminder: flag(!row.wantsReminder),
    reminder_number: row.reminderNumber,
    reminder_unit: row.reminderUnit,
    remind_at: row.remindAt?.toISOString() ?? null,
    reminded_at: row.remindedAt?.toISOString() ?? null,
    url: row.url,
    location: row.location,
    notes: row.notes,
    related_members: mine.filter((m) => m.kind === "related").map(memberDto),
    responsible_members: mine.filter((m) => m.kind === "responsible").map(memberDto),
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Members come from the staff picker: active super-admins only (spec 02 §6); anyone else is refused. */
async function checkedMembers(tx: DbOrTx, input: TodoInput) {
  const wanted = [
    ...input.responsible_members.map((m) => ({ userId: m.user_id, kind: "responsible" as const })),
    ...input.related_members.map((m) => ({ userId: m.user_id, kind: "related" as const })),
  ];
  const allowed = await repo.activeAdminIds(tx, [...new Set(wanted.map((m) => m.userId))]);
  const stranger = wanted.find((m) => !allowed.has(m.userId));
  if (stranger) {
    const field = stranger.kind === "responsible" ? "responsible_members" : "related_members";
    throw new AppError("validation_failed", { fieldErrors: { [field]: ["v.todo_member_not_staff"] } });
  }
  return wanted;
}

function columnsOf(input: TodoInput) {
  return {
    title: input.title,
    status: input.status,
    isAllDay: input.is_all_day,
    timezone: input.timezone,
    fromDate: input.from_date as string,
    fromTime: input.is_all_day ? null : (input.from_time ?? null),
    toDate: input.to_date ?? null,
    toTime: input.is_all_day ? null : (input.to_time ?? null),
    // The wire's need_reminder 0 means "remind me" (spec 02 §3).
    wantsReminder: !input.need_reminder,
    reminderNumber: input.reminder_number,
    reminderUnit: input.reminder_unit,
    url: input.url,
    location: input.location,
    notes: richTextInput("notes", input.notes),
  };
}

export async function getTodo(db: DbOrTx, id: number, locale: Locale = "en"): Promise<Todo> {
  const row = await repo.findTodo(db, id);
  if (!row) throw notFound("todo_not_found");
  return toDto(row, await repo.listMembers(db, [id]), locale);
}

export async function listTodos(db: DbOrTx, query: TodoListQuery, locale: Locale = "en") {
  const { rows, total } = await repo.listTodoPage(
    db,
    { q: query.query_string, userId: query.user_id, status: query.status },
    query.page,
    query.page_size,
  );
  const members = await repo.listMembers(
    db,
    rows.map((row) => row.id),
  );
  return pagedList(
    rows.map((row) => toDto(row, members, locale)),
    total,
    query.page,
    query.page_size,
  );
}

export async function createTodo(
  db: DbOrTx,
  actor: Actor,
  input: TodoInput,
  locale: Locale = "en",
): Promise<Todo> {
  const id = await db.transaction(async (tx) => {
    const members = await checkedMembers(tx, input);
    const todoId = await repo.insertTodo(tx, {
      ...columnsOf(input),
      createdBy: actor.id,
      updatedBy: actor.id,
    });
    await repo.replaceMembers(tx, todoId, members);
    return todoId;
  });
  return getTodo(db, id, locale);
}

export async function updateTodo(
  db: Database,
  actor: Actor,
  id: number,
  input: TodoInput | { status: 0 | 1 },
  locale: Locale = "en",
) {
  await db.transaction(async (tx) => {
    const before = await repo.findTodo(tx, id, true);
    if (!before) throw notFound("todo_not_found");
    if (!("title" in input)) {
      await repo.setStatus(tx, id, input.status, actor.id);
      return;
    }
    const members = await checkedMembers(tx, input);
    const columns = columnsOf(input);
    // A title typed over a system one is the admin's own text from now on.
    const title = keepsSystemTitle(before, input.title)
      ? { title: before.title }
      : { title: columns.title, titleCode: null, titleParams: null };
    await repo.updateTodo(tx, id, { ...columns, ...title, updatedBy: actor.id });
    await repo.replaceMembers(tx, id, members);
  });
  return getTodo(db, id, locale);
}

export async function deleteTodo(db: Database, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const before = await repo.findTodo(tx, id, true);
    if (!before) throw notFound("todo_not_found");
    await repo.deleteTodo(tx, id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "todo.deleted",
      targetType: "todo",
      targetId: id,
      before: { title: before.title, from_date: before.fromDate },
    });
  });
  return { ok: true as const };
}

function localWhen(todo: repo.TodoRow) {
  return todo.isAllDay ? todo.fromDate : `${todo.fromDate} ${todo.fromTime ?? "00:00"}`;
}

/**
 * Sends the reminders due at `now` through the outbox, once each: the items are locked (SKIP
 * LOCKED, so parallel processes share the work) and marked in the same transaction that queues
 * their mail. Run by the server every minute; a reminder missed while the server was down goes
 * out on the first run after it is back.
 */
export type TodoReminderOptions = {
  /** The site's address, for links to our pages. */
  publicUrl?: string;
  /** Also tells people who linked LINE (the line module's queue, passed in by main.ts). */
  pushLine?: (
    tx: DbOrTx,
    message: { userId: number; text: string; kind: string; meta?: Record<string, unknown> },
  ) => Promise<unknown>;
};

export async function runTodoRemindersOnce(
  db: Database,
  now = new Date(),
  { publicUrl = "", pushLine }: TodoReminderOptions = {},
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await repo.lockDueReminders(tx, now);
    for (const todo of due) {
      for (const person of await repo.recipientsOf(tx, todo)) {
        if (!person.email) continue;
        const locale: Locale = normalizeLocale(person.lang) ?? "en";
        const mail = TODO_REMINDER[locale];
        const url = todo.url.startsWith("/") ? `${publicUrl}${todo.url}` : todo.url;
        const parts = {
          title: todoTitleFor(todo, locale),
          when: localWhen(todo),
          timezone: todo.timezone,
          location: todo.location,
          url,
        };
        await enqueueMail(tx, {
          to: person.email,
          subject: mail.subject(parts),
          text: mail.text(parts),
          locale,
          kind: "todo_reminder",
          meta: { todo_id: todo.id, user_id: person.id },
        });
        await pushLine?.(tx, {
          userId: person.id,
          text: `${mail.subject(parts)}\n${parts.when} (${parts.timezone})${url ? `\n${url}` : ""}`,
          kind: "todo_reminder",
          meta: { todo_id: todo.id },
        });
      }
    }
    await repo.markReminded(
      tx,
      due.map((todo) => todo.id),
      now,
    );
    return due.length;
  });
}
