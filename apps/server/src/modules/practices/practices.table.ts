import type { PracticeScoring, PracticeShare, PracticeShow } from "@edu/shared/practices";
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
import { testForms } from "../test-engine/test-engine.table";
import { users } from "../users/users.table";

/** A section as the teacher assembled it: bank items named by their form and key. */
export type PracticeSectionRow = { title: string; items: { form_id: number; item_key: string }[] };

/**
 * A practice (issue 33; spec 03 §3): what its teacher assembled. Publishing writes it as an engine form
 * (`form_id`), so attempts are the engine's; the practice never scores or stores answers itself.
 * `link_token`: the unlisted link's secret (kept when sharing changes, so a link stays valid).
 */
export const practices = pgTable(
  "practices",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    dueDate: date("due_date").notNull(),
    scoring: text("scoring").$type<PracticeScoring>().notNull(),
    scoreTable: jsonb("score_table").$type<{ raw: number; scaled: number }[]>().notNull().default([]),
    showAfter: text("show_after").$type<PracticeShow>().notNull(),
    breakSeconds: integer("break_seconds").notNull().default(0),
    share: text("share").$type<PracticeShare>().notNull(),
    linkToken: text("link_token").notNull(),
    sections: jsonb("sections").$type<PracticeSectionRow[]>().notNull().default([]),
    formId: integer("form_id").references(() => testForms.id, { onDelete: "restrict" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("practices_link_token_unique").on(table.linkToken),
    uniqueIndex("practices_form_unique").on(table.formId),
    index("practices_created_by_idx").on(table.createdBy),
    check("practices_scoring_check", sql`${table.scoring} in ('raw', 'percent', 'scaled')`),
    check("practices_show_check", sql`${table.showAfter} in ('score', 'answers', 'explanations')`),
    check("practices_share_check", sql`${table.share} in ('public', 'private', 'unlisted')`),
  ],
);

/**
 * The "who can use" and "who can edit" lists (spec 03 §6): a user, a class (its placed students and
 * teachers) or a tag (its users). `target_id` names a row of users, session_classes or tags by `target`;
 * the service checks it exists when the list is written.
 */
export const practiceSharers = pgTable(
  "practice_sharers",
  {
    practiceId: integer("practice_id")
      .notNull()
      .references(() => practices.id, { onDelete: "cascade" }),
    can: text("can").$type<"use" | "edit">().notNull(),
    target: text("target").$type<"user" | "class" | "tag">().notNull(),
    targetId: integer("target_id").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.practiceId, table.can, table.target, table.targetId] }),
    index("practice_sharers_target_idx").on(table.target, table.targetId),
    check("practice_sharers_can_check", sql`${table.can} in ('use', 'edit')`),
    check("practice_sharers_target_check", sql`${table.target} in ('user', 'class', 'tag')`),
  ],
);

export type PracticeRow = typeof practices.$inferSelect;
export type PracticeSharerRow = typeof practiceSharers.$inferSelect;
