import { OFFICE, TEACHING } from "../system/access-roles";
import { defineEndpoints, fileAnswer } from "../system/endpoint";
import { gradingSheetSchema } from "../test-assignments/test-grading.schemas";
import {
  attemptAnswerSchema,
  attemptResultSchema,
  testAnswerSavedSchema,
} from "../test-engine/test-engine-api.schemas";
import {
  assetQuerySchema,
  combineBodySchema,
  combinedAnswerSchema,
  combineQuerySchema,
  correctedAnswerSchema,
  correctedParamsSchema,
  examIdAnswerSchema,
  examQuerySchema,
  getExamIdSchema,
  takenUserListSchema,
  takenUsersQuerySchema,
  toeflAnswerBodySchema,
  toeflAnswersSchema,
  toeflFormListSchema,
  toeflGradeSchema,
  toeflsQuerySchema,
  transcriptAnswerSchema,
  transcriptListSchema,
  transcriptsQuerySchema,
  updateScoreSchema,
} from "./toefl.schemas";

const answerSpec = {
  access: "authenticated",
  idempotent: true,
  summary:
    "Save one answer of the caller's own sitting (the engine's save: saving again replaces it). 409 after the module's deadline or once it is locked or submitted",
  body: toeflAnswerBodySchema,
  response: testAnswerSavedSchema,
  errors: [401, 403, 404, 409, 422],
} as const;

/**
 * TOEFL (spec 03 §7 TOEFL list, paths as the spec writes them). A sitting is a test-engine attempt of a
 * TOEFL form, its exam id the attempt's id: timing, answers and scores are the engine's, grading 0–4 is
 * test-assignments' (one audit and permission rule). Transcripts: the student, their parents, their
 * teachers and staff read them; anyone else is answered 404.
 */
export const toeflEndpoints = defineEndpoints("toefl", {
  listToefls: {
    method: "GET",
    path: "/api/toefls",
    access: "authenticated",
    summary: "The TOEFL forms the caller may take (public, assigned or admitted), with the caller's sittings",
    query: toeflsQuerySchema,
    response: toeflFormListSchema,
    errors: [401, 422],
  },
  createToeflsGetExamId: {
    method: "POST",
    path: "/api/toefls/get-exam-id",
    access: "authenticated",
    summary:
      "Start a sitting of a TOEFL form, or resume the caller's unfinished one: answers its exam id (the engine's attempt id)",
    body: getExamIdSchema,
    response: examIdAnswerSchema,
    errors: [401, 404, 422],
  },
  listToeflsQuestions: {
    method: "GET",
    path: "/api/toefls/questions",
    access: "authenticated",
    summary:
      "The sitting's current module as the student sees it (no keys), saved answers and the seconds left by the server's clock",
    query: examQuerySchema,
    response: attemptAnswerSchema,
    errors: [401, 403, 404, 422],
  },
  listToeflsAnswers: {
    method: "GET",
    path: "/api/toefls/answers",
    access: "authenticated",
    summary: "The answers saved so far in a sitting (the student, and whoever may read its transcript)",
    query: examQuerySchema,
    response: toeflAnswersSchema,
    errors: [401, 404, 422],
  },
  updateToeflsAnswer: { method: "PUT", path: "/api/toefls/answer", ...answerSpec },
  createToeflsAnswer: { method: "POST", path: "/api/toefls/answer", ...answerSpec },
  getToeflsTranscript: {
    method: "GET",
    path: "/api/toefls/transcript",
    access: "authenticated",
    summary:
      "One sitting's scores: sections 0–30, total 0–120 with the 2026 1–6 band beside it; pending teacher grades said so",
    query: examQuerySchema,
    response: transcriptAnswerSchema,
    errors: [401, 404, 422],
  },
  getToeflsQuestionExp: {
    method: "GET",
    path: "/api/toefls/question-exp",
    access: "authenticated",
    summary:
      "A submitted sitting's answers with keys and explanations (as the form reveals them); 409 before submitting",
    query: examQuerySchema,
    response: attemptResultSchema,
    errors: [401, 403, 404, 409, 422],
  },
  listToeflsTranscripts: {
    method: "GET",
    path: "/api/toefls/transcripts",
    access: "authenticated",
    summary:
      "Submitted sittings' transcripts, newest first: staff every student's, a teacher their students', a parent their children's, a student their own",
    query: transcriptsQuerySchema,
    response: transcriptListSchema,
    errors: [401, 422],
  },
  updateToeflsGrade: {
    method: "PUT",
    path: "/api/toefls/grade",
    access: "authenticated",
    summary:
      "Grade a writing or speaking answer 0–4 with a rubric comment (test-assignments' grading: who may grade, audit, recomputed scores)",
    body: toeflGradeSchema,
    response: gradingSheetSchema,
    errors: [401, 403, 404, 409, 422],
  },
  updateToeflsUpdateScore: {
    method: "PUT",
    path: "/api/toefls/update-score",
    access: OFFICE,
    summary:
      "Override one section's score 0–30 (null removes the override) with a reason; audited with the old and new values",
    body: updateScoreSchema,
    response: transcriptAnswerSchema,
    errors: [401, 403, 404, 409, 422],
  },
  getToeflsTranscriptsCombine: {
    method: "GET",
    path: "/api/toefls/transcripts/combine",
    access: "authenticated",
    summary:
      "A best-of transcript of one student: each section's best score with the sitting it came from (preview), and the combined transcripts stored before",
    query: combineQuerySchema,
    response: combinedAnswerSchema,
    errors: [401, 404, 422],
  },
  createToeflsTranscriptsCombine: {
    method: "POST",
    path: "/api/toefls/transcripts/combine",
    access: TEACHING,
    summary: "Store a best-of transcript from the named sittings of one student",
    body: combineBodySchema,
    response: combinedAnswerSchema,
    errors: [401, 403, 404, 422],
  },
  listToeflsTranscriptsTakenExamUsers: {
    method: "GET",
    path: "/api/toefls/transcripts/taken-exam-users",
    access: TEACHING,
    summary: "Students with TOEFL sittings (staff every one, a teacher their students), for pickers",
    query: takenUsersQuerySchema,
    response: takenUserListSchema,
    errors: [401, 403, 422],
  },
  createToeflsCorrectedById: {
    method: "POST",
    path: "/api/toefls/corrected/:id",
    access: TEACHING,
    idempotent: true,
    summary:
      "Mail the student, in their language through the outbox, that grading of sitting {id} is done; once per grading round (409 while grades are pending)",
    params: correctedParamsSchema,
    response: correctedAnswerSchema,
    errors: [401, 403, 404, 409, 422],
  },
  getTestAsset: {
    method: "GET",
    path: "/api/test-asset",
    access: "authenticated",
    summary:
      "A file a test form names (listening audio): streamed with its content type and Range support, to whoever may take or read the form",
    query: assetQuerySchema,
    response: fileAnswer("The asset's bytes (audio/mpeg, …); 206 for a Range request"),
    errors: [401, 404, 422],
  },
});
