import type {
  AdvisorInvitationState,
  ServiceCollege,
  ThirdServiceType,
} from "@edu/shared/counseling-accounts";
import { sql } from "drizzle-orm";
import { boolean, check, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../users/users.table";

/**
 * A student's login for one application service (spec 03 §3 third-party account), one row per student
 * and service. The password is only ever stored sealed (`secrets/secret-box.ts`, bound to this table,
 * the student and service, and the field); `password_changed_at` is what answers say about it.
 */
export const counselingThirdAccounts = pgTable(
  "counseling_third_accounts",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    studentUserId: integer("student_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    thirdServiceType: text("third_service_type").$type<ThirdServiceType>().notNull(),
    account: text("account").notNull().default(""),
    passwordSealed: text("password_sealed"),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
    /** Common App: the student's Common App ID and where the advisor invitation stands. */
    commonAppId: text("common_app_id"),
    advisorInvitationState: text("advisor_invitation_state")
      .$type<AdvisorInvitationState>()
      .notNull()
      .default("none"),
    advisorInvitedAt: timestamp("advisor_invited_at", { withTimezone: true }),
    /** The colleges last synced to the service, as it answered them. */
    counselingSchools: jsonb("counseling_schools").$type<ServiceCollege[]>().notNull().default([]),
    collegesSyncedAt: timestamp("colleges_synced_at", { withTimezone: true }),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    lastLoginOk: boolean("last_login_ok"),
    /** Whether the student applies through this service (counseling-third-applications). */
    isApplying: boolean("is_applying").notNull().default(false),
    lastUploadedAt: timestamp("last_uploaded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    uniqueIndex("counseling_third_accounts_student_type_idx").on(table.studentUserId, table.thirdServiceType),
    check(
      "counseling_third_accounts_type_check",
      sql`${table.thirdServiceType} in ('common_app', 'coalition_app', 'california_app')`,
    ),
    check(
      "counseling_third_accounts_invitation_check",
      sql`${table.advisorInvitationState} in ('none', 'invited', 'accepted')`,
    ),
  ],
);

export type CounselingThirdAccountRow = typeof counselingThirdAccounts.$inferSelect;
