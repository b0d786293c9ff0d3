/**
 * The analysis pages (issue 33; spec 01 §2 /analysis, /session-classes/analysis, /online-sat). The
 * thresholds are the issue's: an answer given in under 15 seconds reads as a guess, one that took over
 * three times the question's median (in its class) reads as stuck.
 */
export const ANALYSIS_TESTS = ["sat", "act", "toefl"] as const;
export type AnalysisTest = (typeof ANALYSIS_TESTS)[number];
/** The engine's test type of each analysis tab. */
export const ANALYSIS_TEST_TYPE = { sat: "SAT", act: "ACT", toefl: "TOEFL" } as const;

export const GUESS_SECONDS = 15;
export const STUCK_FACTOR = 3;

/** A picker answers at most this many students or classes (the reader narrows with a search). */
export const ANALYSIS_PICKER_LIMIT = 50;
/** A student's score history shows at most this many attempts (the newest). */
export const ANALYSIS_HISTORY_LIMIT = 200;
