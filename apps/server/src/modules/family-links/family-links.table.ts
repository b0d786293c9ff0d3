import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../users/users.table";

/**
 * Parent–student links a parent asked for (bind-parent, link-student) that the student, a parent
 * already linked to the student, or an admin has not confirmed yet. They grant nothing: every reader
 * of the relation reads `parent_students`, which holds confirmed links only. Confirming moves the pair
 * there and deletes the row (so the mailed token, stored hashed, is single use); declining deletes it.
 */
export const parentLinkRequests = pgTable(
  "parent_link_requests",
  {
    id: serial("id").primaryKey(),
    parentId: integer("parent_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    studentId: integer("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    via: text("via").$type<"bind-parent" | "link-student">().notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One open request per pair (a user merge unions both users' rows like parent_students).
    uniqueIndex("parent_link_requests_pair_uq").on(table.parentId, table.studentId),
    uniqueIndex("parent_link_requests_token_uq").on(table.tokenHash),
    index("parent_link_requests_student_idx").on(table.studentId),
  ],
);
