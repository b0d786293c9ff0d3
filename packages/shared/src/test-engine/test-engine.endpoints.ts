import { defineEndpoints, fileAnswer } from "../system/endpoint";
import { TEST_AUTHORS } from "./test-authoring.endpoints";
import {
  attemptAnswerSchema,
  attemptResultSchema,
  finishTestModuleSchema,
  publishTestFormSchema,
  saveTestAnswerSchema,
  startTestAttemptSchema,
  testAnswerSavedSchema,
  testAttemptIdParamsSchema,
  testAttemptListSchema,
  testAttemptsQuerySchema,
  testEventsSavedSchema,
  testEventsSchema,
  testFormDetailSchema,
  testFormIdParamsSchema,
  testFormImportedSchema,
  testFormListSchema,
  testFormPublishedSchema,
  testFormsQuerySchema,
  testHistoryListSchema,
  testHistoryQuerySchema,
} from "./test-engine-api.schemas";
import { testFormSchema } from "./test-form.schemas";

/** Who authors forms (super-admin passes every list): test editors and staff (test-authoring.endpoints.ts). */
const AUTHORS = TEST_AUTHORS;

/**
 * The test engine (issue 32; spec 03 §2 Tests names the screens, not these calls: paths in its style).
 * Forms are stored as versions; an attempt keeps the version it started on. The server's clock is the only
 * clock: a module ends at its deadline whatever the browser says. Students read and answer their own
 * attempts; teachers read the attempts of students they teach; test editors author forms.
 */
export const testEngineEndpoints = defineEndpoints("test-engine", {
  listTestForms: {
    method: "GET",
    path: "/api/test-forms",
    access: "authenticated",
    summary:
      "Test forms: every form for test editors, staff and teachers, published public ones for everyone else",
    query: testFormsQuerySchema,
    response: testFormListSchema,
    errors: [401, 422],
  },
  getTestFormById: {
    method: "GET",
    path: "/api/test-form/:id",
    access: "authenticated",
    summary:
      "A form's latest version: its outline, and for test editors, staff and teachers the whole document with answers",
    params: testFormIdParamsSchema,
    response: testFormDetailSchema,
    errors: [401, 404, 422],
  },
  createTestFormsImport: {
    method: "POST",
    path: "/api/test-forms/import",
    access: AUTHORS,
    summary:
      "Import a form document: a new key makes a new form (draft), a changed document a new version (items whose content changed get a new version), an equal one nothing",
    body: testFormSchema,
    response: testFormImportedSchema,
    errors: [401, 403, 413, 422],
  },
  getTestFormExport: {
    method: "GET",
    path: "/api/test-form/:id/export",
    access: AUTHORS,
    summary: "The latest version as its canonical JSON document (import → export is byte-identical)",
    params: testFormIdParamsSchema,
    response: fileAnswer("The form's canonical JSON document (application/json, as an attachment)"),
    errors: [401, 403, 404, 422],
  },
  createTestFormPublish: {
    method: "POST",
    path: "/api/test-form/:id/publish",
    access: AUTHORS,
    summary: "Publish a form (and make it public to every signed-in user, or not)",
    params: testFormIdParamsSchema,
    body: publishTestFormSchema,
    response: testFormPublishedSchema,
    errors: [401, 403, 404, 422],
  },
  listTestAttempts: {
    method: "GET",
    path: "/api/test-attempts",
    access: "authenticated",
    summary: "The caller's own attempts, newest first (to resume one or read its result)",
    query: testAttemptsQuerySchema,
    response: testAttemptListSchema,
    errors: [401, 422],
  },
  listTestHistory: {
    method: "GET",
    path: "/api/test-history",
    access: "authenticated",
    summary:
      "Submitted attempts with their section and composite scores, newest first: a student's own, a parent's children's, a teacher's students', every student's for staff and super-admin (the ACT history)",
    query: testHistoryQuerySchema,
    response: testHistoryListSchema,
    errors: [401, 422],
  },
  createTestAttempt: {
    method: "POST",
    path: "/api/test-attempts",
    access: "authenticated",
    summary:
      "Start a published form: the attempt keeps the form's current version and enters its first module, whose deadline the server sets",
    body: startTestAttemptSchema,
    response: attemptAnswerSchema,
    errors: [401, 404, 422],
  },
  getTestAttemptById: {
    method: "GET",
    path: "/api/test-attempt/:id",
    access: "authenticated",
    summary:
      "Resume an attempt: the current module's items (no answer keys), the saved responses and the seconds left by the server's clock (a module past its deadline is ended first)",
    params: testAttemptIdParamsSchema,
    response: attemptAnswerSchema,
    errors: [401, 404, 422],
  },
  updateTestAttemptAnswer: {
    method: "PUT",
    path: "/api/test-attempt/:id/answer",
    access: "authenticated",
    idempotent: true,
    summary:
      "Save one answer (saving again replaces it: one answer per item). 409 after the module's deadline or once it is locked or submitted; 422 for an item not in the current module or a response of another kind",
    params: testAttemptIdParamsSchema,
    body: saveTestAnswerSchema,
    response: testAnswerSavedSchema,
    errors: [401, 404, 409, 422],
  },
  createTestAttemptEvent: {
    method: "POST",
    path: "/api/test-attempt/:id/events",
    access: "authenticated",
    summary:
      "Record enter, leave, hidden and visible events (time per question counts only visible time; kept append-only)",
    params: testAttemptIdParamsSchema,
    body: testEventsSchema,
    response: testEventsSavedSchema,
    errors: [401, 404, 409, 422],
  },
  finishTestAttemptModule: {
    method: "POST",
    path: "/api/test-attempt/:id/module/finish",
    access: "authenticated",
    summary:
      "End the current module (it locks) and enter the next one the form's routing picks; 409 when `module_key` is not the current module",
    params: testAttemptIdParamsSchema,
    body: finishTestModuleSchema,
    response: attemptAnswerSchema,
    errors: [401, 404, 409, 422],
  },
  createTestAttemptBreakSkip: {
    method: "POST",
    path: "/api/test-attempt/:id/break/skip",
    access: "authenticated",
    summary:
      "End a section's break early and enter the next section, when the form lets breaks be skipped (`settings.breaks_skippable`); 409 otherwise or when no break is on",
    params: testAttemptIdParamsSchema,
    response: attemptAnswerSchema,
    errors: [401, 404, 409, 422],
  },
  createTestAttemptSubmit: {
    method: "POST",
    path: "/api/test-attempt/:id/submit",
    access: "authenticated",
    summary:
      "Submit: the open module locks and the attempt is scored (teacher-graded answers stay pending); submitting again answers the same result",
    params: testAttemptIdParamsSchema,
    response: attemptResultSchema,
    errors: [401, 404, 422],
  },
  getTestAttemptResult: {
    method: "GET",
    path: "/api/test-attempt/:id/result",
    access: "authenticated",
    summary:
      "A submitted attempt's scores, per-domain breakdown, time per question, and answers with explanations when the form reveals them; 409 before submitting",
    params: testAttemptIdParamsSchema,
    response: attemptResultSchema,
    errors: [401, 404, 409, 422],
  },
});
