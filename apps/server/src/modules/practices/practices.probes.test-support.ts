import { practicesEndpoints } from "@edu/shared/practices";
import { defineProbes, EMPTY_BODY } from "../../../test/permissions/probe-kit";

/**
 * Lists answer 200 to whoever the declaration lets in (each sees what is theirs). Calls on one practice are
 * sent with an id that fails validation (422) once the caller is let in, and writes with an empty body, so
 * no probe creates, publishes or starts anything; who may do what with which practice is tested in
 * practices.test.ts.
 */
const NOT_AN_ID = 0;

export const practicesProbes = defineProbes(practicesEndpoints, {
  listPractices: { allowed: 200 },
  createPractice: { allowed: 422, request: () => EMPTY_BODY },
  getPracticeById: { allowed: 422, request: () => ({ url: `/api/practice/${NOT_AN_ID}` }) },
  updatePracticeById: { allowed: 422, request: () => ({ url: `/api/practice/${NOT_AN_ID}`, body: {} }) },
  createPracticeCopy: { allowed: 422, request: () => ({ url: `/api/practice/${NOT_AN_ID}/copy` }) },
  createPracticePublish: { allowed: 422, request: () => ({ url: `/api/practice/${NOT_AN_ID}/publish` }) },
  listPracticeAttempts: { allowed: 422, request: () => ({ url: `/api/practice/${NOT_AN_ID}/attempts` }) },
  createPracticeAttempt: {
    allowed: 422,
    request: () => ({ url: `/api/practice/${NOT_AN_ID}/attempts`, body: {} }),
  },
  listQuestions: { allowed: 200 },
});
