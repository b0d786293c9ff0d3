import { z } from "zod";
import { userSchema } from "../accounts/accounts.schemas";
import { dbIdSchema, pagedListSchema, pageQueryShape } from "../system/paging.schemas";

export const TAG_COLORS = [
  "blue",
  "green",
  "red",
  "orange",
  "purple",
  "cyan",
  "magenta",
  "gold",
  "grey",
] as const;

/** A tag as it appears on a user (users/search items, user pages). */
export const tagBriefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
});
export type TagBrief = z.infer<typeof tagBriefSchema>;

export const tagSchema = tagBriefSchema.extend({
  description: z.string(),
  user_count: z.number().int(),
  created_at: z.string(),
});
export type Tag = z.infer<typeof tagSchema>;

const tagName = z.string().trim().min(1, { error: "v.required" }).max(60, { error: "v.tag_name_length" });
const tagColor = z
  .string()
  .trim()
  .max(32)
  .regex(/^(#[0-9a-fA-F]{3,8}|[a-z-]{1,32})$/, { error: "v.tag_color" });

export const createTagSchema = z.object({
  name: tagName,
  description: z.string().trim().max(500).optional(),
  color: tagColor.optional(),
});
export type CreateTagInput = z.infer<typeof createTagSchema>;

export const updateTagSchema = z.object({
  name: tagName.optional(),
  description: z.string().trim().max(500).optional(),
  color: tagColor.optional(),
});
export type UpdateTagInput = z.infer<typeof updateTagSchema>;

export const tagIdsSchema = z.object({
  tag_ids: z.array(z.number().int().positive()).min(1, { error: "v.required" }).max(200),
});
export type TagIdsInput = z.infer<typeof tagIdsSchema>;

export const tagIdParamsSchema = z.object({ id: dbIdSchema });
export const tagListQuerySchema = z.object({ ...pageQueryShape, q: z.string().trim().max(60).optional() });
export const tagPageSchema = pagedListSchema(tagSchema);
export const tagDetailSchema = z.object({ tag: tagSchema, users: pagedListSchema(userSchema) });
export const userTagsResultSchema = z.object({ tags: z.array(tagBriefSchema) });
