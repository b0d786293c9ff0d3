import type {
  ContractTemplate,
  EnrollmentCurrency,
  EnrollmentRole,
  EnrollmentStatus,
  EnrollmentType,
  Locale,
  PaymentStatus,
  TutoringMode,
} from "@edu/shared";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { courseSessions } from "../courses/courses.table";
import { citext, users } from "../users/users.table";

export type FormStudent = {
  user_id: number | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  school: string;
  grade: string;
};

/** The three-step enrollment form (spec §3); a draft until step three submits it. */
export const enrollmentForms = pgTable(
  "enrollment_forms",
  {
    id: serial("id").primaryKey(),
    step: smallint("step").notNull().default(1),
    /** SHA-256 of the resume token an anonymous visitor holds; null for a signed-in user's form. */
    resumeTokenHash: text("resume_token_hash"),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    locale: text("locale").$type<Locale>().notNull().default("en"),
    role: text("role").$type<EnrollmentRole>().notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull().default(""),
    email: citext("email").notNull(),
    phone: text("phone").notNull(),
    homePhone: text("home_phone").notNull().default(""),
    address: text("address").notNull().default(""),
    lineId: text("line_id").notNull().default(""),
    students: jsonb("students").$type<FormStudent[]>().notNull(),
    courseSessionIds: jsonb("course_session_ids").$type<number[]>().notNull().default([]),
    type: text("type").$type<EnrollmentType>(),
    tutoringMode: text("tutoring_mode").$type<TutoringMode>(),
    previousClasses: text("previous_classes").notNull().default(""),
    mandarinHelp: boolean("mandarin_help"),
    referral: text("referral").notNull().default(""),
    groupEnrollment: text("group_enrollment").notNull().default(""),
    paymentWay: text("payment_way").notNull().default(""),
    currency: text("currency").$type<EnrollmentCurrency>(),
    notes: text("notes").notNull().default(""),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("enrollment_forms_user_idx").on(table.userId)],
);

/** One student in one course session (what /enrollment lists). */
export const enrolledCourseSessions = pgTable(
  "enrolled_course_sessions",
  {
    id: serial("id").primaryKey(),
    formId: integer("form_id").references(() => enrollmentForms.id, { onDelete: "set null" }),
    courseSessionId: integer("course_session_id")
      .notNull()
      .references(() => courseSessions.id, { onDelete: "restrict" }),
    studentUserId: integer("student_user_id").references(() => users.id, { onDelete: "set null" }),
    studentFirstName: text("student_first_name").notNull(),
    studentLastName: text("student_last_name").notNull().default(""),
    studentEmail: citext("student_email").notNull(),
    studentPhone: text("student_phone").notNull().default(""),
    school: text("school").notNull().default(""),
    grade: text("grade").notNull().default(""),
    parentUserId: integer("parent_user_id").references(() => users.id, { onDelete: "set null" }),
    contactRole: text("contact_role").$type<EnrollmentRole>().notNull().default("other"),
    contactName: text("contact_name").notNull().default(""),
    contactEmail: citext("contact_email").notNull().default(""),
    contactPhone: text("contact_phone").notNull().default(""),
    homePhone: text("home_phone").notNull().default(""),
    address: text("address").notNull().default(""),
    lineId: text("line_id").notNull().default(""),
    type: text("type").$type<EnrollmentType>().notNull(),
    tutoringMode: text("tutoring_mode").$type<TutoringMode>().notNull(),
    previousClasses: text("previous_classes").notNull().default(""),
    mandarinHelp: boolean("mandarin_help"),
    referral: text("referral").notNull().default(""),
    groupEnrollment: text("group_enrollment").notNull().default(""),
    paymentWay: text("payment_way").notNull().default(""),
    currency: text("currency").$type<EnrollmentCurrency>().notNull(),
    notes: text("notes").notNull().default(""),
    adminNote: text("admin_note").notNull().default(""),
    locale: text("locale").$type<Locale>().notNull().default("en"),
    isRead: boolean("is_read").notNull().default(false),
    status: text("status").$type<EnrollmentStatus>().notNull().default("normal"),
    paymentStatus: text("payment_status").$type<PaymentStatus>().notNull().default("unknown"),
    needPayFirst: boolean("need_pay_first").notNull().default(false),
    waitForParent: boolean("wait_for_parent").notNull().default(false),
    /** Set when the class ticket was created for this paid enrollment (once). */
    ticketCreatedAt: timestamp("ticket_created_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Admin list: unread first, newest first — the index order must match the ORDER BY
    // (is_read asc, created_at desc, id desc) or PostgreSQL sorts the whole table (bench/RESULTS.md).
    index("enrolled_sessions_list_idx").on(
      table.isRead,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index("enrolled_sessions_session_idx").on(table.courseSessionId, table.status),
    index("enrolled_sessions_status_idx").on(table.status, table.paymentStatus, table.createdAt),
    index("enrolled_sessions_student_idx").on(table.studentUserId),
    index("enrolled_sessions_parent_idx").on(table.parentUserId),
    index("enrolled_sessions_search_trgm_idx").using(
      "gin",
      sql`(${table.studentFirstName} || ' ' || ${table.studentLastName} || ' ' || ${table.studentEmail}::text || ' ' || ${table.contactName} || ' ' || ${table.contactEmail}::text) gin_trgm_ops`,
    ),
    // Spec §8 "email already used in enrollment": one active enrollment per student email and session.
    uniqueIndex("enrolled_sessions_active_email_uq")
      .on(table.courseSessionId, table.studentEmail)
      .where(sql`${table.status} in ('normal', 'archive')`),
  ],
);

export const enrolledSessionContacts = pgTable(
  "enrolled_session_contacts",
  {
    id: serial("id").primaryKey(),
    enrolledSessionId: integer("enrolled_session_id")
      .notNull()
      .references(() => enrolledCourseSessions.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    relation: text("relation").notNull().default(""),
    note: text("note").notNull().default(""),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("enrolled_session_contacts_session_idx").on(table.enrolledSessionId)],
);

/** The contract of an enrolled session: terms frozen at creation, signature recorded once. */
export const enrollmentContracts = pgTable("enrollment_contracts", {
  id: serial("id").primaryKey(),
  enrolledSessionId: integer("enrolled_session_id")
    .notNull()
    .unique()
    .references(() => enrolledCourseSessions.id, { onDelete: "cascade" }),
  template: text("template").$type<ContractTemplate>().notNull(),
  title: text("title").notNull(),
  body: text("body").notNull(),
  feeAmount: bigint("fee_amount", { mode: "number" }),
  currency: text("currency").$type<EnrollmentCurrency>().notNull(),
  createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  signedAt: timestamp("signed_at", { withTimezone: true }),
  signerName: text("signer_name"),
  signerIp: text("signer_ip"),
  signerUserAgent: text("signer_user_agent"),
  signerUserId: integer("signer_user_id").references(() => users.id, { onDelete: "set null" }),
});

/** Position of each course session in the enrollment form's class list (admin ordering). */
export const enrollmentFormOrder = pgTable("enrollment_form_order", {
  courseSessionId: integer("course_session_id")
    .primaryKey()
    .references(() => courseSessions.id, { onDelete: "cascade" }),
  position: integer("position").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
