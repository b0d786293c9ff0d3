import type { Currency } from "@edu/shared";
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
} from "drizzle-orm/pg-core";
import { enrolledCourseSessions } from "../enrollment/enrollment.table";
import { users } from "../users/users.table";

/** TWD per unit of each other currency a receivable's totals were converted with (decimal strings). */
export type ReceivableRates = Partial<Record<Exclude<Currency, "TWD">, string>>;

/**
 * A future receivable (spec 02 §3 "Receivable order"): money a family will owe, e.g. the later
 * instalments of an enrollment. Not a bill: nothing is paid against it; its items become bill lines
 * when they fall due. `price` and `outstanding_price` are computed by the server from the items.
 */
export const receivableOrders = pgTable(
  "receivable_orders",
  {
    id: serial("id").primaryKey(),
    /** Who will owe the money (the paying parent, or the student when there is none). */
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    title: text("title").notNull(),
    note: text("note").notNull().default(""),
    enrolledSessionId: integer("enrolled_session_id").references(() => enrolledCourseSessions.id, {
      onDelete: "set null",
    }),
    priceCurrency: text("price_currency").$type<Currency>().notNull().default("TWD"),
    /** Minor units: the sum of the items' converted prices (each rounded once). */
    price: bigint("price", { mode: "number" }).notNull().default(0),
    /** Minor units: the same sum over the items not billed yet. */
    outstandingPrice: bigint("outstanding_price", { mode: "number" }).notNull().default(0),
    /** The rates of the last recomputation (only the currencies converted from). */
    rates: jsonb("rates").$type<ReceivableRates>().notNull().default({}),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("receivable_orders_user_idx").on(table.userId),
    index("receivable_orders_enrolled_idx").on(table.enrolledSessionId),
    check("receivable_orders_price_ck", sql`${table.price} >= 0 and ${table.outstandingPrice} >= 0`),
  ],
);

/** One instalment of a receivable: what, for whom, when, how much. */
export const receivableOrderItems = pgTable(
  "receivable_order_items",
  {
    id: serial("id").primaryKey(),
    receivableOrderId: integer("receivable_order_id")
      .notNull()
      .references(() => receivableOrders.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    receivableDate: date("receivable_date").notNull(),
    /** Minor units of price_currency, at its shown precision. */
    price: bigint("price", { mode: "number" }).notNull(),
    priceCurrency: text("price_currency").$type<Currency>().notNull(),
    /** The price in the receivable's currency (through TWD at the receivable's rates, rounded once). */
    convertedPrice: bigint("converted_price", { mode: "number" }).notNull(),
    /** Set by the billing module when the instalment goes into a bill (`markReceivableItemsBilled`). */
    billId: integer("bill_id"),
    billedAt: timestamp("billed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("receivable_order_items_order_idx").on(table.receivableOrderId, table.receivableDate),
    // "What falls due soon": unbilled items by date.
    index("receivable_order_items_due_idx").on(table.receivableDate).where(sql`${table.billedAt} is null`),
    check("receivable_order_items_price_ck", sql`${table.price} > 0 and ${table.convertedPrice} >= 0`),
  ],
);
