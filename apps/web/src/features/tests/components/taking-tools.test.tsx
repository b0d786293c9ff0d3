import type { AttemptView } from "@edu/shared/test-engine";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import TakeTestPage from "../pages/take-test-page";
import {
  ATTEMPT_ID,
  aModule,
  attemptStub,
  aView,
  closeTestsPage,
  eventsStub,
  openTestsPage,
} from "../test/tests-kit";

afterEach(() => {
  closeTestsPage();
  window.localStorage.clear();
});

type Tools = NonNullable<AttemptView["current"]>["section"]["tools"];

const KEY = `tests.marks.${ATTEMPT_ID}.p1`;
const PASSAGE = "Pens and books at a school shop. A price \\(p\\) rose.";

/** The short SAT's module with the section's tools replaced (its passage p1 as PASSAGE). */
function withTools(tools: Tools): NonNullable<AttemptView["current"]> {
  const current = aModule();
  return {
    ...current,
    section: { ...current.section, tools },
    stimuli: [{ key: "p1", version: 1, kind: "passage", title: "Prices", text: PASSAGE }],
  };
}

const take = (tools: Tools, patch: Partial<AttemptView> = {}) =>
  openTestsPage(<TakeTestPage />, {
    path: `/tests/start?attempt=${ATTEMPT_ID}`,
    pattern: "/tests/start",
    stubs: [attemptStub(aView({ current: withTools(tools), ...patch })), eventsStub()],
  });

/** Selects [from, to) of the passage's first text piece, as a student's drag would. */
function select(from: number, to: number) {
  const piece = document.querySelector('[data-testid="passage-text"] [data-from="0"]');
  const text = piece?.firstChild;
  if (!text) throw new Error("no passage text");
  const range = document.createRange();
  range.setStart(text, from);
  range.setEnd(text, to);
  const selection = document.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
  document.dispatchEvent(new Event("selectionchange"));
}

const marksShown = () =>
  [...document.querySelectorAll('[data-testid="passage-text"] mark')].map((mark) => mark.textContent);

describe("the taking screen's tools", { timeout: 15_000 }, () => {
  it("highlights a selection, keeps it in this browser only, and restores it after a reload", async () => {
    const { calls } = take(["highlighter", "notes", "eliminator"]);
    await screen.findByRole("button", { name: "Highlight selection" });
    select(9, 14);
    fireEvent.click(await screen.findByRole("button", { name: "Highlight" }));
    expect(marksShown()).toEqual(["books"]);
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? "[]")).toMatchObject([
      { start: 9, end: 14, text: "books", note: "" },
    ]);
    expect(calls.some((call) => JSON.stringify(call.body ?? "").includes("books"))).toBe(false);

    cleanup();
    take(["highlighter", "notes", "eliminator"]);
    await screen.findByRole("button", { name: "Highlight selection" });
    expect(marksShown()).toEqual(["books"]);
  });

  it("asks for a selection first when nothing is selected", async () => {
    take(["highlighter"]);
    fireEvent.click(await screen.findByRole("button", { name: "Highlight selection" }));
    expect(screen.getByText("Select text in the passage first, then highlight it.")).toBeTruthy();
    expect(marksShown()).toEqual([]);
  });

  it("saves a note on a highlight, lists it, and removes a highlight", async () => {
    take(["highlighter", "notes"]);
    await screen.findByRole("button", { name: "Highlight selection" });
    select(0, 4);
    fireEvent.click(screen.getByRole("button", { name: "Highlight selection" }));
    fireEvent.click(screen.getByRole("button", { name: "Pens" }));
    const note = await screen.findByRole("textbox", { name: "Note" });
    fireEvent.change(note, { target: { value: "what the shop sells" } });
    fireEvent.click(await screen.findByRole("button", { name: "Save note" }));
    const list = await screen.findByRole("list", { name: "Notes" });
    expect(within(list).getByText("what the shop sells")).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? "[]")[0]?.note).toBe("what the shop sells");

    fireEvent.click(within(list).getByRole("button", { name: "Edit note: Pens" }));
    fireEvent.click(await screen.findByRole("button", { name: "Remove highlight" }));
    await waitFor(() => expect(marksShown()).toEqual([]));
    expect(screen.queryByRole("list", { name: "Notes" })).toBeNull();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it("drops stored highlights that no longer fit the passage", async () => {
    window.localStorage.setItem(
      KEY,
      JSON.stringify([
        { id: "a", start: 0, end: 4, text: "Cars", note: "" },
        { id: "b", start: 40, end: 900, text: "x", note: "" },
        { id: "c", start: 9, end: 14, text: "books", note: "" },
      ]),
    );
    take(["highlighter"]);
    await screen.findByRole("button", { name: "Highlight selection" });
    expect(marksShown()).toEqual(["books"]);
  });

  it("forgets the highlights of a submitted attempt", async () => {
    window.localStorage.setItem(
      KEY,
      JSON.stringify([{ id: "c", start: 9, end: 14, text: "books", note: "" }]),
    );
    window.localStorage.setItem(`tests.marks.${ATTEMPT_ID + 1}.p1`, "[]");
    take(["highlighter"], { state: "submitted", current: null });
    await screen.findByText("This test was submitted.");
    await waitFor(() => expect(window.localStorage.getItem(KEY)).toBeNull());
    expect(window.localStorage.getItem(`tests.marks.${ATTEMPT_ID + 1}.p1`)).toBe("[]");
  });

  it("opens the math reference sheet only where the section offers it", async () => {
    take(["calculator", "reference_sheet", "eliminator"]);
    fireEvent.click(await screen.findByRole("button", { name: "Reference" }));
    const sheet = await screen.findByRole("dialog", { name: "Math reference" });
    expect(
      within(sheet).getByRole("rowheader", { name: "Quadratic formula, for ax² + bx + c = 0" }),
    ).toBeTruthy();
    expect(within(sheet).getByRole("heading", { name: "Volumes" })).toBeTruthy();
    // Passages are not highlightable in a section without the highlighter.
    expect(screen.queryByRole("button", { name: "Highlight selection" })).toBeNull();
  });

  it("shows no tool a section does not offer", async () => {
    take(["eliminator"]);
    await screen.findByRole("heading", { name: "Question 1 of 3" });
    expect(screen.queryByRole("button", { name: "Reference" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Highlight selection" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Notes" })).toBeNull();
    expect(screen.getByText("Pens and books at a school shop. A price")).toBeTruthy();
  });
});
