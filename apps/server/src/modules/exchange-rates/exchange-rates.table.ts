import type { ExchangeRateCurrency } from "@edu/shared";
import { index, integer, numeric, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../users/users.table";

/**
 * Exchange rates (spec 02 §3, §9): TWD per unit of USD and CNY. Append-only history: setting a rate
 * adds a row, nothing is updated or deleted; the rate in force is a currency's latest row. Bills,
 * payments and deposits copy the rate they used, so a later row never changes them.
 */
export const exchangeRates = pgTable(
  "exchange_rates",
  {
    id: serial("id").primaryKey(),
    currency: text("currency").$type<ExchangeRateCurrency>().notNull(),
    /** Decimal text both ways (Drizzle's numeric is a string): never a float. */
    rate: numeric("rate", { precision: 14, scale: 8 }).notNull(),
    note: text("note").notNull().default(""),
    setBy: integer("set_by").references(() => users.id, { onDelete: "set null" }),
    setAt: timestamp("set_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("exchange_rates_currency_idx").on(table.currency, table.setAt, table.id)],
);
