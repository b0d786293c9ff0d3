import type { CounselingTaskStatus } from "@edu/shared/counseling-tasks";
import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { sessionClasses } from "../classes/classes.table";
import { users } from "../users/users.table";

const STATUS_CHECK = sql`status in ('unfinished', 'processing', 'finished')`;

/**
 * A counseling student's task (spec 03 §2, §4). With subtasks its status is kept equal to what they
 * give (`statusFromSubtasks`), written in the same transaction as the subtask. `due_todo_at`: when the
 * due-task sweep opened its to-do (once per task).
 */
export const counselingTasks = pgTable(
  "counseling_tasks",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    studentUserId: integer("student_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionClassId: integer("session_class_id").references(() => sessionClasses.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    status: text("status").$type<CounselingTaskStatus>().notNull().default("unfinished"),
    dueDate: date("due_date"),
    assigneeUserId: integer("assignee_user_id").references(() => users.id, { onDelete: "set null" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    dueTodoAt: timestamp("due_todo_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("counseling_tasks_status_check", STATUS_CHECK),
    index("counseling_tasks_student_idx").on(t.studentUserId, t.dueDate),
    index("counseling_tasks_class_idx").on(t.sessionClassId, t.dueDate),
    // The due-task sweep reads only open tasks whose to-do is not opened yet.
    index("counseling_tasks_due_idx")
      .on(t.dueDate)
      .where(sql`status <> 'finished' and due_todo_at is null and due_date is not null`),
  ],
);

/** A task's step, ordered by `position` then id. */
export const counselingSubtasks = pgTable(
  "counseling_subtasks",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    taskId: integer("task_id")
      .notNull()
      .references(() => counselingTasks.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    status: text("status").$type<CounselingTaskStatus>().notNull().default("unfinished"),
    dueDate: date("due_date"),
    position: integer("position").notNull().default(0),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("counseling_subtasks_status_check", STATUS_CHECK),
    index("counseling_subtasks_task_idx").on(t.taskId, t.position),
  ],
);

/** A counseling class's meeting (spec 03 §2 meetingLogs): attendees are user ids of the class's people. */
export const counselingMeetingLogs = pgTable(
  "counseling_meeting_logs",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    sessionClassId: integer("session_class_id")
      .notNull()
      .references(() => sessionClasses.id, { onDelete: "cascade" }),
    meetingDate: date("meeting_date").notNull(),
    attendeeUserIds: jsonb("attendee_user_ids").$type<number[]>().notNull().default([]),
    notes: text("notes").notNull().default(""),
    nextSteps: jsonb("next_steps").$type<string[]>().notNull().default([]),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("counseling_meeting_logs_class_idx").on(t.sessionClassId, t.meetingDate)],
);
