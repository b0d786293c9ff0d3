import type { Currency, PayrollItemKind, PayrollPaymentMethod, TeacherLedgerEntryKind } from "@edu/shared";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { teachingLogs } from "../lessons/lessons.table";
import { users } from "../users/users.table";

/**
 * A salary statement (spec: payroll) for one teacher and period. Its state is derived from the
 * facts kept here and in its problems and payment allocations (sent, confirmed, open problem,
 * payments ≥ total), never stored. `total` is the sum of its rounded lines, written by the server.
 */
export const payrolls = pgTable(
  "payrolls",
  {
    id: serial("id").primaryKey(),
    teacherUserId: integer("teacher_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    title: text("title").notNull(),
    periodStart: date("period_start").notNull(),
    periodEnd: date("period_end").notNull(),
    currency: text("currency").$type<Currency>().notNull().default("TWD"),
    total: bigint("total", { mode: "number" }).notNull().default(0),
    paymentMethod: text("payment_method").$type<PayrollPaymentMethod>().notNull().default("bank_transfer"),
    note: text("note").notNull().default(""),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    confirmedBy: integer("confirmed_by").references(() => users.id, { onDelete: "set null" }),
    confirmedForTeacher: boolean("confirmed_for_teacher").notNull().default(false),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("payrolls_teacher_idx").on(table.teacherUserId, table.id.desc()),
    check("payrolls_total_ck", sql`${table.total} >= 0`),
    check("payrolls_period_ck", sql`${table.periodStart} <= ${table.periodEnd}`),
  ],
);

/**
 * One line of a statement: a teaching log (its pay computed and rounded once when the line is
 * written) or a manual bonus or deduction with its reason. A teaching log is on at most one
 * statement (unique index): deleting a statement frees its logs.
 */
export const payrollItems = pgTable(
  "payroll_items",
  {
    id: serial("id").primaryKey(),
    payrollId: integer("payroll_id")
      .notNull()
      .references(() => payrolls.id, { onDelete: "cascade" }),
    kind: text("kind").$type<PayrollItemKind>().notNull(),
    teachingLogId: integer("teaching_log_id").references(() => teachingLogs.id, { onDelete: "restrict" }),
    reason: text("reason").notNull().default(""),
    classId: integer("class_id"),
    className: text("class_name"),
    startedAt: timestamp("started_at", { withTimezone: true }),
    durationMinutes: integer("duration_minutes"),
    salaryUnit: smallint("salary_unit"),
    isOnline: boolean("is_online"),
    /** Minor units per salary unit. */
    rate: bigint("rate", { mode: "number" }),
    payableStudents: integer("payable_students"),
    /** Minor units, ≥ 0; deductions subtract. */
    amount: bigint("amount", { mode: "number" }).notNull(),
    currency: text("currency").$type<Currency>().notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (table) => [
    index("payroll_items_payroll_idx").on(table.payrollId, table.sortOrder),
    uniqueIndex("payroll_items_teaching_log_uq")
      .on(table.teachingLogId)
      .where(sql`${table.teachingLogId} is not null`),
    check("payroll_items_amount_ck", sql`${table.amount} >= 0`),
    check("payroll_items_kind_ck", sql`(${table.kind} = 'teaching') = (${table.teachingLogId} is not null)`),
  ],
);

/** A teacher's dispute of a sent statement, naming items; resolved when an admin resends or resets. */
export const payrollProblems = pgTable(
  "payroll_problems",
  {
    id: serial("id").primaryKey(),
    payrollId: integer("payroll_id")
      .notNull()
      .references(() => payrolls.id, { onDelete: "cascade" }),
    itemIds: jsonb("item_ids").$type<number[]>().notNull().default([]),
    description: text("description").notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: integer("resolved_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [index("payroll_problems_payroll_idx").on(table.payrollId)],
);

/** Money paid to a teacher (spec: teacher payment): method, date, reference, amount. Never deleted. */
export const teacherPayments = pgTable(
  "teacher_payments",
  {
    id: serial("id").primaryKey(),
    teacherUserId: integer("teacher_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    currency: text("currency").$type<Currency>().notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    method: text("method").$type<PayrollPaymentMethod>().notNull(),
    paidOn: date("paid_on").notNull(),
    reference: text("reference").notNull().default(""),
    note: text("note").notNull().default(""),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("teacher_payments_teacher_idx").on(table.teacherUserId, table.id.desc()),
    check("teacher_payments_amount_ck", sql`${table.amount} > 0`),
  ],
);

/** Which statements a payment pays, and how much of each. A statement with any is not deleted. */
export const teacherPaymentAllocations = pgTable(
  "teacher_payment_allocations",
  {
    id: serial("id").primaryKey(),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => teacherPayments.id, { onDelete: "cascade" }),
    payrollId: integer("payroll_id")
      .notNull()
      .references(() => payrolls.id, { onDelete: "restrict" }),
    amount: bigint("amount", { mode: "number" }).notNull(),
  },
  (table) => [
    uniqueIndex("teacher_payment_allocations_uq").on(table.paymentId, table.payrollId),
    index("teacher_payment_allocations_payroll_idx").on(table.payrollId),
    check("teacher_payment_allocations_amount_ck", sql`${table.amount} > 0`),
  ],
);

/**
 * A teacher's ledger (DESIGN.md §5): append-only, never updated or deleted; a correction is a
 * `reversal` naming the entry it undoes (at most once). Owed per currency = the sum.
 */
export const teacherLedgerEntries = pgTable(
  "teacher_ledger_entries",
  {
    id: serial("id").primaryKey(),
    teacherUserId: integer("teacher_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    currency: text("currency").$type<Currency>().notNull(),
    /** Signed minor units: + owed to the teacher, − paid. */
    amount: bigint("amount", { mode: "number" }).notNull(),
    kind: text("kind").$type<TeacherLedgerEntryKind>().notNull(),
    effectiveOn: date("effective_on").notNull(),
    /** The statement it comes from (kept after a statement is deleted: no foreign key). */
    payrollId: integer("payroll_id"),
    paymentId: integer("payment_id").references(() => teacherPayments.id, { onDelete: "restrict" }),
    reversesId: integer("reverses_id"),
    memo: text("memo").notNull().default(""),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("teacher_ledger_teacher_idx").on(table.teacherUserId, table.currency, table.effectiveOn),
    uniqueIndex("teacher_ledger_reverses_uq")
      .on(table.reversesId)
      .where(sql`${table.reversesId} is not null`),
    index("teacher_ledger_payroll_idx").on(table.payrollId),
  ],
);

/** A periodic statement a teacher receives (spec: monetary statement); figures come from the ledger. */
export const monetaryStatements = pgTable(
  "monetary_statements",
  {
    id: serial("id").primaryKey(),
    teacherUserId: integer("teacher_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    title: text("title").notNull(),
    periodStart: date("period_start").notNull(),
    periodEnd: date("period_end").notNull(),
    note: text("note").notNull().default(""),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("monetary_statements_teacher_idx").on(table.teacherUserId, table.id.desc()),
    check("monetary_statements_period_ck", sql`${table.periodStart} <= ${table.periodEnd}`),
  ],
);

/**
 * Per teacher: their payable teaching logs on no statement (teaching_logs.payroll_claimed = false and
 * has_payable = true), counted, with the first and latest lesson times. A cache kept by a statement
 * trigger on teaching_logs (migration 0039): every writer of the two flags, of a log's time or teacher
 * (statements, attendance, lesson log edits, bulk seeds) recomputes the rows of the teachers it touched.
 * GET payroll/users/unpaid reads it instead of grouping every unpaid log on each request. A row stays at
 * 0 once its teacher has nothing unpaid (so the trigger can lock it before recounting).
 */
export const payrollUnpaidTeachers = pgTable(
  "payroll_unpaid_teachers",
  {
    teacherUserId: integer("teacher_user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    unpaidLogs: integer("unpaid_logs").notNull().default(0),
    firstUnpaidAt: timestamp("first_unpaid_at", { withTimezone: true }),
    latestAt: timestamp("latest_at", { withTimezone: true }),
  },
  (table) => [
    index("payroll_unpaid_teachers_latest_idx")
      .on(table.latestAt.desc(), table.teacherUserId)
      .where(sql`${table.unpaidLogs} > 0`),
  ],
);
