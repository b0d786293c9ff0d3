import { accountEndpoints, type Role } from "@edu/shared";
import type { GradingSheet } from "@edu/shared/test-assignments";
import { cleanup } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { writeSignedInHint } from "../../../lib/session-store";
import type { StubCall } from "../../../test/fetch-stub-kit";
import { aUser } from "../../../test/fixtures/people";
import { renderPage } from "../../../test/render-page";
import { type EndpointStub, on, stubEndpoints } from "../../../test/stub-endpoints";

export const pageOf = <T,>(rows: T[]) => ({
  data: rows,
  current_page: 1,
  per_page: 50,
  total: rows.length,
  last_page: 1,
});

/** Attempt 31's grading sheet: one written answer, ungraded unless patched. */
export function aSheet(patch: Partial<GradingSheet> = {}): { data: GradingSheet } {
  return {
    data: {
      attempt_id: 31,
      student_user_id: 41,
      attempt_state: "submitted",
      graded: 0,
      self_graded: 0,
      items: [
        {
          item_key: "w-1",
          kind: "written_response",
          section: "writing",
          rubric: {
            key: "essay",
            title: { en: "Essay" },
            levels: [0, 1, 2, 3, 4].map((score) => ({ score, description: { en: `Level ${score}` } })),
          },
          response: { kind: "written_response", text: "Cities should plant more trees." },
          score: null,
          comment: "",
          graded_by: null,
          self_graded: 0,
          updated_at: null,
        },
      ],
      sections: [{ key: "writing", score: null }],
      composites: [],
      may_grade: 1,
      history: [],
      ...patch,
    },
  };
}

/** `page` at `path` (route `pattern`) for user 7 holding `roles`, the API answered by `stubs`. */
export function openGradingPage(
  page: ReactNode,
  {
    path,
    pattern,
    stubs,
    roles = ["teacher"],
  }: { path: string; pattern?: string; stubs: EndpointStub[]; roles?: Role[] },
) {
  const user = aUser({ id: 7, username: "teacher-lin", all_roles: roles });
  const stub = stubEndpoints([on(accountEndpoints.getMe, user), ...stubs]);
  vi.stubGlobal("fetch", stub.fetchStub);
  writeSignedInHint(true);
  const view = renderPage(page, path, undefined, pattern);
  return { ...view, calls: stub.calls };
}

export function closeGradingPage() {
  cleanup();
  vi.unstubAllGlobals();
  writeSignedInHint(false);
}

export const sent = (calls: readonly StubCall[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.url.split("?")[0] === path);
