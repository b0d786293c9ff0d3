import type {
  CourseCategory,
  CourseSeason,
  CourseSessionTextField,
  CourseSessionType,
  Currency,
  FieldTranslations,
  Translations,
} from "@edu/shared";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  time,
  timestamp,
} from "drizzle-orm/pg-core";
import { uploads } from "../uploads/uploads.table";
import { users } from "../users/users.table";

export type CourseTexts = { title: string; description?: string; price_text?: string };

/** The public course catalogue (/classes, /classes/{courseId}, the landing's course cards). */
export const courses = pgTable(
  "courses",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    translations: jsonb("translations").$type<Translations<CourseTexts>>().notNull(),
    category: text("category").$type<CourseCategory>().notNull(),
    season: text("season").$type<CourseSeason>().notNull().default("year_round"),
    showIndex: boolean("show_index").notNull().default(false),
    isVisible: boolean("is_visible").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    coverUploadId: integer("cover_upload_id").references(() => uploads.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("courses_list_idx").on(table.isVisible, table.sortOrder, table.id)],
);

/**
 * A course session: one run of a course (city, dates, fee). Ids 1–10 are the private kinds (spec 02:
 * "a class counts as private when its course_session_id is 10 or less"); the migration creates them
 * and the identity starts at 11, so every other session gets an id above 10.
 */
export const courseSessions = pgTable(
  "course_sessions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity({ startWith: 11 }),
    courseId: integer("course_id").references(() => courses.id, { onDelete: "restrict" }),
    type: text("type").$type<CourseSessionType>().notNull().default("group"),
    title: text("title").notNull(),
    shortName: text("short_name").notNull().default(""),
    city: text("city").notNull().default(""),
    /** Minor units; null when priced per lesson (the private kinds). */
    fee: bigint("fee", { mode: "number" }),
    currency: text("currency").$type<Currency>().notNull().default("TWD"),
    needPayFirst: boolean("need_pay_first").notNull().default(false),
    isOnline: boolean("is_online").notNull().default(false),
    startDate: date("start_date"),
    endDate: date("end_date"),
    /** The schedule as shown to families, e.g. "Sat & Sun". */
    date: text("date").notNull().default(""),
    timeFrom: time("time_from"),
    timeTo: time("time_to"),
    testTemplates: jsonb("test_templates").$type<string[]>().notNull().default([]),
    sessionTemplates: jsonb("session_templates").$type<string[]>().notNull().default([]),
    classTemplates: jsonb("class_templates").$type<string[]>().notNull().default([]),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    /** title, short_name, city and date per language; the columns above are the fallback. */
    translations: jsonb("translations")
      .$type<FieldTranslations<CourseSessionTextField>>()
      .notNull()
      .default({}),
    active: boolean("active").notNull().default(true),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("course_sessions_course_idx").on(table.courseId),
    index("course_sessions_list_idx").on(table.active, table.startDate, table.id),
    index("course_sessions_tags_idx").using("gin", table.tags),
    index("course_sessions_search_trgm_idx").using(
      "gin",
      sql`(${table.title} || ' ' || ${table.shortName} || ' ' || ${table.city}) gin_trgm_ops`,
    ),
  ],
);
