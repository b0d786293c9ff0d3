import { testEngineEndpoints as endpoints, type TestHistoryQuery } from "@edu/shared/test-engine";
import { queryOptions } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-client";

/** Under the tests feature's "tests" key, so what it refreshes after an attempt refreshes these too. */
export const actKeys = {
  forms: ["tests", "forms", "act"] as const,
  attempts: ["tests", "attempts", "act"] as const,
  history: (query: Partial<TestHistoryQuery>) => ["tests", "history", query] as const,
  attempt: (id: number) => ["tests", "attempt", id] as const,
  result: (id: number) => ["tests", "result", id] as const,
};

/** The ACT forms the reader may see (a school has a handful: one page of 100 lists them all). */
export const actFormsQuery = () =>
  queryOptions({
    queryKey: actKeys.forms,
    queryFn: ({ signal }) =>
      call(
        endpoints.listTestForms,
        { query: { test_type: "ACT", page: 1, page_size: 100 } },
        { signal, overlay: false },
      ),
  });

/** The reader's own attempts (every test: the list has no type filter; the page keeps the ACT ones). */
export const myAttemptsQuery = () =>
  queryOptions({
    queryKey: actKeys.attempts,
    queryFn: ({ signal }) =>
      call(endpoints.listTestAttempts, { query: { page: 1, page_size: 100 } }, { signal, overlay: false }),
  });

/** Submitted attempts with scores: the reader's own, their children's, their students', or everyone's for staff. */
export const historyQuery = (query: Partial<TestHistoryQuery>) =>
  queryOptions({
    queryKey: actKeys.history(query),
    queryFn: ({ signal }) =>
      call(
        endpoints.listTestHistory,
        { query: { page: 1, page_size: 20, ...query } },
        { signal, overlay: false },
      ),
  });

/** An attempt as the server has it now (its type and title; the taking screen reads the same key). */
export const attemptQuery = (id: number) =>
  queryOptions({
    queryKey: actKeys.attempt(id),
    queryFn: ({ signal }) =>
      call(endpoints.getTestAttemptById, { params: { id } }, { signal, overlay: false }),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

/** A submitted attempt's scores and items, with answers and explanations when the server reveals them. */
export const resultQuery = (id: number) =>
  queryOptions({
    queryKey: actKeys.result(id),
    queryFn: ({ signal }) =>
      call(endpoints.getTestAttemptResult, { params: { id } }, { signal, overlay: false }),
  });

/** Starts an ACT form, leaving out the optional sections the student chose to skip. */
export const startAct = (formId: number, skipSections: string[]) =>
  call(endpoints.createTestAttempt, { body: { form_id: formId, skip_sections: skipSections } });

/** A form's outline (its sections, optional ones marked, and their times). */
export const formQuery = (id: number) =>
  queryOptions({
    queryKey: ["tests", "form", id] as const,
    queryFn: ({ signal }) => call(endpoints.getTestFormById, { params: { id } }, { signal, overlay: false }),
  });
