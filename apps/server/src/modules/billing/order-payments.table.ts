import type {
  Currency,
  ORDER_LINE_REF_TYPE_KEYS,
  ORDER_TRANSACTION_KIND_KEYS,
  ORDER_TRANSACTION_STATUS_KEYS,
} from "@edu/shared";
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { uploads } from "../uploads/uploads.table";
import { users } from "../users/users.table";
import { orders } from "./orders.table";

/** How the money reached the bill: a parent's proof, a payment an admin received, the family balance. */
export type OrderTransactionKind = (typeof ORDER_TRANSACTION_KIND_KEYS)[number];
/** A parent's proof is pending until an admin verifies (posts) or rejects it; the others are verified at once. */
export type OrderTransactionStatus = (typeof ORDER_TRANSACTION_STATUS_KEYS)[number];

/**
 * A payment toward a bill (spec: transaction). `original_*` is what was paid, `amount` the same money
 * in the bill's currency (converted through TWD once, `rate` = bill-currency units per original unit,
 * recorded and never changed). A verified payment's `credited_amount` is the excess that went to the
 * family balance (an overpayment); the bill is covered by `amount - credited_amount`.
 * Rows are never deleted: a rejected proof stays as rejected, an undone payment as reverted.
 */
export const orderTransactions = pgTable(
  "order_transactions",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind").$type<OrderTransactionKind>().notNull(),
    status: text("status").$type<OrderTransactionStatus>().notNull(),
    /** The day the money was paid (the parent's or the admin's date). */
    paidOn: date("paid_on").notNull(),
    originalAmount: bigint("original_amount", { mode: "number" }).notNull(),
    originalCurrency: text("original_currency").$type<Currency>().notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    currency: text("currency").$type<Currency>().notNull(),
    /** Bill-currency units per unit of the original currency ("1" when they are the same). */
    rate: text("rate").notNull().default("1"),
    creditedAmount: bigint("credited_amount", { mode: "number" }).notNull().default(0),
    /**
     * A conversion rounds against the payer: the value taken beyond what was credited, in minor units of
     * the bill's currency, as an exact decimal (e.g. "0.4167"); "0" when nothing was converted.
     */
    conversionRemainder: text("conversion_remainder").notNull().default("0"),
    proofUploadId: integer("proof_upload_id").references(() => uploads.id, { onDelete: "set null" }),
    remark: text("remark").notNull().default(""),
    /** Taiwan bank transfers: the last five digits of the paying account. */
    accountLast5: text("account_last5"),
    /** The family-balance ledger entries this payment posted (debit for balance, credit for excess). */
    ledgerEntryIds: jsonb("ledger_entry_ids").$type<number[]>().notNull().default([]),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    reviewedBy: integer("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewNote: text("review_note").notNull().default(""),
    /** An admin undid this verified payment (status reverted): who, when and why. */
    revertedBy: integer("reverted_by").references(() => users.id, { onDelete: "set null" }),
    revertedAt: timestamp("reverted_at", { withTimezone: true }),
    revertReason: text("revert_reason").notNull().default(""),
  },
  (table) => [
    index("order_transactions_order_idx").on(table.orderId, table.createdAt),
    index("order_transactions_pending_idx").on(table.createdAt).where(sql`${table.status} = 'pending'`),
    check("order_transactions_amount_ck", sql`${table.amount} > 0 and ${table.originalAmount} > 0`),
    check(
      "order_transactions_credit_ck",
      sql`${table.creditedAmount} >= 0 and ${table.creditedAmount} <= ${table.amount}`,
    ),
  ],
);

/** What a problem or a paid mark points at: a bill line or one lesson log in it. */
export type OrderLineRefType = (typeof ORDER_LINE_REF_TYPE_KEYS)[number];
export type OrderLineRef = { type: OrderLineRefType; id: number };

/** A problem a parent flagged on a bill (spec: problem): the bill shows issue until it is resolved. */
export const orderProblems = pgTable(
  "order_problems",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    items: jsonb("items").$type<OrderLineRef[]>().notNull(),
    description: text("description").notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedBy: integer("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolution: text("resolution").notNull().default(""),
  },
  (table) => [index("order_problems_order_idx").on(table.orderId, table.createdAt)],
);

/**
 * Lines an admin marked paid (PATCH order/{id}/paid, items with type and id): `amount` is the line in
 * the bill's currency when marked. A lesson log inside a marked line adds nothing more.
 */
export const orderPaidMarks = pgTable(
  "order_paid_marks",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    refType: text("ref_type").$type<OrderLineRefType>().notNull(),
    refId: integer("ref_id").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    markedBy: integer("marked_by").references(() => users.id, { onDelete: "set null" }),
    markedAt: timestamp("marked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("order_paid_marks_ref_uq").on(table.orderId, table.refType, table.refId)],
);
