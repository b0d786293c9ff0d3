import { z } from "zod";
import { dbIdSchema, pagedListSchema, pageQueryShape } from "../system/paging.schemas";
import { ATTEMPT_STATES, studentItemSchema } from "../test-engine/test-engine-api.schemas";
import { acceptedAnswerSchema } from "../test-engine/test-form.schemas";
import { itemResponseSchema } from "../test-engine/test-response.schemas";
import { flagOut, idOut } from "./practice-fields";
import { PRACTICE_SCORING, PRACTICE_SHOW } from "./practices.constants";

/**
 * A practice's score (issue 33): raw = points earned on scored items; percent = raw / max × 100, one
 * decimal, half up; scaled = the practice's score table read at raw (see `scaleByTable`), null unless the
 * practice is scored "scaled". `value` is the one the scoring type names. `complete` 0 while a
 * teacher-graded answer is pending (the numbers so far).
 */
export const practiceScoreSchema = z.object({
  scoring: z.enum(PRACTICE_SCORING),
  raw: z.number(),
  max: z.number(),
  percent: z.number(),
  scaled: z.number().nullable(),
  value: z.number(),
  complete: flagOut,
});
export type PracticeScore = z.output<typeof practiceScoreSchema>;

export const practiceAttemptParamsSchema = z.object({ id: dbIdSchema, attemptId: dbIdSchema });

/**
 * One item of a result. For a student, what the practice's "show after" allows: `score` → no items at all;
 * `answers` → the question, their response, right or wrong and the key, no explanation; `explanations` →
 * also the explanation. Editors of the practice (and the student's teachers) see everything.
 */
export const practiceResultItemSchema = z.object({
  number: idOut,
  key: z.string(),
  section: z.string(),
  state: z.enum(["correct", "partial", "incorrect", "unanswered", "pending", "graded"]),
  earned: z.number(),
  max: z.number(),
  response: itemResponseSchema.nullable(),
  content: studentItemSchema,
  solution: z
    .object({
      answer: z.string().optional(),
      answers: z.array(z.string()).optional(),
      accepted: z.array(acceptedAnswerSchema).optional(),
    })
    .nullable(),
  explanation: z.string().nullable(),
});

export const practiceResultSchema = z.object({
  data: z.object({
    practice_id: idOut,
    attempt_id: idOut,
    user_id: idOut,
    state: z.enum(ATTEMPT_STATES),
    submitted_at: z.string().nullable(),
    show_after: z.enum(PRACTICE_SHOW),
    score: practiceScoreSchema,
    sections: z.array(z.object({ title: z.string(), raw: z.number(), max: z.number(), percent: z.number() })),
    /** 1 when the items carry answers (keys), 1 when they carry explanations too. */
    answers_shown: flagOut,
    explanations_shown: flagOut,
    items: z.array(practiceResultItemSchema),
  }),
});
export type PracticeResultOut = z.output<typeof practiceResultSchema>["data"];

export const practiceResultsQuerySchema = z.object({ ...pageQueryShape });
/** One submitted attempt in a practice's results list (editors: everyone's; others: their own). */
export const practiceResultRowSchema = z.object({
  attempt_id: idOut,
  user_id: idOut,
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  state: z.enum(ATTEMPT_STATES),
  started_at: z.string(),
  submitted_at: z.string().nullable(),
  score: practiceScoreSchema,
});
export const practiceResultListSchema = pagedListSchema(practiceResultRowSchema);
