import { integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../users/users.table";

/**
 * A user's private calendar address (one per user): the address carries a random token; only its
 * SHA-256 is kept, so the address is shown once when made. Making a new one or deleting the row
 * revokes the old address at once.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastReadAt: timestamp("last_read_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("calendar_feeds_token_uq").on(table.tokenHash)],
);
