import { defineEndpoints } from "../system/endpoint";
import { attemptAnswerSchema } from "../test-engine/test-engine-api.schemas";
import { weakSkillDrillAnswerSchema, weakSkillDrillSchema } from "./practice-drill.schemas";
import {
  practiceAttemptParamsSchema,
  practiceResultListSchema,
  practiceResultSchema,
  practiceResultsQuerySchema,
} from "./practice-results.schemas";
import {
  createPracticeSchema,
  practiceAnswerSchema,
  practiceAttemptsSchema,
  practiceIdParamsSchema,
  practiceLinkQuerySchema,
  practiceListSchema,
  practicesQuerySchema,
  questionListSchema,
  questionsQuerySchema,
  startPracticeAttemptSchema,
  updatePracticeSchema,
} from "./practices.schemas";

/** Who builds practices and reads the bank (super-admin passes every list). */
export const BUILDERS = ["teacher", "staff", "test-editor"] as const;

/**
 * Practices (issue 33; spec 03 §2 Practices, §3, §4, §6: the spec names the screens, not these calls —
 * paths in its style). A practice is assembled from the bank's items and published as an engine form, so
 * attempts, answers and results are the engine's. Who may open one: its editors, the "who can use" list
 * (people, classes, tags), everyone signed in when public, and whoever has the link when unlisted.
 */
export const practicesEndpoints = defineEndpoints("practices", {
  listPractices: {
    method: "GET",
    path: "/api/practices",
    access: "authenticated",
    summary:
      "Practices the caller may take or edit: public ones, theirs, and those shared with them, their classes or tags",
    query: practicesQuerySchema,
    response: practiceListSchema,
    errors: [401, 422],
  },
  createPractice: {
    method: "POST",
    path: "/api/practices",
    access: BUILDERS,
    summary:
      "Create a practice: name, timer, due date, scoring (raw, percent, scaled with a score table), what to show after, sections of bank items, break, sharing",
    body: createPracticeSchema,
    response: practiceAnswerSchema,
    errors: [401, 403, 422],
  },
  getPracticeById: {
    method: "GET",
    path: "/api/practice/:id",
    access: "authenticated",
    summary:
      "One practice with its sections and items (an unlisted one with its link token); editors also see its sharers",
    params: practiceIdParamsSchema,
    query: practiceLinkQuerySchema,
    response: practiceAnswerSchema,
    errors: [401, 404, 422],
  },
  updatePracticeById: {
    method: "PATCH",
    path: "/api/practice/:id",
    access: BUILDERS,
    summary:
      "Change a practice (its editors). Once anyone has an attempt it is locked: a change to the sections is 409 pr_questions_locked, a change to the name, scoring, score table or what to show after is 422 (v.pr_locked_setting on each such field); time, due date, break, sharing and sharers still change. A published practice's engine form gets a new version",
    params: practiceIdParamsSchema,
    body: updatePracticeSchema,
    response: practiceAnswerSchema,
    errors: [401, 403, 404, 409, 422],
  },
  createPracticeCopy: {
    method: "POST",
    path: "/api/practice/:id/copy",
    access: BUILDERS,
    summary:
      "Copy a practice the caller may open: a new private, unpublished practice of the caller's with the same items and settings",
    params: practiceIdParamsSchema,
    query: practiceLinkQuerySchema,
    response: practiceAnswerSchema,
    errors: [401, 403, 404, 422],
  },
  createPracticePublish: {
    method: "POST",
    path: "/api/practice/:id/publish",
    access: BUILDERS,
    summary:
      "Publish a practice (its editors): its sections become an engine form (one module each, items copied with their versions) that attempts run on",
    params: practiceIdParamsSchema,
    response: practiceAnswerSchema,
    errors: [401, 403, 404, 409, 422],
  },
  listPracticeAttempts: {
    method: "GET",
    path: "/api/practice/:id/attempts",
    access: "authenticated",
    summary:
      "The caller's attempts at a practice, newest first, and the unfinished one to continue (continue or start new)",
    params: practiceIdParamsSchema,
    query: practiceLinkQuerySchema,
    response: practiceAttemptsSchema,
    errors: [401, 404, 422],
  },
  createPracticeAttempt: {
    method: "POST",
    path: "/api/practice/:id/attempts",
    access: "authenticated",
    summary:
      "Start a new attempt at a published practice (an unfinished one stays in the history); the engine's attempt calls take it from there",
    params: practiceIdParamsSchema,
    body: startPracticeAttemptSchema,
    response: attemptAnswerSchema,
    errors: [401, 404, 409, 422],
  },
  listQuestions: {
    method: "GET",
    path: "/api/questions",
    access: BUILDERS,
    summary:
      "The question bank: items of published test forms (their latest versions), by test type, domain, skill and difficulty; with class_id, only items not yet used by that class (not in a practice or form given to it, nor in one any of its placed students took). A teacher names a class they teach (staff and super-admin any): else 422 v.pr_class_unknown",
    query: questionsQuerySchema,
    response: questionListSchema,
    errors: [401, 403, 422],
  },
  listPracticeResults: {
    method: "GET",
    path: "/api/practice/:id/results",
    access: "authenticated",
    summary:
      "Submitted attempts at a practice with their scores (raw, percent, scaled by its score table): every student's for its editors, the caller's own otherwise",
    params: practiceIdParamsSchema,
    query: practiceResultsQuerySchema,
    response: practiceResultListSchema,
    errors: [401, 404, 422],
  },
  getPracticeAttemptResult: {
    method: "GET",
    path: "/api/practice/:id/attempt/:attemptId/result",
    access: "authenticated",
    summary:
      "One submitted attempt's result by the practice's scoring, with what its \"show after\" allows the student (score only: no items; answers: responses and keys; explanations: also explanations); editors and the student's teachers see everything. 409 while the attempt is open",
    params: practiceAttemptParamsSchema,
    response: practiceResultSchema,
    errors: [401, 404, 409, 422],
  },
  createPracticesWeakSkillDrill: {
    method: "POST",
    path: "/api/practices/weak-skill-drill",
    access: ["teacher", "staff"],
    summary:
      "Build a practice of bank questions the student has never answered, of their three weakest skills (accuracy over their answered items, skills with at least 3 answers), owned by the caller and shared with the student (or the students and classes named). 409 pr_drill_no_skills when no skill has enough answers",
    body: weakSkillDrillSchema,
    response: weakSkillDrillAnswerSchema,
    errors: [401, 403, 404, 409, 422],
  },
});
