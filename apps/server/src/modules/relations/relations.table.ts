import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../users/users.table";

/** Link codes a student gives a parent (POST parent-student/token): hashed, single use, 7 days. */
export const parentLinkTokens = pgTable(
  "parent_link_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    studentId: integer("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    usedBy: integer("used_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("parent_link_tokens_student_idx").on(table.studentId)],
);
