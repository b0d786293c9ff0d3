import { accountEndpoints, type Role } from "@edu/shared";
import type { ClassFormAnalysis, ClassFormStudent, StudentAnalysis } from "@edu/shared/analysis";
import { cleanup } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { writeSignedInHint } from "../../../lib/session-store";
import { aUser } from "../../../test/fixtures/people";
import { renderPage } from "../../../test/render-page";
import { type EndpointStub, on, stubEndpoints } from "../../../test/stub-endpoints";

/** Opens an analysis page as a signed-in user with `roles`, the server stubbed by its declarations. */
export function openAnalysisPage(
  page: ReactNode,
  { path, stubs, roles = ["teacher"] }: { path: string; stubs: EndpointStub[]; roles?: Role[] },
) {
  const user = aUser({ id: 41, username: "meiling", all_roles: roles });
  const stub = stubEndpoints([on(accountEndpoints.getMe, user), ...stubs]);
  vi.stubGlobal("fetch", stub.fetchStub);
  writeSignedInHint(true);
  return { ...renderPage(page, path), calls: stub.calls };
}

export function closeAnalysisPage() {
  cleanup();
  vi.unstubAllGlobals();
  writeSignedInHint(false);
}

const person = (id: number, first: string, last: string) => ({
  id,
  username: `s${id}`,
  first_name: first,
  last_name: last,
});
export const CLASS = {
  id: 7,
  name: "SAT Sprint",
  course_session: "Winter",
  students: 3,
  is_online: 1 as const,
};

/** A class's analysis of one form: q2 most missed (C the common wrong pick), one student below 60%. */
export function aClassForm(): ClassFormAnalysis {
  const choices = (right: string, counts: number[]) =>
    ["A", "B", "C", "D"].map((key, i) => ({
      key,
      count: counts[i] ?? 0,
      correct: key === right ? (1 as const) : (0 as const),
    }));
  const question = (key: string, position: number, accuracy: number, right: string, counts: number[]) => ({
    key,
    position,
    section: "rw",
    module: "m1",
    kind: "single_choice",
    domain: "d1",
    skills: ["s1"],
    difficulty: null,
    unscored: 0 as const,
    seen: 3,
    correct: Math.round(accuracy * 3),
    unanswered: 0,
    accuracy,
    median_seconds: 42.5,
    guessed: 1,
    stuck: 0,
    choices: choices(right, counts),
  });
  return {
    class: CLASS,
    form: { id: 9, title: { en: "Practice 1", "zh-TW": "練習一" }, test_type: "SAT" },
    questions: [question("q1", 1, 1, "A", [3]), question("q2", 2, 0.3333, "B", [0, 1, 2])],
    skills: [{ key: "s1", title: { en: "Central ideas" }, correct: 4, items: 6, accuracy: 0.6667 }],
    routing: [{ section: "rw", after: "m1", harder: "m2-hard", took: 3, routed_harder: 2, rate: 0.6667 }],
    students: [
      {
        student: person(11, "美玲", "王"),
        attempt_id: 101,
        submitted_at: "2026-11-20T08:00:00.000Z",
        score: 500,
        correct: 1,
        items: 2,
        accuracy: 0.5,
        seconds: 85,
        guessed: 1,
        stuck: 1,
      },
      {
        student: person(13, "Bo", "Chen"),
        attempt_id: 103,
        submitted_at: "2026-11-20T08:00:00.000Z",
        score: 350,
        correct: 0,
        items: 2,
        accuracy: 0,
        seconds: 40,
        guessed: 2,
        stuck: 0,
      },
      {
        student: person(12, "Ann", "Lee"),
        attempt_id: 102,
        submitted_at: "2026-11-20T08:00:00.000Z",
        score: 800,
        correct: 2,
        items: 2,
        accuracy: 1,
        seconds: 60,
        guessed: 0,
        stuck: 0,
      },
    ],
  };
}

/** One student's answers: q1 right in 12.5 s, q2 wrong (C for B) in 40 s, q3 never answered. */
export function aClassFormStudent(): ClassFormStudent {
  const answer = (key: string, position: number, state: "correct" | "incorrect" | "unanswered") => ({
    key,
    position,
    module: "m1",
    kind: "single_choice" as const,
    unscored: 0 as const,
    state,
    response: null,
    right: ["B"],
    seconds: null,
  });
  return {
    class: CLASS,
    form: { id: 9, title: { en: "Practice 1" }, test_type: "SAT" },
    student: person(11, "美玲", "王"),
    attempt_id: 101,
    submitted_at: "2026-11-20T08:00:00.000Z",
    answers: [
      { ...answer("q1", 1, "correct"), response: { kind: "single_choice", choice: "B" }, seconds: 12.5 },
      { ...answer("q2", 2, "incorrect"), response: { kind: "single_choice", choice: "C" }, seconds: 40 },
      { ...answer("q3", 3, "unanswered"), seconds: 3 },
    ],
  };
}

export function aStudentAnalysis(): StudentAnalysis {
  return {
    student: person(11, "美玲", "王"),
    test: "sat",
    history: [
      {
        attempt_id: 101,
        form_id: 9,
        form_title: { en: "Practice 1" },
        submitted_at: "2026-11-20T08:00:00.000Z",
        score: 1210,
        correct: 30,
        items: 44,
        sections: [{ key: "rw", title: { en: "Reading and Writing" }, scaled: 610, raw: 15, max_raw: 22 }],
      },
    ],
    domains: [{ key: "d1", title: { en: "Algebra" }, correct: 3, items: 10, accuracy: 0.3 }],
    skills: [{ key: "s1", title: { en: "Linear equations" }, correct: 3, items: 10, accuracy: 0.3 }],
    timing: [
      {
        section: "rw",
        title: { en: "Reading and Writing" },
        answered: 22,
        mean_seconds: 71.2,
        median_seconds: 65,
        guessed: 2,
      },
    ],
    counseling: 1,
    official: [{ date: "2026-10-04", score: 1250 }],
    schools: [{ school_id: 3, name: "Example College", category: "reach", low: 1400, high: 1530 }],
    target: 1530,
  };
}
