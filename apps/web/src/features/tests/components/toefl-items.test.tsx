import type { AttemptView } from "@edu/shared/test-engine";
import { uploadEndpoints } from "@edu/shared/uploads";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { on } from "../../../test/stub-endpoints";
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
  sent,
} from "../test/tests-kit";

let media: ReturnType<typeof fakeMedia> | undefined;
afterEach(() => {
  closeTestsPage();
  media?.restore();
  media = undefined;
  window.localStorage.clear();
});

/** A TOEFL module: a lecture that plays once, then a speaking task about it. */
function toeflModule(): NonNullable<AttemptView["current"]> {
  return {
    section: { key: "speaking", title: { en: "Speaking" }, directions: null, tools: [] },
    module: {
      key: "speaking-m",
      title: null,
      directions: null,
      started_at: "2026-11-28T09:00:00.000Z",
      deadline_at: "2026-11-28T09:10:00.000Z",
      remaining_seconds: 600,
    },
    items: [
      {
        key: "s1",
        version: 1,
        kind: "speaking",
        stem: "Summarise the lecture's two points.",
        stimuli: ["lecture"],
        prep_seconds: 0,
        response_seconds: 45,
      },
    ],
    stimuli: [
      {
        key: "lecture",
        version: 1,
        kind: "audio",
        title: "A library lecture",
        asset: "demo/toefl/listening-library.mp3",
        plays_allowed: 1,
      },
    ],
  };
}

const ANSWER = `/api/test-attempt/${ATTEMPT_ID}/answer`;
let nextDocument = 70;
const uploadStub = () =>
  on(uploadEndpoints.uploadDocument, () => {
    nextDocument += 1;
    return {
      document: {
        id: nextDocument,
        url: `/files/${nextDocument}/speaking-s1.webm`,
        name: "speaking-s1.webm",
        size: 15,
        mime_type: "audio/webm",
      },
    };
  });

const open = (view = aView({ test_type: "TOEFL", current: toeflModule() })) =>
  openTestsPage(<TakeTestPage />, {
    path: `/tests/start?attempt=${ATTEMPT_ID}`,
    pattern: "/tests/start",
    stubs: [
      attemptStub(view),
      saveStub(),
      eventsStub(),
      uploadStub(),
      on(uploadEndpoints.deleteDocumentById, { ok: true }),
    ],
  });

describe("TOEFL items on the taking screen", { timeout: 15_000 }, () => {
  it("records a spoken answer, uploads it as a document and saves the answer naming it; recording again deletes the old file", async () => {
    media = fakeMedia();
    const { calls } = open();
    fireEvent.click(await screen.findByRole("button", { name: "Start recording" }));
    expect(await screen.findByText("Recording")).toBeTruthy();
    expect(screen.getByText("Up to 45 s to speak.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Stop" }));

    await waitFor(() => expect(sent(calls, "PUT", ANSWER)).toHaveLength(1));
    const uploads = sent(calls, "POST", "/api/document");
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.body).toEqual({ document: "speaking-s1.webm" });
    const first = nextDocument;
    expect(sent(calls, "PUT", ANSWER)[0]?.body).toEqual({
      item_key: "s1",
      response: { kind: "speaking", document_id: first },
    });
    expect(await screen.findByText("Your recording is saved.")).toBeTruthy();
    expect(screen.getByLabelText("Your recording")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Record again" }));
    fireEvent.click(await screen.findByRole("button", { name: "Stop" }));
    await waitFor(() => expect(sent(calls, "DELETE", `/api/document/${first}`)).toHaveLength(1));
    expect(sent(calls, "PUT", ANSWER).at(-1)?.body).toEqual({
      item_key: "s1",
      response: { kind: "speaking", document_id: first + 1 },
    });
    // The microphone was asked once and is released when the student leaves the question.
    expect(media.getUserMedia).toHaveBeenCalledTimes(1);
  });

  it("says to allow the microphone and refresh when permission is refused, and saves nothing", async () => {
    media = fakeMedia({ refuse: true });
    const { calls } = open();
    fireEvent.click(await screen.findByRole("button", { name: "Start recording" }));
    expect(await screen.findByText("Microphone permission needed")).toBeTruthy();
    expect(screen.getByText(/Allow this site to use the microphone.*then refresh the page/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Refresh the page" })).toBeTruthy();
    expect(sent(calls, "POST", "/api/document")).toHaveLength(0);
    expect(sent(calls, "PUT", ANSWER)).toHaveLength(0);
  });

  it("plays the listening audio from the form's asset only as often as the form allows, across a reload", async () => {
    media = fakeMedia();
    open();
    const play = await screen.findByRole("button", { name: "Play" });
    expect(screen.getByText("1 play left")).toBeTruthy();
    const audio = document.querySelector("audio");
    expect(audio?.getAttribute("src")).toBe(
      "/api/test-asset?form_id=5&path=demo%2Ftoefl%2Flistening-library.mp3",
    );
    fireEvent.click(play);
    expect(await screen.findByText("0 plays left")).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Play again" })).toHaveProperty("disabled", true),
    );
    expect(media.plays).toHaveBeenCalledTimes(1);

    closeTestsPage();
    open();
    expect(await screen.findByText("0 plays left")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Play again" })).toHaveProperty("disabled", true);
  });
});
