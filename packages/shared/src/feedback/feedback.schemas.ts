import { z } from "zod";
import { dbIdSchema, pagedListSchema, pageQueryShape } from "../system/paging.schemas";

/** Spec 02 §9: default type Bug; the screenshot is at most 5 MB. */
export const FEEDBACK_TYPES = ["Bug", "Advice"] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const FEEDBACK_STATUSES = ["open", "done"] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
/** A visitor may send a few a minute, not a flood (a classroom behind one address still can). */
export const FEEDBACK_RATE_LIMIT = { max: 10, timeWindow: "10 minutes" } as const;

/**
 * POST issue {type, description, url, file, created_by} (spec 02 §7). `created_by` is what the
 * client believes (0 for a visitor); the server records the session's user instead.
 * `file` is the `document.url` POST issue/file answered.
 */
export const createFeedbackSchema = z.object({
  type: z.enum(FEEDBACK_TYPES, { error: "v.feedback_type_required" }),
  description: z.string().trim().max(5000, { error: "v.text_too_long" }).default(""),
  url: z.string().trim().max(2048, { error: "v.text_too_long" }).default(""),
  page_title: z.string().trim().max(300, { error: "v.text_too_long" }).optional(),
  file: z
    .string()
    .trim()
    .max(600)
    .regex(/^\/files\/\d+(\/[^/]*)?$/, { error: "v.feedback_file_invalid" })
    .nullish()
    .or(z.literal("")),
  created_by: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
});
export type CreateFeedbackInput = z.infer<typeof createFeedbackSchema>;

export const feedbackCreatedSchema = z.object({ ok: z.literal(true), id: z.number().int() });

export const feedbackIssueSchema = z.object({
  id: z.number().int(),
  type: z.enum(FEEDBACK_TYPES),
  description: z.string(),
  url: z.string(),
  page_title: z.string(),
  file: z.string().nullable().describe("the screenshot's address (admins and staff may open it)"),
  created_by: z.number().int().describe("0 for a visitor"),
  created_by_name: z.string().nullable(),
  status: z.enum(FEEDBACK_STATUSES),
  done_at: z.string().nullable(),
  created_at: z.string(),
});
export type FeedbackIssue = z.infer<typeof feedbackIssueSchema>;

export const feedbackListQuerySchema = z.object({
  ...pageQueryShape,
  status: z.enum([...FEEDBACK_STATUSES, "all"]).default("open"),
  type: z.enum(FEEDBACK_TYPES).optional(),
  q: z.string().trim().max(100).optional(),
});
export type FeedbackListQuery = z.infer<typeof feedbackListQuerySchema>;
export const feedbackPageSchema = pagedListSchema(feedbackIssueSchema);
export const feedbackIdParamsSchema = z.object({ id: dbIdSchema });
export const updateFeedbackSchema = z.object({ status: z.enum(FEEDBACK_STATUSES) });
