import { defineEndpoints } from "../system/endpoint";
import {
  addFullPracticePracticesSchema,
  createFullPracticeSchema,
  fullPracticeAnswerSchema,
  fullPracticeAttemptAnswerSchema,
  fullPracticeAttemptsSchema,
  fullPracticeListSchema,
  fullPracticeResultListSchema,
  fullPracticeResultSchema,
  fullPracticesQuerySchema,
  updateFullPracticeSchema,
} from "./full-practices.schemas";
import { BUILDERS } from "./practices.endpoints";
import {
  practiceIdParamsSchema,
  practiceLinkQuerySchema,
  startPracticeAttemptSchema,
} from "./practices.schemas";

const idParams = practiceIdParamsSchema;

/**
 * Full practices (issue 33; spec 03 §2: /fullPractice/{id}, /fullPractices/{id}/edit,
 * /practices/{fullPracticeId}/addPractices, BreakTime): an ordered set of published practices taken as
 * sections with a break between them. Sharing, the link of an unlisted one and the lock after the first
 * attempt are the practice's rules. Each section is an engine attempt on its practice's form.
 */
export const fullPracticesEndpoints = defineEndpoints("full-practices", {
  listFullPractices: {
    method: "GET",
    path: "/api/full-practices",
    access: "authenticated",
    summary: "Full practices the caller may take or edit: public ones, theirs, and those shared with them",
    query: fullPracticesQuerySchema,
    response: fullPracticeListSchema,
    errors: [401, 422],
  },
  createFullPractice: {
    method: "POST",
    path: "/api/full-practices",
    access: BUILDERS,
    summary:
      "Create a full practice: name, due date, break between sections, sharing, and the practices (the caller may open them) in order",
    body: createFullPracticeSchema,
    response: fullPracticeAnswerSchema,
    errors: [401, 403, 422],
  },
  getFullPracticeById: {
    method: "GET",
    path: "/api/full-practice/:id",
    access: "authenticated",
    summary: "One full practice with its sections; editors also see its sharers and link token",
    params: idParams,
    query: practiceLinkQuerySchema,
    response: fullPracticeAnswerSchema,
    errors: [401, 404, 422],
  },
  updateFullPracticeById: {
    method: "PATCH",
    path: "/api/full-practice/:id",
    access: BUILDERS,
    summary:
      "Change a full practice (its editors); `practice_ids` is the new order. Once anyone has an attempt its sections are locked (409 pr_questions_locked) and so is its name (422, v.pr_locked_setting on the field); due date, break, sharing and sharers still change",
    params: idParams,
    body: updateFullPracticeSchema,
    response: fullPracticeAnswerSchema,
    errors: [401, 403, 404, 409, 422],
  },
  addFullPracticePractices: {
    method: "POST",
    path: "/api/full-practice/:id/add-practices",
    access: BUILDERS,
    summary:
      "Append practices as sections (the addPractices screen); 409 pr_questions_locked once taken, 422 for one already in, unknown or not the caller's to open",
    params: idParams,
    body: addFullPracticePracticesSchema,
    response: fullPracticeAnswerSchema,
    errors: [401, 403, 404, 409, 422],
  },
  createFullPracticeCopy: {
    method: "POST",
    path: "/api/full-practice/:id/copy",
    access: BUILDERS,
    summary:
      "Copy a full practice the caller may open: a new private one of the caller's with the same sections",
    params: idParams,
    query: practiceLinkQuerySchema,
    response: fullPracticeAnswerSchema,
    errors: [401, 403, 404, 422],
  },
  listFullPracticeAttempts: {
    method: "GET",
    path: "/api/full-practice/:id/attempts",
    access: "authenticated",
    summary: "The caller's full attempts, newest first, and the unfinished one to continue",
    params: idParams,
    query: practiceLinkQuerySchema,
    response: fullPracticeAttemptsSchema,
    errors: [401, 404, 422],
  },
  createFullPracticeAttempt: {
    method: "POST",
    path: "/api/full-practice/:id/attempts",
    access: "authenticated",
    summary:
      "Start a new full attempt (an unfinished one stays in the history) and its first section's engine attempt. 409 pr_past_due after the due date, pr_not_published when a section is unpublished",
    params: idParams,
    body: startPracticeAttemptSchema,
    response: fullPracticeAttemptAnswerSchema,
    errors: [401, 404, 409, 422],
  },
  listFullPracticeResults: {
    method: "GET",
    path: "/api/full-practice/:id/results",
    access: "authenticated",
    summary:
      "Submitted full attempts with their combined scores: everyone's for editors, the caller's own otherwise",
    params: idParams,
    query: fullPracticesQuerySchema,
    response: fullPracticeResultListSchema,
    errors: [401, 404, 422],
  },
  getFullPracticeAttemptById: {
    method: "GET",
    path: "/api/full-practice-attempt/:id",
    access: "authenticated",
    summary:
      "A full attempt (its student, editors, the student's teachers): sections with their engine attempts, the phase (section, break, done) and the break's end by the server's clock",
    params: idParams,
    response: fullPracticeAttemptAnswerSchema,
    errors: [401, 404, 422],
  },
  createFullPracticeAttemptNext: {
    method: "POST",
    path: "/api/full-practice-attempt/:id/next",
    access: "authenticated",
    summary:
      "Its student moves on: after the last section it finishes the full attempt; else it starts the next section's engine attempt. 409 fp_section_open while the current section is not submitted, 409 fp_break_running (details.seconds_left) before the break ends",
    params: idParams,
    response: fullPracticeAttemptAnswerSchema,
    errors: [401, 404, 409, 422],
  },
  getFullPracticeAttemptResult: {
    method: "GET",
    path: "/api/full-practice-attempt/:id/result",
    access: "authenticated",
    summary:
      "Per-section scores (each by its practice's scoring; a section's items through getPracticeAttemptResult) and the combined score",
    params: idParams,
    response: fullPracticeResultSchema,
    errors: [401, 404, 422],
  },
});
