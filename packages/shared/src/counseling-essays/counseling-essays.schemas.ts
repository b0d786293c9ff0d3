import { z } from "zod";
import { richTextSchema } from "../content/rich-text.schemas";
import { FORBIDDEN_IN_TEXT, flag01Schema, optionalHttpUrlSchema } from "../system/input.schemas";
import { dbIdSchema, dbIdValueSchema, pagedListSchema, pageQueryShape } from "../system/paging.schemas";
import { ESSAY_COMMENT_STATUSES, ESSAY_LIMITS, ESSAY_STATUSES } from "./counseling-essays.constants";

export const essayStatusSchema = z.enum(ESSAY_STATUSES);
export const essayCommentStatusSchema = z.enum(ESSAY_COMMENT_STATUSES);

/** Text people type: no control characters; `multiline` keeps line breaks (a prompt, a comment). */
const text = (max: number, multiline = false) =>
  z
    .string()
    .trim()
    .max(max, { error: "v.text_too_long" })
    .refine((value) => !FORBIDDEN_IN_TEXT.test(value) && (multiline || !/[\r\n]/.test(value)), {
      error: "v.control_characters",
    });
const required = (schema: z.ZodString | z.ZodType<string>) =>
  schema.refine((value) => value !== "", { error: "v.required" });

const flagOut = z.union([z.literal(0), z.literal(1)]);
const personSchema = z.object({ id: z.number().int(), name: z.string() });

// ---- input ----

/** `counseling_school_id`: a school of the student's list, or null for a common prompt. */
export const createEssaySchema = z.object({
  student_user_id: dbIdValueSchema,
  counseling_school_id: dbIdValueSchema.nullable().default(null),
  prompt: required(text(ESSAY_LIMITS.prompt, true)),
  title: text(ESSAY_LIMITS.title).default(""),
  word_limit: z.number().int().positive().max(ESSAY_LIMITS.word_limit).nullable().default(null),
  status: essayStatusSchema.default("not_started"),
  content: richTextSchema.default(""),
  document_url: optionalHttpUrlSchema(ESSAY_LIMITS.document_url).default(""),
});
export type CreateEssay = z.infer<typeof createEssaySchema>;

/**
 * Fields left out keep their value. `content` needs `version`: the essay version the editor started from
 * (a stale one is answered 409 with the newer content in `details`).
 */
export const updateEssaySchema = z
  .object({
    counseling_school_id: dbIdValueSchema.nullable().optional(),
    prompt: required(text(ESSAY_LIMITS.prompt, true)).optional(),
    title: text(ESSAY_LIMITS.title).optional(),
    word_limit: z.number().int().positive().max(ESSAY_LIMITS.word_limit).nullable().optional(),
    status: essayStatusSchema.optional(),
    content: richTextSchema.optional(),
    version: z.number().int().min(0).optional(),
    document_url: optionalHttpUrlSchema(ESSAY_LIMITS.document_url).optional(),
  })
  .refine((body) => body.content === undefined || body.version !== undefined, {
    error: "v.ce_version_required",
    path: ["version"],
  });
export type UpdateEssay = z.infer<typeof updateEssaySchema>;

export const completeEssaySchema = z.object({ completed: flag01Schema });

export const essaysQuerySchema = z.object({
  student_user_id: dbIdSchema,
  counseling_school_id: dbIdSchema.optional(),
  status: essayStatusSchema.optional(),
  ...pageQueryShape,
});
export type EssaysQuery = z.infer<typeof essaysQuerySchema>;

export const essayIdParamsSchema = z.object({ id: dbIdSchema });
export const essayVersionParamsSchema = z.object({ id: dbIdSchema, versionId: dbIdSchema });
export const essayVersionsQuerySchema = z.object(pageQueryShape);

/** A top-level comment quotes the passage it is about; a reply (`parent_id`) has no anchor. */
export const createEssayCommentSchema = z.object({
  body: required(text(ESSAY_LIMITS.comment_body, true)),
  parent_id: dbIdValueSchema.nullable().default(null),
  anchor: z
    .object({
      quote: required(
        z
          .string()
          .max(ESSAY_LIMITS.quote, { error: "v.text_too_long" })
          .refine((value) => !FORBIDDEN_IN_TEXT.test(value), { error: "v.control_characters" }),
      ),
      start: z.number().int().min(0).max(1_000_000),
    })
    .nullable()
    .default(null),
});
export type CreateEssayComment = z.infer<typeof createEssayCommentSchema>;

/** The author edits the body; the student or a counselor resolves or reopens. */
export const updateEssayCommentSchema = z.object({
  body: required(text(ESSAY_LIMITS.comment_body, true)).optional(),
  status: essayCommentStatusSchema.optional(),
});
export type UpdateEssayComment = z.infer<typeof updateEssayCommentSchema>;
export const essayCommentParamsSchema = z.object({ id: dbIdSchema });

// ---- answers ----

const essayFields = {
  id: z.number().int(),
  student_user_id: z.number().int(),
  counseling_school_id: z.number().int().nullable(),
  /** The school's English name (null for a common prompt). */
  school_name: z.string().nullable(),
  prompt: z.string(),
  title: z.string(),
  word_limit: z.number().int().nullable(),
  status: essayStatusSchema,
  completed: flagOut,
  word_count: z.number().int(),
  document_url: z.string(),
  /** Increments on every content save: what PATCH sends back as `version`. */
  version: z.number().int(),
  open_comments: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  updated_by: personSchema.nullable(),
};

export const essaySummarySchema = z.object(essayFields);
export type EssaySummary = z.infer<typeof essaySummarySchema>;
export const essayListSchema = pagedListSchema(essaySummarySchema).extend({ can_write: flagOut });

export const essaySchema = z.object({
  ...essayFields,
  content: z.string(),
  /** 1 for the student, a counselor and super-admin; 0 for a parent (reads and comments). */
  can_write: flagOut,
  can_resolve: flagOut,
});
export type Essay = z.infer<typeof essaySchema>;
export const essaySavedSchema = z.object({ message: z.string(), data: essaySchema });
export const essayDeletedSchema = z.object({ message: z.string() });

export const essayVersionSummarySchema = z.object({
  id: z.number().int(),
  author: personSchema.nullable(),
  started_at: z.string(),
  saved_at: z.string(),
  word_count: z.number().int(),
});
export const essayVersionListSchema = pagedListSchema(essayVersionSummarySchema);
export const essayVersionSchema = essayVersionSummarySchema.extend({
  essay_id: z.number().int(),
  content: z.string(),
});
export type EssayVersion = z.infer<typeof essayVersionSchema>;

const commentFields = {
  id: z.number().int(),
  essay_id: z.number().int(),
  parent_id: z.number().int().nullable(),
  quote: z.string().nullable(),
  start_offset: z.number().int().nullable(),
  body: z.string(),
  author: personSchema.nullable(),
  status: essayCommentStatusSchema,
  resolved_by: personSchema.nullable(),
  resolved_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** 1 when the reader wrote it (edits and deletes it). */
  is_mine: flagOut,
};
export const essayReplySchema = z.object(commentFields);
export const essayCommentSchema = z.object({ ...commentFields, replies: z.array(essayReplySchema) });
export type EssayComment = z.infer<typeof essayCommentSchema>;
export const essayCommentListSchema = z.object({
  data: z.array(essayCommentSchema),
  can_resolve: flagOut,
});
export const essayCommentSavedSchema = z.object({ message: z.string(), data: essayReplySchema });

/** A stale content save's 409 `details`: the essay as it is now. */
export type EssayConflictDetails = {
  version: number;
  content: string;
  word_count: number;
  updated_at: string;
  updated_by: { id: number; name: string } | null;
};
