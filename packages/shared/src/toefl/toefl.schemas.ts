import { z } from "zod";
import { FORBIDDEN_IN_TEXT } from "../system/input.schemas";
import {
  dbIdSchema,
  dbIdValueSchema,
  pagedListSchema,
  pageQueryShape,
  queryListSchema,
} from "../system/paging.schemas";
import { formKeySchema } from "../test-engine/form-text.schemas";
import { TIMINGS } from "../test-engine/test-engine.constants";
import { ATTEMPT_STATES, savedResponseSchema } from "../test-engine/test-engine-api.schemas";
import { teacherScoreSchema } from "../test-engine/test-form.schemas";
import { itemResponseSchema } from "../test-engine/test-response.schemas";
import {
  ASSET_PATH_MAX,
  ASSET_PATH_PATTERN,
  TOEFL_COMBINE_MAX,
  TOEFL_REASON_MAX,
  TOEFL_SECTION_MAX,
} from "./toefl.constants";

/** The TOEFL calls' inputs and answers (spec 03 §7 TOEFL list). A sitting's "exam id" is its attempt id. */
const flagOut = z.union([z.literal(0), z.literal(1)]);
const idOut = z.number().int();
const localizedOut = z.object({
  en: z.string(),
  "zh-CN": z.string().optional(),
  "zh-TW": z.string().optional(),
});
const text = (max: number, min = 0) =>
  z
    .string()
    .trim()
    .min(min, { error: "v.required" })
    .max(max, { error: "v.text_too_long" })
    .refine((value) => !FORBIDDEN_IN_TEXT.test(value), { error: "v.control_characters" });

export const toeflPersonSchema = z.object({
  id: idOut,
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** Written as its script writes it (王美玲, Mei-Ling Wang). */
  name: z.string(),
});

// ---- forms and sittings ----

export const toeflsQuerySchema = z.object({ ...pageQueryShape });
export const toeflSittingSchema = z.object({
  exam_id: idOut,
  state: z.enum(ATTEMPT_STATES),
  started_at: z.string(),
  submitted_at: z.string().nullable(),
  /** 0–120 once every section has a score; null while grades are pending or in progress. */
  total: idOut.nullable(),
  band: z.number().nullable(),
});
export const toeflFormSchema = z.object({
  form_id: idOut,
  key: z.string(),
  title: localizedOut,
  description: localizedOut.nullable(),
  /** current: the modules' own limits (today's format); legacy_full_mock 2.5 h; legacy_quick_mock 1 h. */
  timing: z.enum(TIMINGS),
  /** The whole sitting's limit in seconds (null: the modules' limits only). */
  total_seconds: idOut.nullable(),
  sections: z.array(
    z.object({ key: z.string(), title: localizedOut, items: idOut, seconds: idOut.nullable() }),
  ),
  /** The caller's own sittings of this form, newest first. */
  sittings: z.array(toeflSittingSchema),
});
export const toeflFormListSchema = pagedListSchema(toeflFormSchema);

export const getExamIdSchema = z.object({ form_id: dbIdValueSchema });
export const examIdAnswerSchema = z.object({
  data: z.object({
    exam_id: idOut,
    /** 1: an unfinished sitting of this form was resumed; 0: a new one started now. */
    resumed: flagOut,
    state: z.enum(ATTEMPT_STATES),
  }),
});

export const examQuerySchema = z.object({ exam_id: dbIdSchema });
export type ExamQuery = z.infer<typeof examQuerySchema>;

export const toeflAnswersSchema = z.object({
  data: z.object({ exam_id: idOut, state: z.enum(ATTEMPT_STATES), responses: z.array(savedResponseSchema) }),
});

export const toeflAnswerBodySchema = z.object({
  exam_id: dbIdValueSchema,
  item_key: formKeySchema,
  response: itemResponseSchema,
});
export type ToeflAnswerBody = z.infer<typeof toeflAnswerBodySchema>;

// ---- transcripts ----

export const sectionScoreSchema = z.object({
  key: z.string(),
  title: localizedOut,
  taken: z.boolean(),
  /** 0–30: the override when staff set one, else the engine's scaled score; null while pending. */
  score: idOut.nullable(),
  band: z.number().nullable(),
  /** The score from the answers and grades, before any override. */
  computed: idOut.nullable(),
  /** Teacher grades still missing in this section. */
  pending: idOut,
  override: z
    .object({ score: idOut, reason: z.string(), by: toeflPersonSchema.nullable(), at: z.string() })
    .nullable(),
});

export const transcriptSchema = z.object({
  exam_id: idOut,
  form_id: idOut,
  form_key: z.string(),
  title: localizedOut,
  student: toeflPersonSchema,
  state: z.enum(ATTEMPT_STATES),
  started_at: z.string(),
  submitted_at: z.string().nullable(),
  sections: z.array(sectionScoreSchema),
  /** 0–120 once every section has a score, with the 2026 1–6 band beside it. */
  total: idOut.nullable(),
  band: z.number().nullable(),
  /** Teacher grades still missing (writing and speaking): the total waits for them. */
  pending: idOut,
  self_graded: flagOut,
  /** When the student was mailed that grading is done (the last round), else null. */
  corrected_mailed_at: z.string().nullable(),
});
export type Transcript = z.infer<typeof transcriptSchema>;
export const transcriptAnswerSchema = z.object({ data: transcriptSchema });

export const transcriptsQuerySchema = z.object({
  student_id: dbIdSchema.optional(),
  form_id: dbIdSchema.optional(),
  /** Only sittings with teacher grades still missing (a grader's to-do). */
  pending: z.enum(["0", "1"]).optional(),
  ...pageQueryShape,
});
export type TranscriptsQuery = z.infer<typeof transcriptsQuerySchema>;
export const transcriptListSchema = pagedListSchema(transcriptSchema);

export const toeflGradeSchema = z.object({
  exam_id: dbIdValueSchema,
  item_key: formKeySchema,
  score: teacherScoreSchema,
  comment: text(2_000).default(""),
});

export const updateScoreSchema = z.object({
  exam_id: dbIdValueSchema,
  section: formKeySchema,
  /** 0–30; null removes the override (the computed score shows again). */
  score: z.int().min(0).max(TOEFL_SECTION_MAX).nullable(),
  reason: text(TOEFL_REASON_MAX, 1),
});
export type UpdateScore = z.infer<typeof updateScoreSchema>;

// ---- combined (best-of) transcripts ----

export const combineQuerySchema = z.object({
  student_id: dbIdSchema,
  /** The sittings to draw from (default: every scored sitting of the student). */
  exam_ids: queryListSchema(dbIdSchema),
});
export const combineBodySchema = z.object({
  student_id: dbIdValueSchema,
  exam_ids: z.array(dbIdValueSchema).min(1).max(TOEFL_COMBINE_MAX),
  note: text(TOEFL_REASON_MAX).default(""),
});
export type CombineBody = z.infer<typeof combineBodySchema>;

export const combinedSchema = z.object({
  /** The stored combined transcript's id (POST), null for a preview (GET). */
  id: idOut.nullable(),
  student: toeflPersonSchema,
  /** Each section's best score and the sitting it came from (null: no sitting has a score for it). */
  sections: z.array(
    z.object({
      key: z.string(),
      title: localizedOut,
      score: idOut.nullable(),
      band: z.number().nullable(),
      exam_id: idOut.nullable(),
      submitted_at: z.string().nullable(),
    }),
  ),
  total: idOut.nullable(),
  band: z.number().nullable(),
  /** The sittings considered. */
  exam_ids: z.array(idOut),
  note: z.string(),
  created_at: z.string().nullable(),
  created_by: toeflPersonSchema.nullable(),
});
export const combinedAnswerSchema = z.object({
  data: combinedSchema,
  /** Combined transcripts stored for this student, newest first (GET only; POST answers []). */
  stored: z.array(combinedSchema),
});

export const takenUsersQuerySchema = z.object({
  q: text(100).optional(),
  ...pageQueryShape,
});
export const takenUserSchema = toeflPersonSchema.extend({
  sittings: idOut,
  last_submitted_at: z.string().nullable(),
});
export const takenUserListSchema = pagedListSchema(takenUserSchema);

export const correctedParamsSchema = z.object({ id: dbIdSchema });
export const correctedAnswerSchema = z.object({
  data: z.object({
    exam_id: idOut,
    /** 1: the mail was queued now; 0: this grading round was mailed before (nothing sent again). */
    mailed: flagOut,
    mailed_at: z.string(),
  }),
});

// ---- form assets (listening audio) ----

export const assetQuerySchema = z.object({
  form_id: dbIdSchema,
  path: z.string().max(ASSET_PATH_MAX).regex(ASSET_PATH_PATTERN, { error: "v.toefl_asset_path" }),
});
