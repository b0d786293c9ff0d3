import { z } from "zod";
import {
  emailSchema,
  nameSchema,
  phoneSchema,
  usernameSchema,
  userSchema,
} from "../accounts/accounts.schemas";
import {
  applicationAnswersSchema,
  gradeLevelSchema,
  optionalText,
  requiredText,
  STUDENT_ACCOUNT_TYPES,
  subjectsSchema,
} from "../accounts/binding.schemas";
import { CURRENCIES } from "../accounts/roles";
import { fieldTranslationsResponseSchema, fieldTranslationsSchema } from "../i18n/field-translations";
import { LOCALES } from "../i18n/locales";
import { DEFAULT_CURRENCY } from "../money/currency";
import { moneyAmountSchema, refineMoneyInCurrency } from "../money/money.schemas";
import { flag01Schema, optionalHttpUrlSchema } from "../system/input.schemas";
import {
  dbIdSchema,
  dbIdValueSchema,
  pagedListSchema,
  pageQueryShape,
  queryBooleanSchema,
  queryListSchema,
} from "../system/paging.schemas";
import { BILLING_COUNTRIES, teacherBillingIssues } from "./teacher-billing";

// ---- Response parts (spec §3 "Profile parts") ----

export const basicProfileSchema = z.object({
  phone: z.string().nullable(),
  facebook: z.string().nullable(),
  line: z.string().nullable(),
  wechat: z.string().nullable(),
  skype: z.string().nullable(),
  address: z.string().nullable(),
  photo_upload_id: z.number().int().nullable(),
});
export type BasicProfile = z.infer<typeof basicProfileSchema>;

const jsonRecord = z.record(z.string(), z.unknown());

export const studentProfileSchema = z.object({
  school: z.string().nullable(),
  grade_level: z.string().nullable(),
  account_type: z.enum(STUDENT_ACCOUNT_TYPES).nullable(),
  test_scores: jsonRecord,
  classes_taken: z.string().nullable(),
  comments: z.string().nullable(),
  language_preference: z.string().nullable(),
  heard_from: z.string().nullable(),
  referral: z.string().nullable(),
  notes: z.string().nullable(),
  survey: jsonRecord,
});
export type StudentProfile = z.infer<typeof studentProfileSchema>;

/** Personal data: only admins and the teacher themself ever receive it. Shape by country: teacher-billing.ts. */
export const teacherBillingSchema = z
  .object({
    country: z.enum(BILLING_COUNTRIES).optional(),
    official_name: z.string().trim().max(200).optional(),
    /** Taiwan national ID or ARC, China resident ID, or a passport number elsewhere. */
    id_number: z.string().trim().toUpperCase().max(40).optional(),
    ssn: z.string().trim().max(40).optional(),
    date_of_birth: z.iso.date().optional(),
    payment_method: z.string().trim().max(100).optional(),
    bank_name: z.string().trim().max(100).optional(),
    /** Taiwan's three-digit bank code (e.g. 822). */
    bank_code: z.string().trim().max(10).optional(),
    bank_branch: z.string().trim().max(100).optional(),
    bank_account: z.string().trim().max(40).optional(),
    mailing_address_1: z.string().trim().max(200).optional(),
    mailing_address_2: z.string().trim().max(200).optional(),
    city: z.string().trim().max(100).optional(),
    state: z.string().trim().max(100).optional(),
    zip: z.string().trim().max(20).optional(),
  })
  .superRefine((billing, ctx) => {
    for (const issue of teacherBillingIssues(billing)) {
      ctx.addIssue({ code: "custom", path: [issue.field], message: issue.key });
    }
  });
export type TeacherBilling = z.infer<typeof teacherBillingSchema>;

/** A teacher's texts people read, translatable per language (the base columns are the fallback). */
export const TEACHER_BIO_TEXT_FIELDS = ["bio", "tutoring_bio", "counseling_bio"] as const;
export type TeacherBioTextField = (typeof TEACHER_BIO_TEXT_FIELDS)[number];
export const teacherBioTranslationsSchema = fieldTranslationsSchema<TeacherBioTextField>({
  bio: 5000,
  tutoring_bio: 5000,
  counseling_bio: 5000,
});
/** The bios resolved in the request's language (its own, the other Chinese, English, the base). */
export const teacherBioLocalizedSchema = z.object({
  bio: z.string(),
  tutoring_bio: z.string(),
  counseling_bio: z.string(),
});

export const teacherProfileSchema = z.object({
  college: z.string().nullable(),
  graduation_year: z.number().int().nullable(),
  major: z.string().nullable(),
  bio: z.string().nullable(),
  tutoring_bio: z.string().nullable(),
  counseling_bio: z.string().nullable(),
  translations: fieldTranslationsResponseSchema(TEACHER_BIO_TEXT_FIELDS).describe(
    "bio, tutoring_bio, counseling_bio per language (en, zh-TW, zh-CN)",
  ),
  localized: teacherBioLocalizedSchema,
  missing_locales: z.array(z.enum(LOCALES)).describe("languages lacking a translation of some bio"),
  subjects: z.array(z.string()),
  hours_per_week: z.number().int().nullable(),
  meeting_link: z.string().nullable(),
  show_bio: z.boolean(),
  /** Admins and the teacher themself only. */
  hourly_salary: z.number().int().nullable().optional().describe("minor units"),
  hourly_salary_currency: z.enum(CURRENCIES).nullable().optional(),
  billing: teacherBillingSchema.optional(),
  application_answers: z.record(z.string(), z.string()).optional(),
  /** Admins only. */
  admin_note: z.string().nullable().optional(),
});
export type TeacherProfile = z.infer<typeof teacherProfileSchema>;

/** A linked parent or child as a profile shows it. */
export const profileLinkSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type ProfileLink = z.infer<typeof profileLinkSchema>;

/** GET profile, profile/{id}, profile/username/{name} and every profile PATCH answer this. */
export const profileSchema = z.object({
  user: userSchema,
  basic: basicProfileSchema,
  /** Present when the user holds the student role. */
  student: studentProfileSchema.nullable(),
  /** Present when the user holds the teacher role. */
  teacher: teacherProfileSchema.nullable(),
  /** A student's parents. */
  parents: z.array(profileLinkSchema),
  /** A parent's children. */
  children: z.array(profileLinkSchema),
});
export type Profile = z.infer<typeof profileSchema>;

// ---- Updates (PATCH, partial: a missing field is left as it is; null clears an optional one) ----

const trimmedName = nameSchema.min(1, { error: "v.required" });

export const updateBasicProfileSchema = z.object({
  first_name: trimmedName.optional(),
  last_name: trimmedName.optional(),
  phone: phoneSchema.optional(),
  facebook: optionalText(200),
  line: optionalText(200),
  wechat: optionalText(200),
  skype: optionalText(200),
  address: optionalText(500),
  photo_upload_id: dbIdValueSchema.nullable().optional(),
  timezone: z.string().trim().min(1).max(64).optional(),
});
export type UpdateBasicProfileInput = z.infer<typeof updateBasicProfileSchema>;

/** Admin editing another user's basic part may also change sign-in names and the currency. */
export const adminUpdateBasicProfileSchema = updateBasicProfileSchema.extend({
  username: usernameSchema.optional(),
  email: emailSchema.optional(),
  default_currency: z.enum(CURRENCIES).optional(),
});
export type AdminUpdateBasicProfileInput = z.infer<typeof adminUpdateBasicProfileSchema>;

export const updateStudentProfileSchema = z.object({
  school: requiredText().optional(),
  grade_level: gradeLevelSchema.nullable().optional(),
  account_type: z.enum(STUDENT_ACCOUNT_TYPES).nullable().optional(),
  test_scores: z.record(z.string().max(60), z.union([z.number(), z.string().max(100)])).optional(),
  classes_taken: optionalText(2000),
  comments: optionalText(5000),
  language_preference: optionalText(40),
  heard_from: optionalText(200),
  referral: optionalText(200),
});
export type UpdateStudentProfileInput = z.infer<typeof updateStudentProfileSchema>;

export const adminUpdateStudentProfileSchema = updateStudentProfileSchema.extend({
  notes: optionalText(5000),
});
export type AdminUpdateStudentProfileInput = z.infer<typeof adminUpdateStudentProfileSchema>;

/** Survey answers replace the stored ones. */
export const updateStudentSurveySchema = z.object({
  survey: z
    .record(
      z.string().regex(/^[a-z0-9_]{1,60}$/),
      z.union([z.string().max(2000), z.number(), z.boolean(), z.array(z.string().max(200)).max(50)]),
    )
    .refine((value) => Object.keys(value).length <= 100),
});
export type UpdateStudentSurveyInput = z.infer<typeof updateStudentSurveySchema>;

export const updateTeacherProfileSchema = z.object({
  college: requiredText().optional(),
  major: requiredText().optional(),
  graduation_year: z.number().int().min(1950).max(2100).nullable().optional(),
  bio: optionalText(5000),
  tutoring_bio: optionalText(5000),
  counseling_bio: optionalText(5000),
  translations: teacherBioTranslationsSchema
    .optional()
    .describe(
      "bios per language (en, zh-TW, zh-CN); a language sent replaces its fields, an empty text removes it",
    ),
  subjects: subjectsSchema.optional(),
  hours_per_week: z.number().int().min(0).max(168).nullable().optional(),
  meeting_link: optionalHttpUrlSchema(500)
    .transform((value) => value || null)
    .nullable()
    .optional()
    .describe('http(s) address; "" or null clears it'),
  billing: teacherBillingSchema.optional(),
  application_answers: applicationAnswersSchema.optional(),
});
export type UpdateTeacherProfileInput = z.infer<typeof updateTeacherProfileSchema>;

export const adminUpdateTeacherProfileSchema = updateTeacherProfileSchema
  .extend({
    // More than 0, in the money module's words (v.money_positive, v.money_decimals…).
    hourly_salary: moneyAmountSchema().nullable().optional().describe("minor units, greater than 0"),
    hourly_salary_currency: z.enum(CURRENCIES).nullable().optional(),
    admin_note: optionalText(5000),
    show_bio: flag01Schema.optional(),
  })
  // No currency (null) reads as the default one, as the profile shows it; left out, the stored one stays.
  .superRefine((body, ctx) =>
    refineMoneyInCurrency(
      ctx,
      ["hourly_salary"],
      body.hourly_salary,
      body.hourly_salary_currency === null ? DEFAULT_CURRENCY : body.hourly_salary_currency,
    ),
  );
export type AdminUpdateTeacherProfileInput = z.infer<typeof adminUpdateTeacherProfileSchema>;

export const profileUsernameParamsSchema = z.object({ name: z.string().min(1).max(80) });

// ---- Teachers (public) ----

/** What anyone may see of a teacher. */
export const publicTeacherSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  bio: z.string().nullable().describe("null unless the teacher's bio is shown"),
  localized: z
    .object({ bio: z.string().nullable() })
    .describe(
      "the bio in the request's language (its own, the other Chinese, English, the base); null unless shown",
    ),
  show_bio: z.boolean().describe("whether the bio is shown on the instructors page"),
  subjects: z.array(z.string()),
  photo_upload_id: z.number().int().nullable(),
});
export type PublicTeacher = z.infer<typeof publicTeacherSchema>;

/** GET teachers: `subjects[]` (or `subjects`, comma lists too) any of, `q` name match, `show_bio`, paging. */
export const teachersQuerySchema = z.object({
  ...pageQueryShape,
  subjects: queryListSchema(z.string().trim().min(1).max(80)),
  "subjects[]": queryListSchema(z.string().trim().min(1).max(80)),
  q: z.string().trim().max(100).optional(),
  show_bio: queryBooleanSchema.optional(),
});
export type TeachersQuery = z.infer<typeof teachersQuerySchema>;

export const teacherListSchema = pagedListSchema(publicTeacherSchema);

export const toggleShowBioSchema = z.object({ user_id: dbIdValueSchema });
export const toggleShowBioResultSchema = z.object({ user_id: z.number().int(), show_bio: z.boolean() });

export const parentsForProfileQuerySchema = z.object({
  user_id: dbIdSchema,
});
export const parentsForProfileResultSchema = z.object({ data: z.array(profileLinkSchema) });

export const teacherApplicationQuerySchema = z.object({ email: emailSchema });
export const teacherApplicationSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  college: z.string().nullable(),
  major: z.string().nullable(),
  graduation_year: z.number().int().nullable(),
  subjects: z.array(z.string()),
  application_answers: z.record(z.string(), z.string()),
});
