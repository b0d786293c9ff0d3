import type { EndpointInput } from "@edu/shared";
import type { QuestionsQuery } from "@edu/shared/practices";
import { practicesEndpoints } from "@edu/shared/practices";
import {
  testAuthoringEndpoints as authoring,
  testEngineEndpoints as engine,
  type TestFormEdited,
  type TestFormInput,
  type TestFormsQuery,
} from "@edu/shared/test-engine";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { call, endpointHref } from "../../../lib/endpoint-client";

export const authoringKeys = {
  forms: (query: Partial<TestFormsQuery>) => ["test-authoring", "forms", query] as const,
  formLists: ["test-authoring", "forms"] as const,
  form: (id: number) => ["test-authoring", "form", id] as const,
  questions: (query: Partial<QuestionsQuery>) => ["test-authoring", "questions", query] as const,
};

/** A school keeps a handful of forms: one page of 100 holds them. */
export const authoringFormsQuery = (query: Partial<TestFormsQuery> = {}) =>
  queryOptions({
    queryKey: authoringKeys.forms(query),
    queryFn: ({ signal }) =>
      call(
        engine.listTestForms,
        { query: { page: 1, page_size: 100, ...query } },
        { signal, overlay: false },
      ),
  });

/** A form's latest version with its whole document (authors, staff and teachers read it). */
export const authoringFormQuery = (id: number) =>
  queryOptions({
    queryKey: authoringKeys.form(id),
    queryFn: ({ signal }) => call(engine.getTestFormById, { params: { id } }, { signal, overlay: false }),
  });

/** The question bank (the practices module's call: items of published forms). */
export const questionsQuery = (query: Partial<QuestionsQuery>) =>
  queryOptions({
    queryKey: authoringKeys.questions(query),
    queryFn: ({ signal }) =>
      call(
        practicesEndpoints.listQuestions,
        { query: { page: 1, page_size: 50, ...query } },
        { signal, overlay: false },
      ),
  });

export const exportHref = (id: number) => endpointHref(engine.getTestFormExport, { params: { id } });

export const importForm = (document: TestFormInput) => call(engine.createTestFormsImport, { body: document });
export const publishForm = (id: number, isPublic: 0 | 1) =>
  call(engine.createTestFormPublish, { params: { id }, body: { is_public: isPublic } });

type Authoring = typeof authoring;
/** One authoring call and its input, checked against that call's declaration. */
export type EditVariables = {
  [K in keyof Authoring]: { endpoint: Authoring[K]; input: EndpointInput<Authoring[K]> };
}[keyof Authoring];

/**
 * One authoring call: every edit answers the form's new latest document, which replaces the cached form
 * (so the next edit names the version it was made on) and refreshes the lists.
 */
export function useFormEdit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ endpoint, input }: EditVariables): Promise<{ data: TestFormEdited }> =>
      // Every authoring call answers testFormEditedSchema (the union of inputs is checked at each call site).
      call(
        endpoint as Authoring["updateTestFormSettings"],
        input as EndpointInput<Authoring["updateTestFormSettings"]>,
      ),
    onSuccess: (answer) => {
      client.setQueryData(authoringKeys.form(answer.data.id), { data: answer.data });
      void client.invalidateQueries({ queryKey: authoringKeys.formLists });
    },
  });
}

export { authoring as authoringEndpoints };
