import { vocabularyEndpoints as endpoints } from "@edu/shared/vocabulary";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { on } from "../../../test/stub-endpoints";
import { aCard, aQueue, closeVocabPage, LIST_ID, openVocabPage, sent, usageStub } from "../test/vocab-kit";
import MyListMemorizePage from "./my-list-memorize-page";

afterEach(closeVocabPage);

const ABATE = aCard({ id: 101, word: "abate" });
const BANAL = aCard({
  id: 102,
  word: "banal",
  definition: "so lacking in originality as to be obvious and boring",
});
const queueStub = (cards = [ABATE, BANAL]) => on(endpoints.getVocabMemorizeQueue, { ...aQueue(cards) });
const likedStub = on(endpoints.isVocabBackLikedByMe, { liked: 0, likes_count: 3 });
const memorize = (stubs = [queueStub(), usageStub(), likedStub]) =>
  openVocabPage(<MyListMemorizePage />, {
    path: `/myvocablists/memorize?id=${LIST_ID}`,
    pattern: "/myvocablists/memorize",
    stubs,
  });
const card = () => screen.getByTestId("flash-card");

describe("memorizing a list", () => {
  it("flips the card on a tap, posts the rating chosen and shows the next card", async () => {
    const { calls } = memorize();
    expect(await screen.findByText("abate")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Good/ })).toBeNull();
    fireEvent.click(card());
    expect(card().dataset.flipped).toBe("true");
    expect(screen.getByText("become less intense or widespread")).toBeTruthy();
    // Each button shows the interval the server computed for it.
    expect(screen.getByRole("button", { name: "Again: next in 1 min (key 1)" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Easy: next in 4 days (key 4)" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /^Hard/ }));
    expect(await screen.findByText("banal")).toBeTruthy();
    expect(card().dataset.flipped).toBe("false");
    expect(screen.getByText("Card 2 of 2 · new")).toBeTruthy();
    const posted = sent(calls, "POST", "/api/vocab/usage");
    expect(posted).toHaveLength(1);
    expect(posted[0]?.body).toMatchObject({ vocab_id: 101, collect_id: LIST_ID, rating: "hard" });
  });

  it("flips with Space and answers with keys 1–4 only once the answer shows", async () => {
    const { calls } = memorize();
    await screen.findByText("abate");
    fireEvent.keyDown(document.body, { key: "3" });
    expect(sent(calls, "POST", "/api/vocab/usage")).toHaveLength(0);
    fireEvent.keyDown(document.body, { key: " " });
    expect(card().dataset.flipped).toBe("true");
    fireEvent.keyDown(document.body, { key: "3" });
    expect(await screen.findByText("banal")).toBeTruthy();
    fireEvent.keyDown(document.body, { key: " " });
    fireEvent.keyDown(document.body, { key: "1" });
    await waitFor(() => expect(sent(calls, "POST", "/api/vocab/usage")).toHaveLength(2));
    expect(sent(calls, "POST", "/api/vocab/usage").map((c) => (c.body as { rating: string }).rating)).toEqual(
      ["good", "again"],
    );
  });

  it("answers Again on a swipe left and Good on a swipe right", async () => {
    const { calls } = memorize();
    await screen.findByText("abate");
    fireEvent.click(card());
    fireEvent.pointerDown(card(), { clientX: 300, clientY: 100 });
    fireEvent.pointerUp(card(), { clientX: 150, clientY: 110 });
    expect(await screen.findByText("banal")).toBeTruthy();
    fireEvent.click(card());
    fireEvent.pointerDown(card(), { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(card(), { clientX: 260, clientY: 90 });
    await waitFor(() => expect(sent(calls, "POST", "/api/vocab/usage")).toHaveLength(2));
    expect(sent(calls, "POST", "/api/vocab/usage").map((c) => (c.body as { rating: string }).rating)).toEqual(
      ["again", "good"],
    );
  });

  it("says done for today when nothing is due and no new card is left", async () => {
    memorize([queueStub([])]);
    expect(await screen.findByRole("heading", { name: "Done for today" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the list" }).getAttribute("href")).toBe(
      `/myvocablists/startlist?id=${LIST_ID}`,
    );
  });

  it("asks whether to go on after 2 minutes, not before, and asks again 2 minutes after going on", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    memorize();
    await screen.findByText("abate");
    await act(() => vi.advanceTimersByTimeAsync(119_000));
    expect(screen.queryByRole("dialog")).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    const dialog = await screen.findByRole("dialog", { name: "Keep memorizing?" });
    // Keys do nothing while it asks.
    fireEvent.keyDown(document.body, { key: " " });
    expect(card().dataset.flipped).toBe("false");
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep memorizing" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await act(() => vi.advanceTimersByTimeAsync(100_000));
    expect(screen.queryByRole("dialog")).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(21_000));
    const again = await screen.findByRole("dialog", { name: "Keep memorizing?" });
    fireEvent.click(within(again).getByRole("button", { name: "Stop for now" }));
    expect(await screen.findByTestId("elsewhere")).toBeTruthy();
  });

  it("offers to say the word where the browser can speak, and not where it cannot", async () => {
    memorize();
    await screen.findByText("abate");
    expect(screen.queryByRole("button", { name: "Say “abate”" })).toBeNull();
    closeVocabPage();
    const speakStub = vi.fn();
    vi.stubGlobal("speechSynthesis", { speak: speakStub, cancel: vi.fn() });
    vi.stubGlobal(
      "SpeechSynthesisUtterance",
      class {
        lang = "";
        rate = 1;
        constructor(readonly text: string) {}
      },
    );
    memorize();
    fireEvent.click(await screen.findByRole("button", { name: "Say “abate”" }));
    expect(speakStub).toHaveBeenCalledWith(expect.objectContaining({ text: "abate", lang: "en-US" }));
  });
});
