import { testEngineEndpoints as endpoints } from "@edu/shared/test-engine";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { on } from "../../../test/stub-endpoints";
import { ATTEMPT_ID, aFormDetail, anActResult, anAttempt, closeActPage, openActPage } from "../test/act-kit";
import AnswersPage from "./answers-page";

afterEach(closeActPage);

const stubs = (attempt = anAttempt(), result = anActResult()) => [
  on(endpoints.getTestAttemptResult, result, { params: { id: ATTEMPT_ID } }),
  on(endpoints.getTestAttemptById, attempt, { params: { id: ATTEMPT_ID } }),
  on(endpoints.getTestFormById, aFormDetail()),
];

it("shows each section's sheet: number, the student's letter, the key, and right or wrong", async () => {
  openActPage(<AnswersPage />, { path: `/act/answers?attempt=${ATTEMPT_ID}`, stubs: stubs() });
  expect(await screen.findByRole("heading", { level: 1, name: "Demo ACT: answer sheet" })).toBeTruthy();
  await screen.findByRole("heading", { level: 2, name: "English" });
  const rows = within(screen.getAllByRole("table")[0] as HTMLElement)
    .getAllByRole("row")
    .slice(1);
  expect(rows.map((row) => row.textContent)).toEqual(["1BB✓ Right", "2CB✗ Wrong", "3—DNot answered"]);
  expect(screen.getByText("1 of 3 right")).toBeTruthy();
  expect(screen.getByRole("link", { name: "Explanations" }).getAttribute("href")).toBe(
    `/act/Explanations?attempt=${ATTEMPT_ID}`,
  );
});

it("writes no key while the server keeps the answers back, and says so", async () => {
  const hidden = anActResult({ answers_shown: 0 });
  hidden.data.items = hidden.data.items.map((item) => ({ ...item, solution: null }));
  openActPage(<AnswersPage />, {
    path: `/act/answers?attempt=${ATTEMPT_ID}`,
    stubs: stubs(anAttempt(), hidden),
  });
  expect(await screen.findByText(/The right answers are not open/)).toBeTruthy();
  const rows = within(screen.getAllByRole("table")[0] as HTMLElement)
    .getAllByRole("row")
    .slice(1);
  expect(rows[1]?.textContent).toBe("2C—✗ Wrong");
});

it("finds no ACT attempt at the SAT sheet's address", async () => {
  openActPage(<AnswersPage />, { path: `/sat/answers?attempt=${ATTEMPT_ID}`, stubs: stubs() });
  await waitFor(() => expect(document.querySelector("[data-page-state='not-found']")).not.toBeNull());
  expect(screen.queryByText("Demo ACT: answer sheet")).toBeNull();
});
