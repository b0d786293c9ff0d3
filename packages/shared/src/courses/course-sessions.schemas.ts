import { z } from "zod";
import { CURRENCIES } from "../accounts/roles";
import { fieldTranslationsResponseSchema, fieldTranslationsSchema } from "../i18n/field-translations";
import { LOCALES } from "../i18n/locales";
import { flag01Schema } from "../system/input.schemas";
import {
  dbIdSchema,
  dbIdValueSchema,
  pagedListSchema,
  pageQueryShape,
  queryBooleanSchema,
} from "../system/paging.schemas";
import {
  COURSE_SESSION_TAGS_MAX,
  COURSE_SESSION_TEMPLATES_MAX,
  COURSE_SESSION_TYPES,
  COURSE_SESSIONS_PAGE_SIZE,
} from "./courses.constants";

/** A calendar date, YYYY-MM-DD. */
export const calendarDateSchema = z.iso.date();
/** A time of day, HH:MM (24 h). */
export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "v.time_format" });

/** Minor units; spec §5 "Money must be a number greater than 0". */
const feeSchema = z
  .number({ error: "v.money_positive" })
  .int({ error: "v.money_positive" })
  .positive({ error: "v.money_positive" })
  .max(Number.MAX_SAFE_INTEGER, { error: "v.money_positive" });

const templateList = z.array(z.string().trim().min(1).max(200)).max(COURSE_SESSION_TEMPLATES_MAX);
const tagList = z
  .array(z.string().trim().min(1, { error: "v.required" }).max(40, { error: "v.text_too_long" }))
  .max(COURSE_SESSION_TAGS_MAX)
  .refine((tags) => new Set(tags.map((tag) => tag.toLowerCase())).size === tags.length, {
    error: "v.tag_twice",
  });

/** The session texts people read, translatable per language (the base columns are the fallback). */
export const COURSE_SESSION_TEXT_FIELDS = ["title", "short_name", "city", "date"] as const;
export type CourseSessionTextField = (typeof COURSE_SESSION_TEXT_FIELDS)[number];
export const courseSessionTranslationsSchema = fieldTranslationsSchema<CourseSessionTextField>({
  title: 200,
  short_name: 60,
  city: 60,
  date: 200,
});
/** The texts resolved in the request's language (its own, the other Chinese, English, the base). */
export const courseSessionLocalizedSchema = z.object({
  title: z.string(),
  short_name: z.string(),
  city: z.string(),
  date: z.string(),
});

/** Every field of the spec's course session (§3), as written by admins and staff. */
const sessionShape = {
  course_id: dbIdValueSchema.nullable(),
  type: z.enum(COURSE_SESSION_TYPES),
  title: z.string().trim().min(1, { error: "v.required" }).max(200, { error: "v.text_too_long" }),
  short_name: z.string().trim().max(60, { error: "v.text_too_long" }),
  city: z.string().trim().max(60, { error: "v.text_too_long" }),
  fee: feeSchema.nullable().describe("minor units; null when priced per lesson"),
  currency: z.enum(CURRENCIES),
  need_pay_first: flag01Schema,
  is_online: flag01Schema,
  start_date: calendarDateSchema.nullable(),
  end_date: calendarDateSchema.nullable(),
  date: z
    .string()
    .trim()
    .max(200, { error: "v.text_too_long" })
    .describe("schedule as shown, e.g. Sat & Sun"),
  time_from: timeOfDaySchema.nullable(),
  time_to: timeOfDaySchema.nullable(),
  test_templates: templateList,
  session_templates: templateList,
  class_templates: templateList,
  tags: tagList,
  active: flag01Schema,
  translations: courseSessionTranslationsSchema.describe(
    "title, short_name, city, date per language (en, zh-TW, zh-CN); a language sent replaces its fields",
  ),
};

type Ordered = {
  start_date?: string | null;
  end_date?: string | null;
  time_from?: string | null;
  time_to?: string | null;
};
export const endNotBeforeStart = (value: Ordered) =>
  !value.start_date || !value.end_date || value.end_date >= value.start_date;
export const timeToAfterFrom = (value: Ordered) =>
  !value.time_from || !value.time_to || value.time_to > value.time_from;

export const createCourseSessionSchema = z
  .object({
    ...sessionShape,
    course_id: sessionShape.course_id.default(null),
    type: sessionShape.type.default("group"),
    short_name: sessionShape.short_name.default(""),
    city: sessionShape.city.default(""),
    fee: sessionShape.fee.default(null),
    currency: sessionShape.currency.default("TWD"),
    need_pay_first: sessionShape.need_pay_first.default(false),
    is_online: sessionShape.is_online.default(false),
    start_date: sessionShape.start_date.default(null),
    end_date: sessionShape.end_date.default(null),
    date: sessionShape.date.default(""),
    time_from: sessionShape.time_from.default(null),
    time_to: sessionShape.time_to.default(null),
    test_templates: templateList.default([]),
    session_templates: templateList.default([]),
    class_templates: templateList.default([]),
    tags: tagList.default([]),
    active: sessionShape.active.default(true),
    translations: courseSessionTranslationsSchema.optional(),
  })
  .refine(endNotBeforeStart, { error: "v.end_before_start", path: ["end_date"] })
  .refine(timeToAfterFrom, { error: "v.time_to_before_from", path: ["time_to"] });
export type CreateCourseSessionInput = z.infer<typeof createCourseSessionSchema>;

/** Partial update; the date and time order is checked again against the stored values. */
export const updateCourseSessionSchema = z
  .object(sessionShape)
  .partial()
  .refine(endNotBeforeStart, { error: "v.end_before_start", path: ["end_date"] })
  .refine(timeToAfterFrom, { error: "v.time_to_before_from", path: ["time_to"] });
export type UpdateCourseSessionInput = z.infer<typeof updateCourseSessionSchema>;

export const courseBriefSchema = z.object({ id: z.number().int(), title: z.string() });

export const courseSessionSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int().nullable(),
  course: courseBriefSchema.nullable(),
  type: z.enum(COURSE_SESSION_TYPES),
  is_private: z.boolean().describe("id 10 or less: a private kind"),
  title: z.string(),
  short_name: z.string(),
  city: z.string(),
  fee: z.number().int().nullable().describe("minor units"),
  currency: z.enum(CURRENCIES),
  need_pay_first: z.boolean(),
  is_online: z.boolean(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  date: z.string(),
  time_from: z.string().nullable(),
  time_to: z.string().nullable(),
  test_templates: z.array(z.string()),
  session_templates: z.array(z.string()),
  class_templates: z.array(z.string()),
  tags: z.array(z.string()),
  translations: fieldTranslationsResponseSchema(COURSE_SESSION_TEXT_FIELDS),
  localized: courseSessionLocalizedSchema,
  missing_locales: z.array(z.enum(LOCALES)).describe("languages lacking a translation of some text"),
  active: z.boolean(),
  class_count: z.number().int(),
  ticket_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CourseSession = z.infer<typeof courseSessionSchema>;

export const courseSessionListQuerySchema = z
  .object({
    ...pageQueryShape,
    page_size: pageQueryShape.page_size.default(COURSE_SESSIONS_PAGE_SIZE),
    course_id: dbIdSchema.optional(),
    type: z.enum(COURSE_SESSION_TYPES).optional(),
    city: z.string().trim().max(60).optional(),
    active: queryBooleanSchema.optional(),
    is_online: queryBooleanSchema.optional(),
    date_from: calendarDateSchema.optional().describe("sessions running on or after this day"),
    date_to: calendarDateSchema.optional().describe("sessions starting on or before this day"),
    tag: z.string().trim().max(40).optional(),
    q: z.string().trim().max(100).optional(),
  })
  .refine((v) => !v.date_from || !v.date_to || v.date_to >= v.date_from, {
    error: "v.end_before_start",
    path: ["date_to"],
  });
export type CourseSessionListQuery = z.infer<typeof courseSessionListQuerySchema>;
export const courseSessionPageSchema = pagedListSchema(courseSessionSchema);
export const courseSessionIdParamsSchema = z.object({ id: dbIdSchema });

/** GET enrollment-session-tags: the tags of active sessions, for the enrollment form's filter. */
export const enrollmentSessionTagsSchema = z.object({ data: z.array(z.string()) });

/** A session as the public enrollment form and class pages show it (no templates; seats left only). */
export const enrollmentCourseSessionSchema = courseSessionSchema
  .pick({
    id: true,
    course_id: true,
    course: true,
    type: true,
    is_private: true,
    title: true,
    short_name: true,
    city: true,
    fee: true,
    currency: true,
    need_pay_first: true,
    is_online: true,
    start_date: true,
    end_date: true,
    date: true,
    time_from: true,
    time_to: true,
    tags: true,
    localized: true,
  })
  .extend({
    seats_left: z
      .number()
      .int()
      .nullable()
      .describe("seats still free in the session's classes; null when not limited or no class yet"),
  });
export type EnrollmentCourseSession = z.infer<typeof enrollmentCourseSessionSchema>;

export const courseSessionsForEnrollmentQuerySchema = z.object({
  tag: z.string().trim().max(40).optional(),
  city: z.string().trim().max(60).optional(),
});
/** GET course-sessions-for-enrollment: active sessions grouped by type, with the tags in use. */
export const courseSessionsForEnrollmentSchema = z.object({
  groups: z.array(
    z.object({ type: z.enum(COURSE_SESSION_TYPES), sessions: z.array(enrollmentCourseSessionSchema) }),
  ),
  tags: z.array(z.string()),
});
export type CourseSessionsForEnrollment = z.infer<typeof courseSessionsForEnrollmentSchema>;
