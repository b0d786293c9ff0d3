import type { Locale } from "@edu/shared";
import { integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../users/users.table";

/** Per-language values of a piece of content: `{ en: {...}, "zh-CN": {...}, "zh-TW": {...} }`. */
export type StoredTranslations = Partial<Record<Locale, Record<string, unknown>>>;

/** Keyed site content (marketing figures, prices, service tables, links, page titles). */
export const siteContent = pgTable("site_content", {
  key: text("key").primaryKey(),
  /** Values that are the same in every language (numbers, amounts, URLs). */
  data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
  translations: jsonb("translations").$type<StoredTranslations>().notNull().default({ en: {} }),
  updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
