import type { LinePushStatus } from "@edu/shared";
import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../users/users.table";

/**
 * Outbox of LINE notifications (bill sent, reminders, invitations…): written in the caller's
 * transaction by queueLinePush, pushed by runLinePushOnce. `retry_key` goes out as X-Line-Retry-Key,
 * so LINE delivers a retried push once.
 */
export const linePush = pgTable(
  "line_push",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The LINE user id when queued (a later unlink does not redirect the message). */
    lineUserId: text("line_user_id").notNull(),
    text: text("text").notNull(),
    kind: text("kind").notNull(),
    meta: jsonb("meta").$type<Record<string, unknown>>().notNull().default({}),
    status: text("status").$type<LinePushStatus>().notNull().default("pending"),
    retryKey: uuid("retry_key").notNull().defaultRandom(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("line_push_due_idx").on(table.nextAttemptAt).where(sql`${table.status} in ('pending', 'sending')`),
    index("line_push_user_idx").on(table.userId, table.id),
  ],
);
