import type { Currency } from "@edu/shared";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
} from "drizzle-orm/pg-core";
import { sessionClasses, studentClassTickets } from "../classes/classes.table";
import { users } from "../users/users.table";

/**
 * A teacher's terms in a class (spec: teacher in a class): salary per unit, online salary, what the
 * teacher may see, and the bilingual bio sent to the family. The teacher's place in the class itself
 * is session_class_teachers (classes module); lesson logs a teacher writes take their salary from here.
 */
export const classTeacherTerms = pgTable(
  "class_teacher_terms",
  {
    sessionClassId: integer("session_class_id")
      .notNull()
      .references(() => sessionClasses.id, { onDelete: "cascade" }),
    teacherUserId: integer("teacher_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    salary: bigint("salary", { mode: "number" }).notNull().default(0),
    salaryCurrency: text("salary_currency").$type<Currency>().notNull().default("TWD"),
    onlineSalary: bigint("online_salary", { mode: "number" }),
    onlineSalaryCurrency: text("online_salary_currency").$type<Currency>(),
    /** Spec 02 §9: default 3. */
    salaryUnit: smallint("salary_unit").notNull().default(3),
    canSeeOthers: boolean("can_see_others").notNull().default(false),
    needToIntro: boolean("need_to_intro").notNull().default(false),
    isUpdateTeacherBio: boolean("is_update_teacher_bio").notNull().default(false),
    bioEn: text("bio_en").notNull().default(""),
    bioZh: text("bio_zh").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionClassId, table.teacherUserId] }),
    index("class_teacher_terms_teacher_idx").on(table.teacherUserId),
    check(
      "class_teacher_terms_salary_ck",
      sql`${table.salary} >= 0 and coalesce(${table.onlineSalary}, 0) >= 0`,
    ),
  ],
);

/**
 * A student's terms in a class (spec: lesson request): fee per hour, online fee, whether the family
 * pays first, and which parents get the class's mail. Lesson logs take a student's fee from here.
 */
export const classStudentTerms = pgTable(
  "class_student_terms",
  {
    sessionClassId: integer("session_class_id")
      .notNull()
      .references(() => sessionClasses.id, { onDelete: "cascade" }),
    studentUserId: integer("student_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    studentClassTicketId: integer("student_class_ticket_id").references(() => studentClassTickets.id, {
      onDelete: "set null",
    }),
    fee: bigint("fee", { mode: "number" }).notNull().default(0),
    feeCurrency: text("fee_currency").$type<Currency>().notNull().default("TWD"),
    onlineFee: bigint("online_fee", { mode: "number" }),
    onlineFeeCurrency: text("online_fee_currency").$type<Currency>(),
    needPayFirst: boolean("need_pay_first").notNull().default(false),
    /** Parent user ids who receive the class's mail by default. */
    defaultParentsReceivers: jsonb("default_parents_receivers").$type<number[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionClassId, table.studentUserId] }),
    index("class_student_terms_student_idx").on(table.studentUserId),
    check("class_student_terms_fee_ck", sql`${table.fee} >= 0 and coalesce(${table.onlineFee}, 0) >= 0`),
  ],
);

/**
 * What a private or custom lesson adds to its class (a session class of a course session ≤ 10; the
 * class row holds its name, time zone, address and online flag): the request, the subject, the
 * planned start and length, notes and the mail chosen when it was saved.
 */
export const privateLessons = pgTable("private_lessons", {
  sessionClassId: integer("session_class_id")
    .primaryKey()
    .references(() => sessionClasses.id, { onDelete: "cascade" }),
  /** 1 private lesson, 2 custom lesson (update-custom-lesson sends type 2). */
  type: smallint("type").notNull().default(1),
  subjectType: text("subject_type").notNull().default(""),
  subject: text("subject").notNull().default(""),
  requestTimeInfo: text("request_time_info").notNull().default(""),
  requestContent: text("request_content").notNull().default(""),
  /** Spec 02 §9: default 1. */
  contactToolPreference: smallint("contact_tool_preference").notNull().default(1),
  /** The planned first lesson, wall-clock in the class's time zone; null when not decided. */
  startedDate: date("started_date"),
  startedTime: time("started_time"),
  durationMinutes: integer("duration_minutes").notNull().default(120),
  lookForTeacher: boolean("look_for_teacher").notNull().default(false),
  adminNote: text("admin_note").notNull().default(""),
  teacherNote: text("teacher_note").notNull().default(""),
  mailContent: text("mail_content").notNull().default(""),
  mailToTeachers: boolean("mail_to_teachers").notNull().default(false),
  mailToStudents: boolean("mail_to_students").notNull().default(false),
  mailToParents: boolean("mail_to_parents").notNull().default(false),
  createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** When a private lesson meets (spec: session_class_timeslots): from–to, `times` per `per` (D, W, M). */
export const privateLessonTimeslots = pgTable(
  "private_lesson_timeslots",
  {
    id: serial("id").primaryKey(),
    sessionClassId: integer("session_class_id")
      .notNull()
      .references(() => sessionClasses.id, { onDelete: "cascade" }),
    fromTime: time("from_time"),
    toTime: time("to_time"),
    /** Spec 02 §9: one timeslot, 2 times per M. */
    times: smallint("times").notNull().default(2),
    per: text("per").notNull().default("M"),
    sortOrder: smallint("sort_order").notNull().default(0),
  },
  (table) => [index("private_lesson_timeslots_class_idx").on(table.sessionClassId, table.sortOrder)],
);
