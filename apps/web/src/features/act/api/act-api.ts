import { testEngineEndpoints as endpoints, type TestHistoryQuery } from "@edu/shared/test-engine";
import { queryOptions } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-client";

/**
 * Under the tests feature's "tests" key, so what it refreshes after an attempt refreshes this too (the ACT
 * forms, the reader's attempts, one attempt and its result are the tests feature's own queries).
 */
export const actKeys = {
  history: (query: Partial<TestHistoryQuery>) => ["tests", "history", query] as const,
};

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

/** Starts an ACT form, leaving out the optional sections the student chose to skip. */
export const startAct = (formId: number, skipSections: string[]) =>
  call(endpoints.createTestAttempt, { body: { form_id: formId, skip_sections: skipSections } });
