import type { Currency, FieldTranslations, TeacherBilling, TeacherBioTextField } from "@edu/shared";
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../users/users.table";

const userIdPk = () =>
  integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" });

/** Spec §3 "basic" part: contact details and photo (names and email live on users). */
export const basicProfiles = pgTable("basic_profiles", {
  userId: userIdPk(),
  phone: text("phone"),
  facebook: text("facebook"),
  line: text("line"),
  wechat: text("wechat"),
  skype: text("skype"),
  address: text("address"),
  photoUploadId: integer("photo_upload_id"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Grade levels: "1"–"12", college years "13"–"16", or "graduated" (spec §9). */
export const studentProfiles = pgTable("student_profiles", {
  userId: userIdPk(),
  school: text("school"),
  gradeLevel: text("grade_level"),
  accountType: text("account_type").$type<"college" | "grad_school">(),
  testScores: jsonb("test_scores").$type<Record<string, unknown>>().notNull().default({}),
  classesTaken: text("classes_taken"),
  comments: text("comments"),
  languagePreference: text("language_preference"),
  heardFrom: text("heard_from"),
  referral: text("referral"),
  notes: text("notes"),
  survey: jsonb("survey").$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Teacher billing details are personal data: only the teacher and admins ever read them. Its shape
 * by country (Taiwan ID/ARC and bank code, China resident ID, US SSN) is in @edu/shared.
 */
export type { TeacherBilling };

export const teacherProfiles = pgTable(
  "teacher_profiles",
  {
    userId: userIdPk(),
    college: text("college"),
    graduationYear: integer("graduation_year"),
    major: text("major"),
    bio: text("bio"),
    tutoringBio: text("tutoring_bio"),
    counselingBio: text("counseling_bio"),
    /** bio, tutoring_bio, counseling_bio per language; the base columns above are the fallback. */
    bioTranslations: jsonb("bio_translations")
      .$type<FieldTranslations<TeacherBioTextField>>()
      .notNull()
      .default({}),
    subjects: text("subjects").array().notNull().default([]),
    hoursPerWeek: integer("hours_per_week"),
    hourlySalary: bigint("hourly_salary", { mode: "number" }),
    hourlySalaryCurrency: text("hourly_salary_currency").$type<Currency>(),
    adminNote: text("admin_note"),
    meetingLink: text("meeting_link"),
    showBio: boolean("show_bio").notNull().default(false),
    billing: jsonb("billing").$type<TeacherBilling>().notNull().default({}),
    applicationAnswers: jsonb("application_answers").$type<Record<string, string>>().notNull().default({}),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("teacher_profiles_subjects_idx").using("gin", table.subjects)],
);
