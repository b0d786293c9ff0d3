import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage, stubFetch } from "../../../test/render-page";
import { ClassSessions } from "./class-sessions";

afterEach(() => vi.unstubAllGlobals());

const session = (id: number, over: Record<string, unknown>) => {
  const base = {
    id,
    course_id: 3,
    course: { id: 3, title: "SAT" },
    type: "group",
    is_private: false,
    title: `Session ${id}`,
    short_name: "",
    city: "Taipei",
    fee: 3_600_000,
    currency: "TWD",
    need_pay_first: false,
    is_online: false,
    start_date: "2026-07-01",
    end_date: "2026-08-15",
    date: "Sat & Sun",
    time_from: "09:00",
    time_to: "12:00",
    tags: [],
    seats_left: null,
    ...over,
  };
  // The server's resolved texts (here the base fields, as for an English reader without translations).
  return {
    ...base,
    localized: { title: base.title, short_name: base.short_name, city: base.city, date: base.date },
  };
};

describe("class page sessions", () => {
  it("shows dates, place, schedule and seats of the course's sessions; Enroll carries the session", async () => {
    const groups = [
      {
        type: "group",
        sessions: [
          session(21, { title: "SAT Summer Intensive", seats_left: 3 }),
          session(22, { title: "SAT Online", is_online: true, city: "", seats_left: 0 }),
          session(23, { title: "Other course", course_id: 9 }),
        ],
      },
    ];
    vi.stubGlobal(
      "fetch",
      stubFetch({ "/api/course-sessions-for-enrollment": [200, { groups, tags: [] }] }).fetchStub,
    );
    renderPage(<ClassSessions courseId={3} />);
    const cards = await screen.findAllByTestId("class-session");
    expect(cards.map((card) => within(card).getByTestId("class-session-title").textContent)).toEqual([
      "SAT Summer Intensive",
      "SAT Online",
    ]);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(first.textContent).toContain("2026-07-01 – 2026-08-15");
    expect(first.textContent).toContain("Taipei");
    expect(first.textContent).toContain("Sat & Sun 09:00–12:00");
    expect(within(first).getByTestId("class-session-seats").textContent).toBe("3 seats left");
    expect(within(second).getByTestId("class-session-seats").textContent).toMatch(/^Full/);
    expect(second.textContent).toContain("Online");
    const enroll = within(first).getByRole("link", { name: "Enroll in SAT Summer Intensive" });
    expect(enroll.getAttribute("href")).toBe("/enroll?course_session_ids=21");
  });

  it("says so when no date is open", async () => {
    vi.stubGlobal(
      "fetch",
      stubFetch({ "/api/course-sessions-for-enrollment": [200, { groups: [], tags: [] }] }).fetchStub,
    );
    renderPage(<ClassSessions courseId={3} />);
    expect(await screen.findByText(/No dates are open for enrollment yet/)).toBeTruthy();
  });
});
