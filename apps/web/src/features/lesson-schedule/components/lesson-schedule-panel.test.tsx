import type { PlannedLesson } from "@edu/shared/lesson-schedule";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage, stubFetch } from "../../../test/render-page";
import { LessonSchedulePanel } from "./lesson-schedule-panel";

afterEach(() => vi.unstubAllGlobals());

const lesson: PlannedLesson = {
  id: 5,
  session_class_id: 7,
  starts_at: "2026-12-01T10:00:00.000Z",
  ends_at: "2026-12-01T11:30:00.000Z",
  date: "2026-12-01",
  time: "18:00",
  timezone: "Asia/Taipei",
  duration_minutes: 90,
  note: "Unit 4",
  series_id: null,
  logged: false,
  notified_at: null,
};
const url = "/api/session-classes/7/planned-lessons";

describe("lesson schedule panel", () => {
  it("families read the lessons without edit controls", async () => {
    const { fetchStub } = stubFetch({ [`GET ${url}`]: [200, { data: [lesson], can_edit: false }] });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<LessonSchedulePanel classId={7} />, "/session-classes/7/attendance");
    expect(await screen.findByText("2026-12-01 (Tue) 18:00")).toBeTruthy();
    expect(screen.getByText("90 minutes · Asia/Taipei")).toBeTruthy();
    expect(screen.getByText("Unit 4")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Plan lessons" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Edit" })).toBeNull();
  });

  it("offers to subscribe to one's own calendar under the lessons", async () => {
    const { fetchStub } = stubFetch({
      [`GET ${url}`]: [200, { data: [lesson], can_edit: true }],
      "GET /api/calendar-feed": [200, { active: false, created_at: null, last_read_at: null }],
    });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<LessonSchedulePanel classId={7} />, "/session-classes/7/attendance");
    expect(await screen.findByRole("button", { name: "Make my calendar address" })).toBeTruthy();
  });

  it("a teacher adds a weekly series: weekdays are required, then one POST with them", async () => {
    const { fetchStub, calls } = stubFetch({
      [`GET ${url}`]: [200, { data: [lesson], can_edit: true }],
      [`POST ${url}`]: [200, { data: [], skipped: 1 }],
    });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<LessonSchedulePanel classId={7} />, "/session-classes/7/attendance");
    fireEvent.click(await screen.findByRole("button", { name: "Plan lessons" }));
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: "2026-12-07" } });
    fireEvent.change(screen.getByLabelText(/^Start time/), { target: { value: "19:00" } });
    fireEvent.click(screen.getByLabelText("Repeat weekly"));
    fireEvent.change(screen.getByLabelText(/^Last day/), { target: { value: "2027-01-31" } });
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByText("Choose at least one weekday.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

    fireEvent.click(screen.getByText("Wed"));
    fireEvent.click(screen.getByText("Mon"));
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      date: "2026-12-07",
      time: "19:00",
      duration_minutes: 60,
      note: "",
      weekdays: [1, 3],
      until: "2027-01-31",
    });
    expect(await screen.findByText("1 day already had a lesson at that time and was skipped.")).toBeTruthy();
  });

  it("shows the server's field errors on the form", async () => {
    const { fetchStub } = stubFetch({
      [`GET ${url}`]: [200, { data: [], can_edit: true }],
      [`POST ${url}`]: [
        422,
        {
          message: "Invalid",
          code: "validation_failed",
          errors: { until: ["A series adds at most 52 lessons."] },
        },
      ],
    });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<LessonSchedulePanel classId={7} />, "/session-classes/7/attendance");
    expect(await screen.findByText("No lessons planned yet.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Plan lessons" }));
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: "2026-12-07" } });
    fireEvent.change(screen.getByLabelText(/^Start time/), { target: { value: "19:00" } });
    fireEvent.click(screen.getByLabelText("Repeat weekly"));
    fireEvent.click(screen.getByText("Tue"));
    fireEvent.change(screen.getByLabelText(/^Last day/), { target: { value: "2027-06-30" } });
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByText("A series adds at most 52 lessons.")).toBeTruthy();
  });
});
