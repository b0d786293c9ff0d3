import type { Currency } from "@edu/shared";
import type { TeachingLogKind } from "@edu/shared/lessons";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { sessionClasses, studentClassTickets } from "../classes/classes.table";
import { users } from "../users/users.table";

/**
 * One lesson held (spec: teaching log): the class, who taught, when, for how long, at what salary.
 * The source of truth for payroll. Money references are `restrict`: a user or class with logs is
 * not deleted from under its bills and payroll.
 */
export const teachingLogs = pgTable(
  "teaching_logs",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").$type<TeachingLogKind>().notNull(),
    sessionClassId: integer("session_class_id")
      .notNull()
      .references(() => sessionClasses.id, { onDelete: "restrict" }),
    teacherUserId: integer("teacher_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    /** Minor units per hour. */
    salary: bigint("salary", { mode: "number" }).notNull().default(0),
    salaryCurrency: text("salary_currency").$type<Currency>().notNull().default("TWD"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    timezone: text("timezone").notNull().default("Asia/Taipei"),
    durationMinutes: integer("duration_minutes").notNull(),
    content: text("content").notNull().default(""),
    homework: text("homework").notNull().default(""),
    note: text("note").notNull().default(""),
    mailToStudents: boolean("mail_to_students").notNull().default(false),
    mailToParents: boolean("mail_to_parents").notNull().default(false),
    /**
     * Set by payroll (through `markTeachingLogsClaimed`) while the log is on a statement. A hint for
     * finding unpaid logs from the small partial index below; payroll_items stays the truth.
     */
    payrollClaimed: boolean("payroll_claimed").notNull().default(false),
    /**
     * Whether any of its lesson logs has a payable attendance (ATTENDANCE_STATUSES.payable): kept by
     * statement triggers on lesson_logs (migration 0034_lessons_has_payable_triggers), so every writer keeps
     * it, bulk inserts included. Payroll pays only such logs.
     */
    hasPayable: boolean("has_payable").notNull().default(false),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A class's logs, latest first (teaching-logs?class_id, next-teaching-log).
    index("teaching_logs_class_started_idx").on(
      table.sessionClassId,
      table.startedAt.desc(),
      table.id.desc(),
    ),
    // A teacher's logs (teaching-logs?teacher_user_id, payroll).
    index("teaching_logs_teacher_started_idx").on(
      table.teacherUserId,
      table.startedAt.desc(),
      table.id.desc(),
    ),
    index("teaching_logs_started_idx").on(table.startedAt.desc(), table.id.desc()),
    // Payable logs on no statement, per teacher (payroll/users/unpaid): only the unpaid few are
    // indexed, so the anti-join reads them instead of every log ever taught and probing each one's
    // lesson logs for a payable attendance (measured: 665 ms → see bench/RESULTS.md "lessons").
    index("teaching_logs_unpaid_idx")
      .on(table.teacherUserId, table.startedAt)
      .where(sql`${table.payrollClaimed} = false and ${table.hasPayable} = true`),
    check("teaching_logs_duration_ck", sql`${table.durationMinutes} > 0 and ${table.durationMinutes} <= 720`),
    check("teaching_logs_salary_ck", sql`${table.salary} >= 0`),
  ],
);

/**
 * One student at one lesson (spec: lesson log): fee and attendance, the source of truth for bills.
 * `session_class_id` and `started_at` repeat the teaching log's (kept equal by the service, which
 * writes both in one transaction) so a student's or a class's attendance is read from one index.
 */
export const lessonLogs = pgTable(
  "lesson_logs",
  {
    id: serial("id").primaryKey(),
    teachingLogId: integer("teaching_log_id")
      .notNull()
      .references(() => teachingLogs.id, { onDelete: "cascade" }),
    sessionClassId: integer("session_class_id")
      .notNull()
      .references(() => sessionClasses.id, { onDelete: "restrict" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    studentUserId: integer("student_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    studentClassTicketId: integer("student_class_ticket_id").references(() => studentClassTickets.id, {
      onDelete: "set null",
    }),
    /** Minor units per hour. */
    fee: bigint("fee", { mode: "number" }).notNull().default(0),
    feeCurrency: text("fee_currency").$type<Currency>().notNull().default("TWD"),
    /** ATTENDANCE_STATUSES in @edu/shared (1 present, the default). */
    attendanceStatus: smallint("attendance_status").notNull().default(1),
    hasVocabTest: boolean("has_vocab_test").notNull().default(false),
    comment: text("comment").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("lesson_logs_teaching_student_uq").on(table.teachingLogId, table.studentUserId),
    // student-attendances of one student (students, parents), latest first.
    index("lesson_logs_student_started_idx").on(table.studentUserId, table.startedAt.desc(), table.id.desc()),
    // student-attendances of a class (teachers, the class tab), latest first.
    index("lesson_logs_class_started_idx").on(table.sessionClassId, table.startedAt.desc(), table.id.desc()),
    index("lesson_logs_started_idx").on(table.startedAt.desc(), table.id.desc()),
    // student-attendances?attendance_status (staff), latest first: a rare status (absent, 3 %) was
    // a walk of lesson_logs_started_idx removing ~30 rows per row kept.
    index("lesson_logs_status_started_idx").on(
      table.attendanceStatus,
      table.startedAt.desc(),
      table.id.desc(),
    ),
    index("lesson_logs_ticket_idx").on(table.studentClassTicketId),
    check("lesson_logs_fee_ck", sql`${table.fee} >= 0`),
  ],
);
