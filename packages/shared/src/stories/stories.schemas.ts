import { z } from "zod";
import { RICH_TEXT_MAX_LENGTH } from "../content/rich-text.schemas";
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

/**
 * A student story: the student's name, school and result, and the story itself (`body`: rich text,
 * cleaned by the server's allow-list; answers always carry HTML, older plain text as paragraphs).
 */
const storyFields = {
  student_name: { max: 120, required: true },
  school: { max: 200 },
  result: { max: 200 },
  title: { max: 200 },
  body: { max: RICH_TEXT_MAX_LENGTH, required: true },
} as const;
export const STORY_TEXT_FIELDS = ["student_name", "school", "result", "title", "body"] as const;

export const storyIdParamsSchema = z.object({ id: dbIdSchema });

/** `photo_upload_id`: the id from POST image. */
export const createStorySchema = z.object({
  photo_upload_id: dbIdValueSchema.nullable().optional(),
  sort_order: z.number().int().min(-100_000).max(100_000).optional(),
  is_published: flag01Schema.optional(),
  translations: translationsSchema(storyFields),
});
export type CreateStoryInput = z.infer<typeof createStorySchema>;
export const updateStorySchema = createStorySchema
  .omit({ translations: true })
  .partial()
  .extend({ translations: translationsPatchSchema(storyFields).optional() });
export type UpdateStoryInput = z.infer<typeof updateStorySchema>;

export const storyPhotoSchema = z.object({ id: z.number().int(), url: z.string() });

export const storySchema = z.object({
  id: z.number().int(),
  photo: storyPhotoSchema.nullable(),
  sort_order: z.number().int(),
  student_name: z.string(),
  school: z.string(),
  result: z.string(),
  title: z.string(),
  body: z.string(),
  ...localizedMetaShape,
  created_at: z.string(),
});
export type Story = z.infer<typeof storySchema>;

export const storyAdminSchema = z.object({
  id: z.number().int(),
  photo: storyPhotoSchema.nullable(),
  sort_order: z.number().int(),
  is_published: z.boolean(),
  translations: translationsResponseSchema(STORY_TEXT_FIELDS),
  missing_locales: z.array(localeSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StoryAdmin = z.infer<typeof storyAdminSchema>;

export const storyListQuerySchema = z.object({ ...pageQueryShape });
export const storyAdminListQuerySchema = z.object({
  ...pageQueryShape,
  is_published: queryBooleanSchema.optional(),
  q: z.string().trim().max(100).optional(),
});
export type StoryAdminListQuery = z.infer<typeof storyAdminListQuerySchema>;
export const storyPageSchema = pagedListSchema(storySchema);
export const storyAdminPageSchema = pagedListSchema(storyAdminSchema);
