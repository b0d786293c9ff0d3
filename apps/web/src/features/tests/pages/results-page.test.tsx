import { testAssignmentEndpoints } from "@edu/shared/test-assignments";
import {
  type AttemptResultAnswer,
  testEngineEndpoints as endpoints,
  type StudentItem,
} from "@edu/shared/test-engine";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fillAnswer } from "../../../test/fill-answer";
import { on } from "../../../test/stub-endpoints";
import {
  ATTEMPT_ID,
  aModule,
  aResult,
  attemptStub,
  aView,
  closeTestsPage,
  FORM_ID,
  openTestsPage,
} from "../test/tests-kit";
import ResultsPage from "./results-page";

afterEach(closeTestsPage);

type ResultItem = AttemptResultAnswer["items"][number];
const [q1, q2] = aModule().items as [StudentItem, StudentItem];
const item = (
  patch: Pick<ResultItem, "key" | "kind" | "state" | "response" | "content"> & Partial<ResultItem>,
): ResultItem => ({
  version: 1,
  section: "math",
  module: "m1",
  unscored: false,
  earned: 0,
  max: 1,
  seconds: 30,
  difficulty: null,
  domain: "algebra",
  solution: null,
  ...patch,
});

const RESULT = aResult({
  sections: [
    {
      key: "math",
      title: null,
      taken: true,
      modules: ["m1"],
      raw: 1,
      max_raw: 2,
      pending: 1,
      scaled: 520,
      band: null,
    },
  ],
  composites: [{ key: "total", title: null, score: 1040, band: null }],
  domains: [{ key: "algebra", title: null, earned: 1, max: 2, correct: 1, items: 2 }],
  items: [
    item({
      key: "q1",
      kind: "single_choice",
      state: "correct",
      earned: 1,
      response: { kind: "single_choice", choice: "B" },
      content: q1,
      solution: { answer: "B", explanation: "Square it: \\( 3^2 = 9 \\); the $12 pen does not matter." },
    }),
    item({
      key: "q2",
      kind: "student_response",
      state: "incorrect",
      response: { kind: "student_response", text: "3.4" },
      content: q2,
      solution: null,
    }),
  ],
  state: "submitted",
  complete: false,
});

const formStub = on(
  endpoints.getTestFormById,
  fillAnswer(endpoints.getTestFormById, {
    data: {
      id: FORM_ID,
      outline: [
        {
          key: "math",
          title: { en: "Math" },
          optional: false,
          modules: [{ key: "m1", title: { en: "Module 1" }, items: 2, time_limit_seconds: 600 }],
        },
      ],
    },
  }),
);

function openResult(
  result = RESULT,
  path = `/tests/results?attempt=${ATTEMPT_ID}`,
  pattern = "/tests/results",
  extra: Parameters<typeof openTestsPage>[1]["stubs"] = [],
) {
  return openTestsPage(<ResultsPage />, {
    path,
    pattern,
    stubs: [
      on(endpoints.getTestAttemptResult, result),
      attemptStub(aView({ state: "submitted", current: null })),
      formStub,
      ...extra,
    ],
  });
}

/** The attempt's grading sheet as test-assignments answers it: one written answer, ungraded. */
const sheetStub = (mayGrade: 0 | 1) =>
  on(
    testAssignmentEndpoints.getTestGrading,
    fillAnswer(testAssignmentEndpoints.getTestGrading, {
      data: {
        attempt_id: ATTEMPT_ID,
        may_grade: mayGrade,
        items: [{ item_key: "q3", kind: "written_response", section: "math", score: null }],
      },
    }),
    { params: { id: ATTEMPT_ID } },
  );

describe("a test's result", () => {
  it("shows the scores, the breakdown, pending grades, and explanations only where the result has them", async () => {
    openResult();
    expect(await screen.findByRole("heading", { level: 1, name: "Short SAT" })).toBeTruthy();
    expect(screen.getByText("1040")).toBeTruthy();
    expect(screen.getByText("Total score")).toBeTruthy();
    expect(await screen.findByText("Math")).toBeTruthy();
    expect(screen.getByText("520")).toBeTruthy();
    expect(screen.getByText("Raw 1 of 2")).toBeTruthy();
    expect(screen.getByText(/1 answer waits for a teacher's grade/)).toBeTruthy();
    expect(screen.getByRole("cell", { name: "1 of 2" })).toBeTruthy();

    // The questions under the module they were taken in, numbered as on the taking screen.
    const module = screen.getByRole("region", { name: "Math · Module 1" });
    const first = within(module).getByRole("article", { name: "Question 1" });
    expect(within(first).getByText("Correct")).toBeTruthy();
    expect(within(first).getByText("Right answer:")).toBeTruthy();
    expect(within(first).getByText("Explanation")).toBeTruthy();
    expect(within(first).getByText(/the \$12 pen does not matter/)).toBeTruthy();

    const second = screen.getByRole("article", { name: "Question 2" });
    expect(within(second).getByText("3.4")).toBeTruthy();
    expect(within(second).queryByText("Explanation")).toBeNull();
    expect(within(second).queryByText("Right answer:")).toBeNull();
  });

  it("says when the test shows no answers, at the spec's /{testType}/result address too", async () => {
    const hidden = aResult({
      ...RESULT.data,
      answers_shown: 0,
      items: RESULT.data.items.map((i) => ({ ...i, solution: null })),
    });
    openResult(hidden, `/SAT/result?attempt=${ATTEMPT_ID}`, "/:testType/result");
    expect(
      await screen.findByText("Right answers and explanations are not shown for this test."),
    ).toBeTruthy();
    expect(screen.queryByText("Explanation")).toBeNull();
  });
  it("titles composites, domains and skills as the form names them, and shows passages collapsed above their questions", async () => {
    const titled = aResult({
      ...RESULT.data,
      composites: [
        { key: "total", title: { en: "Total", "zh-CN": "总成绩" }, score: 1040, band: null },
        { key: "stem", title: null, score: 30, band: null },
      ],
      domains: [
        {
          key: "craft-and-structure",
          title: { en: "Craft and Structure" },
          earned: 1,
          max: 2,
          correct: 1,
          items: 2,
        },
      ],
      skills: [{ key: "words-in-context", title: null, earned: 0, max: 1, correct: 0, items: 1 }],
      items: RESULT.data.items.map((i) => ({ ...i, content: { ...i.content, stimuli: ["p1"] } })),
      stimuli: [
        {
          key: "p1",
          version: 1,
          kind: "passage",
          title: "The Lighthouse Keeper",
          text: "The lamp burned all night.",
        },
      ],
    });
    openResult(titled);
    expect(await screen.findByText("Total")).toBeTruthy();
    // Without a title a composite is told apart by its key.
    expect(screen.getByText("Total (stem)")).toBeTruthy();
    const domains = screen.getByRole("region", { name: "By domain" });
    expect(within(domains).getByRole("cell", { name: "Craft and Structure" })).toBeTruthy();
    expect(within(domains).queryByText("craft-and-structure")).toBeNull();
    const skills = screen.getByRole("region", { name: "By skill" });
    expect(within(skills).getByRole("cell", { name: "words-in-context" })).toBeTruthy();

    // One passage, above the first question asking about it, closed until opened.
    const passage = screen.getAllByRole("button", { name: "The Lighthouse Keeper" });
    expect(passage).toHaveLength(1);
    expect(passage[0]?.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(passage[0] as HTMLElement);
    expect(passage[0]?.getAttribute("aria-expanded")).toBe("true");
    expect(await screen.findByText("The lamp burned all night.")).toBeTruthy();
  });

  it("links a student who may grade their own answers to the grading sheet, and no one else", async () => {
    openResult(RESULT, undefined, undefined, [sheetStub(1)]);
    const link = await screen.findByRole("link", { name: "Grade the written and spoken answers" });
    expect(link.getAttribute("href")).toBe(`/tests/grading/exam?attempt=${ATTEMPT_ID}`);
    expect(screen.getByText("1 written or spoken answer has no grade yet.", { exact: false })).toBeTruthy();
    closeTestsPage();

    const { calls } = openResult(RESULT, undefined, undefined, [sheetStub(0)]);
    expect(await screen.findByText("1040")).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.url === `/api/test-grading/${ATTEMPT_ID}`)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("link", { name: "Grade the written and spoken answers" })).toBeNull();
  });
});
