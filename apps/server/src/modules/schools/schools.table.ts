import type { FieldTranslations, Locale } from "@edu/shared";
import type { SchoolControl, SchoolFactSource, SchoolLinkKind } from "@edu/shared/schools";
import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "../users/users.table";

/**
 * A school: the College Scorecard's institution row (UNITID) or one staff added by hand (no unitid).
 * The English name is INSTNM; other names are aliases. `hand_edited` lists the base fields staff
 * changed, which a later import leaves alone.
 */
export const schools = pgTable(
  "schools",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    unitid: integer("unitid").unique(),
    slug: text("slug").notNull().unique(),
    nameEn: text("name_en").notNull(),
    /** The English name made searchable (`school-search-key.ts`): lower case, no accents or punctuation. */
    searchKey: text("search_key").notNull(),
    /** Initials of the English name's words ("UCLA", "MIT"), lower case. */
    initials: text("initials").notNull().default(""),
    city: text("city").notNull().default(""),
    state: text("state").notNull().default(""),
    zip: text("zip").notNull().default(""),
    url: text("url").notNull().default(""),
    netPriceUrl: text("net_price_url").notNull().default(""),
    control: text("control").$type<SchoolControl>(),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    schoolyard: text("schoolyard").notNull().default(""),
    overview: text("overview").notNull().default(""),
    translations: jsonb("translations").$type<FieldTranslations<"overview">>().notNull().default({}),
    handEdited: text("hand_edited").array().notNull().default(sql`'{}'::text[]`),
    // A result card's figures, each the one the school's page shows (newest year, staff over Scorecard),
    // kept by `refreshSchoolCards` (school-cards.ts) in the transaction that changes a figure: a search
    // filters, sorts and reads them here instead of computing them from school_facts per request.
    cardAdmissionRate: doublePrecision("card_admission_rate"),
    /** SAT totals (reading + math) at the 25th and 75th percentile: unknown when either section is. */
    cardSat25: doublePrecision("card_sat_25"),
    cardSat75: doublePrecision("card_sat_75"),
    cardAct25: doublePrecision("card_act_25"),
    cardAct75: doublePrecision("card_act_75"),
    cardCostOfAttendance: doublePrecision("card_cost_of_attendance"),
    cardNetPrice: doublePrecision("card_net_price"),
    cardUndergraduates: doublePrecision("card_undergraduates"),
    cardRankingNational: doublePrecision("card_ranking_national"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("schools_state_idx").on(table.state),
    // The sorts of a search (school-search.repository.ts), each with its ties' order.
    index("schools_card_ranking_idx").on(
      table.cardRankingNational.asc().nullsLast(),
      table.cardUndergraduates.desc().nullsLast(),
      table.id,
    ),
    index("schools_card_admission_rate_idx").on(table.cardAdmissionRate.asc().nullsLast(), table.id),
    index("schools_card_cost_idx").on(table.cardCostOfAttendance.asc().nullsLast(), table.id),
    index("schools_card_size_idx").on(table.cardUndergraduates.desc().nullsLast(), table.id),
    // A keyword is a substring of a name: trigram indexes serve `like '%…%'` (DESIGN §8).
    index("schools_search_key_trgm_idx").using("gin", sql`${table.searchKey} gin_trgm_ops`),
    // "mit", "ucla": a keyword equal to a name's initials (school-search.repository.ts).
    index("schools_initials_idx").on(table.initials),
  ],
);

/**
 * Names of a school in a language (spec 03 §3 College alias): 哈佛大學, 哈佛大学, "UCLA". One default
 * per school and language. A name (as searched) belongs to one school only: the index refuses it twice
 * in one language; across languages (哈佛大學 zh-TW, 哈佛大学 zh-CN fold to one key) the service
 * allows it for the same school and refuses it for another.
 */
export const schoolAliases = pgTable(
  "school_aliases",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    schoolId: integer("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    lang: text("lang").$type<Locale>().notNull(),
    name: text("name").notNull(),
    originalName: text("original_name").notNull(),
    /** The name made searchable: both Chinese scripts folded to one, accents and punctuation gone. */
    searchKey: text("search_key").notNull(),
    /** A Chinese name's toneless pinyin ("hafodaxue"), "" otherwise: searched as well. */
    pinyin: text("pinyin").notNull().default(""),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("school_aliases_search_key_idx").on(table.searchKey, table.lang),
    uniqueIndex("school_aliases_one_default_idx")
      .on(table.schoolId, table.lang)
      .where(sql`${table.isDefault}`),
    index("school_aliases_school_idx").on(table.schoolId),
    index("school_aliases_search_trgm_idx").using(
      "gin",
      sql`(${table.searchKey} || ' ' || ${table.pinyin}) gin_trgm_ops`,
    ),
  ],
);

/**
 * A school's figure for a year, from one source. The importer writes only `scorecard` rows and never
 * removes one a newer file lacks; staff rows are written by people (who and when kept).
 */
export const schoolFacts = pgTable(
  "school_facts",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    schoolId: integer("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    year: text("year").notNull(),
    source: text("source").$type<SchoolFactSource>().notNull(),
    value: jsonb("value").$type<number | string | string[]>().notNull(),
    note: text("note").notNull().default(""),
    enteredBy: integer("entered_by").references(() => users.id, { onDelete: "set null" }),
    enteredAt: timestamp("entered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("school_facts_one_idx").on(table.schoolId, table.key, table.source, table.year)],
);

/** Links staff attach to a school (/attachLinkToSchool). */
export const schoolLinks = pgTable(
  "school_links",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    schoolId: integer("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    kind: text("kind").$type<SchoolLinkKind>().notNull(),
    url: text("url").notNull(),
    label: text("label").notNull().default(""),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("school_links_school_idx").on(table.schoolId)],
);

/** A staff-made comparison table: chosen schools × chosen figures. */
export const schoolTables = pgTable("school_tables", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  name: text("name").notNull(),
  schoolIds: integer("school_ids").array().notNull(),
  keys: text("keys").array().notNull(),
  createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type SkippedImportRow = { line: number; unitid: string; reason: string };

/** One Scorecard import (CLI or upload): progress while it runs, the report once done. */
export const schoolImports = pgTable("school_imports", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  fileName: text("file_name").notNull(),
  year: text("year").notNull(),
  status: text("status").$type<"running" | "done" | "failed">().notNull().default("running"),
  bytesRead: integer("bytes_read").notNull().default(0),
  bytesTotal: integer("bytes_total").notNull().default(0),
  inserted: integer("inserted").notNull().default(0),
  updated: integer("updated").notNull().default(0),
  unchanged: integer("unchanged").notNull().default(0),
  skipped: integer("skipped").notNull().default(0),
  skippedRows: jsonb("skipped_rows").$type<SkippedImportRow[]>().notNull().default([]),
  error: text("error"),
  startedBy: integer("started_by").references(() => users.id, { onDelete: "set null" }),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  /** Written with every batch: a running import without progress for a while has lost its process. */
  progressAt: timestamp("progress_at", { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
});
