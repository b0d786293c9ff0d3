import { z } from "zod";
import {
  calendarDateSchema,
  endNotBeforeStart,
  timeOfDaySchema,
  timeToAfterFrom,
} from "../courses/course-sessions.schemas";
import { COURSE_SESSION_TYPES } from "../courses/courses.constants";
import { fieldTranslationsResponseSchema, fieldTranslationsSchema } from "../i18n/field-translations";
import { LOCALES } from "../i18n/locales";
import { flag01Schema, optionalHttpUrlSchema } from "../system/input.schemas";
import { dbIdSchema, dbIdValueSchema, pagedListSchema, pageQueryShape } from "../system/paging.schemas";
import {
  SESSION_CLASS_MAX_TEACHERS,
  SESSION_CLASS_STATUSES,
  SESSION_CLASSES_PAGE_SIZE,
} from "./classes.constants";

const text = (max: number) => z.string().trim().max(max, { error: "v.text_too_long" });
const userIds = z
  .array(dbIdValueSchema)
  .max(SESSION_CLASS_MAX_TEACHERS)
  .refine((ids) => new Set(ids).size === ids.length, { error: "v.user_twice" });
/** "" when the class has no link. */
export const onlineLinkSchema = optionalHttpUrlSchema(500);

/** The class texts people read, translatable per language (the base columns are the fallback). */
export const SESSION_CLASS_TEXT_FIELDS = ["name", "schedule", "address", "notes"] as const;
export type SessionClassTextField = (typeof SESSION_CLASS_TEXT_FIELDS)[number];
export const sessionClassTranslationsSchema = fieldTranslationsSchema<SessionClassTextField>({
  name: 200,
  schedule: 500,
  address: 300,
  notes: 5000,
});
/** The texts resolved in the request's language (its own, the other Chinese, English, the base). */
export const sessionClassLocalizedSchema = z.object({
  name: z.string(),
  schedule: z.string(),
  address: z.string(),
  notes: z.string(),
});

const classShape = {
  course_session_id: dbIdValueSchema,
  name: z.string().trim().min(1, { error: "v.required" }).max(200, { error: "v.text_too_long" }),
  teacher_ids: userIds.describe("the class's teachers (role teacher)"),
  ta_ids: userIds.describe("teaching assistants (teacher or staff)"),
  start_date: calendarDateSchema.nullable(),
  end_date: calendarDateSchema.nullable().describe("after this day the class is an old class"),
  schedule: text(500).describe("e.g. Saturdays 9:00–12:00"),
  time_from: timeOfDaySchema.nullable(),
  time_to: timeOfDaySchema.nullable(),
  timezone: z.string().trim().min(1).max(64),
  is_online: flag01Schema,
  room: text(100),
  address: text(300),
  online_link: onlineLinkSchema,
  capacity: z.number().int().min(1).max(1000).nullable(),
  notes: text(5000),
  translations: sessionClassTranslationsSchema.describe(
    "name, schedule, address, notes per language (en, zh-TW, zh-CN); a language sent replaces its fields",
  ),
};

export const createSessionClassSchema = z
  .object({
    ...classShape,
    teacher_ids: classShape.teacher_ids.default([]),
    ta_ids: classShape.ta_ids.default([]),
    start_date: classShape.start_date.default(null),
    end_date: classShape.end_date.default(null),
    schedule: classShape.schedule.default(""),
    time_from: classShape.time_from.default(null),
    time_to: classShape.time_to.default(null),
    timezone: classShape.timezone.default("Asia/Taipei"),
    is_online: classShape.is_online.default(false),
    room: classShape.room.default(""),
    address: classShape.address.default(""),
    online_link: classShape.online_link.default(""),
    capacity: classShape.capacity.default(null),
    notes: classShape.notes.default(""),
    translations: sessionClassTranslationsSchema.optional(),
  })
  .refine(endNotBeforeStart, { error: "v.end_before_start", path: ["end_date"] })
  .refine(timeToAfterFrom, { error: "v.time_to_before_from", path: ["time_to"] });
export type CreateSessionClassInput = z.infer<typeof createSessionClassSchema>;

export const updateSessionClassSchema = z
  .object(classShape)
  .partial()
  .refine(endNotBeforeStart, { error: "v.end_before_start", path: ["end_date"] })
  .refine(timeToAfterFrom, { error: "v.time_to_before_from", path: ["time_to"] });
export type UpdateSessionClassInput = z.infer<typeof updateSessionClassSchema>;

export const personBriefSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
export type PersonBrief = z.infer<typeof personBriefSchema>;

export const courseSessionBriefSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  short_name: z.string(),
  city: z.string(),
  type: z.enum(COURSE_SESSION_TYPES),
  localized: z
    .object({ title: z.string(), short_name: z.string(), city: z.string() })
    .optional()
    .describe("title, short_name, city in the request's language (class answers)"),
});

export const sessionClassSchema = z.object({
  id: z.number().int(),
  course_session_id: z.number().int(),
  course_session: courseSessionBriefSchema,
  is_private: z.boolean().describe("course_session_id 10 or less"),
  name: z.string(),
  teachers: z.array(personBriefSchema),
  tas: z.array(personBriefSchema),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  schedule: z.string(),
  time_from: z.string().nullable(),
  time_to: z.string().nullable(),
  timezone: z.string(),
  is_online: z.boolean(),
  room: z.string(),
  address: z.string(),
  online_link: z.string(),
  capacity: z.number().int().nullable(),
  notes: z.string(),
  translations: fieldTranslationsResponseSchema(SESSION_CLASS_TEXT_FIELDS),
  localized: sessionClassLocalizedSchema,
  missing_locales: z.array(z.enum(LOCALES)).describe("languages lacking a translation of some text"),
  student_count: z.number().int(),
  is_ended: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SessionClass = z.infer<typeof sessionClassSchema>;
export const sessionClassPageSchema = pagedListSchema(sessionClassSchema);

/** Mine: a teacher's classes, a student's classes, a parent's children's (admin and staff: what they teach). */
export const mySessionClassesQuerySchema = z.object({
  ...pageQueryShape,
  page_size: pageQueryShape.page_size.default(SESSION_CLASSES_PAGE_SIZE),
  status: z.enum(SESSION_CLASS_STATUSES).default("current"),
  q: z.string().trim().max(100).optional(),
});
export type MySessionClassesQuery = z.infer<typeof mySessionClassesQuerySchema>;

export const allSessionClassesQuerySchema = mySessionClassesQuerySchema.extend({
  status: z.enum(SESSION_CLASS_STATUSES).default("all"),
  course_session_id: dbIdSchema.optional(),
  teacher_id: dbIdSchema.optional(),
  is_online: z
    .enum(["true", "false", "1", "0"])
    .transform((v) => v === "true" || v === "1")
    .optional(),
  is_private: z
    .enum(["true", "false", "1", "0"])
    .transform((v) => v === "true" || v === "1")
    .optional(),
});
export type AllSessionClassesQuery = z.infer<typeof allSessionClassesQuerySchema>;

export const sessionClassIdParamsSchema = z.object({ id: dbIdSchema });

/** GET session-classes/placement-list: classes a ticket of the session can be placed into. */
export const sessionClassPlacementListQuerySchema = z.object({
  course_session_id: dbIdSchema.optional(),
  include_ended: z
    .enum(["true", "false", "1", "0"])
    .transform((v) => v === "true" || v === "1")
    .default(false),
});
export const sessionClassPlacementListSchema = z.object({ data: z.array(sessionClassSchema) });
