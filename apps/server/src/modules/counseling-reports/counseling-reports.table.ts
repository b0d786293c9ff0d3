import type { ReportFacts, ReportRecipient, ReportState } from "@edu/shared/counseling-reports";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sessionClasses } from "../classes/classes.table";
import { users } from "../users/users.table";

/**
 * A counselor's monthly report on one student of a counseling class to the student's parents (spec 03
 * §2 reports, issue 31). `facts` are data (ids and values, worded per reader when read or sent), the
 * summary sanitized rich text. Once sent (`sent_at`) the row is kept as sent: `recipients` says whom it
 * reached and how.
 */
export const counselingReports = pgTable(
  "counseling_reports",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    sessionClassId: integer("session_class_id")
      .notNull()
      .references(() => sessionClasses.id, { onDelete: "cascade" }),
    studentUserId: integer("student_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** YYYY-MM on the school's calendar. */
    month: text("month").notNull(),
    state: text("state").$type<ReportState>().notNull().default("draft"),
    facts: jsonb("facts").$type<ReportFacts>().notNull(),
    factsCollectedAt: timestamp("facts_collected_at", { withTimezone: true }).notNull().defaultNow(),
    summary: text("summary").notNull().default(""),
    plan: text("plan").notNull().default(""),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    sentBy: integer("sent_by").references(() => users.id, { onDelete: "set null" }),
    recipients: jsonb("recipients").$type<ReportRecipient[]>().notNull().default([]),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("counseling_reports_state_check", sql`state in ('draft', 'sent')`),
    check("counseling_reports_month_check", sql`month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check("counseling_reports_sent_check", sql`(state = 'sent') = (sent_at is not null)`),
    // One report per class, student and month: a second draft request meets this (409).
    uniqueIndex("counseling_reports_month_uq").on(t.sessionClassId, t.studentUserId, t.month),
    index("counseling_reports_student_idx").on(t.studentUserId, t.month),
  ],
);
