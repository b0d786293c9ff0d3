import { type AttemptView, testEngineEndpoints as endpoints } from "@edu/shared/test-engine";
import { uploadEndpoints } from "@edu/shared/uploads";
import { notifications } from "@mantine/notifications";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { on, reply } from "../../../test/stub-endpoints";
import TakeTestPage from "../pages/take-test-page";
import { fakeMedia } from "../test/fake-media";
import {
  ATTEMPT_ID,
  attemptStub,
  aView,
  closeTestsPage,
  eventsStub,
  openTestsPage,
  saveStub,
} from "../test/tests-kit";

let media: ReturnType<typeof fakeMedia> | undefined;
afterEach(() => {
  closeTestsPage();
  media?.restore();
  media = undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

/** A speaking module with 30 seconds left: less than the task's 45 s response time. */
function speakingModule(): NonNullable<AttemptView["current"]> {
  return {
    section: { key: "speaking", title: { en: "Speaking" }, directions: null, tools: [] },
    module: {
      key: "speaking-m",
      title: null,
      directions: null,
      started_at: "2026-11-28T09:00:00.000Z",
      deadline_at: "2026-11-28T09:10:00.000Z",
      remaining_seconds: 30,
    },
    items: [
      {
        key: "s1",
        version: 1,
        kind: "speaking",
        stem: "Describe a place you like to study.",
        stimuli: [],
        prep_seconds: 0,
        response_seconds: 45,
      },
    ],
    stimuli: [],
  };
}

const ANSWER = `/api/test-attempt/${ATTEMPT_ID}/answer`;
const FINISH = `/api/test-attempt/${ATTEMPT_ID}/module/finish`;
const DOCUMENT = {
  document: {
    id: 90,
    url: "/files/90/speaking-s1.webm",
    name: "speaking-s1.webm",
    size: 15,
    mime_type: "audio/webm",
  },
};

function open(upload: Parameters<typeof on<typeof uploadEndpoints.uploadDocument>>[1]) {
  return openTestsPage(<TakeTestPage />, {
    path: `/tests/start?attempt=${ATTEMPT_ID}`,
    pattern: "/tests/start",
    stubs: [
      attemptStub(aView({ test_type: "TOEFL", current: speakingModule() })),
      // The server's clock is not moved by the save: the module's 30 s still run out.
      saveStub(30),
      eventsStub(),
      on(uploadEndpoints.uploadDocument, upload),
      on(endpoints.finishTestAttemptModule, { data: aView({ test_type: "TOEFL", current: null }) }),
    ],
  });
}

/** Starts recording, then lets the module's time run out while the student is still speaking. */
async function recordPastTheDeadline() {
  fireEvent.click(await screen.findByRole("button", { name: "Start recording" }));
  expect(await screen.findByText("Recording")).toBeTruthy();
  await vi.advanceTimersByTimeAsync(31_000);
}

describe("a speaking answer when the module's time runs out", { timeout: 15_000 }, () => {
  it("stops the recording, uploads it and saves the answer before the module is finished", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    media = fakeMedia();
    const { calls } = open(DOCUMENT);
    await recordPastTheDeadline();

    await waitFor(() => expect(calls.filter((c) => c.url.startsWith(FINISH))).toHaveLength(1));
    const order = calls
      .map((c) => `${c.method} ${c.url.split("?")[0]}`)
      .filter((line) => ["POST /api/document", `PUT ${ANSWER}`, `POST ${FINISH}`].includes(line));
    expect(order).toEqual(["POST /api/document", `PUT ${ANSWER}`, `POST ${FINISH}`]);
    expect(calls.find((c) => c.method === "PUT" && c.url === ANSWER)?.body).toEqual({
      item_key: "s1",
      response: { kind: "speaking", document_id: 90 },
    });
    expect(await screen.findByRole("heading", { name: "You have finished every module" })).toBeTruthy();
  });

  it("says the recording was not saved when its upload fails, and still ends the module", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    media = fakeMedia();
    const shown = vi.spyOn(notifications, "show");
    const { calls } = open(reply(503, { message: "Unavailable", code: "unavailable" }));
    await recordPastTheDeadline();

    await waitFor(() => expect(calls.filter((c) => c.url.startsWith(FINISH))).toHaveLength(1));
    expect(calls.filter((c) => c.method === "POST" && c.url === "/api/document")).toHaveLength(1);
    expect(calls.filter((c) => c.method === "PUT" && c.url === ANSWER)).toHaveLength(0);
    expect(shown).toHaveBeenCalledWith(
      expect.objectContaining({
        color: "red",
        title: "Your recording was not saved",
        message: expect.stringMatching(/Time ran out .* upload failed/),
      }),
    );
  });
});
