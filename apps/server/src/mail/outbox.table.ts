import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const MAIL_STATUSES = ["pending", "sending", "sent", "failed", "held"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * Transactional outbox: a business change and its mail are written in one transaction; the worker
 * sends later. "held" means no SMTP_URL is configured: the message stays readable here.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    locale: text("locale").notNull().default("en"),
    kind: text("kind").notNull(),
    meta: jsonb("meta").$type<Record<string, unknown>>().notNull().default({}),
    status: text("status").$type<MailStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("mail_outbox_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('pending', 'sending')`),
    index("mail_outbox_created_idx").on(table.createdAt),
  ],
);
