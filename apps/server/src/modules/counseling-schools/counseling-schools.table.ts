import type {
  AdmissionsResult,
  ApplicationPortal,
  ApplicationStatus,
  ApplicationType,
  CollectedSchoolType,
  DecisionPlan,
  SchoolCategory,
} from "@edu/shared/counseling-schools";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { sessionClasses } from "../classes/classes.table";
import { schools } from "../schools/schools.table";
import { users } from "../users/users.table";

/**
 * A school on a student's list (spec 03 §3 "Collected school"). The plan is stored once
 * (`decision_plan`); the spec's has_* flags are computed from it. The school's deadline is not stored:
 * it is read from the school's staff figures for the plan and cycle, so a corrected figure shows at once.
 * The login password is only ever stored sealed (`secrets/secret-box.ts`, bound to this table, the row
 * and the field).
 */
export const counselingSchools = pgTable(
  "counseling_schools",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    studentUserId: integer("student_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionClassId: integer("session_class_id").references(() => sessionClasses.id, { onDelete: "set null" }),
    schoolId: integer("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    category: text("category").$type<SchoolCategory>().notNull().default("uncategorized"),
    isApplying: boolean("is_applying").notNull().default(false),
    isEnrolled: boolean("is_enrolled").notNull().default(false),
    applicationType: text("application_type").$type<ApplicationType>(),
    applicationPortal: text("application_portal").$type<ApplicationPortal>(),
    decisionPlan: text("decision_plan").$type<DecisionPlan>(),
    applicationSubmissionDate: date("application_submission_date"),
    financialSubmissionDate: date("financial_submission_date"),
    applicationStatus: text("application_status").$type<ApplicationStatus>(),
    admissionsResult: text("admissions_result").$type<AdmissionsResult>(),
    type: text("type").$type<CollectedSchoolType>().notNull().default("DEFAULT"),
    loginFieldUsername: text("login_field_username").notNull().default(""),
    loginFieldPasswordSealed: text("login_field_password_sealed"),
    /** The application cycle, "2026-27". */
    cycle: text("cycle").notNull(),
    internalDeadline: date("internal_deadline"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One school once per student's list (the service answers 409 naming it; this is the race's backstop).
    uniqueIndex("counseling_schools_student_school_idx").on(table.studentUserId, table.schoolId),
    index("counseling_schools_class_idx").on(table.sessionClassId),
    check(
      "counseling_schools_category_check",
      sql`${table.category} in ('uncategorized', 'dream', 'reach', 'fit', 'safety')`,
    ),
    check(
      "counseling_schools_plan_check",
      sql`${table.decisionPlan} in ('ed1', 'ed2', 'ea1', 'ea2', 'rea', 'rd', 'rolling')`,
    ),
    check(
      "counseling_schools_result_check",
      sql`${table.admissionsResult} in ('admitted', 'rejected', 'deferred', 'waitlisted', 'enrolled')`,
    ),
    check("counseling_schools_cycle_check", sql`${table.cycle} ~ '^[0-9]{4}-[0-9]{2}$'`),
  ],
);

export type CounselingSchoolRow = typeof counselingSchools.$inferSelect;
