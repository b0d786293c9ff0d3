import { sessionClassEndpoints } from "@edu/shared";
import { fullPracticesEndpoints as endpoints, type FullPracticeOut } from "@edu/shared/practices";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fillAnswer } from "../../../test/fill-answer";
import { on } from "../../../test/stub-endpoints";
import { closePracticePage, openPracticePage, sent } from "../test/practices-kit";
import FullPracticeEditPage from "./full-practice-edit-page";

afterEach(closePracticePage);

const FULL_ID = 9;
const HINT = "Locked: someone has already taken this full practice.";

/** Full practice 9: Reading then Math, a ten-minute break, shared with class 7. */
const aFull = (patch: Partial<FullPracticeOut> = {}): FullPracticeOut => ({
  id: FULL_ID,
  name: "Mock day",
  due_date: "2026-12-20",
  break_seconds: 600,
  share: "private",
  link_token: null,
  who_can_use: { user_ids: [], class_ids: [7], tag_ids: [] },
  who_can_edit: { user_ids: [], class_ids: [], tag_ids: [] },
  sections: [
    { position: 1, practice_id: 3, name: "Reading", duration_minutes: 30, question_count: 2, published: 1 },
    { position: 2, practice_id: 4, name: "Math", duration_minutes: 10, question_count: 1, published: 1 },
  ],
  question_count: 3,
  total_minutes: 40,
  locked: 0,
  can_edit: 1,
  created_by: 41,
  updated_at: "2026-11-28T08:00:00.000Z",
  ...patch,
});

const classes = fillAnswer(sessionClassEndpoints.listSessionClasses, {
  data: [{ id: 7, name: "SAT Group A", localized: { name: "SAT Group A" }, teachers: [], tas: [] }],
});
const openEdit = (full: FullPracticeOut) =>
  openPracticePage(<FullPracticeEditPage />, {
    path: `/fullPractices/${FULL_ID}/edit`,
    pattern: "/fullPractices/:fullPracticeId/edit",
    stubs: [
      on(endpoints.getFullPracticeById, { data: full }),
      on(endpoints.updateFullPracticeById, { data: { ...full, break_seconds: 300 } }),
      on(sessionClassEndpoints.listSessionClasses, classes),
      on(sessionClassEndpoints.getSessionClass, fillAnswer(sessionClassEndpoints.getSessionClass, {})),
    ],
  });

describe("editing a full practice", { timeout: 40_000 }, () => {
  it("once taken, shows the name disabled with the reason and still saves the break and date", async () => {
    const { calls } = openEdit(aFull({ locked: 1 }));
    expect(await screen.findByText("Its questions are locked", {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(/its sections and name can no longer change/)).toBeTruthy();
    // The sections cannot move or grow; the name is disabled with the reason, the rest stays open.
    expect(screen.queryByRole("link", { name: "Add practices" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Remove Reading" })).toBeNull();
    const name = screen.getByRole("textbox", { name: /^Name/ }) as HTMLInputElement;
    expect(name.disabled).toBe(true);
    expect(screen.getByText(HINT)).toBeTruthy();
    const breakField = screen.getByRole("textbox", { name: /^Break/ }) as HTMLInputElement;
    expect(breakField.disabled).toBe(false);
    expect((screen.getByRole("radio", { name: /^Unlisted/ }) as HTMLInputElement).disabled).toBe(false);
    fireEvent.change(breakField, { target: { value: "5" } });
    fireEvent.click(screen.getByRole("button", { name: "Save settings" }));
    const path = `/api/full-practice/${FULL_ID}`;
    await waitFor(() => expect(sent(calls, "PATCH", path)).toHaveLength(1));
    const body = sent(calls, "PATCH", path)[0]?.body as Record<string, unknown>;
    // The same name goes back (no change, so the server takes it); the order of sections is not sent.
    expect(body).not.toHaveProperty("practice_ids");
    expect(body).toMatchObject({ name: "Mock day", break_seconds: 300, due_date: "2026-12-20" });
  });

  it("leaves the name open while nobody has taken it", async () => {
    openEdit(aFull());
    const name = (await screen.findByRole(
      "textbox",
      { name: /^Name/ },
      { timeout: 10_000 },
    )) as HTMLInputElement;
    expect(name.disabled).toBe(false);
    expect(screen.queryByText(HINT)).toBeNull();
    expect(screen.getByRole("link", { name: "Add practices" })).toBeTruthy();
  });
});
