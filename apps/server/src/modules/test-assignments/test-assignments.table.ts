import type { GradePermissionState, ShowAnswers } from "@edu/shared/test-assignments";
import type { AttemptResult } from "@edu/shared/test-engine";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { sessionClasses } from "../classes/classes.table";
import { testAttempts, testForms } from "../test-engine/test-engine.table";
import { uploads } from "../uploads/uploads.table";
import { users } from "../users/users.table";

/**
 * A form assigned to students (issue 32), by a class (its placed students at the time, copied into
 * `test_assignment_students` so a later placement does not change who was assigned) or by name.
 */
export const testAssignments = pgTable(
  "test_assignments",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    formId: integer("form_id")
      .notNull()
      .references(() => testForms.id, { onDelete: "restrict" }),
    sessionClassId: integer("session_class_id").references(() => sessionClasses.id, { onDelete: "set null" }),
    opensAt: timestamp("opens_at", { withTimezone: true }).notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }),
    showAnswers: text("show_answers").$type<ShowAnswers>().notNull().default("after_submit"),
    allowSelfGrading: boolean("allow_self_grading").notNull().default(false),
    /**
     * A paper test's file (a PDF or document uploaded through POST document by whoever assigns): the
     * assigned students download it through an expiring token (paper-files.service.ts).
     */
    paperUploadId: integer("paper_upload_id").references(() => uploads.id, { onDelete: "set null" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("test_assignments_form_idx").on(table.formId),
    index("test_assignments_class_idx").on(table.sessionClassId),
    index("test_assignments_creator_idx").on(table.createdBy, table.id),
    check("test_assignments_show_check", sql`${table.showAnswers} in ('after_submit', 'after_due', 'never')`),
  ],
);

export const testAssignmentStudents = pgTable(
  "test_assignment_students",
  {
    assignmentId: integer("assignment_id")
      .notNull()
      .references(() => testAssignments.id, { onDelete: "cascade" }),
    studentUserId: integer("student_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.assignmentId, table.studentUserId] }),
    index("test_assignment_students_student_idx").on(table.studentUserId),
  ],
);

/** Who an assignment's mail reached: the primary key makes a second send a no-op for them. */
export const testAssignmentMails = pgTable(
  "test_assignment_mails",
  {
    assignmentId: integer("assignment_id")
      .notNull()
      .references(() => testAssignments.id, { onDelete: "cascade" }),
    recipientUserId: integer("recipient_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mailId: integer("mail_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.assignmentId, table.recipientUserId] })],
);

/** A teacher's (or the student's own) grade of one written or speaking answer, 0–4 (spec 03 §9). */
export const testGrades = pgTable(
  "test_grades",
  {
    attemptId: integer("attempt_id")
      .notNull()
      .references(() => testAttempts.id, { onDelete: "cascade" }),
    itemKey: text("item_key").notNull(),
    score: integer("score").notNull(),
    comment: text("comment").notNull().default(""),
    gradedBy: integer("graded_by").references(() => users.id, { onDelete: "set null" }),
    selfGraded: boolean("self_graded").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.attemptId, table.itemKey] }),
    check("test_grades_score_check", sql`${table.score} between 0 and 4`),
  ],
);

/**
 * The scores recomputed from the grades (scoring.ts over the attempt's version, answers and grades). The
 * engine's attempt row keeps the scores written at submit: its index exports no service that rewrites
 * them, so the graded result lives here and readers (students/{id}/tests, the grading sheet) prefer it.
 */
export const testGradedResults = pgTable("test_graded_results", {
  attemptId: integer("attempt_id")
    .primaryKey()
    .references(() => testAttempts.id, { onDelete: "cascade" }),
  scores: jsonb("scores").$type<AttemptResult>().notNull(),
  complete: boolean("complete").notNull(),
  selfGraded: boolean("self_graded").notNull().default(false),
  gradedAt: timestamp("graded_at", { withTimezone: true }).notNull(),
});

/** A teacher's request to grade an attempt (spec 03 §4, §6); an admin decides. One per teacher and attempt. */
export const testGradePermissions = pgTable(
  "test_grade_permissions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    attemptId: integer("attempt_id")
      .notNull()
      .references(() => testAttempts.id, { onDelete: "cascade" }),
    teacherUserId: integer("teacher_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    state: text("state").$type<GradePermissionState>().notNull().default("requested"),
    note: text("note").notNull().default(""),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("test_grade_permissions_unique").on(table.attemptId, table.teacherUserId),
    index("test_grade_permissions_state_idx").on(table.state, table.id),
    check("test_grade_permissions_state_check", sql`${table.state} in ('requested', 'granted', 'refused')`),
  ],
);

/** A proctor's admission: the student may start the form until `expires_at` (test-admit). */
export const testAdmissions = pgTable(
  "test_admissions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    formId: integer("form_id")
      .notNull()
      .references(() => testForms.id, { onDelete: "cascade" }),
    studentUserId: integer("student_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    admittedBy: integer("admitted_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("test_admissions_student_idx").on(table.studentUserId, table.formId)],
);

export type TestAssignmentRow = typeof testAssignments.$inferSelect;
export type TestGradeRow = typeof testGrades.$inferSelect;
export type TestGradePermissionRow = typeof testGradePermissions.$inferSelect;
