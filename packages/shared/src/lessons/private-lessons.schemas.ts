import { z } from "zod";
import { personBriefSchema } from "../classes/classes.schemas";
import { richTextSchema } from "../content/rich-text.schemas";
import { fieldTranslationsResponseSchema, fieldTranslationsSchema } from "../i18n/field-translations";
import { LOCALES } from "../i18n/locales";
import { CURRENCIES } from "../money/currency";
import { moneyAmountSchema } from "../money/money.schemas";
import { flag01Schema } from "../system/input.schemas";
import { pagedListSchema, pageQueryShape } from "../users/pagination.schemas";
import { teacherInvitationSchema } from "./invitations.schemas";
import { localDateTimeSchema, timezoneSchema } from "./lesson-logs.schemas";
import {
  ACTION_MODES,
  PRIVATE_LESSON_DEFAULTS,
  PRIVATE_LESSON_MAX_PEOPLE,
  PRIVATE_LESSON_PROGRESS,
  PRIVATE_LESSON_TYPES,
  PRIVATE_LESSONS_PAGE_SIZE,
  TIMESLOT_PERIODS,
} from "./lessons.constants";

const MAX_INT = 2_147_483_647;
const id = z.number().int().positive().max(MAX_INT);
const queryId = z.coerce.number().int().positive().max(MAX_INT);
const text = (max: number) => z.string().trim().max(max, { error: "v.text_too_long" });
const money = moneyAmountSchema({ allowZero: true }).describe("minor units (× 100)");
const currency = z.enum(CURRENCIES);

/** Spec 02 §5: "0000-00-00" reads as unset (null); otherwise YYYY-MM-DD. */
export const optionalDateSchema = z
  .union([z.literal("0000-00-00"), z.iso.date({ error: "v.date_format" }), z.null()])
  .transform((value) => (value === "0000-00-00" ? null : value));
/** Spec 02 §5: "00:00:00" reads as unset (null); otherwise HH:mm or HH:mm:ss, kept as HH:mm:ss. */
export const optionalTimeSchema = z
  .union([z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { error: "v.time_format" }), z.null()])
  .transform((value) => {
    if (value === null) return null;
    const full = value.length === 5 ? `${value}:00` : value;
    return full === "00:00:00" ? null : full;
  });

/**
 * Spec 02 §5: the lesson's start as one value, date plus time with seconds ("YYYY-MM-DD HH:mm:ss" in
 * the lesson's time zone), or null when either part is missing. A date of 0000-00-00 or a time of
 * 00:00:00 reads as unset (null), as the separate fields do.
 */
export const optionalStartSchema = z
  .string({ error: "v.datetime_format" })
  .nullable()
  .transform((value, ctx) => {
    if (value === null || /^0000-00-00(?:[ T]|$)/.test(value.trim())) return null;
    const parsed = localDateTimeSchema.safeParse(value);
    if (!parsed.success) {
      ctx.addIssue({ code: "custom", message: "v.datetime_format" });
      return z.NEVER;
    }
    return parsed.data.endsWith(" 00:00:00") ? null : parsed.data;
  });

/**
 * The lesson's texts people read, translatable per language: the title is its class's name (the
 * base column, English/fallback) and its translations are the class's `name` translations.
 */
export const PRIVATE_LESSON_TEXT_FIELDS = ["title"] as const;
export type PrivateLessonTextField = (typeof PRIVATE_LESSON_TEXT_FIELDS)[number];
export const privateLessonTranslationsSchema = fieldTranslationsSchema<PrivateLessonTextField>({
  title: 200,
});

export const timeslotInputSchema = z.object({
  from: optionalTimeSchema.default(null),
  to: optionalTimeSchema.default(null),
  times: z.number().int().min(1).max(31).default(2),
  per: z.enum(TIMESLOT_PERIODS).default("M"),
});

/**
 * A student row of the lesson form (spec: lesson request). A row without `student_user_id` is dropped
 * (spec 02 §5). `student_class_ticket_id` and `action_mode` are read-only: the server decides them.
 */
export const lessonRequestInputSchema = z.object({
  student_user_id: id.nullable().optional(),
  student_class_ticket_id: id.nullable().optional().describe("ignored: the server keeps or makes the ticket"),
  fee: money.default(0).describe("minor units per hour"),
  fee_currency: currency.default("TWD"),
  online_fee: money.nullable().default(null),
  online_fee_currency: currency.nullable().default(null),
  need_pay_first: flag01Schema.default(false),
  default_parents_receivers: z.array(id).max(10).default([]).describe("parents who get the class's mail"),
  action_mode: z.enum(ACTION_MODES).optional().describe("ignored: computed by the server"),
});
export type LessonRequestInput = z.infer<typeof lessonRequestInputSchema>;

/** A teacher row of the lesson form (spec: teacher in a class); rows without `teacher_user_id` are dropped. */
export const classTeacherInputSchema = z.object({
  teacher_user_id: id.nullable().optional(),
  salary: money.default(0).describe("minor units per salary unit"),
  salary_currency: currency.default("TWD"),
  online_salary: money.nullable().default(null),
  online_salary_currency: currency.nullable().default(null),
  salary_unit: z.number().int().min(1).max(3).default(PRIVATE_LESSON_DEFAULTS.salary_unit),
  can_see_others: flag01Schema.default(false),
  need_to_intro: flag01Schema.default(false).describe("set by the server for a newly added teacher"),
  is_update_teacher_bio: flag01Schema.default(false).describe("set by the server for a newly added teacher"),
  bio_en: text(5000).default(""),
  bio_zh: text(5000).default(""),
  action_mode: z.enum(ACTION_MODES).optional().describe("ignored: computed by the server"),
});
export type ClassTeacherInput = z.infer<typeof classTeacherInputSchema>;

const lessonShape = {
  type: z
    .union([z.literal(PRIVATE_LESSON_TYPES.private), z.literal(PRIVATE_LESSON_TYPES.custom)])
    .default(PRIVATE_LESSON_TYPES.private)
    .describe("1 private lesson, 2 custom lesson"),
  course_session_id: id
    .max(10, { error: "v.private_course_session" })
    .optional()
    .describe("a private kind (≤ 10); default 6 for custom lessons, else 2 online or 1 in person"),
  title: z.string().trim().min(1, { error: "v.required" }).max(200, { error: "v.text_too_long" }),
  translations: privateLessonTranslationsSchema
    .optional()
    .describe(
      'title per language (en, zh-TW, zh-CN); a language sent replaces its title ("" removes it); absent keeps the stored ones',
    ),
  subject_type: text(100).default(""),
  subject: text(200).default(""),
  is_online: flag01Schema.default(false),
  request_time_info: text(2000).default(""),
  request_content: richTextSchema.default(""),
  contact_tool_preference: z
    .number()
    .int()
    .min(0)
    .max(20)
    .default(PRIVATE_LESSON_DEFAULTS.contact_tool_preference),
  started_date: optionalDateSchema.default(null),
  started_time: optionalTimeSchema.default(null),
  started_at: optionalStartSchema
    .optional()
    .describe(
      "YYYY-MM-DD HH:mm:ss in `timezone`, or null (spec 02 §5: the form's value); when sent, it decides the start and started_date/started_time are ignored",
    ),
  timezone: timezoneSchema.default(PRIVATE_LESSON_DEFAULTS.timezone),
  duration_hours: z.number().int().min(0).max(12).default(PRIVATE_LESSON_DEFAULTS.duration_hours),
  duration_minutes: z.number().int().min(0).max(59).default(PRIVATE_LESSON_DEFAULTS.duration_minutes),
  address: text(300).default(""),
  look_for_teacher: flag01Schema.default(false),
  admin_note: text(5000).default(""),
  teacher_note: text(5000).default(""),
  session_class_timeslots: z
    .array(timeslotInputSchema)
    .max(14)
    .default(PRIVATE_LESSON_DEFAULTS.session_class_timeslots.map((slot) => ({ ...slot }))),
  lesson_requests: z.array(lessonRequestInputSchema).max(PRIVATE_LESSON_MAX_PEOPLE).default([]),
  teachers: z.array(classTeacherInputSchema).max(PRIVATE_LESSON_MAX_PEOPLE).default([]),
  mail_content: richTextSchema.default(""),
  mail_to_teachers: flag01Schema.default(false),
  mail_to_students: flag01Schema.default(false),
  mail_to_parents: flag01Schema.default(false),
};

/** POST add-custom-lesson: a private or custom lesson (a class of a private course session ≤ 10). */
export const addCustomLessonSchema = z.object(lessonShape);
export type AddCustomLessonInput = z.infer<typeof addCustomLessonSchema>;

/** POST update-custom-lesson: the whole form again; students and teachers are the new lists. */
export const updateCustomLessonSchema = z.object({ class_id: id, ...lessonShape });
export type UpdateCustomLessonInput = z.infer<typeof updateCustomLessonSchema>;

export const customLessonQuerySchema = z.object({ class_id: queryId });

export const privateLessonsQuerySchema = z.object({
  ...pageQueryShape,
  page_size: pageQueryShape.page_size.default(PRIVATE_LESSONS_PAGE_SIZE),
  role_type: z
    .enum(["teacher", "student", "parent"])
    .optional()
    .describe("with user_id: /filter/{roleType}/{userId}"),
  user_id: queryId.optional(),
  q: z.string().trim().max(100).optional(),
});
export type PrivateLessonsQuery = z.infer<typeof privateLessonsQuerySchema>;

// ---- answers ----

export const lessonRequestSchema = z.object({
  student_user_id: z.number().int(),
  student: personBriefSchema,
  student_class_ticket_id: z.number().int().nullable(),
  fee: z.number().int().nullable(),
  fee_currency: currency.nullable(),
  online_fee: z.number().int().nullable(),
  online_fee_currency: currency.nullable(),
  need_pay_first: z.boolean(),
  default_parents_receivers: z.array(z.number().int()),
});

export const classTeacherSchema = z.object({
  teacher_user_id: z.number().int(),
  teacher: personBriefSchema,
  salary: z.number().int().nullable().describe("staff, the teacher, and teachers who can_see_others"),
  salary_currency: currency.nullable(),
  online_salary: z.number().int().nullable(),
  online_salary_currency: currency.nullable(),
  salary_unit: z.number().int(),
  can_see_others: z.boolean(),
  need_to_intro: z.boolean(),
  is_update_teacher_bio: z.boolean(),
  bio_en: z.string(),
  bio_zh: z.string(),
});

export const timeslotSchema = z.object({
  id: z.number().int(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  times: z.number().int(),
  per: z.enum(TIMESLOT_PERIODS),
});

const lessonFields = {
  id: z.number().int().describe("the class id"),
  class_id: z.number().int(),
  type: z.number().int(),
  course_session_id: z.number().int(),
  title: z.string().describe("the base title (English/fallback)"),
  translations: fieldTranslationsResponseSchema(PRIVATE_LESSON_TEXT_FIELDS),
  localized: z
    .object({ title: z.string() })
    .describe("the title in the request's language (its own, the other Chinese, English, the base)"),
  missing_locales: z.array(z.enum(LOCALES)).describe("languages lacking a translation of the title"),
  subject_type: z.string(),
  subject: z.string(),
  is_online: z.boolean(),
  started_date: z.string().nullable(),
  started_time: z.string().nullable(),
  started_at: z.string().nullable().describe("started_date + started_time (YYYY-MM-DD HH:mm:ss), or null"),
  timezone: z.string(),
  duration_hours: z.number().int(),
  duration_minutes: z.number().int(),
  progress: z.enum(PRIVATE_LESSON_PROGRESS),
  students: z.array(personBriefSchema),
  teachers_brief: z.array(personBriefSchema),
  created_at: z.string(),
};

export const privateLessonListItemSchema = z.object(lessonFields);
export type PrivateLessonListItem = z.infer<typeof privateLessonListItemSchema>;
export const privateLessonPageSchema = pagedListSchema(privateLessonListItemSchema);

export const privateLessonSchema = z.object({
  ...lessonFields,
  request_time_info: z.string(),
  request_content: z.string(),
  contact_tool_preference: z.number().int(),
  address: z.string(),
  look_for_teacher: z.boolean(),
  admin_note: z.string().describe('staff only ("" for teachers)'),
  teacher_note: z.string(),
  mail_content: z.string(),
  mail_to_teachers: z.boolean(),
  mail_to_students: z.boolean(),
  mail_to_parents: z.boolean(),
  session_class_timeslots: z.array(timeslotSchema),
  lesson_requests: z.array(lessonRequestSchema),
  teachers: z.array(classTeacherSchema),
  class_teacher_invitations: z.array(teacherInvitationSchema).describe("staff only ([] for teachers)"),
  updated_at: z.string(),
});
export type PrivateLesson = z.infer<typeof privateLessonSchema>;

/** What a save did to each student and teacher row (A added, U updated, D removed). */
export const privateLessonSaveResultSchema = privateLessonSchema.extend({
  changes: z.object({
    lesson_requests: z.array(
      z.object({ student_user_id: z.number().int(), action_mode: z.enum(ACTION_MODES) }),
    ),
    teachers: z.array(z.object({ teacher_user_id: z.number().int(), action_mode: z.enum(ACTION_MODES) })),
  }),
});
export type PrivateLessonSaveResult = z.infer<typeof privateLessonSaveResultSchema>;
