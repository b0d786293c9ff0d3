import { practicesEndpoints as endpoints } from "@edu/shared/practices";
import { testEngineEndpoints as engine } from "@edu/shared/test-engine";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fillAnswer } from "../../../test/fill-answer";
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
import PracticeQuestionPage from "./practice-question-page";

afterEach(closePracticePage);

const PATTERN = "/practice/:practiceId/userExam/:userExamId/question/:questionOrder";
const at = (order: number) => `/practice/${PRACTICE_ID}/userExam/${ATTEMPT_ID}/question/${order}`;
const common = [
  on(endpoints.getPracticeById, { data: aPractice() }),
  on(engine.createTestAttemptEvent, { data: { recorded: 1 } }),
  on(engine.updateTestAttemptAnswer, (request) => ({
    data: {
      item_key: request.body.item_key,
      item_version: 1,
      response: request.body.response,
      answered_at: "2026-11-28T09:01:00.000Z",
      remaining_seconds: 1100,
    },
  })),
];

describe("taking a practice, one question per address", { timeout: 15_000 }, () => {
  it("shows the addressed question, moves by address, and saves answers", async () => {
    const { calls, router } = openPracticePage(<PracticeQuestionPage />, {
      path: at(2),
      pattern: PATTERN,
      roles: ["student"],
      stubs: [...common, on(engine.getTestAttemptById, { data: aView(1) })],
    });
    expect(await screen.findByRole("heading", { name: "Question 2" })).toBeTruthy();
    expect(screen.getByText("What is 4 × 2?")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: /^B\. 8/ }));
    await waitFor(() => expect(sent(calls, "PUT", `/api/test-attempt/${ATTEMPT_ID}/answer`)).toHaveLength(1));
    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(at(1)));
    expect(await screen.findByRole("heading", { name: "Question 1" })).toBeTruthy();
  });

  it("sends an address outside the current section to its first question", async () => {
    const { router } = openPracticePage(<PracticeQuestionPage />, {
      path: at(1),
      pattern: PATTERN,
      roles: ["student"],
      // Section 2 started 10 minutes ago: the 5-minute break is over.
      stubs: [
        ...common,
        on(engine.getTestAttemptById, { data: aView(2, { server_now: "2026-11-28T09:20:00.000Z" }) }),
      ],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(at(3)));
    expect(await screen.findByRole("heading", { name: "Question 3" })).toBeTruthy();
  });

  it("finishes a section with its last time event sent before it locks, none after", async () => {
    const onBreak = { until: "2026-11-28T09:15:00.000Z", remaining_seconds: 300, skippable: false };
    const { calls } = openPracticePage(<PracticeQuestionPage />, {
      path: at(2),
      pattern: PATTERN,
      roles: ["student"],
      stubs: [
        ...common,
        on(engine.getTestAttemptById, { data: aView(1) }),
        on(engine.finishTestAttemptModule, { data: aView(1, { current: null, on_break: onBreak }) }),
      ],
    });
    fireEvent.click(await screen.findByRole("radio", { name: /^B\. 8/ }));
    fireEvent.click(screen.getByRole("button", { name: "Finish section" }));
    const dialog = await screen.findByRole("dialog", { name: "Finish this module?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Finish module" }));
    expect(await screen.findByRole("heading", { name: "Break" })).toBeTruthy();
    expect(sent(calls, "POST", `/api/test-attempt/${ATTEMPT_ID}/module/finish`)[0]?.body).toEqual({
      module_key: "s1-m",
    });
    // The answer and the section's events went before the finish, its question left at the finish;
    // nothing about it after (the server refuses events of a locked module).
    const paths = calls.map((c) => `${c.method} ${c.url.split("?")[0]}`);
    const finishedAt = paths.indexOf(`POST /api/test-attempt/${ATTEMPT_ID}/module/finish`);
    expect(paths.indexOf(`PUT /api/test-attempt/${ATTEMPT_ID}/answer`)).toBeLessThan(finishedAt);
    const eventCalls = calls.filter((c) => c.url.startsWith(`/api/test-attempt/${ATTEMPT_ID}/events`));
    const eventsOf = (list: typeof calls) =>
      list.flatMap((c) => (c.body as { events: { type: string; item_key: string | null }[] }).events);
    const before = eventsOf(eventCalls.filter((c) => calls.indexOf(c) < finishedAt));
    expect(before.at(-1)).toMatchObject({ type: "leave", item_key: "q2" });
    const late = eventsOf(eventCalls.filter((c) => calls.indexOf(c) > finishedAt));
    expect(late.filter((event) => event.item_key === "q2")).toEqual([]);
  });

  it("holds BreakTime between sections as the server keeps it, then opens the next section", async () => {
    const onBreak = { until: "2026-11-28T09:15:00.000Z", remaining_seconds: 240, skippable: false };
    openPracticePage(<PracticeQuestionPage />, {
      path: at(2),
      pattern: PATTERN,
      roles: ["student"],
      stubs: [
        ...common,
        on(engine.getTestAttemptById, { data: aView(1, { current: null, on_break: onBreak }) }),
      ],
    });
    expect(await screen.findByRole("heading", { name: "Break" })).toBeTruthy();
    expect(screen.getByRole("timer", { name: "Break time left" }).textContent).toBe("04:00");
    expect(screen.getByText("Take a break. Next: Part B.")).toBeTruthy();
    // Not skippable: the next section opens when the server's break ends.
    expect(screen.queryByRole("button", { name: "End the break now" })).toBeNull();
    expect(screen.getByText("The next section opens when the break is over.")).toBeTruthy();
  });

  it("lets a student end a skippable break early and goes to the next section's first question", async () => {
    const onBreak = { until: "2026-11-28T09:15:00.000Z", remaining_seconds: 240, skippable: true };
    const { calls, router } = openPracticePage(<PracticeQuestionPage />, {
      path: at(2),
      pattern: PATTERN,
      roles: ["student"],
      stubs: [
        ...common,
        on(engine.getTestAttemptById, { data: aView(1, { current: null, on_break: onBreak }) }),
        on(engine.createTestAttemptBreakSkip, { data: aView(2) }),
      ],
    });
    fireEvent.click(await screen.findByRole("button", { name: "End the break now" }));
    await waitFor(() =>
      expect(sent(calls, "POST", `/api/test-attempt/${ATTEMPT_ID}/break/skip`)).toHaveLength(1),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(at(3)));
    expect(await screen.findByRole("heading", { name: "Question 3" })).toBeTruthy();
  });

  it("after the last section, submits and opens the result", async () => {
    const { calls, router } = openPracticePage(<PracticeQuestionPage />, {
      path: at(3),
      pattern: PATTERN,
      roles: ["student"],
      stubs: [
        ...common,
        on(engine.getTestAttemptById, { data: aView(2, { current: null }) }),
        on(
          engine.createTestAttemptSubmit,
          fillAnswer(engine.createTestAttemptSubmit, { data: { attempt_id: ATTEMPT_ID } }),
        ),
      ],
    });
    fireEvent.click(await screen.findByRole("button", { name: "Submit" }));
    await waitFor(() =>
      expect(sent(calls, "POST", `/api/test-attempt/${ATTEMPT_ID}/submit`)).toHaveLength(1),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/practice/${PRACTICE_ID}/userExam/${ATTEMPT_ID}/result`),
    );
  });
});
