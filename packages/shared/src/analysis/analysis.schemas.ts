import { z } from "zod";
import { FORBIDDEN_IN_TEXT } from "../system/input.schemas";
import { dbIdSchema } from "../system/paging.schemas";
import { ITEM_KINDS, TEST_TYPES } from "../test-engine/test-engine.constants";
import { itemResponseSchema } from "../test-engine/test-response.schemas";
import { ANALYSIS_TESTS } from "./analysis.constants";

/**
 * Answers of the analysis pages: every number is computed by the server's SQL (counts, rates, medians);
 * the web only draws and exports them. Rates are 0–1 with 4 decimals, null when nothing was counted.
 */
const idOut = z.number().int();
const rate = z.number().nullable();
const localized = z.object({
  en: z.string(),
  "zh-CN": z.string().optional(),
  "zh-TW": z.string().optional(),
});

const searchLine = z
  .string()
  .trim()
  .max(100, { error: "v.text_too_long" })
  .refine((value) => !FORBIDDEN_IN_TEXT.test(value), { error: "v.control_characters" });

export const analysisPersonSchema = z.object({
  id: idOut,
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
export type AnalysisPerson = z.infer<typeof analysisPersonSchema>;

// ---- pickers ----

export const analysisSearchQuerySchema = z.object({ q: searchLine.optional() });
export const analysisStudentsSchema = z.object({ data: z.array(analysisPersonSchema) });
export const analysisClassSchema = z.object({
  id: idOut,
  name: z.string(),
  course_session: z.string(),
  students: idOut,
  is_online: z.union([z.literal(0), z.literal(1)]),
});
export const analysisClassesSchema = z.object({ data: z.array(analysisClassSchema) });

// ---- one student ----

export const studentAnalysisParamsSchema = z.object({ test: z.enum(ANALYSIS_TESTS) });
export const studentAnalysisQuerySchema = z.object({ student_id: dbIdSchema.optional() });

const sectionScoreSchema = z.object({
  key: z.string(),
  title: localized,
  scaled: z.number().nullable(),
  raw: z.number(),
  max_raw: z.number(),
});
export const scoreHistoryRowSchema = z.object({
  attempt_id: idOut,
  form_id: idOut,
  form_title: localized,
  submitted_at: z.string(),
  score: z.number().nullable(),
  correct: idOut,
  items: idOut,
  sections: z.array(sectionScoreSchema),
});
export const accuracyRowSchema = z.object({
  key: z.string(),
  title: localized,
  correct: idOut,
  items: idOut,
  accuracy: rate,
});
export const timingRowSchema = z.object({
  section: z.string(),
  title: localized,
  answered: idOut,
  mean_seconds: z.number().nullable(),
  median_seconds: z.number().nullable(),
  guessed: idOut,
});
export const listedSchoolSchema = z.object({
  school_id: idOut,
  name: z.string(),
  category: z.string(),
  low: z.number().nullable(),
  high: z.number().nullable(),
});
export const officialScoreSchema = z.object({ date: z.string(), score: z.number().nullable() });

export const studentAnalysisSchema = z.object({
  data: z.object({
    student: analysisPersonSchema,
    test: z.enum(ANALYSIS_TESTS),
    history: z.array(scoreHistoryRowSchema),
    domains: z.array(accuracyRowSchema),
    skills: z.array(accuracyRowSchema),
    timing: z.array(timingRowSchema),
    /** The counseling records (official scores, school list) are shown to their readers only. */
    counseling: z.union([z.literal(0), z.literal(1)]),
    official: z.array(officialScoreSchema),
    schools: z.array(listedSchoolSchema),
    /** The highest 75th percentile of the listed schools (SAT, ACT); null without one. */
    target: z.number().nullable(),
  }),
});
export type StudentAnalysis = z.infer<typeof studentAnalysisSchema>["data"];

// ---- one class ----

export const classAnalysisParamsSchema = z.object({ id: dbIdSchema });
export const classFormAnalysisParamsSchema = z.object({ id: dbIdSchema, formId: dbIdSchema });

export const classFormRowSchema = z.object({
  form_id: idOut,
  title: localized,
  test_type: z.enum(TEST_TYPES),
  students: idOut,
  attempts: idOut,
  accuracy: rate,
  last_submitted_at: z.string().nullable(),
});
export const classAnalysisSchema = z.object({
  data: z.object({
    class: analysisClassSchema,
    forms: z.array(classFormRowSchema),
  }),
});

export const questionChoiceSchema = z.object({
  key: z.string(),
  count: idOut,
  correct: z.union([z.literal(0), z.literal(1)]),
});
export const questionRowSchema = z.object({
  key: z.string(),
  position: idOut,
  section: z.string(),
  module: z.string(),
  kind: z.string(),
  domain: z.string().nullable(),
  skills: z.array(z.string()),
  difficulty: z.string().nullable(),
  unscored: z.union([z.literal(0), z.literal(1)]),
  /** Students who met the question (their latest submitted attempt). */
  seen: idOut,
  correct: idOut,
  unanswered: idOut,
  accuracy: rate,
  median_seconds: z.number().nullable(),
  guessed: idOut,
  stuck: idOut,
  choices: z.array(questionChoiceSchema),
});
export const routingRateSchema = z.object({
  section: z.string(),
  after: z.string(),
  harder: z.string(),
  took: idOut,
  routed_harder: idOut,
  rate,
});
export const classStudentRowSchema = z.object({
  student: analysisPersonSchema,
  attempt_id: idOut,
  submitted_at: z.string(),
  score: z.number().nullable(),
  correct: idOut,
  items: idOut,
  accuracy: rate,
  seconds: z.number(),
  guessed: idOut,
  stuck: idOut,
});
export const classFormAnalysisSchema = z.object({
  data: z.object({
    class: analysisClassSchema,
    form: z.object({ id: idOut, title: localized, test_type: z.enum(TEST_TYPES) }),
    questions: z.array(questionRowSchema),
    skills: z.array(accuracyRowSchema),
    routing: z.array(routingRateSchema),
    students: z.array(classStudentRowSchema),
  }),
});
export type ClassFormAnalysis = z.infer<typeof classFormAnalysisSchema>["data"];

// ---- one student of a class, one form ----

export const classFormStudentParamsSchema = z.object({
  id: dbIdSchema,
  formId: dbIdSchema,
  studentId: dbIdSchema,
});
const ITEM_RESULT_STATES = ["correct", "partial", "incorrect", "unanswered", "pending", "graded"] as const;
export const studentAnswerRowSchema = z.object({
  key: z.string(),
  /** The question's number in the form (as the per-question table numbers it). */
  position: idOut,
  module: z.string(),
  kind: z.enum(ITEM_KINDS),
  unscored: z.union([z.literal(0), z.literal(1)]),
  state: z.enum(ITEM_RESULT_STATES),
  /** What the student answered (null: nothing saved). */
  response: itemResponseSchema.nullable(),
  /** The right choice keys (choice questions; empty for typed and teacher-graded ones). */
  right: z.array(z.string()),
  /** Seconds on screen with the page visible (the engine's count); null when never shown. */
  seconds: z.number().nullable(),
});
export const classFormStudentSchema = z.object({
  data: z.object({
    class: analysisClassSchema,
    form: z.object({ id: idOut, title: localized, test_type: z.enum(TEST_TYPES) }),
    student: analysisPersonSchema,
    /** The student's latest submitted attempt of the form; null (and no answers) when none. */
    attempt_id: idOut.nullable(),
    submitted_at: z.string().nullable(),
    answers: z.array(studentAnswerRowSchema),
  }),
});
export type ClassFormStudent = z.infer<typeof classFormStudentSchema>["data"];

// ---- the online SAT programme ----

export const onlineSatRowSchema = z.object({
  student: analysisPersonSchema,
  class_id: idOut,
  class_name: z.string(),
  attempts: idOut,
  first_score: z.number().nullable(),
  latest_score: z.number().nullable(),
  best_score: z.number().nullable(),
  accuracy: rate,
  last_submitted_at: z.string().nullable(),
});
export const onlineSatSchema = z.object({ data: z.array(onlineSatRowSchema) });
export type OnlineSatRow = z.infer<typeof onlineSatRowSchema>;
export type ClassFormRow = z.infer<typeof classFormRowSchema>;
