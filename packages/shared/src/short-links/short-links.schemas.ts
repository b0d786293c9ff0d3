import { z } from "zod";
import { httpUrlSchema } from "../system/input.schemas";
import { dbIdSchema, pagedListSchema, pageQueryShape } from "../system/paging.schemas";

export const SHORT_URL_KEY_PATTERN = /^[A-Za-z0-9_-]{3,64}$/;
/** Keys answered by fixed redirects (from site content), never by a stored link. */
export const RESERVED_SHORT_URL_KEYS = ["admissions_stories_seminar"] as const;

export const createShortUrlSchema = z.object({
  full_url: httpUrlSchema(2048),
  short_url_key: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.string().trim().regex(SHORT_URL_KEY_PATTERN, { error: "v.short_url_key_format" }).optional(),
  ),
});
export type CreateShortUrlInput = z.infer<typeof createShortUrlSchema>;

/** Spec entity: full_url, short_url_key, default_short_url (the address to share). */
export const shortUrlSchema = z.object({
  id: z.number().int(),
  full_url: z.string(),
  short_url_key: z.string(),
  default_short_url: z.string(),
  visit_count: z.number().int(),
  last_visited_at: z.string().nullable(),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
});
export type ShortUrl = z.infer<typeof shortUrlSchema>;

export const shortUrlListQuerySchema = z.object({
  ...pageQueryShape,
  q: z.string().trim().max(100).optional(),
});
export type ShortUrlListQuery = z.infer<typeof shortUrlListQuerySchema>;
export const shortUrlPageSchema = pagedListSchema(shortUrlSchema);
export const shortUrlIdParamsSchema = z.object({ id: dbIdSchema });
export const revertShortUrlQuerySchema = z.object({
  short_url_key: z.string().trim().min(1, { error: "v.required" }).max(64),
});
export const revertShortUrlResultSchema = z.object({ full_url: z.string() });
