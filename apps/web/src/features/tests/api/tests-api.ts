import { testAssignmentEndpoints } from "@edu/shared/test-assignments";
import {
  testEngineEndpoints as endpoints,
  type SaveTestAnswer,
  type TestEvents,
  type TestFormInput,
  type TestFormsQuery,
} from "@edu/shared/test-engine";
import { queryOptions } from "@tanstack/react-query";
import { call, endpointHref } from "../../../lib/endpoint-client";

export const testKeys = {
  all: ["tests"] as const,
  formLists: ["tests", "forms"] as const,
  forms: (query: Partial<TestFormsQuery>) => ["tests", "forms", query] as const,
  form: (id: number | undefined) => ["tests", "form", id] as const,
  attemptLists: ["tests", "attempts"] as const,
  attempts: (formId?: number) => ["tests", "attempts", formId ?? "all"] as const,
  attempt: (id: number) => ["tests", "attempt", id] as const,
  result: (id: number) => ["tests", "result", id] as const,
  gradingSheet: (id: number) => ["tests", "grading-sheet", id] as const,
};

/**
 * Whether the reader may grade an attempt's written and spoken answers (test-assignments decides: a
 * student may when an assignment of the form allows self-grading). A reader who may not read the sheet
 * (404) simply goes without the link.
 */
export const gradingSheetQuery = (id: number) =>
  queryOptions({
    queryKey: testKeys.gradingSheet(id),
    queryFn: ({ signal }) =>
      call(
        testAssignmentEndpoints.getTestGrading,
        { params: { id } },
        { signal, overlay: false, silent: true },
      ),
    retry: false,
  });

/** A school has a handful of forms: one page of 100 lists them all. */
export const formsQuery = (query: Partial<TestFormsQuery> = {}) =>
  queryOptions({
    queryKey: testKeys.forms(query),
    queryFn: ({ signal }) =>
      call(
        endpoints.listTestForms,
        { query: { page: 1, page_size: 100, ...query } },
        { signal, overlay: false },
      ),
  });

/** A form's outline (and for test editors its document); `enabled` waits for an id still unknown. */
export const formQuery = (id: number | undefined) =>
  queryOptions({
    queryKey: testKeys.form(id),
    queryFn: ({ signal }) =>
      call(endpoints.getTestFormById, { params: { id: id ?? 0 } }, { signal, overlay: false }),
    enabled: id !== undefined,
  });

/** The caller's own attempts, newest first (the server keeps them to the caller). */
export const attemptsQuery = (formId?: number) =>
  queryOptions({
    queryKey: testKeys.attempts(formId),
    queryFn: ({ signal }) =>
      call(
        endpoints.listTestAttempts,
        { query: { page: 1, page_size: 100, ...(formId ? { form_id: formId } : {}) } },
        { signal, overlay: false },
      ),
  });

/** Resuming reads the server's state every time: its clock decides what is left. */
export const attemptQuery = (id: number) =>
  queryOptions({
    queryKey: testKeys.attempt(id),
    queryFn: ({ signal }) =>
      call(endpoints.getTestAttemptById, { params: { id } }, { signal, overlay: false }),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

export const resultQuery = (id: number) =>
  queryOptions({
    queryKey: testKeys.result(id),
    queryFn: ({ signal }) =>
      call(endpoints.getTestAttemptResult, { params: { id } }, { signal, overlay: false }),
  });

export const startAttempt = (formId: number) =>
  call(endpoints.createTestAttempt, { body: { form_id: formId } });

/** Saving is silent: the taking screen says "not saved, retrying" itself. */
export const saveAnswer = (id: number, body: SaveTestAnswer) =>
  call(endpoints.updateTestAttemptAnswer, { params: { id }, body }, { overlay: false, silent: true });

export const sendEvents = (id: number, body: TestEvents) =>
  call(endpoints.createTestAttemptEvent, { params: { id }, body }, { overlay: false, silent: true });

export const finishModule = (id: number, moduleKey: string) =>
  call(endpoints.finishTestAttemptModule, { params: { id }, body: { module_key: moduleKey } });

/** Ends a section's break early (where the form lets breaks be skipped; 409 otherwise). */
export const skipBreak = (id: number) => call(endpoints.createTestAttemptBreakSkip, { params: { id } });

export const submitAttempt = (id: number) => call(endpoints.createTestAttemptSubmit, { params: { id } });

/** An import's 422 is shown on the page with its paths, not as a toast. */
export const importForm = (document: TestFormInput) =>
  call(endpoints.createTestFormsImport, { body: document }, { silent: true });

export const exportHref = (id: number) => endpointHref(endpoints.getTestFormExport, { params: { id } });
