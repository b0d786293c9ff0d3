import { toeflEndpoints } from "@edu/shared/toefl";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { on } from "../../../test/stub-endpoints";
import { fakeMedia } from "../../tests/test/fake-media";
import { closeToeflPage, EXAM_ID, openToeflPage, pageOf } from "../test/toefl-kit";
import SetTestPage from "./set-test-page";

/** Web Audio's few calls the sample chime makes (jsdom has none). */
class FakeAudioContext {
  currentTime = 0;
  destination = {};
  resume = async () => undefined;
  close = async () => undefined;
  createGain() {
    const node = {
      gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
      connect: (next: unknown) => next,
    };
    return node;
  }
  createOscillator() {
    return {
      frequency: { value: 0 },
      connect: (next: unknown) => next,
      start: () => undefined,
      stop: () => undefined,
    };
  }
}

const forms = (sittings: { exam_id: number; state: "in_progress" | "submitted" }[] = []) =>
  pageOf(
    [
      {
        id: 9,
        key: "toefl-full",
        title: "Full TOEFL mock",
        timing: "legacy_full_mock" as const,
        total: 9000,
      },
      {
        id: 10,
        key: "toefl-quick",
        title: "Quick TOEFL mock",
        timing: "legacy_quick_mock" as const,
        total: 3600,
      },
    ].map((form) => ({
      form_id: form.id,
      key: form.key,
      title: { en: form.title },
      description: null,
      timing: form.timing,
      total_seconds: form.total,
      sections: [{ key: "reading", title: { en: "Reading" }, items: 4, seconds: 420 }],
      sittings:
        form.id === 10
          ? sittings.map((s) => ({
              ...s,
              started_at: "2026-11-28T09:00:00.000Z",
              submitted_at: null,
              total: null,
              band: null,
            }))
          : [],
    })),
  );

let media: ReturnType<typeof fakeMedia> | undefined;
beforeEach(() => vi.stubGlobal("AudioContext", FakeAudioContext));
afterEach(() => {
  closeToeflPage();
  media?.restore();
  media = undefined;
});

describe("/toefl/setTest", { timeout: 20_000 }, () => {
  it("starts the chosen mock only after the sound and microphone checks", async () => {
    media = fakeMedia();
    const { calls, router } = openToeflPage(<SetTestPage />, {
      path: "/toefl/setTest?form=10",
      stubs: [
        on(toeflEndpoints.listToefls, forms()),
        on(toeflEndpoints.createToeflsGetExamId, {
          data: { exam_id: EXAM_ID, resumed: 0, state: "in_progress" },
        }),
      ],
    });
    expect(await screen.findByText(/^Full mock \(2\.5 hours\)/)).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Quick TOEFL mock" })).toHaveProperty("checked", true);
    const start = screen.getByRole("button", { name: "Start the test" });
    expect(start).toHaveProperty("disabled", true);

    fireEvent.click(screen.getByRole("button", { name: "Play a sample sound" }));
    const heard = screen.getByRole("checkbox", { name: "I heard the sample sound" });
    await waitFor(() => expect(heard).toHaveProperty("disabled", false), { timeout: 3000 });
    fireEvent.click(heard);

    fireEvent.click(screen.getByRole("button", { name: "Record 3 seconds" }));
    const heardSelf = screen.getByRole("checkbox", { name: "I heard my voice in the recording" });
    await waitFor(() => expect(heardSelf).toHaveProperty("disabled", false), { timeout: 5000 });
    expect(screen.getByLabelText("Your test recording")).toBeTruthy();
    // The check's recording releases the microphone (the browser's recording light goes off).
    expect(media.stopped).toHaveBeenCalled();
    expect(start).toHaveProperty("disabled", true);
    fireEvent.click(heardSelf);

    await waitFor(() => expect(start).toHaveProperty("disabled", false));
    fireEvent.click(start);
    await waitFor(() => expect(router.state.location.search).toBe(`?exam=${EXAM_ID}`));
    expect(calls.find((c) => c.url.endsWith("/api/toefls/get-exam-id"))?.body).toEqual({ form_id: 10 });
  });

  it("tells a person who blocked the microphone to allow it and refresh", async () => {
    media = fakeMedia({ refuse: true });
    openToeflPage(<SetTestPage />, {
      path: "/toefl/setTest",
      stubs: [on(toeflEndpoints.listToefls, forms([{ exam_id: EXAM_ID, state: "in_progress" }]))],
    });
    fireEvent.click(await screen.findByRole("button", { name: "Record 3 seconds" }));
    expect(await screen.findByText("Microphone permission needed")).toBeTruthy();
    expect(screen.getByText(/then refresh the page/)).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Quick TOEFL mock" }));
    expect(screen.getByRole("button", { name: "Continue my unfinished sitting" })).toHaveProperty(
      "disabled",
      true,
    );
  });
});
