import type { TodoReminderUnit, TodoTitleCode, TodoTitleParams } from "@edu/shared";
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "../users/users.table";

/** The admins' to-do items (spec 02 §3 to-do). */
export const todos = pgTable(
  "todos",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    /** 0 pending, 1 done (the spec's values). */
    status: smallint("status").notNull().default(0),
    isAllDay: boolean("is_all_day").notNull().default(false),
    timezone: text("timezone").notNull().default("Asia/Taipei"),
    fromDate: date("from_date").notNull(),
    fromTime: text("from_time"),
    toDate: date("to_date"),
    toTime: text("to_time"),
    /** Stored as meant (true: a reminder is wanted); the wire's need_reminder is its negation. */
    wantsReminder: boolean("wants_reminder").notNull().default(true),
    reminderNumber: integer("reminder_number").notNull().default(0),
    reminderUnit: text("reminder_unit").$type<TodoReminderUnit>().notNull().default("M"),
    /** The instant the reminder is due, computed by PostgreSQL from the local time and time zone. */
    remindAt: timestamp("remind_at", { withTimezone: true }),
    /** Set in the transaction that queues the reminder mail: sent once, also across restarts. */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    url: text("url").notNull().default(""),
    location: text("location").notNull().default(""),
    notes: text("notes").notNull().default(""),
    /**
     * Set on to-dos the system opens for what needs a person (`proof:12`, `problem:3`…): one item per
     * cause, closed by the system once the cause is gone (system-todos.ts).
     */
    sourceKey: text("source_key").unique(),
    /**
     * A title the system writes is a code and its parameters (TODO_TITLE_CODES), rendered in the
     * reader's language; `title` keeps the text in the school's language as a fallback.
     */
    titleCode: text("title_code").$type<TodoTitleCode>(),
    titleParams: jsonb("title_params").$type<TodoTitleParams>(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("todos_status_from_idx").on(table.status, table.fromDate, table.id),
    // The reminder job reads only what is due and not yet sent.
    index("todos_due_reminders_idx")
      .on(table.remindAt)
      .where(sql`${table.remindedAt} is null and ${table.status} = 0`),
  ],
);

/** Who an item concerns: responsible members act on it, related ones are kept informed. */
export const todoMembers = pgTable(
  "todo_members",
  {
    todoId: integer("todo_id")
      .notNull()
      .references(() => todos.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"related" | "responsible">().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.todoId, table.userId, table.kind] }),
    index("todo_members_user_idx").on(table.userId, table.kind),
  ],
);
