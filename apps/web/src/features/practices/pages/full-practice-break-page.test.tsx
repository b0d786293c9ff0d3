import { fullPracticesEndpoints as endpoints } from "@edu/shared/practices";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { on, reply } from "../../../test/stub-endpoints";
import type { FullAttempt } from "../lib/full-attempt-place";
import { closePracticePage, openPracticePage, sent } from "../test/practices-kit";
import FullPracticeBreakPage from "./full-practice-break-page";

afterEach(closePracticePage);

const walk = (patch: Partial<FullAttempt>): FullAttempt => ({
  id: 70,
  full_practice_id: 9,
  user_id: 41,
  state: "in_progress",
  phase: "break",
  current_position: 1,
  break_ends_at: "2026-11-28T09:45:00.000Z",
  break_seconds_left: 0,
  started_at: "2026-11-28T09:00:00.000Z",
  submitted_at: null,
  sections: [
    { position: 1, practice_id: 3, name: "Reading", test_attempt_id: 31, state: "graded" },
    { position: 2, practice_id: 4, name: "Math", test_attempt_id: null, state: "not_started" },
  ],
  ...patch,
});

describe("BreakTime in a full practice", { timeout: 15_000 }, () => {
  it("counts the server's break down and opens the next section only when it is over", async () => {
    const { calls, router } = openPracticePage(<FullPracticeBreakPage />, {
      path: "/fullPractice/9/userExam/70/breakTime/1",
      pattern: "/fullPractice/:fullPracticeId/userExam/:userExamId/breakTime/:sectionOrder",
      roles: ["student"],
      stubs: [
        on(endpoints.getFullPracticeAttemptById, { data: walk({ break_seconds_left: 125 }) }),
        on(
          endpoints.createFullPracticeAttemptNext,
          reply(409, { message: "The break is not over.", code: "fp_break_running" }),
        ),
      ],
    });
    expect((await screen.findByRole("timer", { name: "Break time left" })).textContent).toBe("02:05");
    expect(screen.getByText("Take a break. Next: Math.")).toBeTruthy();
    expect(
      (screen.getByRole("button", { name: "Start the next section" }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(sent(calls, "POST", "/api/full-practice-attempt/70/next")).toHaveLength(0);
    expect(router.state.location.pathname).toBe("/fullPractice/9/userExam/70/breakTime/1");
  });

  it("goes on to the next section once the server says the break is over", async () => {
    const { router } = openPracticePage(<FullPracticeBreakPage />, {
      path: "/fullPractice/9/userExam/70/breakTime/1",
      pattern: "/fullPractice/:fullPracticeId/userExam/:userExamId/breakTime/:sectionOrder",
      roles: ["student"],
      stubs: [
        on(endpoints.getFullPracticeAttemptById, { data: walk({}) }),
        on(endpoints.createFullPracticeAttemptNext, {
          data: walk({ phase: "section", current_position: 2, break_ends_at: null }),
        }),
      ],
    });
    fireEvent.click(await screen.findByRole("button", { name: "Start the next section" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/fullPractice/9/userExam/70/section/2"));
  });
});
