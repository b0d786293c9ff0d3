import { testAssignmentEndpoints } from "@edu/shared/test-assignments";
import { toeflEndpoints as endpoints, type TranscriptsQuery } from "@edu/shared/toefl";
import { queryOptions } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-client";

export const toeflKeys = {
  all: ["toefl"] as const,
  forms: ["toefl", "forms"] as const,
  transcriptLists: ["toefl", "transcripts"] as const,
  transcripts: (query: Partial<TranscriptsQuery>) => ["toefl", "transcripts", query] as const,
  transcript: (examId: number) => ["toefl", "transcript", examId] as const,
  combine: (studentId: number, examIds: readonly number[]) =>
    ["toefl", "combine", studentId, [...examIds].sort((a, b) => a - b)] as const,
  takers: (q: string) => ["toefl", "takers", q] as const,
  sheet: (examId: number) => ["toefl", "sheet", examId] as const,
  explained: (examId: number) => ["toefl", "explained", examId] as const,
};

/** The TOEFL forms the reader may take, each with the reader's own sittings (a school has a handful). */
export const toeflFormsQuery = () =>
  queryOptions({
    queryKey: toeflKeys.forms,
    queryFn: ({ signal }) =>
      call(endpoints.listToefls, { query: { page: 1, page_size: 100 } }, { signal, overlay: false }),
  });

export const transcriptsQuery = (query: Partial<TranscriptsQuery> = {}) =>
  queryOptions({
    queryKey: toeflKeys.transcripts(query),
    queryFn: ({ signal }) =>
      call(
        endpoints.listToeflsTranscripts,
        { query: { page: 1, page_size: 50, ...query } },
        { signal, overlay: false },
      ),
  });

export const transcriptQuery = (examId: number) =>
  queryOptions({
    queryKey: toeflKeys.transcript(examId),
    queryFn: ({ signal }) =>
      call(endpoints.getToeflsTranscript, { query: { exam_id: examId } }, { signal, overlay: false }),
  });

/** The best-of preview over the chosen sittings (none chosen: every scored sitting), and those stored. */
export const combineQuery = (studentId: number, examIds: readonly number[]) =>
  queryOptions({
    queryKey: toeflKeys.combine(studentId, examIds),
    queryFn: ({ signal }) =>
      call(
        endpoints.getToeflsTranscriptsCombine,
        { query: { student_id: studentId, exam_ids: [...examIds] } },
        { signal, overlay: false },
      ),
  });

/** Students with sittings, for a teacher's or staff member's picker (searched by name). */
export const takersQuery = (q: string) =>
  queryOptions({
    queryKey: toeflKeys.takers(q),
    queryFn: ({ signal }) =>
      call(
        endpoints.listToeflsTranscriptsTakenExamUsers,
        { query: { page: 1, page_size: 50, ...(q ? { q } : {}) } },
        { signal, overlay: false },
      ),
  });

/** A sitting's writing and speaking answers with the rubric and the grades so far. */
export const gradingSheetQuery = (examId: number) =>
  queryOptions({
    queryKey: toeflKeys.sheet(examId),
    queryFn: ({ signal }) =>
      call(testAssignmentEndpoints.getTestGrading, { params: { id: examId } }, { signal, overlay: false }),
  });

/** The submitted sitting's items (their prompts) as the grader reads them. */
export const explainedQuery = (examId: number) =>
  queryOptions({
    queryKey: toeflKeys.explained(examId),
    queryFn: ({ signal }) =>
      call(endpoints.getToeflsQuestionExp, { query: { exam_id: examId } }, { signal, overlay: false }),
  });

/** Starts a sitting, or resumes the unfinished one of that form (the server decides). */
export const getExamId = (formId: number) =>
  call(endpoints.createToeflsGetExamId, { body: { form_id: formId } });

export const gradeAnswer = (body: { exam_id: number; item_key: string; score: number; comment: string }) =>
  call(endpoints.updateToeflsGrade, { body });

export const markCorrected = (examId: number) =>
  call(endpoints.createToeflsCorrectedById, { params: { id: examId } });

export const saveCombined = (body: { student_id: number; exam_ids: number[]; note: string }) =>
  call(endpoints.createToeflsTranscriptsCombine, { body });

/** A teacher who may not grade this sitting yet asks an admin for permission. */
export const askToGrade = (examId: number) =>
  call(testAssignmentEndpoints.createTestGradingPermissionRequest, {
    params: { id: examId },
    body: { note: "" },
  });

/** Staff: a section's score by hand (null removes the override), with the reason the audit keeps. */
export const updateScore = (body: {
  exam_id: number;
  section: string;
  score: number | null;
  reason: string;
}) => call(endpoints.updateToeflsUpdateScore, { body });
