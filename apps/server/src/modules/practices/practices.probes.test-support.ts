import { fullPracticesEndpoints, practicesEndpoints } from "@edu/shared/practices";
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
  listPracticeResults: { allowed: 422, request: () => ({ url: `/api/practice/${NOT_AN_ID}/results` }) },
  getPracticeAttemptResult: {
    allowed: 422,
    request: () => ({ url: `/api/practice/${NOT_AN_ID}/attempt/${NOT_AN_ID}/result` }),
  },
  createPracticesWeakSkillDrill: { allowed: 422, request: () => EMPTY_BODY },
});

export const fullPracticesProbes = defineProbes(fullPracticesEndpoints, {
  listFullPractices: { allowed: 200 },
  createFullPractice: { allowed: 422, request: () => EMPTY_BODY },
  getFullPracticeById: { allowed: 422, request: () => ({ url: `/api/full-practice/${NOT_AN_ID}` }) },
  updateFullPracticeById: {
    allowed: 422,
    request: () => ({ url: `/api/full-practice/${NOT_AN_ID}`, body: {} }),
  },
  addFullPracticePractices: {
    allowed: 422,
    request: () => ({ url: `/api/full-practice/${NOT_AN_ID}/add-practices`, body: {} }),
  },
  createFullPracticeCopy: { allowed: 422, request: () => ({ url: `/api/full-practice/${NOT_AN_ID}/copy` }) },
  listFullPracticeAttempts: {
    allowed: 422,
    request: () => ({ url: `/api/full-practice/${NOT_AN_ID}/attempts` }),
  },
  createFullPracticeAttempt: {
    allowed: 422,
    request: () => ({ url: `/api/full-practice/${NOT_AN_ID}/attempts`, body: {} }),
  },
  listFullPracticeResults: {
    allowed: 422,
    request: () => ({ url: `/api/full-practice/${NOT_AN_ID}/results` }),
  },
  getFullPracticeAttemptById: {
    allowed: 422,
    request: () => ({ url: `/api/full-practice-attempt/${NOT_AN_ID}` }),
  },
  createFullPracticeAttemptNext: {
    allowed: 422,
    request: () => ({ url: `/api/full-practice-attempt/${NOT_AN_ID}/next` }),
  },
  getFullPracticeAttemptResult: {
    allowed: 422,
    request: () => ({ url: `/api/full-practice-attempt/${NOT_AN_ID}/result` }),
  },
});
