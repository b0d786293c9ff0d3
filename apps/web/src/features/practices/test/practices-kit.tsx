import { accountEndpoints, type Role } from "@edu/shared";
import type { PracticeOut } from "@edu/shared/practices";
import type { AttemptView } from "@edu/shared/test-engine";
import { cleanup } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { writeSignedInHint } from "../../../lib/session-store";
import type { StubCall } from "../../../test/fetch-stub-kit";
import { aUser } from "../../../test/fixtures/people";
import { renderPage } from "../../../test/render-page";
import { type EndpointStub, on, stubEndpoints } from "../../../test/stub-endpoints";

export const PRACTICE_ID = 12;
export const ATTEMPT_ID = 31;

const item = (key: string, stem: string) => ({
  form_id: 5,
  item_key: key,
  version: 1,
  kind: "single_choice" as const,
  stem,
  domain: "algebra",
  skills: ["linear"],
  difficulty: "easy" as const,
});

/** Practice 12: two sections (two questions, then one) with a five-minute break, published. */
export function aPractice(patch: Partial<PracticeOut> = {}): PracticeOut {
  return {
    id: PRACTICE_ID,
    name: "Algebra warm-up",
    duration_minutes: 30,
    due_date: "2026-12-20",
    scoring: "percent",
    score_table: [],
    show_after: "answers",
    break_seconds: 300,
    share: "private",
    link_token: null,
    who_can_use: { user_ids: [], class_ids: [7], tag_ids: [] },
    who_can_edit: { user_ids: [], class_ids: [], tag_ids: [] },
    sections: [
      { title: "Part A", items: [item("q1", "What is 2 + 3?"), item("q2", "What is 4 × 2?")] },
      { title: "Part B", items: [item("q3", "Solve x + 1 = 3.")] },
    ],
    question_count: 3,
    form_id: 80,
    locked: 0,
    can_edit: 1,
    created_by: 41,
    updated_at: "2026-11-28T08:00:00.000Z",
    ...patch,
  };
}

const choices = [
  { key: "A", text: "5" },
  { key: "B", text: "8" },
];

/** The engine's view of attempt 31 in section `section` (1: Part A's two questions; 2: Part B's one). */
export function aView(section: 1 | 2, patch: Partial<AttemptView> = {}): AttemptView {
  const items =
    section === 1
      ? [
          {
            key: "q1",
            version: 1,
            kind: "single_choice" as const,
            stem: "What is 2 + 3?",
            stimuli: [],
            choices,
          },
          {
            key: "q2",
            version: 1,
            kind: "single_choice" as const,
            stem: "What is 4 × 2?",
            stimuli: [],
            choices,
          },
        ]
      : [
          {
            key: "q3",
            version: 1,
            kind: "single_choice" as const,
            stem: "Solve x + 1 = 3.",
            stimuli: [],
            choices,
          },
        ];
  const started = section === 1 ? "2026-11-28T09:00:00.000Z" : "2026-11-28T09:10:00.000Z";
  return {
    id: ATTEMPT_ID,
    form_id: 80,
    form_version_id: 90,
    form_key: "practice-12",
    test_type: "SAT",
    title: { en: "Algebra warm-up" },
    user_id: 41,
    state: "in_progress",
    started_at: "2026-11-28T09:00:00.000Z",
    submitted_at: null,
    server_now: started,
    modules: [
      {
        key: "s1-m",
        section: "s1",
        started_at: "2026-11-28T09:00:00.000Z",
        deadline_at: null,
        locked_at: section === 2 ? started : null,
      },
      ...(section === 2
        ? [{ key: "s2-m", section: "s2", started_at: started, deadline_at: null, locked_at: null }]
        : []),
    ],
    current: {
      section: {
        key: `s${section}`,
        title: { en: section === 1 ? "Part A" : "Part B" },
        directions: null,
        tools: [],
      },
      module: {
        key: `s${section}-m`,
        title: null,
        directions: null,
        started_at: started,
        deadline_at: "2026-11-28T09:30:00.000Z",
        remaining_seconds: 1200,
      },
      items,
      stimuli: [],
    },
    responses: [],
    ...patch,
  };
}

export const pageOf = <T,>(rows: T[]) => ({
  data: rows,
  current_page: 1,
  per_page: 50,
  total: rows.length,
  last_page: 1,
});

/** `page` at `path` (route `pattern`) for a user holding `roles`, the API answered by `stubs`. */
export function openPracticePage(
  page: ReactNode,
  {
    path,
    pattern,
    stubs,
    roles = ["teacher"],
  }: { path: string; pattern?: string; stubs: EndpointStub[]; roles?: Role[] },
) {
  const user = aUser({ id: 41, username: "chen", all_roles: roles });
  const stub = stubEndpoints([on(accountEndpoints.getMe, user), ...stubs]);
  vi.stubGlobal("fetch", stub.fetchStub);
  writeSignedInHint(true);
  const view = renderPage(page, path, undefined, pattern);
  return { ...view, calls: stub.calls };
}

export function closePracticePage() {
  cleanup();
  vi.unstubAllGlobals();
  writeSignedInHint(false);
}

/** The requests sent with `method` to `path` (the query left out). */
export const sent = (calls: readonly StubCall[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.url.split("?")[0] === path);
