import type { EssayCommentStatus, EssayStatus } from "@edu/shared/counseling-essays";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { counselingSchools } from "../counseling-schools/counseling-schools.table";
import { users } from "../users/users.table";

/**
 * A student's essay (issue 31): a prompt for a school of the student's list or a common one, content as
 * sanitized rich text and its word count (computed from the plain text on every save). `version` counts
 * content saves: an editor sends the one it started from, and a stale save is refused (compare-and-set).
 */
export const counselingEssays = pgTable(
  "counseling_essays",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    studentUserId: integer("student_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // Removing the school from the list keeps the essay (the student's work), as a common one.
    counselingSchoolId: integer("counseling_school_id").references(() => counselingSchools.id, {
      onDelete: "set null",
    }),
    prompt: text("prompt").notNull(),
    title: text("title").notNull().default(""),
    wordLimit: integer("word_limit"),
    status: text("status").$type<EssayStatus>().notNull().default("not_started"),
    completed: boolean("completed").notNull().default(false),
    content: text("content").notNull().default(""),
    wordCount: integer("word_count").notNull().default(0),
    documentUrl: text("document_url").notNull().default(""),
    version: integer("version").notNull().default(0),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("counseling_essays_student_idx").on(table.studentUserId, table.updatedAt),
    index("counseling_essays_school_idx").on(table.counselingSchoolId),
    check(
      "counseling_essays_status_check",
      sql`${table.status} in ('not_started', 'in_progress', 'finished')`,
    ),
    check("counseling_essays_version_check", sql`${table.version} >= 0`),
  ],
);

/**
 * One kept version of an essay's content: a save by the same author within 10 minutes of the version's
 * first save (`started_at`) rewrites it rather than adding one, so autosaves do not bury the history.
 */
export const counselingEssayVersions = pgTable(
  "counseling_essay_versions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    essayId: integer("essay_id")
      .notNull()
      .references(() => counselingEssays.id, { onDelete: "cascade" }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    content: text("content").notNull(),
    wordCount: integer("word_count").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("counseling_essay_versions_essay_idx").on(table.essayId, table.id)],
);

/**
 * A comment on a passage (`quote`, `start_offset` in the plain text when written) or a reply to one
 * (`parent_id`, one level). Only a thread's first comment is resolved or reopened.
 */
export const counselingEssayComments = pgTable(
  "counseling_essay_comments",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    essayId: integer("essay_id")
      .notNull()
      .references(() => counselingEssays.id, { onDelete: "cascade" }),
    parentId: integer("parent_id").references((): AnyPgColumn => counselingEssayComments.id, {
      onDelete: "cascade",
    }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    quote: text("quote"),
    startOffset: integer("start_offset"),
    body: text("body").notNull(),
    status: text("status").$type<EssayCommentStatus>().notNull().default("open"),
    resolvedBy: integer("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("counseling_essay_comments_essay_idx").on(table.essayId, table.id),
    index("counseling_essay_comments_parent_idx").on(table.parentId),
    check("counseling_essay_comments_status_check", sql`${table.status} in ('open', 'resolved')`),
    // A thread's first comment has an anchor; a reply has none.
    check(
      "counseling_essay_comments_anchor_check",
      sql`(${table.parentId} is null) = (${table.quote} is not null and ${table.startOffset} is not null)`,
    ),
  ],
);

export type EssayRow = typeof counselingEssays.$inferSelect;
export type EssayVersionRow = typeof counselingEssayVersions.$inferSelect;
export type EssayCommentRow = typeof counselingEssayComments.$inferSelect;
