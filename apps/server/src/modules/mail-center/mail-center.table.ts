import type { Locale, MailCenterStatus, MailContent, MailRecipientsInput } from "@edu/shared";
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "../users/users.table";

/** Reusable mail texts in three languages, with variables such as {{name}}. */
export const mailTemplates = pgTable("mail_templates", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  content: jsonb("content").$type<MailContent>().notNull(),
  createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A mail (campaign) admins write: a draft while it changes, then sent once. `audience` is what was
 * chosen (users, tags, classes, roles); who got it is `mail_recipients`, resolved at send time.
 */
export const mails = pgTable(
  "mails",
  {
    id: serial("id").primaryKey(),
    status: text("status").$type<MailCenterStatus>().notNull().default("draft"),
    templateId: integer("template_id").references(() => mailTemplates.id, { onDelete: "set null" }),
    content: jsonb("content").$type<MailContent>().notNull(),
    audience: jsonb("audience").$type<MailRecipientsInput>().notNull(),
    recipientCount: integer("recipient_count").notNull().default(0),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    sentBy: integer("sent_by").references(() => users.id, { onDelete: "set null" }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("mails_created_idx").on(table.createdAt.desc(), table.id.desc())],
);

/**
 * One row per person a sent mail went to (deduplicated), with the name, address and language it was
 * rendered with, and its outbox row (`mail_outbox.id`; the outbox meta names mail_id and recipient_id).
 */
export const mailRecipients = pgTable(
  "mail_recipients",
  {
    id: serial("id").primaryKey(),
    mailId: integer("mail_id")
      .notNull()
      .references(() => mails.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    locale: text("locale").$type<Locale>().notNull(),
    outboxId: bigint("outbox_id", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("mail_recipients_mail_user_uq").on(table.mailId, table.userId),
    index("mail_recipients_mail_idx").on(table.mailId, table.id),
  ],
);
