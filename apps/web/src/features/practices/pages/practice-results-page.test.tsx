import { practicesEndpoints as endpoints } from "@edu/shared/practices";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { on } from "../../../test/stub-endpoints";
import { aPractice, closePracticePage, openPracticePage, PRACTICE_ID, pageOf } from "../test/practices-kit";
import PracticeResultsPage from "./practice-results-page";

afterEach(closePracticePage);

const row = {
  attempt_id: 31,
  user_id: 50,
  username: "lin",
  first_name: "Mei",
  last_name: "Lin",
  state: "submitted" as const,
  started_at: "2026-11-28T09:00:00.000Z",
  submitted_at: "2026-11-28T09:25:00.000Z",
  score: {
    scoring: "percent" as const,
    raw: 2,
    max: 3,
    percent: 66.7,
    scaled: null,
    value: 66.7,
    complete: 1 as const,
  },
};

describe("a practice's results", { timeout: 40_000 }, () => {
  it("lists each submitted attempt with its score by the practice's scoring and a link to it", async () => {
    openPracticePage(<PracticeResultsPage />, {
      path: `/practice/${PRACTICE_ID}/results`,
      pattern: "/practice/:practiceId/results",
      stubs: [
        on(endpoints.getPracticeById, { data: aPractice() }),
        on(endpoints.listPracticeResults, pageOf([row])),
      ],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Results: Algebra warm-up" })).toBeTruthy();
    // The editor goes back to the edit page.
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe(
      `/practices/${PRACTICE_ID}/edit`,
    );
    const result = screen.getAllByRole("link", { name: /result$/ })[0] as HTMLElement;
    expect(result.getAttribute("href")).toBe(`/practice/${PRACTICE_ID}/userExam/31/result`);
    const list = screen.getByRole("table", { name: "Results: Algebra warm-up" });
    expect(within(list).getByText("66.7% (2 / 3)")).toBeTruthy();
  });
});
