import type { CounselingProfileSection } from "@edu/shared/counseling-profile";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../users/users.table";

/**
 * A student's application profile, one row per section (spec 03 §3): each section has its own version,
 * so two people saving different sections never overwrite each other, and a stale save of the same
 * section is refused (compare-and-set on `version`). A section never saved has no row (version 0).
 */
export const counselingProfileSections = pgTable(
  "counseling_profile_sections",
  {
    studentUserId: integer("student_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    section: text("section").$type<CounselingProfileSection>().notNull(),
    version: integer("version").notNull(),
    /** The section as its shared schema parsed it (defaults filled). */
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    primaryKey({ columns: [table.studentUserId, table.section] }),
    check("counseling_profile_sections_version_positive", sql`${table.version} > 0`),
    index("counseling_profile_sections_updated_idx").on(table.studentUserId, table.updatedAt),
  ],
);
