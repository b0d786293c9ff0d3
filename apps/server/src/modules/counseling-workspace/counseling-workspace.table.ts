import type { CounselingSchoolsType } from "@edu/shared/counseling-workspace";
import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../users/users.table";

/**
 * A person's counseling schools type (spec 03 §2 setCounselingSchoolsType): which school list they work
 * from. No row: not set (the counseling entry asks for it).
 */
export const counselingSchoolsTypes = pgTable(
  "counseling_schools_types",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    schoolsType: text("schools_type").$type<CounselingSchoolsType>().notNull(),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "counseling_schools_types_type_check",
      sql`${t.schoolsType} in ('DEFAULT', 'COMMON_APP', 'COALITION_APP', 'CALIFORNIA_APP')`,
    ),
  ],
);
