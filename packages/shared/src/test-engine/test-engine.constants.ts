/** The tests one engine runs (spec 03 §2 Tests). CUSTOM: a school's own test, scored as its form says. */
export const TEST_TYPES = ["SAT", "ACT", "TOEFL", "CUSTOM"] as const;
export type TestType = (typeof TEST_TYPES)[number];

/** The kinds of item. Written and speaking answers are graded by a teacher on the spec's 0–4 scale. */
export const ITEM_KINDS = [
  "single_choice",
  "multiple_select",
  "student_response",
  "written_response",
  "speaking",
] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];
export const TEACHER_GRADED_KINDS = ["written_response", "speaking"] as const satisfies readonly ItemKind[];

export const STIMULUS_KINDS = ["passage", "audio", "image"] as const;
export const DIFFICULTIES = ["easy", "medium", "hard"] as const;
export const DELIVERIES = ["digital", "paper"] as const;
/** Tools a section offers while it is taken (the web decides how each looks). */
export const SECTION_TOOLS = ["calculator", "reference_sheet", "highlighter", "notes", "eliminator"] as const;
/** When answers and explanations show: after submitting (the default), after every grade is in, or never. */
export const REVEAL_ANSWERS = ["after_submit", "after_grading", "never"] as const;
export type RevealAnswers = (typeof REVEAL_ANSWERS)[number];
/** How a student-produced response is entered: the SAT's grid rules (answer-check.ts) or free text. */
export const RESPONSE_ENTRIES = ["sat_grid", "free"] as const;

/**
 * Timing presets. "current": each module's own time limit (today's formats; the default for new forms).
 * The two legacy presets keep the spec's older constants (03 §9): a full TOEFL mock of 2.5 hours and a
 * quick mock of about 1 hour; the whole attempt gets that limit and the module limits are scaled to fit
 * (timing.ts).
 */
export const TIMINGS = ["current", "legacy_full_mock", "legacy_quick_mock"] as const;
export type Timing = (typeof TIMINGS)[number];
export const LEGACY_TIME_LIMIT_SECONDS = {
  legacy_full_mock: 150 * 60,
  legacy_quick_mock: 60 * 60,
} as const satisfies Record<Exclude<Timing, "current">, number>;

/** The spec's teacher grading scale (03 §9): whole points 0 to 4. */
export const TEACHER_SCORE_MIN = 0;
export const TEACHER_SCORE_MAX = 4;

/** Keys name forms, sections, modules, items, stimuli, choices, tags and rubrics inside a form. */
export const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
/**
 * A file a stimulus plays or shows, resolved by the server (an upload's name or a demo asset path):
 * segments joined by "/", each starting with a letter or digit (so no "..", no absolute or empty part).
 */
export const ASSET_PATTERN = /^(?=.{1,200}$)[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Limits on every list and text of a form (bad input is a validation error, never a crash). */
export const FORM_LIMITS = {
  title: 200,
  directions: 5_000,
  notes: 5_000,
  stem: 10_000,
  passage: 50_000,
  choiceText: 2_000,
  explanation: 10_000,
  acceptedValue: 100,
  rubricLevel: 2_000,
  sections: 10,
  modulesPerSection: 10,
  itemsPerModule: 200,
  stimuli: 500,
  choices: 10,
  acceptedAnswers: 20,
  skillsPerItem: 5,
  stimuliPerItem: 4,
  taxonomy: 200,
  rubrics: 50,
  routingBranches: 10,
  scaleTables: 10,
  scaleRows: 2_000,
  bandRows: 200,
  composites: 10,
  timeLimitSeconds: 24 * 60 * 60,
  plays: 10,
  words: 10_000,
  weight: 100,
  version: 1_000_000,
  scoreValue: 100_000,
} as const;
