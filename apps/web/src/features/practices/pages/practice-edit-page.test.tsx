import { sessionClassEndpoints } from "@edu/shared";
import { practicesEndpoints as endpoints } from "@edu/shared/practices";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fillAnswer } from "../../../test/fill-answer";
import { on } from "../../../test/stub-endpoints";
import {
  aPractice,
  closePracticePage,
  openPracticePage,
  PRACTICE_ID,
  pageOf,
  sent,
} from "../test/practices-kit";
import PracticeEditPage from "./practice-edit-page";

afterEach(closePracticePage);

const classes = fillAnswer(sessionClassEndpoints.listSessionClasses, {
  data: [{ id: 7, name: "SAT Group A", localized: { name: "SAT Group A" }, teachers: [], tas: [] }],
});

describe("editing a practice", { timeout: 40_000 }, () => {
  it("explains the lock and still saves time, date and sharers", async () => {
    const { calls } = openPracticePage(<PracticeEditPage />, {
      path: `/practices/${PRACTICE_ID}/edit`,
      pattern: "/practices/:practiceId/edit",
      stubs: [
        on(endpoints.getPracticeById, { data: aPractice({ locked: 1 }) }),
        on(endpoints.updatePracticeById, { data: aPractice({ locked: 1, duration_minutes: 45 }) }),
        on(sessionClassEndpoints.listSessionClasses, classes),
        on(sessionClassEndpoints.getSessionClass, fillAnswer(sessionClassEndpoints.getSessionClass, {})),
      ],
    });
    expect(await screen.findByText("Its questions are locked", {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole("link", { name: "See the questions" })).toBeTruthy();
    // Name, scoring and show-after are shown disabled with the reason; time, date and sharing stay open.
    expect((screen.getByRole("textbox", { name: /^Name/ }) as HTMLInputElement).disabled).toBe(true);
    for (const name of ["Raw points", "Percent", "Scaled by a score table"])
      expect((screen.getByRole("radio", { name }) as HTMLInputElement).disabled).toBe(true);
    expect(
      (screen.getByRole("combobox", { name: "What students see after submitting" }) as HTMLInputElement)
        .disabled,
    ).toBe(true);
    expect(screen.getAllByText("Locked: someone has already taken this practice.")).toHaveLength(3);
    expect((screen.getByRole("textbox", { name: /^Timer/ }) as HTMLInputElement).disabled).toBe(false);
    expect((screen.getByRole("radio", { name: /^Unlisted/ }) as HTMLInputElement).disabled).toBe(false);
    fireEvent.change(screen.getByRole("textbox", { name: /^Timer/ }), { target: { value: "45" } });
    fireEvent.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(sent(calls, "PATCH", `/api/practice/${PRACTICE_ID}`)).toHaveLength(1));
    const body = sent(calls, "PATCH", `/api/practice/${PRACTICE_ID}`)[0]?.body as Record<string, unknown>;
    // Settings only: the locked questions are not sent.
    expect(body).not.toHaveProperty("sections");
    expect(body).toMatchObject({
      name: "Algebra warm-up",
      scoring: "percent",
      show_after: "answers",
      duration_minutes: 45,
      due_date: "2026-12-20",
      who_can_use: { class_ids: [7] },
    });
  });

  it("shows the unlisted link to share", async () => {
    openPracticePage(<PracticeEditPage />, {
      path: `/practices/${PRACTICE_ID}/edit`,
      pattern: "/practices/:practiceId/edit",
      stubs: [
        on(endpoints.getPracticeById, { data: aPractice({ share: "unlisted", link_token: "tok_9" }) }),
        on(sessionClassEndpoints.listSessionClasses, pageOf([])),
      ],
    });
    const link = (await screen.findByRole("textbox", { name: "Link to share" })) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/practice/${PRACTICE_ID}?link=tok_9`);
    // Nobody has taken it: nothing is locked.
    expect((screen.getByRole("textbox", { name: /^Name/ }) as HTMLInputElement).disabled).toBe(false);
    expect(screen.queryByText("Locked: someone has already taken this practice.")).toBeNull();
  });
});
