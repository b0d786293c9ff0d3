import { testEngineEndpoints as endpoints } from "@edu/shared/test-engine";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fillAnswer } from "../../../test/fill-answer";
import { on, reply } from "../../../test/stub-endpoints";
import {
  ATTEMPT_ID,
  aModule,
  attemptStub,
  aView,
  closeTestsPage,
  eventsStub,
  FORM_ID,
  openTestsPage,
  pageOf,
  saveStub,
  sent,
} from "../test/tests-kit";
import TakeTestPage from "./take-test-page";

afterEach(closeTestsPage);

const ANSWER = `/api/test-attempt/${ATTEMPT_ID}/answer`;
const takeAttempt = (stubs: Parameters<typeof openTestsPage>[1]["stubs"]) =>
  openTestsPage(<TakeTestPage />, {
    path: `/tests/start?attempt=${ATTEMPT_ID}`,
    pattern: "/tests/start",
    stubs,
  });

describe("taking a test", { timeout: 15_000 }, () => {
  it("starts a form, saves an answer as given, and marks a question for review in the navigator", async () => {
    const { calls } = openTestsPage(<TakeTestPage />, {
      path: `/tests/start?form=${FORM_ID}`,
      pattern: "/tests/start",
      stubs: [
        on(
          endpoints.getTestFormById,
          fillAnswer(endpoints.getTestFormById, { data: { id: FORM_ID, title: { en: "Short SAT" } } }),
        ),
        on(endpoints.listTestAttempts, pageOf([])),
        on(endpoints.createTestAttempt, { data: aView() }),
        attemptStub(aView()),
        saveStub(),
        eventsStub(),
      ],
    });
    fireEvent.click(await screen.findByRole("button", { name: "Start" }));
    expect(await screen.findByRole("heading", { name: "Question 1 of 3" })).toBeTruthy();
    expect(sent(calls, "POST", "/api/test-attempts")[0]?.body).toEqual({ form_id: FORM_ID });

    fireEvent.click(screen.getByRole("radio", { name: /^B\. 9/ }));
    await waitFor(() => expect(sent(calls, "PUT", ANSWER)).toHaveLength(1));
    expect(sent(calls, "PUT", ANSWER)[0]?.body).toEqual({
      item_key: "q1",
      response: { kind: "single_choice", choice: "B" },
    });
    expect(await screen.findByText("Saved")).toBeTruthy();

    const mark = screen.getByRole("button", { name: "Mark for review" });
    expect(mark.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(mark);
    expect(mark.getAttribute("aria-pressed")).toBe("true");
    const navigator = screen.getByRole("navigation", { name: "Questions" });
    expect(
      within(navigator).getByRole("button", { name: "Question 1: answered, marked for review, current" }),
    ).toBeTruthy();
    expect(within(navigator).getByRole("button", { name: "Question 2: not answered" })).toBeTruthy();
  });

  it("resumes with the saved answers and the server's time left", async () => {
    takeAttempt([
      attemptStub(
        aView({
          responses: [
            {
              item_key: "q1",
              item_version: 1,
              response: { kind: "single_choice", choice: "C" },
              answered_at: "2026-11-28T09:05:00.000Z",
            },
            {
              item_key: "q2",
              item_version: 1,
              response: { kind: "student_response", text: "3.5" },
              answered_at: "2026-11-28T09:06:00.000Z",
            },
          ],
          current: { ...aModule(), module: { ...aModule().module, remaining_seconds: 754 } },
        }),
      ),
      eventsStub(),
    ]);
    const chosen = await screen.findByRole("radio", { name: /^C\./ });
    expect((chosen as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("timer", { name: "Time left" }).textContent).toBe("12:34");
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect((screen.getByRole("textbox", { name: "Your answer" }) as HTMLInputElement).value).toBe("3.5");
    // The timer can be hidden, and shown again.
    fireEvent.click(screen.getByRole("button", { name: "Hide timer" }));
    expect(screen.queryByRole("timer")).toBeNull();
    expect(screen.getByText("Timer hidden")).toBeTruthy();
  });

  it("keeps money as text and renders math with KaTeX", async () => {
    takeAttempt([attemptStub(aView()), eventsStub()]);
    const stem = (await screen.findByText(/A pen costs \$12 and a book costs \$15\./)).closest("div");
    expect(stem?.textContent).toContain("$12 and a book costs $15");
    // One formula in the stem (the money is not one), drawn by KaTeX; the choice \( 3^3 \) is one too.
    expect(stem?.querySelectorAll("[data-math]")).toHaveLength(1);
    const formula = stem?.querySelector('[data-math="inline"]');
    await waitFor(() => expect(formula?.querySelector(".katex")).not.toBeNull());
    expect(formula?.querySelector("annotation")?.textContent).toBe("x^2");
    const choice = screen.getByRole("radio", { name: /^C\./ }).closest("label");
    await waitFor(() => expect(choice?.querySelector(".katex")).not.toBeNull());
  });

  it("says an answer is not saved while it retries, then saved", async () => {
    let tries = 0;
    const { calls } = takeAttempt([
      attemptStub(aView()),
      eventsStub(),
      on(endpoints.updateTestAttemptAnswer, (request) => {
        tries += 1;
        if (tries === 1) return reply(503, { message: "Unavailable", code: "unavailable" });
        return fillAnswer(endpoints.updateTestAttemptAnswer, {
          data: { item_key: request.body.item_key, response: request.body.response, remaining_seconds: 900 },
        });
      }),
    ]);
    fireEvent.click(await screen.findByRole("radio", { name: /^A\. 6/ }));
    expect(await screen.findByText("Not saved, retrying…")).toBeTruthy();
    expect(await screen.findByText("Saved", undefined, { timeout: 4000 })).toBeTruthy();
    expect(sent(calls, "PUT", ANSWER)).toHaveLength(2);
    // The timer re-synced on the save's remaining seconds.
    expect(screen.getByRole("timer").textContent).toBe("15:00");
  });

  it("chooses with letter keys, moves with arrows, and counts words as they are typed", async () => {
    const { calls } = takeAttempt([attemptStub(aView()), eventsStub(), saveStub()]);
    await screen.findByRole("heading", { name: "Question 1 of 3" });
    fireEvent.keyDown(document.body, { key: "c" });
    await waitFor(() => expect(sent(calls, "PUT", ANSWER)).toHaveLength(1));
    expect(sent(calls, "PUT", ANSWER)[0]?.body).toMatchObject({ response: { choice: "C" } });
    fireEvent.keyDown(document.body, { key: "ArrowRight" });
    fireEvent.keyDown(document.body, { key: "ArrowRight" });
    expect(screen.getByRole("heading", { name: "Question 3 of 3" })).toBeTruthy();
    const essay = screen.getByRole("textbox", { name: "Your response" });
    fireEvent.change(essay, { target: { value: "First I" } });
    expect(screen.getByText(/2 words/)).toBeTruthy();
    fireEvent.change(essay, { target: { value: "First I squared three." } });
    expect(screen.getByText(/4 words/).textContent).toContain("aim for 20–80 words");
    await waitFor(() =>
      expect(sent(calls, "PUT", ANSWER).at(-1)?.body).toEqual({
        item_key: "q3",
        response: { kind: "written_response", text: "First I squared three." },
      }),
    );
  });

  it("finishes a module after listing what is left, and goes on to the module the server names", async () => {
    const next = aView({
      current: {
        ...aModule(),
        module: { ...aModule().module, key: "m2-hard", title: { en: "Module 2" } },
        items: [
          {
            key: "q9",
            version: 1,
            kind: "single_choice",
            stem: "Which is prime?",
            stimuli: [],
            choices: [
              { key: "A", text: "4" },
              { key: "B", text: "7" },
            ],
          },
        ],
        stimuli: [],
      },
    });
    const { calls } = takeAttempt([
      attemptStub(aView()),
      eventsStub(),
      saveStub(),
      on(endpoints.finishTestAttemptModule, { data: next }),
    ]);
    fireEvent.click(await screen.findByRole("radio", { name: /^B\. 9/ }));
    fireEvent.click(screen.getByRole("button", { name: "Mark for review" }));
    fireEvent.click(screen.getByRole("button", { name: "Finish module" }));
    const dialog = await screen.findByRole("dialog", { name: "Finish this module?" });
    expect(within(dialog).getByText("Not answered: questions 2, 3.")).toBeTruthy();
    expect(within(dialog).getByText("Marked for review: questions 1.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Finish module" }));
    expect(await screen.findByText("Which is prime?")).toBeTruthy();
    expect(screen.getByText("Module 2")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Question 1 of 1" })).toBeTruthy();
    expect(sent(calls, "POST", `/api/test-attempt/${ATTEMPT_ID}/module/finish`)[0]?.body).toEqual({
      module_key: "m1",
    });
    // The answer was saved before the module ended; the module's events went before it, its question
    // left at the finish (none after it: the server refuses events of a locked module).
    expect(sent(calls, "PUT", ANSWER)).toHaveLength(1);
    const paths = calls.map((c) => `${c.method} ${c.url.split("?")[0]}`);
    const finishedAt = paths.indexOf(`POST /api/test-attempt/${ATTEMPT_ID}/module/finish`);
    const eventCalls = calls.filter((c) => c.url.startsWith(`/api/test-attempt/${ATTEMPT_ID}/events`));
    const before = eventCalls.filter((c) => calls.indexOf(c) < finishedAt);
    const sentEvents = before.flatMap(
      (c) => (c.body as { events: { type: string; item_key: string }[] }).events,
    );
    expect(sentEvents.at(-1)).toMatchObject({ type: "leave", item_key: "q1" });
    const after = eventCalls.filter((c) => calls.indexOf(c) > finishedAt);
    const late = after.flatMap((c) => (c.body as { events: { item_key: string | null }[] }).events);
    expect(late.filter((event) => event.item_key === "q1")).toEqual([]);
  });

  it("keeps the events a reload leaves unsent and sends them from the reloaded page", async () => {
    const first = takeAttempt([attemptStub(aView()), eventsStub(), saveStub()]);
    await screen.findByRole("heading", { name: "Question 1 of 3" });
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    window.dispatchEvent(new Event("pagehide"));
    expect(sent(first.calls, "POST", `/api/test-attempt/${ATTEMPT_ID}/events`)).toHaveLength(0);
    closeTestsPage();

    const { calls } = takeAttempt([attemptStub(aView()), eventsStub(), saveStub()]);
    await screen.findByRole("heading", { name: "Question 1 of 3" });
    closeTestsPage();
    const events = sent(calls, "POST", `/api/test-attempt/${ATTEMPT_ID}/events`).flatMap(
      (c) => (c.body as { events: { type: string; item_key: string | null }[] }).events,
    );
    expect(events.slice(0, 4).map((e) => `${e.type} ${e.item_key}`)).toEqual([
      "enter q1",
      "leave q1",
      "enter q2",
      "leave q2",
    ]);
  });

  it("ends the module by itself when the server's time runs out", async () => {
    const short = aView({ current: { ...aModule(), module: { ...aModule().module, remaining_seconds: 1 } } });
    const { calls } = takeAttempt([
      attemptStub(short),
      eventsStub(),
      on(endpoints.finishTestAttemptModule, { data: aView({ current: null }) }),
    ]);
    expect(await screen.findByRole("heading", { name: "Question 1 of 3" })).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "You have finished every module" })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(sent(calls, "POST", `/api/test-attempt/${ATTEMPT_ID}/module/finish`)[0]?.body).toEqual({
      module_key: "m1",
    });
  });

  it("holds the break between sections with its time left, and ends it early where the form allows", async () => {
    const breakView = aView({
      current: null,
      modules: [
        {
          key: "m1",
          section: "rw",
          started_at: "2026-11-28T09:00:00.000Z",
          deadline_at: null,
          locked_at: null,
        },
      ],
      on_break: { until: "2026-11-28T09:20:00.000Z", remaining_seconds: 595, skippable: true },
    });
    const { calls } = takeAttempt([
      attemptStub(breakView),
      eventsStub(),
      on(
        endpoints.getTestFormById,
        fillAnswer(endpoints.getTestFormById, {
          data: {
            id: FORM_ID,
            outline: [
              { key: "rw", title: { en: "Reading and Writing" }, optional: false, modules: [] },
              { key: "math", title: { en: "Math" }, optional: false, modules: [] },
            ],
          },
        }),
      ),
      on(endpoints.createTestAttemptBreakSkip, { data: aView() }),
    ]);
    expect(await screen.findByRole("heading", { name: "Break" })).toBeTruthy();
    expect(screen.getByRole("timer", { name: "Break time left" }).textContent).toBe("09:55");
    expect(await screen.findByText("Take a break. Next: Math.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Submit" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "End the break now" }));
    expect(await screen.findByRole("heading", { name: "Question 1 of 3" })).toBeTruthy();
    expect(sent(calls, "POST", `/api/test-attempt/${ATTEMPT_ID}/break/skip`)).toHaveLength(1);
  });

  it("offers to submit after the last module and opens the result", async () => {
    const { calls } = takeAttempt([
      attemptStub(aView({ current: null })),
      on(
        endpoints.createTestAttemptSubmit,
        fillAnswer(endpoints.createTestAttemptSubmit, { data: { attempt_id: ATTEMPT_ID } }),
      ),
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "Submit" }));
    await waitFor(() =>
      expect(sent(calls, "POST", `/api/test-attempt/${ATTEMPT_ID}/submit`)).toHaveLength(1),
    );
    expect(await screen.findByTestId("elsewhere")).toBeTruthy();
  });
});
