import { boolean, index, integer, jsonb, pgTable, serial, timestamp } from "drizzle-orm/pg-core";
import type { StoredTranslations } from "../content/content.table";
import { uploads } from "../uploads/uploads.table";

/** Student stories; translations: student_name, school, result, title, body. */
export const stories = pgTable(
  "stories",
  {
    id: serial("id").primaryKey(),
    photoUploadId: integer("photo_upload_id").references(() => uploads.id, { onDelete: "set null" }),
    sortOrder: integer("sort_order").notNull().default(0),
    isPublished: boolean("is_published").notNull().default(true),
    translations: jsonb("translations").$type<StoredTranslations>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("stories_order_idx").on(table.isPublished, table.sortOrder, table.id)],
);
