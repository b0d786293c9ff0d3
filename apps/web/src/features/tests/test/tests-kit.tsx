import { accountEndpoints, type Role } from "@edu/shared";
import {
  type AttemptResultAnswer,
  type AttemptView,
  testEngineEndpoints as endpoints,
  type TestFormSummary,
} from "@edu/shared/test-engine";
import { cleanup } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { writeSignedInHint } from "../../../lib/session-store";
import type { StubCall } from "../../../test/fetch-stub-kit";
import { aUser } from "../../../test/fixtures/people";
import { renderPage } from "../../../test/render-page";
import { type EndpointStub, on, stubEndpoints } from "../../../test/stub-endpoints";

export const ATTEMPT_ID = 31;
export const FORM_ID = 5;
const title = { en: "Short SAT", "zh-TW": "SAT 短測" };

/** Module 1 of a short SAT's math: a money word problem (with a passage), a grid-in, an essay. */
export function aModule(): NonNullable<AttemptView["current"]> {
  return {
    section: {
      key: "math",
      title: { en: "Math" },
      directions: null,
      tools: ["eliminator"],
    },
    module: {
      key: "m1",
      title: { en: "Module 1" },
      directions: null,
      started_at: "2026-11-28T09:00:00.000Z",
      deadline_at: "2026-11-28T09:35:00.000Z",
      remaining_seconds: 1200,
    },
    items: [
      {
        key: "q1",
        version: 1,
        kind: "single_choice",
        stem: "A pen costs $12 and a book costs $15. Which is \\( x^2 \\) when x = 3?",
        stimuli: ["p1"],
        choices: [
          { key: "A", text: "6" },
          { key: "B", text: "9" },
          { key: "C", text: "\\( 3^3 \\)" },
        ],
      },
      {
        key: "q2",
        version: 1,
        kind: "student_response",
        stem: "What is 7/2 as a decimal?",
        stimuli: [],
        entry: "sat_grid",
      },
      {
        key: "q3",
        version: 1,
        kind: "written_response",
        stem: "Explain your method.",
        stimuli: [],
        length: "short",
        min_words: 20,
        max_words: 80,
      },
    ],
    stimuli: [
      { key: "p1", version: 1, kind: "passage", title: "Prices", text: "Pens and books at a school shop." },
    ],
  };
}

/** Attempt 31 of the short SAT, in module 1 with nothing answered unless patched. */
export function aView(patch: Partial<AttemptView> = {}): AttemptView {
  return {
    id: ATTEMPT_ID,
    form_id: FORM_ID,
    form_version_id: 8,
    form_key: "sat-short",
    test_type: "SAT",
    title,
    user_id: 41,
    state: "in_progress",
    started_at: "2026-11-28T09:00:00.000Z",
    submitted_at: null,
    server_now: "2026-11-28T09:15:00.000Z",
    modules: [],
    current: aModule(),
    responses: [],
    ...patch,
  };
}

export function aForm(patch: Partial<TestFormSummary> = {}): TestFormSummary {
  return {
    id: FORM_ID,
    key: "sat-short",
    test_type: "SAT",
    title,
    status: "published",
    is_public: 1,
    version: 1,
    version_id: 8,
    updated_at: "2026-11-20T08:00:00.000Z",
    ...patch,
  };
}

export const pageOf = <T,>(rows: T[]) => ({
  data: rows,
  current_page: 1,
  per_page: 100,
  total: rows.length,
  last_page: 1,
});

export const attemptStub = (view: AttemptView) =>
  on(endpoints.getTestAttemptById, { data: view }, { params: { id: view.id } });
export const eventsStub = () => on(endpoints.createTestAttemptEvent, { data: { recorded: 1 } });
/** PUT answer echoing what was sent, with `remaining` seconds left. */
export const saveStub = (remaining = 1100) =>
  on(endpoints.updateTestAttemptAnswer, (request) => ({
    data: {
      item_key: request.body.item_key,
      item_version: 1,
      response: request.body.response,
      answered_at: "2026-11-28T09:16:00.000Z",
      remaining_seconds: remaining,
    },
  }));

export function aResult(patch: Partial<AttemptResultAnswer> = {}): { data: AttemptResultAnswer } {
  return {
    data: {
      attempt_id: ATTEMPT_ID,
      form_version_id: 8,
      state: "graded",
      self_graded: 0,
      submitted_at: "2026-11-28T10:00:00.000Z",
      complete: true,
      answers_shown: 1,
      sections: [],
      composites: [],
      domains: [],
      skills: [],
      items: [],
      stimuli: [],
      ...patch,
    },
  };
}

/** `page` at `path` (route `pattern`) for a user holding `roles`, the API answered by `stubs`. */
export function openTestsPage(
  page: ReactNode,
  {
    path,
    pattern,
    stubs,
    roles = ["student"],
  }: { path: string; pattern?: string; stubs: EndpointStub[]; roles?: Role[] },
) {
  const user = aUser({ id: 41, username: "meiling", all_roles: roles });
  const stub = stubEndpoints([on(accountEndpoints.getMe, user), ...stubs]);
  vi.stubGlobal("fetch", stub.fetchStub);
  writeSignedInHint(true);
  const view = renderPage(page, path, undefined, pattern);
  return { ...view, calls: stub.calls };
}

export function closeTestsPage() {
  // Unmount while the stubs still answer: leaving the taking screen sends its last events.
  cleanup();
  vi.unstubAllGlobals();
  writeSignedInHint(false);
}

/** The requests sent with `method` to `path` (the query left out). */
export const sent = (calls: readonly StubCall[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.url.split("?")[0] === path);
