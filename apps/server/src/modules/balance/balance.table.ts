import type {
  BalanceBucket,
  BalanceEntryKind,
  BalanceReasonCode,
  BalanceReasonParams,
  Currency,
  DepositProvider,
  DepositStatus,
} from "@edu/shared";
import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "../users/users.table";

/**
 * DESIGN.md §5: one ledger account per parent and currency, created on first use. The row carries no
 * amount: a balance is the sum of its entries. Money changes lock this row (SELECT … FOR UPDATE).
 */
export const balanceAccounts = pgTable(
  "balance_accounts",
  {
    id: serial("id").primaryKey(),
    parentUserId: integer("parent_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    currency: text("currency").$type<Currency>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("balance_accounts_parent_currency_uq").on(table.parentUserId, table.currency)],
);

/**
 * Append-only ledger entries (no update or delete path exists; a correction is a reversing entry).
 * `bucket` keeps pending money (unverified deposits and proofs) apart from available money;
 * `balance_after` is the bucket's sum after this entry (written under the account lock).
 */
export const balanceEntries = pgTable(
  "balance_entries",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => balanceAccounts.id, { onDelete: "restrict" }),
    parentUserId: integer("parent_user_id").notNull(),
    currency: text("currency").$type<Currency>().notNull(),
    bucket: text("bucket").$type<BalanceBucket>().notNull().default("available"),
    /** Signed minor units: + credit, − debit. */
    amount: bigint("amount", { mode: "number" }).notNull(),
    balanceAfter: bigint("balance_after", { mode: "number" }).notNull(),
    kind: text("kind").$type<BalanceEntryKind>().notNull(),
    /** The bill (billing module) this entry pays or came from; no foreign key across modules. */
    orderId: integer("order_id"),
    depositId: integer("deposit_id"),
    reversesEntryId: integer("reverses_entry_id"),
    /** What an admin typed (adjustments, reversals), or the English fallback of a system reason. */
    reason: text("reason").notNull().default(""),
    /**
     * A reason the system writes is a code and its parameters (BALANCE_REASON_CODES), rendered in the
     * reader's language; null for what an admin typed.
     */
    reasonCode: text("reason_code").$type<BalanceReasonCode>(),
    reasonParams: jsonb("reason_params").$type<BalanceReasonParams>(),
    /** TWD per unit of `currency`, as used when this entry was made (decimal text). */
    rate: numeric("rate", { precision: 20, scale: 8 }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("balance_entries_account_idx").on(table.accountId, table.id),
    index("balance_entries_parent_idx").on(table.parentUserId, table.id),
    index("balance_entries_order_idx").on(table.orderId),
    uniqueIndex("balance_entries_reverses_uq").on(table.reversesEntryId),
  ],
);

/** A card or local-payment deposit a parent started; credited once, by the provider's notice. */
export const balanceDeposits = pgTable(
  "balance_deposits",
  {
    id: serial("id").primaryKey(),
    parentUserId: integer("parent_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    currency: text("currency").$type<Currency>().notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    provider: text("provider").$type<DepositProvider>().notNull(),
    /** Checkout session id (Stripe, sandbox) or MerchantTradeNo (ECPay). */
    providerRef: text("provider_ref"),
    /** ECPay: ATM or CVS. */
    method: text("method"),
    status: text("status").$type<DepositStatus>().notNull().default("open"),
    orderId: integer("order_id"),
    /** What the provider told about how to pay (ECPay bank code + virtual account, store code). */
    paymentInfo: jsonb("payment_info").$type<Record<string, string>>(),
    entryId: integer("entry_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("balance_deposits_provider_ref_uq").on(table.provider, table.providerRef),
    index("balance_deposits_parent_idx").on(table.parentUserId, table.id),
    /** The expiry job reads open deposits by age (runDepositExpiryOnce). */
    index("balance_deposits_open_idx").on(table.createdAt).where(sql`${table.status} = 'open'`),
  ],
);

/**
 * Every money notice the product received and verified, with its amount and what became of it: the
 * unique key makes a second delivery of a handled notice a no-op. A notice that needs a person
 * (an amount that differs from the deposit) is kept with outcome `mismatch` and opens a system to-do.
 */
export const balanceProviderEvents = pgTable(
  "balance_provider_events",
  {
    id: serial("id").primaryKey(),
    provider: text("provider").$type<DepositProvider>().notNull(),
    eventId: text("event_id").notNull(),
    depositId: integer("deposit_id"),
    providerRef: text("provider_ref"),
    /** What the notice said was paid (minor units), null for notices that carry no amount. */
    amount: bigint("amount", { mode: "number" }),
    currency: text("currency").$type<Currency>(),
    /** credited | mismatch | unknown_deposit | … (deposits.service NoticeOutcome). */
    outcome: text("outcome").notNull().default("credited"),
    /** A person settled a mismatch: who and when. */
    resolvedBy: integer("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("balance_provider_events_uq").on(table.provider, table.eventId)],
);
