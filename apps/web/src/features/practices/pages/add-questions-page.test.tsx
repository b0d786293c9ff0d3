import { sessionClassEndpoints } from "@edu/shared";
import { practicesEndpoints as endpoints, type PracticeOut } from "@edu/shared/practices";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fillAnswer } from "../../../test/fill-answer";
import { type EndpointStub, on } from "../../../test/stub-endpoints";
import {
  aPractice,
  closePracticePage,
  openPracticePage,
  PRACTICE_ID,
  pageOf,
  sent,
} from "../test/practices-kit";
import AddQuestionsPage from "./add-questions-page";

afterEach(closePracticePage);

const classes = on(
  sessionClassEndpoints.listSessionClasses,
  fillAnswer(sessionClassEndpoints.listSessionClasses, {
    data: [{ id: 7, name: "SAT Group A", localized: { name: "SAT Group A" }, teachers: [], tas: [] }],
  }),
);

const bankItem = (key: string, stem: string) => ({
  form_id: 5,
  item_key: key,
  version: 1,
  kind: "single_choice" as const,
  stem,
  domain: "algebra",
  skills: ["linear"],
  difficulty: "medium" as const,
  test_type: "SAT" as const,
  form_title: { en: "Short SAT" },
});

/** The questions page of `practice`, its bank answered by `bank`, with the reader's classes. */
const openAddQuestions = (practice: PracticeOut, bank: EndpointStub, ...stubs: EndpointStub[]) =>
  openPracticePage(<AddQuestionsPage />, {
    path: `/practices/${PRACTICE_ID}/addQuestions`,
    pattern: "/practices/:practiceId/addQuestions",
    stubs: [on(endpoints.getPracticeById, { data: practice }), bank, classes, ...stubs],
  });
const empty = () => aPractice({ sections: [], question_count: 0, form_id: null });

describe("picking a practice's questions from the bank", { timeout: 40_000 }, () => {
  it("adds to the chosen section, reorders, removes, then saves and publishes", async () => {
    const { calls, router } = openAddQuestions(
      empty(),
      on(endpoints.listQuestions, (request) =>
        pageOf(
          request.query.get("difficulty") === "hard"
            ? []
            : [
                bankItem("q1", "First question"),
                bankItem("q2", "Second question"),
                bankItem("q3", "Third question"),
              ],
        ),
      ),
      on(endpoints.updatePracticeById, { data: aPractice() }),
      on(endpoints.createPracticePublish, { data: aPractice() }),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Add question q1" }, { timeout: 10_000 }));
    fireEvent.click(screen.getByRole("button", { name: "Add question q2" }));
    expect(screen.getAllByText("In this practice")).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: "Add a section" }));
    fireEvent.click(screen.getByRole("button", { name: "Add question q3" }));
    // q2 before q1 in section 1.
    fireEvent.click(screen.getAllByRole("button", { name: "Move question 2 up" })[0] as HTMLElement);
    fireEvent.click(screen.getByRole("button", { name: "Save and publish (3 questions)" }));
    await waitFor(() => expect(sent(calls, "POST", `/api/practice/${PRACTICE_ID}/publish`)).toHaveLength(1));
    expect(sent(calls, "PATCH", `/api/practice/${PRACTICE_ID}`)[0]?.body).toEqual({
      sections: [
        {
          title: "Section 1",
          items: [
            { form_id: 5, item_key: "q2" },
            { form_id: 5, item_key: "q1" },
          ],
        },
        { title: "Section 2", items: [{ form_id: 5, item_key: "q3" }] },
      ],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/practices/${PRACTICE_ID}/edit`));
  });

  it("filters the bank by difficulty and keeps a locked practice's questions read-only", async () => {
    const { calls } = openAddQuestions(
      aPractice({ locked: 1 }),
      on(endpoints.listQuestions, (request) =>
        pageOf(request.query.get("difficulty") === "hard" ? [] : [bankItem("q9", "Ninth")]),
      ),
    );
    expect(await screen.findByText("Its questions are locked")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Save and publish/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Remove question 1" })).toBeNull();
    expect(
      ((await screen.findByRole("button", { name: "Add question q9" })) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole("combobox", { name: "Difficulty" }));
    fireEvent.click(await screen.findByRole("option", { name: "Hard", hidden: true }));
    expect(await screen.findByText("No questions match these filters.")).toBeTruthy();
    expect(sent(calls, "GET", "/api/questions").some((call) => call.url.includes("difficulty=hard"))).toBe(
      true,
    );
  });

  it("asks the bank for what one of the reader's classes has not used yet", async () => {
    const { calls } = openAddQuestions(
      empty(),
      on(endpoints.listQuestions, (request) =>
        pageOf(
          request.query.get("class_id") === "7"
            ? [bankItem("q2", "Second question")]
            : [bankItem("q1", "First question"), bankItem("q2", "Second question")],
        ),
      ),
    );
    expect(await screen.findByRole("button", { name: "Add question q1" }, { timeout: 10_000 })).toBeTruthy();
    expect(sent(calls, "GET", "/api/questions").every((call) => !call.url.includes("class_id"))).toBe(true);
    fireEvent.click(screen.getByRole("combobox", { name: "Not yet used by class" }));
    fireEvent.click(await screen.findByRole("option", { name: "SAT Group A", hidden: true }));
    await waitFor(() =>
      expect(sent(calls, "GET", "/api/questions").some((call) => call.url.includes("class_id=7"))).toBe(true),
    );
    expect(await screen.findByRole("button", { name: "Add question q2" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add question q1" })).toBeNull();
  });
});
