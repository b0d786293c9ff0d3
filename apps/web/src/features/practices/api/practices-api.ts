import {
  practicesEndpoints as endpoints,
  type QuestionsQuery,
  type UpdatePractice,
} from "@edu/shared/practices";
import { testEngineEndpoints } from "@edu/shared/test-engine";
import { queryOptions } from "@tanstack/react-query";
import { call, type EndpointBody } from "../../../lib/endpoint-client";

export const practiceKeys = {
  all: ["practices"] as const,
  list: (page: number) => ["practices", "list", page] as const,
  practice: (id: number, link?: string) => ["practices", "one", id, link ?? ""] as const,
  attempts: (id: number) => ["practices", "attempts", id] as const,
  questions: (query: Partial<QuestionsQuery>) => ["practices", "questions", query] as const,
  attempt: (id: number) => ["practices", "attempt", id] as const,
};

export const practicesQuery = (page = 1) =>
  queryOptions({
    queryKey: practiceKeys.list(page),
    queryFn: ({ signal }) =>
      call(endpoints.listPractices, { query: { page, page_size: 50 } }, { signal, overlay: false }),
  });

export const practiceQuery = (id: number, link?: string) =>
  queryOptions({
    queryKey: practiceKeys.practice(id, link),
    queryFn: ({ signal }) =>
      call(
        endpoints.getPracticeById,
        { params: { id }, query: link ? { link } : {} },
        { signal, overlay: false },
      ),
  });

export const practiceAttemptsQuery = (id: number, link?: string) =>
  queryOptions({
    queryKey: practiceKeys.attempts(id),
    queryFn: ({ signal }) =>
      call(
        endpoints.listPracticeAttempts,
        { params: { id }, query: link ? { link } : {} },
        { signal, overlay: false },
      ),
    staleTime: 0,
  });

export const questionsQuery = (query: Partial<QuestionsQuery>) =>
  queryOptions({
    queryKey: practiceKeys.questions(query),
    queryFn: ({ signal }) =>
      call(
        endpoints.listQuestions,
        { query: { page: 1, page_size: 50, ...query } },
        { signal, overlay: false },
      ),
  });

/** Taking reads the server's state every time: its clock decides what is left. */
export const attemptQuery = (id: number) =>
  queryOptions({
    queryKey: practiceKeys.attempt(id),
    queryFn: ({ signal }) =>
      call(testEngineEndpoints.getTestAttemptById, { params: { id } }, { signal, overlay: false }),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

/** Field errors are shown on the form's fields (silent: no toast). */
export const createPractice = (body: EndpointBody<typeof endpoints.createPractice>) =>
  call(endpoints.createPractice, { body }, { silent: true });

export const updatePractice = (id: number, body: UpdatePractice) =>
  call(endpoints.updatePracticeById, { params: { id }, body }, { silent: true });

export const copyPractice = (id: number, link?: string) =>
  call(endpoints.createPracticeCopy, { params: { id }, query: link ? { link } : {} });

export const publishPractice = (id: number) => call(endpoints.createPracticePublish, { params: { id } });

export const startPracticeAttempt = (id: number, link?: string) =>
  call(endpoints.createPracticeAttempt, { params: { id }, body: link ? { link } : {} });

export const submitAttempt = (id: number) =>
  call(testEngineEndpoints.createTestAttemptSubmit, { params: { id } });

export const practiceResultQuery = (id: number, attemptId: number) =>
  queryOptions({
    queryKey: ["practices", "result", id, attemptId],
    queryFn: ({ signal }) =>
      call(endpoints.getPracticeAttemptResult, { params: { id, attemptId } }, { signal, overlay: false }),
  });

export const practiceResultsQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: ["practices", "results", id, page],
    queryFn: ({ signal }) =>
      call(
        endpoints.listPracticeResults,
        { params: { id }, query: { page, page_size: 50 } },
        { signal, overlay: false },
      ),
  });

/** Ends a section's break early (only where the practice lets students skip it; 409 otherwise). */
export const skipBreak = (id: number) =>
  call(testEngineEndpoints.createTestAttemptBreakSkip, { params: { id } });
