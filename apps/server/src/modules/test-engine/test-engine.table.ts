import type { ItemKind, ItemResponse, TestForm, TestType } from "@edu/shared/test-engine";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
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

/** An item of a module as an answer needs it. */
export type ModuleItemRef = { key: string; version: number; kind: ItemKind };
type Localized = { en: string; "zh-CN"?: string; "zh-TW"?: string };

/**
 * A test form (issue 32): its key, type and titles mirror its latest version's document, so lists read no
 * document. `is_public`: every signed-in user may take it once published (assignment to classes is the
 * next slice).
 */
export const testForms = pgTable(
  "test_forms",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    key: text("key").notNull(),
    testType: text("test_type").$type<TestType>().notNull(),
    title: jsonb("title").$type<Localized>().notNull(),
    status: text("status").$type<"draft" | "published">().notNull().default("draft"),
    isPublic: boolean("is_public").notNull().default(false),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("test_forms_key_unique").on(table.key),
    check("test_forms_status_check", sql`${table.status} in ('draft', 'published')`),
    check("test_forms_type_check", sql`${table.testType} in ('SAT', 'ACT', 'TOEFL', 'CUSTOM')`),
  ],
);

/**
 * One version of a form: the whole canonical document. Immutable (a trigger refuses UPDATE):
 * attempts point at the version they started on, so an edit — always a new version — can never change a
 * past attempt's questions, keys or scores. Forms without attempts are not replaced in place either: one
 * rule, and the history is kept.
 */
export const testFormVersions = pgTable(
  "test_form_versions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    formId: integer("form_id")
      .notNull()
      .references(() => testForms.id, { onDelete: "restrict" }),
    version: integer("version").notNull(),
    document: jsonb("document").$type<TestForm>().notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("test_form_versions_form_version_unique").on(table.formId, table.version)],
);

/**
 * A student's sitting of one form version. `state` is derived by the service: in_progress until submit,
 * then submitted, or graded when no teacher grade is pending. `route` lists the modules entered in order
 * (what routing reads); `scores` is scoring.ts's result, written at submit.
 */
export const testAttempts = pgTable(
  "test_attempts",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    formVersionId: integer("form_version_id")
      .notNull()
      .references(() => testFormVersions.id, { onDelete: "restrict" }),
    state: text("state").$type<"in_progress" | "submitted" | "graded">().notNull().default("in_progress"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    currentSectionKey: text("current_section_key"),
    currentModuleKey: text("current_module_key"),
    route: jsonb("route").$type<string[]>().notNull().default([]),
    skipSections: jsonb("skip_sections").$type<string[]>().notNull().default([]),
    /** The attempt's overall limit from the form's settings (null: none). */
    deadlineAt: timestamp("deadline_at", { withTimezone: true }),
    /**
     * Set while the student is on a section's break (`break_after_seconds`): the next section's first
     * module does not start before it, by the server's clock, unless the form lets breaks be skipped.
     */
    breakUntil: timestamp("break_until", { withTimezone: true }),
    scores: jsonb("scores").$type<unknown>(),
    selfGraded: boolean("self_graded").notNull().default(false),
  },
  (table) => [
    index("test_attempts_user_idx").on(table.userId, table.id),
    index("test_attempts_version_idx").on(table.formVersionId),
    check("test_attempts_state_check", sql`${table.state} in ('in_progress', 'submitted', 'graded')`),
  ],
);

/** A module of an attempt: when it started, its deadline (the server's, from the form), when it locked. */
export const testAttemptModules = pgTable(
  "test_attempt_modules",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    attemptId: integer("attempt_id")
      .notNull()
      .references(() => testAttempts.id, { onDelete: "cascade" }),
    moduleKey: text("module_key").notNull(),
    sectionKey: text("section_key").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    deadlineAt: timestamp("deadline_at", { withTimezone: true }),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    /** The module's items (key, version, kind): an answer is checked against them without reading the form. */
    items: jsonb("items").$type<ModuleItemRef[]>().notNull(),
  },
  (table) => [uniqueIndex("test_attempt_modules_unique").on(table.attemptId, table.moduleKey)],
);

/**
 * One answer per item of an attempt: saving again replaces it (an upsert on the unique pair), so retries
 * and parallel saves leave one row. `item_version` is the version answered (the attempt's form version).
 */
export const testAnswers = pgTable(
  "test_answers",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    attemptId: integer("attempt_id")
      .notNull()
      .references(() => testAttempts.id, { onDelete: "cascade" }),
    itemKey: text("item_key").notNull(),
    itemVersion: integer("item_version").notNull(),
    moduleKey: text("module_key").notNull(),
    response: jsonb("response").$type<ItemResponse>().notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex("test_answers_attempt_item_unique").on(table.attemptId, table.itemKey)],
);

/**
 * What the browser reported while an item was on screen (append-only: a trigger refuses UPDATE; rows go only with their attempt). Times are
 * the server's: the browser's `at` shifted by its clock's offset and kept inside the module's time.
 * Seconds per item are computed from them on the server (item-time.ts), visible time only.
 */
export const testItemEvents = pgTable(
  "test_item_events",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    attemptId: integer("attempt_id")
      .notNull()
      .references(() => testAttempts.id, { onDelete: "cascade" }),
    moduleKey: text("module_key").notNull(),
    itemKey: text("item_key"),
    type: text("type").$type<"enter" | "leave" | "hidden" | "visible">().notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("test_item_events_attempt_idx").on(table.attemptId, table.at, table.id),
    check("test_item_events_type_check", sql`${table.type} in ('enter', 'leave', 'hidden', 'visible')`),
  ],
);

/**
 * Seconds per item of a submitted attempt, written once at submit (item-time.ts over its events and its
 * modules' ends; every module is locked by then and events are refused after it, so they never change).
 * The analysis pages read these instead of rebuilding them from the events on every read (bench:
 * bench/parts/analysis.ts). An item never shown has no row. Attempts submitted before this table existed
 * have no rows at all: analysis computes theirs from the events on read (analysis-sql.ts).
 */
export const testItemSeconds = pgTable(
  "test_item_seconds",
  {
    attemptId: integer("attempt_id")
      .notNull()
      .references(() => testAttempts.id, { onDelete: "cascade" }),
    itemKey: text("item_key").notNull(),
    seconds: doublePrecision("seconds").notNull(),
  },
  (table) => [primaryKey({ columns: [table.attemptId, table.itemKey] })],
);

export type TestFormRow = typeof testForms.$inferSelect;
export type TestFormVersionRow = typeof testFormVersions.$inferSelect;
export type TestAttemptRow = typeof testAttempts.$inferSelect;
export type TestAttemptModuleRow = typeof testAttemptModules.$inferSelect;
export type TestAnswerRow = typeof testAnswers.$inferSelect;
export type TestItemEventRow = typeof testItemEvents.$inferSelect;
