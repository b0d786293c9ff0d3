import { z } from "zod";
import {
  formKeySchema,
  formLine,
  formText,
  localizedLine,
  localizedText,
  requiredLine,
  requiredText,
} from "./form-text.schemas";
import { isNumericText } from "./rational";
import {
  ASSET_PATTERN,
  DELIVERIES,
  DIFFICULTIES,
  FORM_LIMITS,
  RESPONSE_ENTRIES,
  REVEAL_ANSWERS,
  SECTION_TOOLS,
  TEACHER_SCORE_MAX,
  TEACHER_SCORE_MIN,
  TEST_TYPES,
  TIMINGS,
} from "./test-engine.constants";
import { checkFormRules } from "./test-form.rules";
import { compositeSchema, sectionScoringSchema, whenShapeValid } from "./test-scoring.schemas";

/**
 * ONE model for every test (issue 32): form → sections → modules → items, stimuli shared by items by key,
 * rubrics and tags declared once, scoring as data. Keys are unique in their kind across the form (items
 * are answered by key). Every list and text has a limit; `testFormSchema` also checks what refers to
 * what (test-form.rules.ts). Stems, choices and explanations are plain text with math in `\( … \)`,
 * `\[ … \]` or money-safe `$…$` (math-text.ts), in the test's own language (English for SAT, ACT and
 * TOEFL); titles, directions and rubrics people read around the test carry en, zh-CN and zh-TW.
 */
const versionSchema = z.int().min(1).max(FORM_LIMITS.version).default(1);
const secondsSchema = z.int().min(1).max(FORM_LIMITS.timeLimitSeconds);
const numericText = requiredLine(FORM_LIMITS.acceptedValue).refine(isNumericText, {
  error: "v.te_number_format",
});
const assetSchema = z.string().regex(ASSET_PATTERN, { error: "v.te_asset_format" });

// ---- stimuli: passages, audio and images items share ----

const stimulusBase = {
  key: formKeySchema,
  version: versionSchema,
  title: formLine(FORM_LIMITS.title).default(""),
};
export const stimulusSchema = z.discriminatedUnion("kind", [
  z.strictObject({ ...stimulusBase, kind: z.literal("passage"), text: requiredText(FORM_LIMITS.passage) }),
  z.strictObject({
    ...stimulusBase,
    kind: z.literal("audio"),
    asset: assetSchema,
    /** Shown to teachers and to students who cannot hear it; also what the listening items are about. */
    transcript: formText(FORM_LIMITS.passage).default(""),
    /** How many times a student may play it; null: as often as they like. */
    plays_allowed: z.int().min(1).max(FORM_LIMITS.plays).nullable().default(1),
  }),
  z.strictObject({
    ...stimulusBase,
    kind: z.literal("image"),
    asset: assetSchema,
    alt: requiredLine(FORM_LIMITS.choiceText),
  }),
]);

// ---- items ----

const choiceSchema = z.strictObject({ key: formKeySchema, text: requiredText(FORM_LIMITS.choiceText) });
const choicesSchema = z.array(choiceSchema).min(2).max(FORM_LIMITS.choices);

/**
 * Accepted answers of a student-produced response (answer-check.ts): an exact string, a number
 * (decimal or fraction, "7/2", with an absolute tolerance), or an inclusive range.
 */
export const acceptedAnswerSchema = z.discriminatedUnion("type", [
  z.strictObject({
    type: z.literal("exact"),
    value: requiredLine(FORM_LIMITS.acceptedValue),
    case_sensitive: z.boolean().default(false),
  }),
  z.strictObject({ type: z.literal("number"), value: numericText, tolerance: numericText.default("0") }),
  z.strictObject({ type: z.literal("range"), min: numericText, max: numericText }),
]);

const itemBase = {
  key: formKeySchema,
  /** A new version when an answered item is edited; attempts keep the version they answered. */
  version: versionSchema,
  stem: requiredText(FORM_LIMITS.stem),
  /** Keys of the form's stimuli shown with the item (a passage, an audio, an image). */
  stimuli: z.array(formKeySchema).max(FORM_LIMITS.stimuliPerItem).default([]),
  explanation: formText(FORM_LIMITS.explanation).default(""),
  /** Keys of the form's taxonomy (per-domain and per-skill results). */
  domain: formKeySchema.nullable().default(null),
  skills: z.array(formKeySchema).max(FORM_LIMITS.skillsPerItem).default([]),
  difficulty: z.enum(DIFFICULTIES).nullable().default(null),
  /** A pretest item: taken like the others, never counted. */
  unscored: z.boolean().default(false),
  /** Points: an automatic item earns weight × (1, 0 or its partial share); a graded one weight × 0–4. */
  weight: z.number().positive().max(FORM_LIMITS.weight).default(1),
};

export const testItemSchema = z.discriminatedUnion("kind", [
  z.strictObject({
    ...itemBase,
    kind: z.literal("single_choice"),
    choices: choicesSchema,
    answer: formKeySchema,
  }),
  z.strictObject({
    ...itemBase,
    kind: z.literal("multiple_select"),
    choices: choicesSchema,
    answers: z.array(formKeySchema).min(1).max(FORM_LIMITS.choices),
    /** false: all or nothing. true: weight × max(0, right chosen − wrong chosen) / right answers. */
    partial_credit: z.boolean().default(false),
  }),
  z.strictObject({
    ...itemBase,
    kind: z.literal("student_response"),
    entry: z.enum(RESPONSE_ENTRIES).default("free"),
    accepted: z.array(acceptedAnswerSchema).min(1).max(FORM_LIMITS.acceptedAnswers),
  }),
  z.strictObject({
    ...itemBase,
    kind: z.literal("written_response"),
    length: z.enum(["short", "long"]),
    rubric: formKeySchema,
    /** A word-count target the web shows beside the count; never enforced on the answer. */
    min_words: z.int().min(0).max(FORM_LIMITS.words).nullable().default(null),
    max_words: z.int().min(1).max(FORM_LIMITS.words).nullable().default(null),
  }),
  z.strictObject({
    ...itemBase,
    kind: z.literal("speaking"),
    rubric: formKeySchema,
    prep_seconds: z.int().min(0).max(600).default(0),
    response_seconds: z.int().min(1).max(600),
  }),
]);

// ---- rubrics and tags ----

/** The spec's teacher scale: one level for each whole score 0–4. */
export const rubricSchema = z.strictObject({
  key: formKeySchema,
  title: localizedLine(FORM_LIMITS.title),
  levels: z
    .array(
      z.strictObject({
        score: z.int().min(TEACHER_SCORE_MIN).max(TEACHER_SCORE_MAX),
        description: localizedText(FORM_LIMITS.rubricLevel),
      }),
    )
    .length(TEACHER_SCORE_MAX - TEACHER_SCORE_MIN + 1),
});

export const taxonomySchema = z.strictObject({
  domains: z
    .array(z.strictObject({ key: formKeySchema, title: localizedLine(FORM_LIMITS.title) }))
    .max(FORM_LIMITS.taxonomy)
    .default([]),
  skills: z
    .array(
      z.strictObject({ key: formKeySchema, domain: formKeySchema, title: localizedLine(FORM_LIMITS.title) }),
    )
    .max(FORM_LIMITS.taxonomy)
    .default([]),
});

// ---- modules, sections, routing ----

export const testModuleSchema = z.strictObject({
  key: formKeySchema,
  title: localizedLine(FORM_LIMITS.title).optional(),
  directions: localizedText(FORM_LIMITS.directions).optional(),
  /** null: untimed (or timed by the form's total limit). */
  time_limit_seconds: secondsSchema.nullable().default(null),
  items: z.array(testItemSchema).min(1).max(FORM_LIMITS.itemsPerModule),
});

/**
 * After module `after`, the first branch whose raw range holds the raw points earned in `score_of`
 * (default: `after` alone; unscored items excluded; bounds inclusive) picks the next module, else
 * `otherwise`. Targets are later modules of the same section (routing.ts).
 */
export const routingRuleSchema = z.strictObject({
  after: formKeySchema,
  score_of: z.array(formKeySchema).min(1).max(FORM_LIMITS.modulesPerSection).optional(),
  branches: z
    .array(
      z.strictObject({
        min_raw: z.number().min(0).max(FORM_LIMITS.scoreValue).optional(),
        max_raw: z.number().min(0).max(FORM_LIMITS.scoreValue).optional(),
        next: formKeySchema,
      }),
    )
    .min(1)
    .max(FORM_LIMITS.routingBranches),
  otherwise: formKeySchema,
});

export const testSectionSchema = z.strictObject({
  key: formKeySchema,
  title: localizedLine(FORM_LIMITS.title),
  directions: localizedText(FORM_LIMITS.directions).optional(),
  /** A section a student may leave out (ACT Science and Writing today); never in a composite it is not named in. */
  optional: z.boolean().default(false),
  tools: z.array(z.enum(SECTION_TOOLS)).max(SECTION_TOOLS.length).default([]),
  break_after_seconds: z.int().min(0).max(FORM_LIMITS.timeLimitSeconds).default(0),
  modules: z.array(testModuleSchema).min(1).max(FORM_LIMITS.modulesPerSection),
  routing: z.array(routingRuleSchema).max(FORM_LIMITS.modulesPerSection).default([]),
  /** null: the section reports raw points only. */
  scoring: sectionScoringSchema.nullable().default(null),
});

// ---- the form ----

export const formSettingsSchema = z.strictObject({
  delivery: z.enum(DELIVERIES).default("digital"),
  timing: z.enum(TIMINGS).default("current"),
  /** An overall limit for "current" timing (null: the modules' own limits only). */
  total_time_limit_seconds: secondsSchema.nullable().default(null),
  reveal_answers: z.enum(REVEAL_ANSWERS).default("after_submit"),
  /**
   * Whether a student may end a section's break early (`break_after_seconds`); left out: no, the server
   * keeps the next section closed until the break ends. Optional, so documents written before it export
   * as they were.
   */
  breaks_skippable: z.boolean().optional(),
});

export const testFormObjectSchema = z.strictObject({
  format_version: z.literal(1).default(1),
  key: formKeySchema,
  test_type: z.enum(TEST_TYPES),
  title: localizedLine(FORM_LIMITS.title),
  description: localizedText(FORM_LIMITS.directions).optional(),
  /** Authors' comments (where content came from, how tables were made); never shown to students. */
  notes: formText(FORM_LIMITS.notes).default(""),
  version: versionSchema,
  settings: formSettingsSchema.prefault({}),
  taxonomy: taxonomySchema.prefault({}),
  rubrics: z.array(rubricSchema).max(FORM_LIMITS.rubrics).default([]),
  stimuli: z.array(stimulusSchema).max(FORM_LIMITS.stimuli).default([]),
  sections: z.array(testSectionSchema).min(1).max(FORM_LIMITS.sections),
  composites: z.array(compositeSchema).max(FORM_LIMITS.composites).default([]),
});

/** A whole form, its references checked. Parse imported documents and edits with this. */
export const testFormSchema = testFormObjectSchema.superRefine(checkFormRules, whenShapeValid);

export type TestForm = z.output<typeof testFormSchema>;
export type TestFormInput = z.input<typeof testFormSchema>;
export type FormSettings = TestForm["settings"];
export type TestSection = z.output<typeof testSectionSchema>;
export type TestModule = z.output<typeof testModuleSchema>;
export type RoutingRule = z.output<typeof routingRuleSchema>;
export type TestItem = z.output<typeof testItemSchema>;
export type ItemOfKind<K extends TestItem["kind"]> = Extract<TestItem, { kind: K }>;
export type AcceptedAnswer = z.output<typeof acceptedAnswerSchema>;
export type Stimulus = z.output<typeof stimulusSchema>;
export type Rubric = z.output<typeof rubricSchema>;
export type Taxonomy = z.output<typeof taxonomySchema>;

/** The teacher's grade of a written or speaking answer: a whole score on the spec's 0–4 scale. */
export const teacherScoreSchema = z.int().min(TEACHER_SCORE_MIN).max(TEACHER_SCORE_MAX);
