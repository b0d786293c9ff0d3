import { z } from "zod";
import { flag01Schema } from "../system/input.schemas";
import { dbIdSchema, dbIdValueSchema, pagedListSchema, pageQueryShape } from "../system/paging.schemas";
import { formKeySchema } from "./form-text.schemas";
import {
  DIFFICULTIES,
  ITEM_KINDS,
  RESPONSE_ENTRIES,
  SECTION_TOOLS,
  TEST_TYPES,
} from "./test-engine.constants";
import { acceptedAnswerSchema, testFormObjectSchema } from "./test-form.schemas";
import { itemResponseSchema } from "./test-response.schemas";

/**
 * The test engine's HTTP API (issue 32): forms stored with versions, attempts timed by the server's clock,
 * answers saved idempotently, results. The form document itself is test-form.schemas.ts; this file holds
 * what the calls send and answer around it.
 */
export const TEST_FORM_STATUSES = ["draft", "published"] as const;
export const ATTEMPT_STATES = ["in_progress", "submitted", "graded"] as const;
/** What the web reports while an item is on screen; hidden/visible follow the page's visibility. */
export const ITEM_EVENT_TYPES = ["enter", "leave", "hidden", "visible"] as const;
/** Events one call may carry (a client buffers them while offline and sends them in batches). */
export const ITEM_EVENTS_MAX = 500;

const flagOut = z.union([z.literal(0), z.literal(1)]);
const localizedOut = z.object({
  en: z.string(),
  "zh-CN": z.string().optional(),
  "zh-TW": z.string().optional(),
});
const idOut = z.number().int();

// ---- forms ----

export const testFormIdParamsSchema = z.object({ id: dbIdSchema });
export const testFormsQuerySchema = z.object({
  test_type: z.enum(TEST_TYPES).optional(),
  status: z.enum(TEST_FORM_STATUSES).optional(),
  ...pageQueryShape,
});
export type TestFormsQuery = z.infer<typeof testFormsQuerySchema>;

export const testFormSummarySchema = z.object({
  id: idOut,
  key: z.string(),
  test_type: z.enum(TEST_TYPES),
  title: localizedOut,
  status: z.enum(TEST_FORM_STATUSES),
  is_public: flagOut,
  /** The latest version's number (the form document's `version`). */
  version: idOut,
  version_id: idOut,
  updated_at: z.string(),
});
export type TestFormSummary = z.infer<typeof testFormSummarySchema>;
export const testFormListSchema = pagedListSchema(testFormSummarySchema);

/** A form's sections and modules without their items: what a student reads before starting. */
export const formOutlineSchema = z.array(
  z.object({
    key: z.string(),
    title: localizedOut,
    optional: z.boolean(),
    modules: z.array(
      z.object({
        key: z.string(),
        title: localizedOut.optional(),
        items: idOut,
        time_limit_seconds: idOut.nullable(),
      }),
    ),
  }),
);

/** `document` (answers and explanations included) only for test editors; null for everyone else. */
export const testFormDetailSchema = z.object({
  data: testFormSummarySchema.extend({
    description: localizedOut.nullable(),
    outline: formOutlineSchema,
    document: testFormObjectSchema.nullable(),
  }),
});

export const testFormImportedSchema = z.object({
  data: testFormSummarySchema,
  /** 1: a new form or a new version was stored; 0: the document equals the latest version. */
  created: flagOut,
});

export const publishTestFormSchema = z.object({
  /** 1: every signed-in user may take it (assignment to classes comes later); left out: unchanged. */
  is_public: flag01Schema.optional(),
});
export type PublishTestForm = z.infer<typeof publishTestFormSchema>;
export const testFormPublishedSchema = z.object({ data: testFormSummarySchema });

// ---- attempts: what a student sees (no answer keys, no explanations, no transcripts) ----

export const studentItemSchema = z.object({
  key: z.string(),
  version: idOut,
  kind: z.enum(ITEM_KINDS),
  stem: z.string(),
  stimuli: z.array(z.string()),
  choices: z.array(z.object({ key: z.string(), text: z.string() })).optional(),
  entry: z.enum(RESPONSE_ENTRIES).optional(),
  length: z.enum(["short", "long"]).optional(),
  min_words: idOut.nullable().optional(),
  max_words: idOut.nullable().optional(),
  prep_seconds: idOut.optional(),
  response_seconds: idOut.optional(),
});
export type StudentItem = z.infer<typeof studentItemSchema>;

export const studentStimulusSchema = z.object({
  key: z.string(),
  version: idOut,
  kind: z.enum(["passage", "audio", "image"]),
  title: z.string(),
  text: z.string().optional(),
  asset: z.string().optional(),
  alt: z.string().optional(),
  plays_allowed: idOut.nullable().optional(),
});
export type StudentStimulus = z.infer<typeof studentStimulusSchema>;

export const attemptModuleSchema = z.object({
  key: z.string(),
  section: z.string(),
  started_at: z.string(),
  /** Set by the server from the form's limits; null: untimed. */
  deadline_at: z.string().nullable(),
  locked_at: z.string().nullable(),
});

export const savedResponseSchema = z.object({
  item_key: z.string(),
  item_version: idOut,
  response: itemResponseSchema,
  answered_at: z.string(),
});

export const attemptViewSchema = z.object({
  id: idOut,
  form_id: idOut,
  form_version_id: idOut,
  form_key: z.string(),
  test_type: z.enum(TEST_TYPES),
  title: localizedOut,
  user_id: idOut,
  state: z.enum(ATTEMPT_STATES),
  started_at: z.string(),
  submitted_at: z.string().nullable(),
  /** The server's clock when it answered (the web's timer counts from `remaining_seconds`, not its own). */
  server_now: z.string(),
  modules: z.array(attemptModuleSchema),
  /** The module being taken: null before the first, after the last and once submitted. */
  current: z
    .object({
      section: z.object({
        key: z.string(),
        title: localizedOut,
        directions: localizedOut.nullable(),
        tools: z.array(z.enum(SECTION_TOOLS)),
      }),
      module: z.object({
        key: z.string(),
        title: localizedOut.nullable(),
        directions: localizedOut.nullable(),
        started_at: z.string(),
        deadline_at: z.string().nullable(),
        remaining_seconds: idOut.nullable(),
      }),
      items: z.array(studentItemSchema),
      stimuli: z.array(studentStimulusSchema),
    })
    .nullable(),
  responses: z.array(savedResponseSchema),
  /**
   * Set while the student is on a section's break (`break_after_seconds`): the next section opens at
   * `until` by the server's clock, or earlier through POST …/break/skip when `skippable`.
   */
  on_break: z
    .object({ until: z.string(), remaining_seconds: idOut, skippable: z.boolean() })
    .nullable()
    .optional(),
});
export type AttemptView = z.infer<typeof attemptViewSchema>;
export const attemptAnswerSchema = z.object({ data: attemptViewSchema });

export const testAttemptIdParamsSchema = z.object({ id: dbIdSchema });
export const startTestAttemptSchema = z.object({
  form_id: dbIdValueSchema,
  /** Optional sections the student leaves out (ACT Science or Writing). */
  skip_sections: z.array(formKeySchema).max(10).default([]),
});
export type StartTestAttempt = z.infer<typeof startTestAttemptSchema>;

export const saveTestAnswerSchema = z.object({ item_key: formKeySchema, response: itemResponseSchema });
export type SaveTestAnswer = z.infer<typeof saveTestAnswerSchema>;
export const testAnswerSavedSchema = z.object({
  data: savedResponseSchema.extend({ remaining_seconds: idOut.nullable() }),
});

const clientTime = z.iso.datetime({ offset: true });
/**
 * `at` is the browser's clock; `sent_at` too, read when the batch was sent: the server shifts every `at`
 * by (its clock − sent_at), so a wrong browser clock does not move the times, and keeps them inside the
 * module's time.
 */
export const testEventsSchema = z.object({
  sent_at: clientTime,
  events: z
    .array(
      z.object({
        type: z.enum(ITEM_EVENT_TYPES),
        item_key: formKeySchema.nullable().default(null),
        at: clientTime,
      }),
    )
    .min(1)
    .max(ITEM_EVENTS_MAX),
});
export type TestEvents = z.infer<typeof testEventsSchema>;
export const testEventsSavedSchema = z.object({ data: z.object({ recorded: idOut }) });

/** `module_key`: the module the student ends (a second click, after the next one started, is 409). */
export const finishTestModuleSchema = z.object({ module_key: formKeySchema });

// ---- results ----

/** A section's, composite's, domain's or skill's title as the attempt's version names it (null: not named). */
const resultTitle = localizedOut.nullable();

const breakdownSchema = z.object({
  key: z.string(),
  title: resultTitle,
  earned: z.number(),
  max: z.number(),
  correct: idOut,
  items: idOut,
});

export const resultItemSchema = z.object({
  key: z.string(),
  version: idOut,
  kind: z.enum(ITEM_KINDS),
  section: z.string(),
  module: z.string(),
  unscored: z.boolean(),
  earned: z.number(),
  max: z.number(),
  state: z.enum(["correct", "partial", "incorrect", "unanswered", "pending", "graded"]),
  response: itemResponseSchema.nullable(),
  /** Seconds the item was on screen with the page visible (server-computed from the events). */
  seconds: z.number(),
  difficulty: z.enum(DIFFICULTIES).nullable(),
  domain: z.string().nullable(),
  /** The item as the attempt took it, with its answer and explanation when the form reveals them. */
  content: studentItemSchema,
  solution: z
    .object({
      answer: z.string().optional(),
      answers: z.array(z.string()).optional(),
      accepted: z.array(acceptedAnswerSchema).optional(),
      explanation: z.string(),
    })
    .nullable(),
});

export const attemptResultSchema = z.object({
  data: z.object({
    attempt_id: idOut,
    form_version_id: idOut,
    state: z.enum(ATTEMPT_STATES),
    self_graded: flagOut,
    submitted_at: z.string().nullable(),
    complete: z.boolean(),
    answers_shown: flagOut,
    sections: z.array(
      z.object({
        key: z.string(),
        title: resultTitle,
        taken: z.boolean(),
        modules: z.array(z.string()),
        raw: z.number(),
        max_raw: z.number(),
        pending: idOut,
        scaled: z.number().nullable(),
        band: z.number().nullable(),
      }),
    ),
    composites: z.array(
      z.object({
        key: z.string(),
        title: resultTitle,
        score: z.number().nullable(),
        band: z.number().nullable(),
      }),
    ),
    domains: z.array(breakdownSchema),
    skills: z.array(breakdownSchema),
    items: z.array(resultItemSchema),
    /** The passages (and other stimuli) the items refer to, each once; empty while answers are hidden. */
    stimuli: z.array(studentStimulusSchema),
  }),
});
export type AttemptResultAnswer = z.infer<typeof attemptResultSchema>["data"];

export const testAttemptsQuerySchema = z.object({
  form_id: dbIdSchema.optional(),
  state: z.enum(ATTEMPT_STATES).optional(),
  ...pageQueryShape,
});
export type TestAttemptsQuery = z.infer<typeof testAttemptsQuerySchema>;
export const testAttemptSummarySchema = z.object({
  id: idOut,
  form_id: idOut,
  form_key: z.string(),
  test_type: z.enum(TEST_TYPES),
  title: localizedOut,
  state: z.enum(ATTEMPT_STATES),
  started_at: z.string(),
  submitted_at: z.string().nullable(),
});
export const testAttemptListSchema = pagedListSchema(testAttemptSummarySchema);

// ---- history: submitted attempts with their scores (the ACT history, a parent's or teacher's view) ----

export const testHistoryQuerySchema = z.object({
  test_type: z.enum(TEST_TYPES).optional(),
  /** One student's attempts (a parent's child, a teacher's student); left out: every student the caller may read. */
  student_id: dbIdSchema.optional(),
  ...pageQueryShape,
});
export type TestHistoryQuery = z.infer<typeof testHistoryQuerySchema>;
export const testHistoryEntrySchema = testAttemptSummarySchema.extend({
  student: z.object({ id: idOut, name: z.string() }),
  /** false while a teacher-graded answer still waits for its grade. */
  complete: z.boolean(),
  /** The sections taken, in the form's order, titled as the attempt's version titles them. */
  sections: z.array(
    z.object({
      key: z.string(),
      title: localizedOut,
      scaled: z.number().nullable(),
      raw: z.number(),
      max_raw: z.number(),
      pending: idOut,
    }),
  ),
  composites: z.array(z.object({ key: z.string(), title: localizedOut, score: z.number().nullable() })),
});
export type TestHistoryEntry = z.infer<typeof testHistoryEntrySchema>;
export const testHistoryListSchema = pagedListSchema(testHistoryEntrySchema);
