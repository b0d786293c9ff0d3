import type { PracticeShare } from "@edu/shared/practices";
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "../users/users.table";

/**
 * A full practice (issue 33; spec 03 §2): practices in order, each a section, with a break between them.
 * `practice_ids` is the order (a practice deleted later is left out when read). `link_token`: the unlisted
 * link's secret, as on a practice.
 */
export const fullPractices = pgTable(
  "full_practices",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    dueDate: date("due_date").notNull(),
    breakSeconds: integer("break_seconds").notNull().default(600),
    share: text("share").$type<PracticeShare>().notNull(),
    linkToken: text("link_token").notNull(),
    practiceIds: jsonb("practice_ids").$type<number[]>().notNull().default([]),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("full_practices_link_token_unique").on(table.linkToken),
    index("full_practices_created_by_idx").on(table.createdBy),
    check("full_practices_share_check", sql`${table.share} in ('public', 'private', 'unlisted')`),
  ],
);

/** Its "who can use" and "who can edit" lists, read as a practice's (practice_sharers). */
export const fullPracticeSharers = pgTable(
  "full_practice_sharers",
  {
    fullPracticeId: integer("full_practice_id")
      .notNull()
      .references(() => fullPractices.id, { onDelete: "cascade" }),
    can: text("can").$type<"use" | "edit">().notNull(),
    target: text("target").$type<"user" | "class" | "tag">().notNull(),
    targetId: integer("target_id").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.fullPracticeId, table.can, table.target, table.targetId] }),
    index("full_practice_sharers_target_idx").on(table.target, table.targetId),
    check("full_practice_sharers_can_check", sql`${table.can} in ('use', 'edit')`),
    check("full_practice_sharers_target_check", sql`${table.target} in ('user', 'class', 'tag')`),
  ],
);

/**
 * A student's sitting of a full practice: the practices it walks (fixed when it starts) and the engine
 * attempt of each section started so far, by position. A break runs from a section's submit (the engine's
 * `submitted_at`) for `break_seconds`; the next section cannot start before it ends.
 */
export const fullPracticeAttempts = pgTable(
  "full_practice_attempts",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    fullPracticeId: integer("full_practice_id")
      .notNull()
      .references(() => fullPractices.id, { onDelete: "restrict" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    practiceIds: jsonb("practice_ids").$type<number[]>().notNull(),
    breakSeconds: integer("break_seconds").notNull(),
    sectionAttemptIds: jsonb("section_attempt_ids").$type<number[]>().notNull().default([]),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
  },
  (table) => [
    index("full_practice_attempts_practice_user_idx").on(table.fullPracticeId, table.userId, table.id),
  ],
);

export type FullPracticeRow = typeof fullPractices.$inferSelect;
export type FullPracticeAttemptRow = typeof fullPracticeAttempts.$inferSelect;
