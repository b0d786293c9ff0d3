import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { StoredTranslations } from "../content/content.table";

/** FAQ sections (/faq/{slug}); translations: name, description. */
export const faqTopics = pgTable("faq_topics", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  sortOrder: integer("sort_order").notNull().default(0),
  translations: jsonb("translations").$type<StoredTranslations>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** FAQ categories; translations: name. */
export const faqLabels = pgTable("faq_labels", {
  id: serial("id").primaryKey(),
  sortOrder: integer("sort_order").notNull().default(0),
  translations: jsonb("translations").$type<StoredTranslations>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Questions; translations: question, answer. A topic with questions cannot be deleted (restrict). */
export const faqs = pgTable(
  "faqs",
  {
    id: serial("id").primaryKey(),
    faqTopicId: integer("faq_topic_id")
      .notNull()
      .references(() => faqTopics.id, { onDelete: "restrict" }),
    faqLabelId: integer("faq_label_id").references(() => faqLabels.id, { onDelete: "set null" }),
    sortOrder: integer("sort_order").notNull().default(0),
    isPublished: boolean("is_published").notNull().default(true),
    translations: jsonb("translations").$type<StoredTranslations>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("faqs_topic_order_idx").on(table.faqTopicId, table.sortOrder, table.id),
    index("faqs_label_idx").on(table.faqLabelId).where(sql`${table.faqLabelId} is not null`),
  ],
);
