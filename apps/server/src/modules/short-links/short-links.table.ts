import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../users/users.table";

/** `/l/{key}` redirects to `full_url`; each visit adds one to `visit_count` (one atomic update). */
export const shortLinks = pgTable(
  "short_links",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull().unique(),
    fullUrl: text("full_url").notNull(),
    visitCount: integer("visit_count").notNull().default(0),
    lastVisitedAt: timestamp("last_visited_at", { withTimezone: true }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("short_links_created_idx").on(table.createdAt)],
);
