import { z } from "zod";
import {
  translationsPatchSchema,
  translationsResponseSchema,
  translationsSchema,
} from "../content/translations";
import { LOCALES } from "../i18n/locales";
import { flag01Schema } from "../system/input.schemas";
import {
  dbIdSchema,
  dbIdValueSchema,
  pagedListSchema,
  pageQueryShape,
  queryBooleanSchema,
} from "../system/paging.schemas";
import { COURSE_CATEGORIES, COURSE_SEASONS } from "./courses.constants";

/** Title, description and price text per language; English is required and the fallback. */
const COURSE_TEXT_FIELDS = {
  title: { max: 200, required: true },
  description: { max: 20_000 },
  price_text: { max: 200 },
} as const;

const courseFields = {
  category: z.enum(COURSE_CATEGORIES),
  season: z.enum(COURSE_SEASONS).default("year_round"),
  show_index: flag01Schema.default(false).describe("shown on the landing page"),
  is_visible: flag01Schema.default(true).describe("public visitors see only visible courses"),
  order: z.number().int().min(0).max(100_000).default(0).describe("list position, ascending"),
  cover_upload_id: dbIdValueSchema.nullable().default(null),
};

export const createCourseSchema = z.object({
  translations: translationsSchema(COURSE_TEXT_FIELDS),
  ...courseFields,
});
export type CreateCourseInput = z.infer<typeof createCourseSchema>;

export const updateCourseSchema = z.object({
  translations: translationsPatchSchema(COURSE_TEXT_FIELDS).optional(),
  category: courseFields.category.optional(),
  season: z.enum(COURSE_SEASONS).optional(),
  show_index: flag01Schema.optional(),
  is_visible: flag01Schema.optional(),
  order: z.number().int().min(0).max(100_000).optional(),
  cover_upload_id: dbIdValueSchema.nullable().optional(),
});
export type UpdateCourseInput = z.infer<typeof updateCourseSchema>;

export const courseSchema = z.object({
  id: z.number().int(),
  title: z.string().describe("in the request's language, English where missing"),
  description: z.string(),
  price_text: z.string(),
  locale: z.enum(LOCALES),
  missing_locales: z.array(z.enum(LOCALES)),
  translations: translationsResponseSchema(["title", "description", "price_text"]),
  category: z.enum(COURSE_CATEGORIES),
  season: z.enum(COURSE_SEASONS),
  show_index: z.boolean(),
  is_visible: z.boolean(),
  order: z.number().int(),
  cover_upload_id: z.number().int().nullable(),
  cover_image_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Course = z.infer<typeof courseSchema>;

export const courseListQuerySchema = z.object({
  ...pageQueryShape,
  show_index: queryBooleanSchema.optional(),
  is_visible: queryBooleanSchema
    .optional()
    .describe("admin and staff only; visitors always get visible ones"),
  category: z.enum(COURSE_CATEGORIES).optional(),
  season: z.enum(COURSE_SEASONS).optional(),
});
export type CourseListQuery = z.infer<typeof courseListQuerySchema>;
export const coursePageSchema = pagedListSchema(courseSchema);

export const courseIdParamsSchema = z.object({ id: dbIdSchema });
