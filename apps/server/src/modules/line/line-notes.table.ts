import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../users/users.table";

/**
 * What the LINE Messaging API webhook delivered (spec 01 §7 messaging notes). Events of LINE users
 * who linked an account are stored with their content; events of others are counted only (user_id
 * null, no text), and attached to the user by a later sync once they link LINE.
 */
export const lineNotes = pgTable(
  "line_notes",
  {
    id: serial("id").primaryKey(),
    /** LINE's webhookEventId: a redelivered event is stored once. */
    webhookEventId: text("webhook_event_id").notNull().unique(),
    lineUserId: text("line_user_id"),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** message, follow or unfollow. */
    kind: text("kind").$type<"message" | "follow" | "unfollow">().notNull(),
    messageType: text("message_type"),
    /** LINE's message id (to fetch media content). */
    messageId: text("message_id"),
    text: text("text"),
    /** Media messages: pending, fetched or expired; null otherwise. */
    contentStatus: text("content_status").$type<"pending" | "fetched" | "expired">(),
    contentType: text("content_type"),
    contentBytes: integer("content_bytes"),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("line_notes_user_idx").on(table.userId, table.occurredAt, table.id),
    index("line_notes_unattached_idx").on(table.lineUserId).where(sql`${table.userId} is null`),
    index("line_notes_content_pending_idx").on(table.id).where(sql`${table.contentStatus} = 'pending'`),
  ],
);

/** What the school knows of a LINE user from follow/unfollow events and profile reads. */
export const lineContacts = pgTable("line_contacts", {
  lineUserId: text("line_user_id").primaryKey(),
  displayName: text("display_name"),
  pictureUrl: text("picture_url"),
  /** false after an unfollow (the user blocked the account): nothing is pushed to them. */
  following: boolean("following"),
  profileFetchedAt: timestamp("profile_fetched_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Each POST line-notes/sync: GET line-notes/last-sync-at answers the latest finished_at. */
export const lineSyncRuns = pgTable("line_sync_runs", {
  id: serial("id").primaryKey(),
  startedBy: integer("started_by").references(() => users.id, { onDelete: "set null" }),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
  profilesUpdated: integer("profiles_updated").notNull().default(0),
  eventsAttached: integer("events_attached").notNull().default(0),
  contentsFetched: integer("contents_fetched").notNull().default(0),
  contentsExpired: integer("contents_expired").notNull().default(0),
  failures: integer("failures").notNull().default(0),
});
