import { practicesEndpoints as endpoints } from "@edu/shared/practices";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { on } from "../../../test/stub-endpoints";
import {
  ATTEMPT_ID,
  aPractice,
  aView,
  closePracticePage,
  openPracticePage,
  PRACTICE_ID,
  sent,
} from "../test/practices-kit";
import PracticeStartPage from "./practice-start-page";

afterEach(closePracticePage);

const attempt = (id: number, state: "in_progress" | "graded") => ({
  id,
  state,
  form_version_id: 90,
  started_at: "2026-11-27T09:00:00.000Z",
  submitted_at: state === "graded" ? "2026-11-27T09:40:00.000Z" : null,
});

describe("starting a practice", { timeout: 15_000 }, () => {
  it("offers continue or start new for an unfinished attempt; new keeps the old in the history", async () => {
    const { calls, router } = openPracticePage(<PracticeStartPage />, {
      path: `/practice/${PRACTICE_ID}?link=abc123`,
      pattern: "/practice/:practiceId",
      roles: ["student"],
      stubs: [
        on(endpoints.getPracticeById, {
          data: aPractice({ can_edit: 0, who_can_use: null, who_can_edit: null }),
        }),
        on(endpoints.listPracticeAttempts, {
          data: [attempt(30, "in_progress"), attempt(29, "graded")],
          continue_attempt_id: 30,
        }),
        on(endpoints.createPracticeAttempt, { data: aView(1) }),
      ],
    });
    expect(await screen.findByText("You have an unfinished attempt.")).toBeTruthy();
    expect(screen.getByText("A 5-minute break between sections.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Continue" }).getAttribute("href")).toBe(
      `/practice/${PRACTICE_ID}/userExam/30/question/1?link=abc123`,
    );
    expect(screen.getByRole("link", { name: /^Attempt of/ }).getAttribute("href")).toBe(
      `/practice/${PRACTICE_ID}/userExam/29/result?link=abc123`,
    );
    fireEvent.click(screen.getByRole("button", { name: "Start new" }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/practice/${PRACTICE_ID}/userExam/${ATTEMPT_ID}/question/1`,
      ),
    );
    // The unlisted practice's link goes with the start.
    expect(sent(calls, "POST", `/api/practice/${PRACTICE_ID}/attempts`)[0]?.body).toEqual({ link: "abc123" });
  });
});
