import { z } from "zod";
import { dbIdValueSchema, pagedListSchema, pageQueryShape } from "../system/paging.schemas";
import { ATTEMPT_STATES } from "../test-engine/test-engine-api.schemas";
import { dueDateSchema, flagOut, idOut, line, sharersOut, sharersSchema } from "./practice-fields";
import { practiceScoreSchema } from "./practice-results.schemas";
import { PRACTICE_LIMITS as L, PRACTICE_SHARES } from "./practices.constants";

/**
 * A full practice (issue 33; spec 03 §2): an ordered set of practices taken as sections, with a break
 * (BreakTime) between them. Sharing and the lock after the first attempt follow the practice's rules.
 */
const practiceIdsSchema = z
  .array(dbIdValueSchema)
  .max(L.sections)
  .refine((ids) => new Set(ids).size === ids.length, { error: "v.fp_practice_twice" });

export const createFullPracticeSchema = z.object({
  name: line(L.name),
  due_date: dueDateSchema,
  break_seconds: z.int().min(0).max(L.breakSeconds).default(600),
  share: z.enum(PRACTICE_SHARES).default("private"),
  who_can_use: sharersSchema.prefault({}),
  who_can_edit: sharersSchema.prefault({}),
  practice_ids: practiceIdsSchema.default([]),
});
export type CreateFullPractice = z.output<typeof createFullPracticeSchema>;

/** Absent fields stay; `practice_ids` is the whole new order (reorder, remove), refused once locked. */
export const updateFullPracticeSchema = z.object({
  name: line(L.name).optional(),
  due_date: dueDateSchema.optional(),
  break_seconds: z.int().min(0).max(L.breakSeconds).optional(),
  share: z.enum(PRACTICE_SHARES).optional(),
  who_can_use: sharersSchema.optional(),
  who_can_edit: sharersSchema.optional(),
  practice_ids: practiceIdsSchema.optional(),
});
export type UpdateFullPractice = z.output<typeof updateFullPracticeSchema>;

/** The addPractices screen: practices appended in the order given (ones already in are refused). */
export const addFullPracticePracticesSchema = z.object({ practice_ids: practiceIdsSchema.min(1) });

const sectionOut = z.object({
  position: idOut,
  practice_id: idOut,
  name: z.string(),
  duration_minutes: idOut,
  question_count: idOut,
  /** 0 while the practice is unpublished: the full practice cannot start until every section is. */
  published: flagOut,
});

export const fullPracticeSchema = z.object({
  id: idOut,
  name: z.string(),
  due_date: z.string(),
  break_seconds: idOut,
  share: z.enum(PRACTICE_SHARES),
  link_token: z.string().nullable(),
  who_can_use: sharersOut.nullable(),
  who_can_edit: sharersOut.nullable(),
  sections: z.array(sectionOut),
  question_count: idOut,
  total_minutes: idOut,
  locked: flagOut,
  can_edit: flagOut,
  created_by: idOut.nullable(),
  updated_at: z.string(),
});
export type FullPracticeOut = z.output<typeof fullPracticeSchema>;
export const fullPracticeAnswerSchema = z.object({ data: fullPracticeSchema });
export const fullPracticesQuerySchema = z.object({ ...pageQueryShape });
export const fullPracticeListSchema = pagedListSchema(
  fullPracticeSchema
    .pick({
      id: true,
      name: true,
      due_date: true,
      break_seconds: true,
      share: true,
      question_count: true,
      total_minutes: true,
      locked: true,
      can_edit: true,
    })
    .extend({ section_count: idOut }),
);

// ---- attempts ----

export const FULL_ATTEMPT_PHASES = ["section", "break", "done"] as const;
/**
 * A full attempt as the student walks it. `phase`: "section" while the current section's engine attempt
 * (`test_attempt_id`, run with the engine's attempt calls) is open or can start; "break" from the section's
 * submit until `break_ends_at` (server clock; `break_seconds_left` counted by the server); "done" when the
 * last section is submitted.
 */
export const fullPracticeAttemptSchema = z.object({
  id: idOut,
  full_practice_id: idOut,
  user_id: idOut,
  state: z.enum(["in_progress", "submitted"]),
  phase: z.enum(FULL_ATTEMPT_PHASES),
  current_position: idOut,
  break_ends_at: z.string().nullable(),
  break_seconds_left: idOut,
  started_at: z.string(),
  submitted_at: z.string().nullable(),
  sections: z.array(
    z.object({
      position: idOut,
      practice_id: idOut,
      name: z.string(),
      test_attempt_id: idOut.nullable(),
      state: z.enum(["not_started", ...ATTEMPT_STATES]),
    }),
  ),
});
export const fullPracticeAttemptAnswerSchema = z.object({ data: fullPracticeAttemptSchema });
export const fullPracticeAttemptsSchema = z.object({
  data: z.array(
    fullPracticeAttemptSchema.pick({ id: true, state: true, started_at: true, submitted_at: true }),
  ),
  continue_attempt_id: idOut.nullable(),
});

/** Per-section scores (each by its practice's scoring) and the combined one. */
export const fullPracticeResultSchema = z.object({
  data: z.object({
    full_attempt_id: idOut,
    full_practice_id: idOut,
    user_id: idOut,
    state: z.enum(["in_progress", "submitted"]),
    submitted_at: z.string().nullable(),
    sections: z.array(
      z.object({
        position: idOut,
        practice_id: idOut,
        name: z.string(),
        test_attempt_id: idOut.nullable(),
        score: practiceScoreSchema.nullable(),
      }),
    ),
    /** raw, max and percent over every section; scaled = the sum of the sections' scaled scores when every section is scaled (SAT's total), else null. */
    combined: z.object({
      raw: z.number(),
      max: z.number(),
      percent: z.number(),
      scaled: z.number().nullable(),
      complete: flagOut,
    }),
  }),
});
export type FullPracticeResultOut = z.output<typeof fullPracticeResultSchema>["data"];

export const fullPracticeResultRowSchema = z.object({
  full_attempt_id: idOut,
  user_id: idOut,
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  submitted_at: z.string().nullable(),
  combined: fullPracticeResultSchema.shape.data.shape.combined,
});
export const fullPracticeResultListSchema = pagedListSchema(fullPracticeResultRowSchema);
