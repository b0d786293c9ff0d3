import { index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { citext, users } from "../users/users.table";

export const tags = pgTable("tags", {
  id: serial("id").primaryKey(),
  name: citext("name").notNull().unique(),
  description: text("description").notNull().default(""),
  color: text("color").notNull().default("blue"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A user is on a tag at most once (primary key). */
export const userTags = pgTable(
  "user_tags",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.tagId] }),
    // (tag_id, user_id): tag filters in users/search read the index alone.
    index("user_tags_tag_idx").on(table.tagId, table.userId),
  ],
);
