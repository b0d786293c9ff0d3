import { practicesEndpoints as endpoints } from "@edu/shared/practices";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { on } from "../../../test/stub-endpoints";
import {
  ATTEMPT_ID,
  aPractice,
  closePracticePage,
  openPracticePage,
  PRACTICE_ID,
} from "../test/practices-kit";
import PracticeResultPage from "./practice-result-page";

afterEach(closePracticePage);

const score = {
  scoring: "scaled" as const,
  raw: 2,
  max: 3,
  percent: 66.7,
  scaled: 640,
  value: 640,
  complete: 1 as const,
};
const result = (show: "score" | "answers") => ({
  data: {
    practice_id: PRACTICE_ID,
    attempt_id: ATTEMPT_ID,
    user_id: 41,
    state: "graded" as const,
    submitted_at: "2026-11-28T09:40:00.000Z",
    show_after: show,
    score,
    sections: [{ title: "Part A", raw: 1, max: 2, percent: 50 }],
    answers_shown: show === "answers" ? (1 as const) : (0 as const),
    explanations_shown: 0 as const,
    items:
      show === "score"
        ? []
        : [
            {
              number: 1,
              key: "q1",
              section: "s1",
              state: "incorrect" as const,
              earned: 0,
              max: 1,
              response: { kind: "single_choice" as const, choice: "B" },
              content: {
                key: "q1",
                version: 1,
                kind: "single_choice" as const,
                stem: "What is 2 + 3?",
                stimuli: [],
                choices: [
                  { key: "A", text: "5" },
                  { key: "B", text: "8" },
                ],
              },
              solution: { answer: "A" },
              explanation: null,
            },
          ],
  },
});
const open = (show: "score" | "answers") =>
  openPracticePage(<PracticeResultPage />, {
    path: `/practice/${PRACTICE_ID}/userExam/${ATTEMPT_ID}/result`,
    pattern: "/practice/:practiceId/userExam/:userExamId/result",
    roles: ["student"],
    stubs: [
      on(endpoints.getPracticeAttemptResult, result(show)),
      on(endpoints.getPracticeById, { data: aPractice({ can_edit: 0 }) }),
    ],
  });

describe("a practice result", { timeout: 15_000 }, () => {
  it("shows the score by the practice's scoring and nothing more when it shows the score only", async () => {
    open("score");
    expect(await screen.findByText("640 (scaled) (2 / 3)")).toBeTruthy();
    expect(screen.getByText("This practice shows the score only.")).toBeTruthy();
    expect(screen.queryByRole("article")).toBeNull();
  });

  it("shows each answer against the key when it shows answers", async () => {
    open("answers");
    const question = await screen.findByRole("article", { name: "Question 1" });
    expect(within(question).getByText("Incorrect")).toBeTruthy();
    expect(within(question).getByText(/Your answer: .*8/)).toBeTruthy();
    expect(within(question).getByText(/Right answer: .*5/)).toBeTruthy();
    expect(within(question).queryByText("Explanation")).toBeNull();
  });
});
