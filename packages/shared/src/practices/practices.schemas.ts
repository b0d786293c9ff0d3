import { z } from "zod";
import { dbIdSchema, dbIdValueSchema, pagedListSchema, pageQueryShape } from "../system/paging.schemas";
import { formKeySchema } from "../test-engine/form-text.schemas";
import { DIFFICULTIES, ITEM_KINDS, TEST_TYPES } from "../test-engine/test-engine.constants";
import { ATTEMPT_STATES } from "../test-engine/test-engine-api.schemas";
import { dueDateSchema, flagOut, idOut, line, required, sharersOut, sharersSchema } from "./practice-fields";
import {
  PRACTICE_LIMITS as L,
  PRACTICE_SCORING,
  PRACTICE_SHARES,
  PRACTICE_SHOW,
} from "./practices.constants";

/** A practice (issue 33; spec 03 §3): a form its teacher assembles from the bank's items, run by the engine. */
export const practiceIdParamsSchema = z.object({ id: dbIdSchema });
/** An unlisted practice is opened with its link's token. */
export const practiceLinkQuerySchema = z.object({
  link: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: "v.pr_link_format" })
    .optional(),
});

const durationSchema = required(z.int().min(1).max(L.durationMinutes), "v.pr_duration_missing");
const scoringSchema = required(z.enum(PRACTICE_SCORING), "v.pr_scoring_missing");
const scoreTableSchema = z
  .array(z.object({ raw: z.int().min(0).max(10_000), scaled: z.number().min(0).max(10_000) }))
  .max(L.scoreRows);
const itemRefSchema = z.object({ form_id: dbIdValueSchema, item_key: formKeySchema });
const sectionSchema = z.object({
  title: line(L.name),
  items: z.array(itemRefSchema).max(L.itemsPerSection),
});
export type PracticeSharers = z.output<typeof sharersSchema>;

const settingsShape = {
  name: line(L.name),
  duration_minutes: durationSchema,
  due_date: dueDateSchema,
  scoring: scoringSchema,
  score_table: scoreTableSchema.default([]),
  show_after: z.enum(PRACTICE_SHOW).default("score"),
  break_seconds: z.int().min(0).max(L.breakSeconds).default(0),
  share: z.enum(PRACTICE_SHARES).default("private"),
  who_can_use: sharersSchema.prefault({}),
  who_can_edit: sharersSchema.prefault({}),
  sections: z.array(sectionSchema).max(L.sections).default([]),
};
const needsTable = (body: { scoring?: string; score_table?: unknown[] }) =>
  body.scoring !== "scaled" || (body.score_table?.length ?? 0) > 0;
const tableIssue = { error: "v.pr_score_table_missing", path: ["score_table"] };

export const createPracticeSchema = z.object(settingsShape).refine(needsTable, tableIssue);
export type CreatePractice = z.output<typeof createPracticeSchema>;

/** Absent fields stay; a required setting sent as null is refused with the spec's message. */
export const updatePracticeSchema = z
  .object({
    name: settingsShape.name.optional(),
    duration_minutes: durationSchema.optional(),
    due_date: dueDateSchema.optional(),
    scoring: scoringSchema.optional(),
    score_table: scoreTableSchema.optional(),
    show_after: z.enum(PRACTICE_SHOW).optional(),
    break_seconds: z.int().min(0).max(L.breakSeconds).optional(),
    share: z.enum(PRACTICE_SHARES).optional(),
    who_can_use: sharersSchema.optional(),
    who_can_edit: sharersSchema.optional(),
    sections: z.array(sectionSchema).max(L.sections).optional(),
  })
  .refine((body) => body.scoring === undefined || needsTable(body), tableIssue);
export type UpdatePractice = z.output<typeof updatePracticeSchema>;

export const startPracticeAttemptSchema = z.object({
  link: practiceLinkQuerySchema.shape.link,
});

// ---- answers ----

const itemOut = z.object({
  form_id: idOut,
  item_key: z.string(),
  version: idOut,
  kind: z.enum(ITEM_KINDS),
  stem: z.string(),
  domain: z.string().nullable(),
  skills: z.array(z.string()),
  difficulty: z.enum(DIFFICULTIES).nullable(),
});
export type PracticeItemOut = z.output<typeof itemOut>;

export const practiceSchema = z.object({
  id: idOut,
  name: z.string(),
  duration_minutes: idOut,
  due_date: z.string(),
  scoring: z.enum(PRACTICE_SCORING),
  score_table: z.array(z.object({ raw: idOut, scaled: z.number() })),
  show_after: z.enum(PRACTICE_SHOW),
  break_seconds: idOut,
  share: z.enum(PRACTICE_SHARES),
  /** The unlisted link's token: editors only (null for others). */
  link_token: z.string().nullable(),
  who_can_use: sharersOut.nullable(),
  who_can_edit: sharersOut.nullable(),
  sections: z.array(z.object({ title: z.string(), items: z.array(itemOut) })),
  question_count: idOut,
  /** The engine form its attempts run on (null until published). */
  form_id: idOut.nullable(),
  /** 1 once anyone has an attempt: its questions, name, scoring and show-after cannot change. */
  locked: flagOut,
  can_edit: flagOut,
  created_by: idOut.nullable(),
  updated_at: z.string(),
});
export type PracticeOut = z.output<typeof practiceSchema>;
export const practiceAnswerSchema = z.object({ data: practiceSchema });

export const practicesQuerySchema = z.object({ ...pageQueryShape });
export const practiceSummarySchema = practiceSchema.pick({
  id: true,
  name: true,
  duration_minutes: true,
  due_date: true,
  scoring: true,
  share: true,
  question_count: true,
  form_id: true,
  locked: true,
  can_edit: true,
});
export const practiceListSchema = pagedListSchema(practiceSummarySchema);

export const practiceAttemptSchema = z.object({
  id: idOut,
  state: z.enum(ATTEMPT_STATES),
  form_version_id: idOut,
  started_at: z.string(),
  submitted_at: z.string().nullable(),
});
/** The caller's attempts, newest first; `continue_attempt_id`: the unfinished one to continue, if any. */
export const practiceAttemptsSchema = z.object({
  data: z.array(practiceAttemptSchema),
  continue_attempt_id: idOut.nullable(),
});

// ---- the bank ----

export const questionsQuerySchema = z.object({
  test_type: z.enum(TEST_TYPES).optional(),
  domain: formKeySchema.optional(),
  skill: formKeySchema.optional(),
  difficulty: z.enum(DIFFICULTIES).optional(),
  /** "Not yet used by this class" (issue 33): leaves out what the class was given or its students took. */
  class_id: dbIdSchema.optional(),
  ...pageQueryShape,
});
export type QuestionsQuery = z.output<typeof questionsQuerySchema>;
export const questionSchema = itemOut.extend({
  test_type: z.enum(TEST_TYPES),
  form_title: z.object({ en: z.string(), "zh-CN": z.string().optional(), "zh-TW": z.string().optional() }),
});
export const questionListSchema = pagedListSchema(questionSchema);
