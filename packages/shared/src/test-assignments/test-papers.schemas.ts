import { z } from "zod";
import { dbIdSchema, pagedListSchema, pageQueryShape } from "../system/paging.schemas";
import { TEST_TYPES } from "../test-engine/test-engine.constants";
import { ATTEMPT_STATES } from "../test-engine/test-engine-api.schemas";
import { ASSIGNED_TEST_STATES, GRADING_QUEUE_STATES, GRADING_SCOPES } from "./test-assignments.constants";
import { localizedOut } from "./test-assignments.schemas";

/** Paper tests' download tokens, the grading queue and an assignment's results (issue 32). */
const flagOut = z.union([z.literal(0), z.literal(1)]);
const idOut = z.number().int();

// ---- paper files ----

/** `{assignment}.{user}.{expires}.{mac}`: base64url and digits only; anything else is 422 before a lookup. */
export const fileTokenParamsSchema = z.object({
  token: z
    .string()
    .min(1)
    .max(200, { error: "v.text_too_long" })
    .regex(/^[0-9]{1,15}\.[0-9]{1,15}\.[0-9]{1,12}\.[A-Za-z0-9_-]{43}$/, { error: "v.ta_file_token" }),
});
export const fileTokenAnswerSchema = z.object({
  data: z.object({
    token: z.string(),
    expires_at: z.string(),
    /** The web page that offers the file (/tests/start/download/{token}). */
    page: z.string(),
  }),
});
export const paperFileInfoSchema = z.object({
  data: z.object({
    assignment_id: idOut,
    title: localizedOut,
    test_type: z.enum(TEST_TYPES),
    file: z.object({ name: z.string(), size: z.number().int(), mime_type: z.string() }),
    expires_at: z.string(),
  }),
});

// ---- the grading queue ----

export const gradingQueueQuerySchema = z.object({
  test_type: z.enum(TEST_TYPES).optional(),
  scope: z.enum(GRADING_SCOPES).default("all"),
  state: z.enum(GRADING_QUEUE_STATES).default("pending"),
  ...pageQueryShape,
});
export type GradingQueueQuery = z.output<typeof gradingQueueQuerySchema>;
export const gradingQueueRowSchema = z.object({
  attempt_id: idOut,
  student: z.object({ id: idOut, name: z.string() }),
  form_id: idOut,
  title: localizedOut,
  test_type: z.enum(TEST_TYPES),
  attempt_state: z.enum(ATTEMPT_STATES),
  submitted_at: z.string().nullable(),
  /** Teacher-graded answers with no grade yet. */
  pending_items: z.number().int(),
  graded: flagOut,
  self_graded: flagOut,
});
export const gradingQueueSchema = pagedListSchema(gradingQueueRowSchema);

// ---- an assignment's results ----

export const assignmentResultsSchema = z.object({
  data: z.array(
    z.object({
      student: z.object({ id: idOut, name: z.string() }),
      state: z.enum(ASSIGNED_TEST_STATES),
      attempt_id: idOut.nullable(),
      submitted_at: z.string().nullable(),
      self_graded: flagOut,
      sections: z.array(z.object({ key: z.string(), score: z.number().nullable() })),
      composites: z.array(z.object({ key: z.string(), score: z.number().nullable() })),
    }),
  ),
});
export type AssignmentResults = z.infer<typeof assignmentResultsSchema>["data"];
export const assignmentIdParamsSchema = z.object({ id: dbIdSchema });
