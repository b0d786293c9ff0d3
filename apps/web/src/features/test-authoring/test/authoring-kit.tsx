import { accountEndpoints, type Role } from "@edu/shared";
import { type TestForm, type TestFormEdited, testFormSchema } from "@edu/shared/test-engine";
import { cleanup } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { writeSignedInHint } from "../../../lib/session-store";
import type { StubCall } from "../../../test/fetch-stub-kit";
import { aUser } from "../../../test/fixtures/people";
import { renderPage } from "../../../test/render-page";
import { type EndpointStub, on, stubEndpoints } from "../../../test/stub-endpoints";

export const FORM_ID = 12;

/** A short form written for these tests: a passage, a money word problem with math, a grid-in. */
export const aDocument = (): TestForm =>
  testFormSchema.parse({
    key: "mini-sat",
    test_type: "SAT",
    title: { en: "Mini SAT", "zh-TW": "迷你 SAT" },
    version: 3,
    taxonomy: { domains: [{ key: "algebra", title: { en: "Algebra" } }], skills: [] },
    stimuli: [{ key: "p1", kind: "passage", title: "Pens", text: "A shop sells pens." }],
    sections: [
      {
        key: "math",
        title: { en: "Math" },
        modules: [
          {
            key: "m1",
            time_limit_seconds: 1200,
            items: [
              {
                key: "q1",
                kind: "single_choice",
                stem: "A pen costs $12 and a book $15. What is \\( x^2 \\) when x = 3?",
                stimuli: ["p1"],
                choices: [
                  { key: "A", text: "6" },
                  { key: "B", text: "9" },
                ],
                answer: "B",
                domain: "algebra",
                difficulty: "easy",
              },
              {
                key: "q2",
                kind: "student_response",
                stem: "What is 7/2 as a decimal?",
                accepted: [{ type: "number", value: "3.5" }],
              },
            ],
          },
        ],
      },
    ],
  });

export function edited(
  document: TestForm = aDocument(),
  version = document.version,
): { data: TestFormEdited } {
  return {
    data: {
      id: FORM_ID,
      key: document.key,
      test_type: document.test_type,
      title: document.title,
      status: "draft",
      is_public: 0,
      version,
      version_id: 40 + version,
      updated_at: "2026-11-20T08:00:00.000Z",
      description: null,
      outline: [],
      document: { ...document, version },
    },
  };
}

export const pageOf = <T,>(rows: T[]) => ({
  data: rows,
  current_page: 1,
  per_page: 100,
  total: rows.length,
  last_page: 1,
});

/** `page` at `path` (route `pattern`) for a user holding `roles`, the API answered by `stubs`. */
export function openAuthoringPage(
  page: ReactNode,
  {
    path,
    pattern,
    stubs,
    roles = ["test-editor"],
  }: { path: string; pattern?: string; stubs: EndpointStub[]; roles?: Role[] },
) {
  const user = aUser({ id: 41, username: "editor", all_roles: roles });
  const stub = stubEndpoints([on(accountEndpoints.getMe, user), ...stubs]);
  vi.stubGlobal("fetch", stub.fetchStub);
  writeSignedInHint(true);
  const view = renderPage(page, path, undefined, pattern);
  return { ...view, calls: stub.calls };
}

export function closeAuthoringPage() {
  cleanup();
  vi.unstubAllGlobals();
  writeSignedInHint(false);
}

export const sent = (calls: readonly StubCall[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.url.split("?")[0] === path);
