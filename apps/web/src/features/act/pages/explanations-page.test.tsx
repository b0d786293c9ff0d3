import { testEngineEndpoints as endpoints } from "@edu/shared/test-engine";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, it } from "vitest";
import { on } from "../../../test/stub-endpoints";
import { ATTEMPT_ID, aFormDetail, anActResult, anAttempt, closeActPage, openActPage } from "../test/act-kit";
import ExplanationsPage from "./explanations-page";

afterEach(closeActPage);

const open = () =>
  openActPage(<ExplanationsPage />, {
    path: `/act/Explanations?attempt=${ATTEMPT_ID}`,
    stubs: [
      on(endpoints.getTestAttemptResult, anActResult(), { params: { id: ATTEMPT_ID } }),
      on(endpoints.getTestAttemptById, anAttempt(), { params: { id: ATTEMPT_ID } }),
      on(endpoints.getTestFormById, aFormDetail()),
    ],
  });
const questions = () => screen.getAllByRole("article").map((article) => article.getAttribute("aria-label"));

it("shows the scores and every question with the student's choice, the right one and the explanation", async () => {
  open();
  expect(
    await screen.findByRole("heading", { level: 1, name: "Demo ACT: questions and explanations" }),
  ).toBeTruthy();
  await screen.findByRole("article", { name: "English, question 1" });
  expect(screen.getByText("25")).toBeTruthy();
  expect(questions()).toEqual([
    "English, question 1",
    "English, question 2",
    "English, question 3",
    "Math, question 1",
  ]);
  const second = screen.getByRole("article", { name: "English, question 2" });
  expect(second.textContent).toContain("B. however, — Correct answer");
  expect(second.textContent).toContain("C. therefore, — Your answer");
  expect(second.textContent).toContain("Explanation of e2");
});

it("narrows to one section and to the questions missed", async () => {
  open();
  await screen.findByRole("article", { name: "English, question 1" });
  await userEvent.click(screen.getByRole("switch", { name: "Only the questions I missed" }));
  expect(questions()).toEqual(["English, question 2", "English, question 3"]);
  expect(screen.getByText("2 questions shown")).toBeTruthy();
  await userEvent.click(screen.getByRole("switch", { name: "Only the questions I missed" }));
  await userEvent.selectOptions(screen.getByRole("combobox", { name: "Section" }), "math");
  expect(questions()).toEqual(["Math, question 1"]);
});

it("says the student's answer, not yours, to a teacher reading a student's attempt", async () => {
  openActPage(<ExplanationsPage />, {
    path: `/act/Explanations?attempt=${ATTEMPT_ID}`,
    roles: ["teacher"],
    stubs: [
      on(endpoints.getTestAttemptResult, anActResult(), { params: { id: ATTEMPT_ID } }),
      on(endpoints.getTestAttemptById, anAttempt(), { params: { id: ATTEMPT_ID } }),
      on(endpoints.getTestFormById, aFormDetail()),
    ],
  });
  const second = await screen.findByRole("article", { name: "English, question 2" });
  await waitFor(() => expect(second.textContent).toContain("C. therefore, — The student's answer"));
});

it("shows a parent the sections as the result titles them and each passage once, collapsed above its first question", async () => {
  const result = anActResult();
  const titled = anActResult({
    sections: result.data.sections.map((s) => ({
      ...s,
      title: s.key === "english" ? { en: "English" } : { en: "Mathematics" },
    })),
    items: result.data.items.map((item) =>
      item.section === "english" ? { ...item, content: { ...item.content, stimuli: ["bakery"] } } : item,
    ),
    stimuli: [
      {
        key: "bakery",
        version: 1,
        kind: "passage",
        title: "The Bakery",
        text: "The oven arrived on Monday.",
      },
    ],
  });
  openActPage(<ExplanationsPage />, {
    path: `/act/Explanations?attempt=${ATTEMPT_ID}`,
    roles: ["parent"],
    // A parent may not read the form: the result's titles name its sections.
    stubs: [
      on(endpoints.getTestAttemptResult, titled, { params: { id: ATTEMPT_ID } }),
      on(endpoints.getTestAttemptById, anAttempt(), { params: { id: ATTEMPT_ID } }),
    ],
  });
  await screen.findByRole("article", { name: "Mathematics, question 1" });
  expect(screen.getByRole("heading", { level: 2, name: "English" })).toBeTruthy();
  const passage = screen.getAllByRole("button", { name: "The Bakery" });
  expect(passage).toHaveLength(1);
  expect(passage[0]?.getAttribute("aria-expanded")).toBe("false");
  // Only the missed ones: the passage moves above the first question still shown.
  await userEvent.click(screen.getByRole("switch", { name: "Only the questions I missed" }));
  await userEvent.click(screen.getByRole("button", { name: "The Bakery" }));
  expect(await screen.findByText("The oven arrived on Monday.")).toBeTruthy();
});
