import { accountEndpoints, type Role } from "@edu/shared";
import type { GradingSheet } from "@edu/shared/test-assignments";
import type { Transcript } from "@edu/shared/toefl";
import { cleanup } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { writeSignedInHint } from "../../../lib/session-store";
import { aUser } from "../../../test/fixtures/people";
import { renderPage } from "../../../test/render-page";
import { type EndpointStub, on, stubEndpoints } from "../../../test/stub-endpoints";

export const EXAM_ID = 61;
export const STUDENT = {
  id: 41,
  username: "meiling",
  first_name: "Mei-Ling",
  last_name: "Wang",
  name: "王美玲",
};
const section = (key: string, en: string, score: number | null, pending = 0) => ({
  key,
  title: { en },
  taken: true,
  score,
  band: score === null ? null : Math.min(6, Math.round(score / 5) / 1),
  computed: score,
  pending,
  override: null,
});

/** A submitted sitting whose speaking waits for a teacher: reading 24, listening 22, writing 20. */
export function aTranscript(patch: Partial<Transcript> = {}): Transcript {
  return {
    exam_id: EXAM_ID,
    form_id: 9,
    form_key: "demo-toefl",
    title: { en: "TOEFL mock" },
    student: STUDENT,
    state: "submitted",
    started_at: "2026-11-28T09:00:00.000Z",
    submitted_at: "2026-11-28T10:00:00.000Z",
    sections: [
      section("reading", "Reading", 24),
      section("listening", "Listening", 22),
      section("writing", "Writing", 20),
      section("speaking", "Speaking", null, 2),
    ],
    total: null,
    band: null,
    pending: 2,
    self_graded: 0,
    corrected_mailed_at: null,
    ...patch,
  };
}

const rubric = {
  key: "speaking",
  title: { en: "Speaking rubric" },
  levels: [0, 1, 2, 3, 4].map((score) => ({ score, description: { en: `Level ${score} speech` } })),
};

/** The sitting's grading sheet: two speaking answers (recordings 501 and 502), graded as `scores` say. */
export function aSheet(scores: [number | null, number | null] = [null, null]): { data: GradingSheet } {
  return {
    data: {
      attempt_id: EXAM_ID,
      student_user_id: STUDENT.id,
      attempt_state: "submitted",
      graded: scores.every((score) => score !== null) ? 1 : 0,
      self_graded: 0,
      items: scores.map((score, index) => ({
        item_key: `toefl-s${index + 1}`,
        kind: "speaking" as const,
        section: "speaking",
        rubric,
        response: { kind: "speaking" as const, document_id: 501 + index },
        score,
        comment: "",
        graded_by: score === null ? null : 7,
        self_graded: 0 as const,
        updated_at: score === null ? null : "2026-11-28T11:00:00.000Z",
      })),
      sections: [],
      composites: [],
      may_grade: 1,
      history: [],
    },
  };
}

export const pageOf = <T,>(rows: T[]) => ({
  data: rows,
  current_page: 1,
  per_page: 50,
  total: rows.length,
  last_page: 1,
});

/** `page` at `path` for a user holding `roles`, the API answered by `stubs`. */
export function openToeflPage(
  page: ReactNode,
  { path, stubs, roles = ["student"] }: { path: string; stubs: EndpointStub[]; roles?: Role[] },
) {
  const user = aUser({
    id: roles.includes("student") ? STUDENT.id : 7,
    username: "someone",
    all_roles: roles,
  });
  const stub = stubEndpoints([on(accountEndpoints.getMe, user), ...stubs]);
  vi.stubGlobal("fetch", stub.fetchStub);
  writeSignedInHint(true);
  return { ...renderPage(page, path), calls: stub.calls };
}

export function closeToeflPage() {
  cleanup();
  vi.unstubAllGlobals();
  writeSignedInHint(false);
}
