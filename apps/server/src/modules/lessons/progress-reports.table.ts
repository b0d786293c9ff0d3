import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sessionClasses } from "../classes/classes.table";
import { users } from "../users/users.table";

/**
 * A progress report: one per class, student and month ("YYYY-MM"), written by a teacher of the class
 * (or the office) as rich text, mailed to the parents through the outbox. What is owed is derived
 * from the lesson logs (progress-reports.repository.ts), never stored.
 */
export const progressReports = pgTable(
  "progress_reports",
  {
    id: serial("id").primaryKey(),
    sessionClassId: integer("session_class_id")
      .notNull()
      .references(() => sessionClasses.id, { onDelete: "cascade" }),
    studentUserId: integer("student_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    period: text("period").notNull(),
    /** Sanitized rich text (richTextInput). */
    content: text("content").notNull().default(""),
    authorUserId: integer("author_user_id").references(() => users.id, { onDelete: "set null" }),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("progress_reports_class_student_period_uq").on(
      table.sessionClassId,
      table.studentUserId,
      table.period,
    ),
    index("progress_reports_student_idx").on(table.studentUserId, table.period),
    index("progress_reports_period_idx").on(table.period, table.id),
    check("progress_reports_period_ck", sql`${table.period} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);
