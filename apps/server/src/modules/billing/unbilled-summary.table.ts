import { sql } from "drizzle-orm";
import { index, integer, pgTable } from "drizzle-orm/pg-core";

/**
 * What each student has that no live bill holds yet: enrollments (active, not paid or cancelled, of a
 * session with a fee, not marked free, on no live bill line) and lesson logs of billable attendance on
 * no live bill. A row stays at zero counts once made (the triggers lock it before a recount). Kept by statement triggers
 * (migration 0044_billing_unbilled_summary_triggers) for every writer of lesson_logs, order_lesson_logs,
 * order_items, enrolled_course_sessions, enrolled_session_free_marks and course_sessions, so
 * order/users/unpaid reads it instead of probing every lesson log of every family (80 ms of database
 * CPU per request on 100k bills, bench/RESULTS.md). No foreign key: a deleted user's row is joined away.
 */
export const billingUnbilledStudents = pgTable("billing_unbilled_students", {
  studentUserId: integer("student_user_id").primaryKey(),
  enrollmentCount: integer("enrollment_count").notNull().default(0),
  lessonLogCount: integer("lesson_log_count").notNull().default(0),
});

/**
 * The same per parent: the sums over the parent's family (parent_students and the students of the
 * enrollments the parent made), i.e. exactly the rows of order/users/unpaid, newest parent id first
 * from the primary key. Kept by the same triggers and those on parent_students.
 */
export const billingUnbilledParents = pgTable(
  "billing_unbilled_parents",
  {
    parentUserId: integer("parent_user_id").primaryKey(),
    enrollmentCount: integer("enrollment_count").notNull().default(0),
    lessonLogCount: integer("lesson_log_count").notNull().default(0),
  },
  (table) => [
    // The list's rows (something unbilled), newest parent id first; rows at zero stay for the triggers' locks.
    index("billing_unbilled_parents_pending_idx")
      .on(table.parentUserId.desc())
      .where(sql`${table.enrollmentCount} + ${table.lessonLogCount} > 0`),
  ],
);
