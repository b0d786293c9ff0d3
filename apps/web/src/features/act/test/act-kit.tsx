import { accountEndpoints, type Role } from "@edu/shared";
import type {
  AttemptResultAnswer,
  AttemptView,
  StudentItem,
  TestHistoryEntry,
} from "@edu/shared/test-engine";
import { cleanup } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { writeSignedInHint } from "../../../lib/session-store";
import { aUser } from "../../../test/fixtures/people";
import { renderPage } from "../../../test/render-page";
import { type EndpointStub, on, stubEndpoints } from "../../../test/stub-endpoints";

export const ATTEMPT_ID = 71;
export const FORM_ID = 12;
export const STUDENT_ID = 41;

type ResultItem = AttemptResultAnswer["items"][number];
const choices = [
  { key: "a", text: "NO CHANGE" },
  { key: "b", text: "however," },
  { key: "c", text: "therefore," },
  { key: "d", text: "DELETE the underlined portion." },
];
const question = (key: string, stem: string, kind: StudentItem["kind"] = "single_choice"): StudentItem => ({
  key,
  version: 1,
  kind,
  stem,
  stimuli: [],
  ...(kind === "single_choice" ? { choices } : {}),
});

/** One result item of section `section` (module `<section>-1`), answered `given`, key `answer`. */
export function anItem(
  section: string,
  key: string,
  {
    given,
    answer,
    state,
    unscored = false,
  }: { given: string | null; answer: string; state: ResultItem["state"]; unscored?: boolean },
): ResultItem {
  return {
    key,
    version: 1,
    kind: "single_choice",
    section,
    module: `${section}-1`,
    unscored,
    earned: state === "correct" ? 1 : 0,
    max: 1,
    state,
    response: given === null ? null : { kind: "single_choice", choice: given },
    seconds: 20,
    difficulty: null,
    domain: null,
    content: question(key, `Question ${key} about the bakery's new oven.`),
    solution: { answer, explanation: `Explanation of ${key}: the sentence needs a contrast.` },
  };
}

/** A submitted ACT: English q1 right (B), q2 wrong (C for B), q3 unanswered; Math m1 right (A). */
export function anActResult(patch: Partial<AttemptResultAnswer> = {}): { data: AttemptResultAnswer } {
  return {
    data: {
      attempt_id: ATTEMPT_ID,
      form_version_id: 8,
      state: "graded",
      self_graded: 0,
      submitted_at: "2026-11-28T10:00:00.000Z",
      complete: true,
      answers_shown: 1,
      sections: [
        {
          key: "english",
          title: null,
          taken: true,
          modules: ["english-1"],
          raw: 1,
          max_raw: 3,
          pending: 0,
          scaled: 14,
          band: null,
        },
        {
          key: "math",
          title: null,
          taken: true,
          modules: ["math-1"],
          raw: 1,
          max_raw: 1,
          pending: 0,
          scaled: 36,
          band: null,
        },
      ],
      composites: [{ key: "composite", title: null, score: 25, band: null }],
      domains: [],
      skills: [],
      stimuli: [],
      items: [
        anItem("english", "e1", { given: "b", answer: "b", state: "correct" }),
        anItem("english", "e2", { given: "c", answer: "b", state: "incorrect" }),
        anItem("english", "e3", { given: null, answer: "d", state: "unanswered" }),
        anItem("math", "m1", { given: "a", answer: "a", state: "correct" }),
      ],
      ...patch,
    },
  };
}

/** The attempt as GET test-attempt answers it once submitted (its type and title). */
export function anAttempt(patch: Partial<AttemptView> = {}): { data: AttemptView } {
  return {
    data: {
      id: ATTEMPT_ID,
      form_id: FORM_ID,
      form_version_id: 8,
      form_key: "demo-act",
      test_type: "ACT",
      title: { en: "Demo ACT" },
      user_id: STUDENT_ID,
      state: "graded",
      started_at: "2026-11-28T09:00:00.000Z",
      submitted_at: "2026-11-28T10:00:00.000Z",
      server_now: "2026-11-28T11:00:00.000Z",
      modules: [],
      current: null,
      responses: [],
      ...patch,
    },
  };
}

export function anEntry(patch: Partial<TestHistoryEntry> = {}): TestHistoryEntry {
  return {
    id: ATTEMPT_ID,
    form_id: FORM_ID,
    form_key: "demo-act",
    test_type: "ACT",
    title: { en: "Demo ACT" },
    state: "graded",
    started_at: "2026-11-28T09:00:00.000Z",
    submitted_at: "2026-11-28T10:00:00.000Z",
    student: { id: STUDENT_ID, name: "Mei-Ling Wang" },
    complete: true,
    sections: [
      { key: "english", title: { en: "English" }, scaled: 30, raw: 4, max_raw: 5, pending: 0 },
      { key: "math", title: { en: "Math" }, scaled: 27, raw: 3, max_raw: 4, pending: 0 },
    ],
    composites: [{ key: "composite", title: { en: "Composite score" }, score: 29 }],
    ...patch,
  };
}

export const pageOf = <T,>(rows: T[]) => ({
  data: rows,
  current_page: 1,
  per_page: 20,
  total: rows.length,
  last_page: 1,
});

/** `page` at `path` (route `pattern`) for a user holding `roles`, the API answered by `stubs`. */
export function openActPage(
  page: ReactNode,
  {
    path,
    pattern,
    stubs,
    roles = ["student"],
  }: { path: string; pattern?: string; stubs: EndpointStub[]; roles?: Role[] },
) {
  const user = aUser({
    id: roles.includes("student") ? STUDENT_ID : 7,
    username: "someone",
    all_roles: roles,
  });
  const stub = stubEndpoints([on(accountEndpoints.getMe, user), ...stubs]);
  vi.stubGlobal("fetch", stub.fetchStub);
  writeSignedInHint(true);
  return { ...renderPage(page, path, undefined, pattern), calls: stub.calls };
}

export function closeActPage() {
  cleanup();
  vi.unstubAllGlobals();
  writeSignedInHint(false);
}

const outlineSection = (key: string, en: string, optional: boolean) => ({
  key,
  title: { en },
  optional,
  modules: [{ key: `${key}-1`, items: 5, time_limit_seconds: 240 }],
});

/** The demo ACT's detail as a student reads it: English, Math and an optional Science. */
export const aFormDetail = () => ({
  data: {
    id: FORM_ID,
    key: "demo-act",
    test_type: "ACT" as const,
    title: { en: "Demo ACT" },
    status: "published" as const,
    is_public: 1 as const,
    version: 1,
    version_id: 8,
    updated_at: "2026-11-20T08:00:00.000Z",
    description: null,
    outline: [
      outlineSection("english", "English", false),
      outlineSection("math", "Math", false),
      outlineSection("science", "Science", true),
    ],
    document: null,
  },
});
