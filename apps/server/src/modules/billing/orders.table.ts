import type { Currency, Locale, OrderItemType, OrderStatus } from "@edu/shared";
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { enrolledCourseSessions } from "../enrollment/enrollment.table";
import { lessonLogs } from "../lessons/lesson-logs.table";
import { users } from "../users/users.table";

/** Rates a bill used: TWD per unit of each other currency, decimal strings (never changed later). */
export type OrderRates = Partial<Record<Exclude<Currency, "TWD">, string>>;

/**
 * A bill (spec: order) to one parent. `total_price` is computed by the server from its lines (each
 * rounded once, converted through TWD at `rates`). `status` is derived: written only through
 * `refreshOrderStatus` (order-status.ts); on create the service sets `created`.
 */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    parentUserId: integer("parent_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    title: text("title").notNull(),
    notes: text("notes").notNull().default(""),
    receivableDate: date("receivable_date").notNull(),
    priceCurrency: text("price_currency").$type<Currency>().notNull().default("TWD"),
    /** Minor units, the sum of the rounded lines. */
    totalPrice: bigint("total_price", { mode: "number" }).notNull().default(0),
    /** An adjustment (plus or minus) the admin sets: PATCH order/{id}/difference-price. */
    differencePrice: bigint("difference_price", { mode: "number" }).notNull().default(0),
    differencePriceCurrency: text("difference_price_currency").$type<Currency>().notNull().default("TWD"),
    paymentInfo: text("payment_info").notNull().default(""),
    paymentInfoIndex: integer("payment_info_index"),
    paymentInfoRemark: text("payment_info_remark").notNull().default(""),
    remarkToSystem: text("remark_to_system").notNull().default(""),
    status: smallint("status").$type<OrderStatus>().notNull().default(0),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    markPaidAt: timestamp("mark_paid_at", { withTimezone: true }),
    markPaidBy: integer("mark_paid_by").references(() => users.id, { onDelete: "set null" }),
    /** TWD per unit of each currency the bill converted from, as used at creation. */
    rates: jsonb("rates").$type<OrderRates>().notNull().default({}),
    locale: text("locale").$type<Locale>().notNull().default("zh-TW"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Soft delete: a deleted bill frees its lesson logs and enrollments for another bill. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    deletedBy: integer("deleted_by").references(() => users.id, { onDelete: "set null" }),
    /**
     * A bill that had verified money is voided, never deleted: its money went back to the family as
     * credit (reversing entries) and it stays readable as void; `deleted_at` is set with it so its
     * lesson logs and enrollments are free for another bill.
     */
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidedBy: integer("voided_by").references(() => users.id, { onDelete: "set null" }),
    voidReason: text("void_reason").notNull().default(""),
  },
  (table) => [
    index("orders_parent_idx").on(table.parentUserId, table.createdAt.desc()),
    index("orders_list_idx").on(table.status, table.createdAt.desc(), table.id.desc()),
    // The unpaid and paid lists, newest first: a page reads its 50 rows from one of these instead of
    // sorting every live bill (order/unpaid 41 ms of CPU per request on 100k bills, bench/RESULTS.md).
    index("orders_unpaid_recent_idx")
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.deletedAt} is null and ${table.status} <> 4`),
    index("orders_paid_recent_idx")
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.deletedAt} is null and ${table.status} = 4`),
    // The bill list's keyword (`title ilike '%…%'`, listConditions in orders.repository.ts): a trigram
    // index instead of reading every live bill (146 ms of CPU per request on 100k bills, bench/RESULTS.md).
    index("orders_title_trgm_idx").using("gin", sql`${table.title} gin_trgm_ops`),
    check("orders_total_ck", sql`${table.totalPrice} >= 0`),
  ],
);

/** One line of a bill: an enrolled session, a set of lesson logs, or a manual line. */
export const orderItems = pgTable(
  "order_items",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    type: text("type").$type<OrderItemType>().notNull(),
    /** The enrolled course session of an enrollment line (null for lesson and manual lines). */
    enrolledSessionId: integer("enrolled_session_id").references(() => enrolledCourseSessions.id, {
      onDelete: "restrict",
    }),
    /** Lesson lines: the class the logs belong to (for grouping), else null. */
    sessionClassId: integer("session_class_id"),
    /** The student the line is for. */
    userId: integer("user_id").references(() => users.id, { onDelete: "restrict" }),
    title: text("title").notNull(),
    /** Minor units in `price_currency`, rounded once. */
    price: bigint("price", { mode: "number" }).notNull(),
    priceCurrency: text("price_currency").$type<Currency>().notNull(),
    /** The line in the bill's currency (converted through TWD at the bill's rates, rounded once). */
    convertedPrice: bigint("converted_price", { mode: "number" }).notNull(),
    remark: text("remark").notNull().default(""),
    /** Copied from orders.deleted_at so the partial unique indexes see live bills only. */
    orderDeleted: smallint("order_deleted").notNull().default(0),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("order_items_order_idx").on(table.orderId, table.position),
    index("order_items_user_idx").on(table.userId),
    // An enrolled session is billed on one live bill at most.
    uniqueIndex("order_items_enrolled_live_uq")
      .on(table.enrolledSessionId)
      .where(sql`${table.enrolledSessionId} is not null and ${table.orderDeleted} = 0`),
  ],
);

/** One lesson log billed in a lesson line: billed at most once across live bills (409 otherwise). */
export const orderLessonLogs = pgTable(
  "order_lesson_logs",
  {
    id: serial("id").primaryKey(),
    orderItemId: integer("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    lessonLogId: integer("lesson_log_id")
      .notNull()
      .references(() => lessonLogs.id, { onDelete: "restrict" }),
    /** The fee per hour (minor units) read from the lesson log. */
    unitPrice: bigint("unit_price", { mode: "number" }).notNull(),
    /** Hours billed, decimal string (lesson minutes / 60). */
    unit: numeric("unit", { precision: 8, scale: 4 }).notNull(),
    /** unit_price × unit, rounded once, in price_currency. */
    price: bigint("price", { mode: "number" }).notNull(),
    priceCurrency: text("price_currency").$type<Currency>().notNull(),
    orderDeleted: smallint("order_deleted").notNull().default(0),
  },
  (table) => [
    index("order_lesson_logs_item_idx").on(table.orderItemId),
    uniqueIndex("order_lesson_logs_live_uq").on(table.lessonLogId).where(sql`${table.orderDeleted} = 0`),
  ],
);

/** A bill sent by mail: to whom, in which language, with what text, until when. */
export const orderEmails = pgTable(
  "order_emails",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    emails: jsonb("emails").$type<string[]>().notNull(),
    users: jsonb("users").$type<number[]>().notNull(),
    lang: text("lang").$type<Locale>().notNull(),
    customContent: text("custom_content").notNull().default(""),
    expireDate: date("expire_date"),
    sentBy: integer("sent_by").references(() => users.id, { onDelete: "set null" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("order_emails_order_idx").on(table.orderId, table.sentAt.desc())],
);

/** Enrolled sessions an admin marked free (POST enrolled-session/{id}/mark-free): never billed. */
export const enrolledSessionFreeMarks = pgTable("enrolled_session_free_marks", {
  enrolledSessionId: integer("enrolled_session_id")
    .primaryKey()
    .references(() => enrolledCourseSessions.id, { onDelete: "cascade" }),
  markedBy: integer("marked_by").references(() => users.id, { onDelete: "set null" }),
  markedAt: timestamp("marked_at", { withTimezone: true }).notNull().defaultNow(),
});
