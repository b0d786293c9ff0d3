import { toeflEndpoints } from "@edu/shared/toefl";
import { defineProbes, EMPTY_BODY } from "../../../test/permissions/probe-kit";

/**
 * Lists answer 200 to whoever the declaration lets in (each sees what is theirs). Calls on one sitting or
 * student are sent with an id that fails validation (0: 422) once the caller is let in, and writes with an
 * empty body, so no probe starts a sitting, saves, grades, overrides or mails; who may do what to which
 * sitting is tested in toefl.test.ts.
 */
const NOT_AN_ID = 0;
const onSitting = () => ({ url: `?exam_id=${NOT_AN_ID}` });

export const toeflProbes = defineProbes(toeflEndpoints, {
  listToefls: { allowed: 200 },
  createToeflsGetExamId: { allowed: 422, request: () => EMPTY_BODY },
  listToeflsQuestions: { allowed: 422, request: () => ({ url: `/api/toefls/questions${onSitting().url}` }) },
  listToeflsAnswers: { allowed: 422, request: () => ({ url: `/api/toefls/answers${onSitting().url}` }) },
  updateToeflsAnswer: { allowed: 422, request: () => EMPTY_BODY },
  createToeflsAnswer: { allowed: 422, request: () => EMPTY_BODY },
  getToeflsTranscript: { allowed: 422, request: () => ({ url: `/api/toefls/transcript${onSitting().url}` }) },
  getToeflsQuestionExp: {
    allowed: 422,
    request: () => ({ url: `/api/toefls/question-exp${onSitting().url}` }),
  },
  listToeflsTranscripts: { allowed: 200 },
  updateToeflsGrade: { allowed: 422, request: () => EMPTY_BODY },
  updateToeflsUpdateScore: { allowed: 422, request: () => EMPTY_BODY },
  getToeflsTranscriptsCombine: {
    allowed: 422,
    request: () => ({ url: `/api/toefls/transcripts/combine?student_id=${NOT_AN_ID}` }),
  },
  createToeflsTranscriptsCombine: { allowed: 422, request: () => EMPTY_BODY },
  listToeflsTranscriptsTakenExamUsers: { allowed: 200 },
  createToeflsCorrectedById: { allowed: 422, request: () => ({ url: `/api/toefls/corrected/${NOT_AN_ID}` }) },
  getTestAsset: { allowed: 422, request: () => ({ url: `/api/test-asset?form_id=${NOT_AN_ID}&path=a.mp3` }) },
});
