import { testEngineEndpoints } from "@edu/shared/test-engine";
import { defineProbes, EMPTY_BODY } from "../../../test/permissions/probe-kit";

/**
 * Lists answer 200 to everyone signed in (each sees what is theirs). Calls on one form or attempt are sent
 * with an id that fails validation (422) once the caller is let in, so the demo forms stay as seeded and no
 * probe starts an attempt; who may read or write which attempt is tested in test-attempts.test.ts.
 */
const NOT_AN_ID = 0;

export const testEngineProbes = defineProbes(testEngineEndpoints, {
  listTestForms: { allowed: 200 },
  getTestFormById: { allowed: 422, request: () => ({ url: `/api/test-form/${NOT_AN_ID}` }) },
  createTestFormsImport: { allowed: 422, request: () => EMPTY_BODY },
  getTestFormExport: { allowed: 422, request: () => ({ url: `/api/test-form/${NOT_AN_ID}/export` }) },
  createTestFormPublish: {
    allowed: 422,
    request: () => ({ url: `/api/test-form/${NOT_AN_ID}/publish`, body: {} }),
  },
  listTestAttempts: { allowed: 200 },
  listTestHistory: { allowed: 200 },
  createTestAttempt: { allowed: 422, request: () => EMPTY_BODY },
  getTestAttemptById: { allowed: 422, request: () => ({ url: `/api/test-attempt/${NOT_AN_ID}` }) },
  updateTestAttemptAnswer: {
    allowed: 422,
    request: () => ({ url: `/api/test-attempt/${NOT_AN_ID}/answer`, body: {} }),
  },
  createTestAttemptEvent: {
    allowed: 422,
    request: () => ({ url: `/api/test-attempt/${NOT_AN_ID}/events`, body: {} }),
  },
  finishTestAttemptModule: {
    allowed: 422,
    request: () => ({ url: `/api/test-attempt/${NOT_AN_ID}/module/finish`, body: {} }),
  },
  createTestAttemptBreakSkip: {
    allowed: 422,
    request: () => ({ url: `/api/test-attempt/${NOT_AN_ID}/break/skip` }),
  },
  createTestAttemptSubmit: {
    allowed: 422,
    request: () => ({ url: `/api/test-attempt/${NOT_AN_ID}/submit` }),
  },
  getTestAttemptResult: { allowed: 422, request: () => ({ url: `/api/test-attempt/${NOT_AN_ID}/result` }) },
});
