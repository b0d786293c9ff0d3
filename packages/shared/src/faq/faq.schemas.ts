import { z } from "zod";
import {
  localeSchema,
  localizedMetaShape,
  translationsPatchSchema,
  translationsResponseSchema,
  translationsSchema,
} from "../content/translations";
import { flag01Schema } from "../system/input.schemas";
import {
  dbIdSchema,
  dbIdValueSchema,
  pagedListSchema,
  pageQueryShape,
  queryBooleanSchema,
} from "../system/paging.schemas";

const sortOrder = z.number().int().min(-100_000).max(100_000);

/** FAQ sections (/faq/{id}) are topics with a slug; "about-us" is the default section. */
export const DEFAULT_FAQ_SECTION = "about-us";
/** The topic holding the instructor FAQ (GET/POST instructor-faq). */
export const INSTRUCTOR_FAQ_TOPIC_SLUG = "instructors";
export const FAQ_TOPIC_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const faqIdParamsSchema = z.object({ id: dbIdSchema });

// ---- topics ----

const topicFields = { name: { max: 120, required: true }, description: { max: 1000 } } as const;
export const faqTopicTranslationsSchema = translationsSchema(topicFields);
const topicTranslationsOut = translationsResponseSchema(["name", "description"]);

export const createFaqTopicSchema = z.object({
  slug: z
    .string()
    .trim()
    .min(1, { error: "v.required" })
    .max(60)
    .regex(FAQ_TOPIC_SLUG_PATTERN, { error: "v.slug_format" }),
  sort_order: sortOrder.optional(),
  translations: faqTopicTranslationsSchema,
});
export type CreateFaqTopicInput = z.infer<typeof createFaqTopicSchema>;
export const updateFaqTopicSchema = createFaqTopicSchema
  .omit({ translations: true })
  .partial()
  .extend({ translations: translationsPatchSchema(topicFields).optional() });
export type UpdateFaqTopicInput = z.infer<typeof updateFaqTopicSchema>;

export const faqTopicSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  sort_order: z.number().int(),
  name: z.string(),
  description: z.string(),
  faq_count: z.number().int().describe("published questions"),
  ...localizedMetaShape,
});
export type FaqTopic = z.infer<typeof faqTopicSchema>;
export const faqTopicAdminSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  sort_order: z.number().int(),
  translations: topicTranslationsOut,
  missing_locales: z.array(localeSchema),
  faq_count: z.number().int().describe("all questions, published or not"),
  updated_at: z.string(),
});
export type FaqTopicAdmin = z.infer<typeof faqTopicAdminSchema>;
export const faqTopicListSchema = z.object({ data: z.array(faqTopicSchema) });
export const faqTopicAdminListSchema = z.object({ data: z.array(faqTopicAdminSchema) });

// ---- labels ----

const labelFields = { name: { max: 120, required: true } } as const;
export const faqLabelTranslationsSchema = translationsSchema(labelFields);
const labelTranslationsOut = translationsResponseSchema(["name"]);

export const createFaqLabelSchema = z.object({
  sort_order: sortOrder.optional(),
  translations: faqLabelTranslationsSchema,
});
export type CreateFaqLabelInput = z.infer<typeof createFaqLabelSchema>;
export const updateFaqLabelSchema = z.object({
  sort_order: sortOrder.optional(),
  translations: translationsPatchSchema(labelFields).optional(),
});
export type UpdateFaqLabelInput = z.infer<typeof updateFaqLabelSchema>;

export const faqLabelSchema = z.object({
  id: z.number().int(),
  sort_order: z.number().int(),
  name: z.string(),
  ...localizedMetaShape,
});
export type FaqLabel = z.infer<typeof faqLabelSchema>;
export const faqLabelAdminSchema = z.object({
  id: z.number().int(),
  sort_order: z.number().int(),
  translations: labelTranslationsOut,
  missing_locales: z.array(localeSchema),
  updated_at: z.string(),
});
export type FaqLabelAdmin = z.infer<typeof faqLabelAdminSchema>;
export const faqLabelListSchema = z.object({ data: z.array(faqLabelSchema) });
export const faqLabelAdminListSchema = z.object({ data: z.array(faqLabelAdminSchema) });

// ---- questions ----

/** `answer` is plain text with line breaks (the web app renders it as text, never as HTML). */
const faqFields = {
  question: { max: 500, required: true },
  answer: { max: 20_000, required: true },
} as const;
export const faqTranslationsSchema = translationsSchema(faqFields);
const faqTranslationsOut = translationsResponseSchema(["question", "answer"]);

export const createFaqSchema = z.object({
  faq_topic_id: dbIdValueSchema,
  faq_label_id: dbIdValueSchema.nullable().optional(),
  sort_order: sortOrder.optional(),
  is_published: flag01Schema.optional(),
  translations: faqTranslationsSchema,
});
export type CreateFaqInput = z.infer<typeof createFaqSchema>;
export const updateFaqSchema = createFaqSchema
  .omit({ translations: true })
  .partial()
  .extend({ translations: translationsPatchSchema(faqFields).optional() });
export type UpdateFaqInput = z.infer<typeof updateFaqSchema>;
/** POST instructor-faq: a question in the instructors topic. */
export const createInstructorFaqSchema = createFaqSchema.omit({ faq_topic_id: true });
export type CreateInstructorFaqInput = z.infer<typeof createInstructorFaqSchema>;

export const faqSchema = z.object({
  id: z.number().int(),
  faq_topic_id: z.number().int(),
  faq_topic_slug: z.string(),
  faq_label_id: z.number().int().nullable(),
  sort_order: z.number().int(),
  question: z.string(),
  answer: z.string(),
  ...localizedMetaShape,
});
export type Faq = z.infer<typeof faqSchema>;
export const faqAdminSchema = z.object({
  id: z.number().int(),
  faq_topic_id: z.number().int(),
  faq_topic_slug: z.string(),
  faq_label_id: z.number().int().nullable(),
  sort_order: z.number().int(),
  is_published: z.boolean(),
  translations: faqTranslationsOut,
  missing_locales: z.array(localeSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FaqAdmin = z.infer<typeof faqAdminSchema>;

/** GET faqs: filters faq_topic_id (or the section slug faq_topic_slug) and faq_label_id; ordered by topic, then sort_order. */
export const faqListQuerySchema = z.object({
  ...pageQueryShape,
  faq_topic_id: dbIdSchema.optional(),
  faq_topic_slug: z.string().trim().max(60).optional(),
  faq_label_id: dbIdSchema.optional(),
  q: z.string().trim().max(100).optional(),
});
export type FaqListQuery = z.infer<typeof faqListQuerySchema>;
export const faqAdminListQuerySchema = faqListQuerySchema.extend({
  is_published: queryBooleanSchema.optional(),
});
export type FaqAdminListQuery = z.infer<typeof faqAdminListQuerySchema>;
export const faqPageSchema = pagedListSchema(faqSchema);
export const faqAdminPageSchema = pagedListSchema(faqAdminSchema);
export const instructorFaqListSchema = z.object({ data: z.array(faqSchema) });
