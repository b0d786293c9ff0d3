import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage, stubFetch } from "../../../test/render-page";
import { homeSummary } from "../home-summary.test-support";
import { TeacherPrompts } from "./teacher-prompts";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const log = (id: number, classId: number, name: string, local: string) => ({
  id,
  session_class: { id: classId, name, course_session_id: 1, is_private: true },
  started_at: "2026-11-20T06:00:00.000Z",
  started_at_local: local,
  timezone: "Asia/Taipei",
});

/** The summary a teacher gets: reports due versus written, and how many lessons lack content. */
const teaching = (reports: { required: number; written: number }, openLogs: number) =>
  homeSummary({
    unfinished_progress_reports: reports,
    unfinished_lesson_logs: { count: openLogs, days: 14 },
  });

describe("teacher home prompts", () => {
  it("shows reports written versus due and the lessons without content, linking to where they are written", async () => {
    const logs = [
      log(41, 7, "Private SAT", "2026-11-20 14:00:00"),
      log(40, 8, "TOEFL A", "2026-11-18 09:30:00"),
    ];
    vi.stubGlobal(
      "fetch",
      stubFetch({
        "/api/home/summary": [200, teaching({ required: 5, written: 2 }, 7)],
        "/api/lesson-logs/unfinished": [200, { count: 7, days: 14, data: logs }],
      }).fetchStub,
    );
    renderPage(<TeacherPrompts />);
    const reports = await screen.findByTestId("home-unfinished-reports");
    expect(reports.textContent).toContain("You have written 2 of the 5 progress reports due.");
    expect(screen.getByRole("link", { name: "Write the reports owed" }).getAttribute("href")).toBe(
      "/progressReportStatuses?status=owed",
    );
    const open = screen.getByTestId("home-unfinished-logs");
    expect(open.textContent).toContain(
      "7 lessons you taught in the last 14 days have no lesson content yet.",
    );
    // The lessons themselves arrive with the second call, asked for because the summary counts some.
    expect(
      (await screen.findByRole("link", { name: "Private SAT, 2026-11-20 14:00" })).getAttribute("href"),
    ).toBe("/session-class/7/editLog/41");
    expect(screen.getByRole("link", { name: "TOEFL A, 2026-11-18 09:30" }).getAttribute("href")).toBe(
      "/session-class/8/editLog/40",
    );
    expect(open.textContent).toContain("and 5 more");
  });

  it("names each class by its localized name, the base name when the answer has none", async () => {
    const translated = log(41, 7, "Private SAT", "2026-11-20 14:00:00");
    const logs = [
      { ...translated, session_class: { ...translated.session_class, localized: { name: "私人 SAT 課" } } },
      log(40, 8, "TOEFL A", "2026-11-18 09:30:00"),
    ];
    vi.stubGlobal(
      "fetch",
      stubFetch({
        "/api/home/summary": [200, teaching({ required: 0, written: 0 }, 2)],
        "/api/lesson-logs/unfinished": [200, { count: 2, days: 14, data: logs }],
      }).fetchStub,
    );
    renderPage(<TeacherPrompts />);
    expect(
      (await screen.findByRole("link", { name: "私人 SAT 課, 2026-11-20 14:00" })).getAttribute("href"),
    ).toBe("/session-class/7/editLog/41");
    expect(screen.getByRole("link", { name: "TOEFL A, 2026-11-18 09:30" })).toBeTruthy();
    expect(screen.queryByText(/Private SAT/)).toBeNull();
  });

  it("shows nothing, and asks for no lessons, when every report due is written and no lesson lacks content", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchStub, calls } = stubFetch({
      "/api/home/summary": [200, teaching({ required: 3, written: 3 }, 0)],
      "/api/lesson-logs/unfinished": [200, { count: 0, days: 14, data: [] }],
    });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<TeacherPrompts />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(calls.map((call) => call.url)).toEqual(["/api/home/summary"]);
    expect(screen.queryByTestId("home-teacher-prompts")).toBeNull();
  });

  it("shows the reports owed from the summary alone when no lesson lacks content", async () => {
    const { fetchStub, calls } = stubFetch({
      "/api/home/summary": [200, teaching({ required: 4, written: 1 }, 0)],
    });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<TeacherPrompts />);
    expect((await screen.findByTestId("home-unfinished-reports")).textContent).toContain(
      "You have written 1 of the 4 progress reports due.",
    );
    expect(screen.queryByTestId("home-unfinished-logs")).toBeNull();
    expect(calls.map((call) => call.url)).toEqual(["/api/home/summary"]);
  });

  it("says one lesson in the singular", async () => {
    vi.stubGlobal(
      "fetch",
      stubFetch({
        "/api/home/summary": [200, teaching({ required: 0, written: 0 }, 1)],
        "/api/lesson-logs/unfinished": [
          200,
          { count: 1, days: 14, data: [log(41, 7, "Private SAT", "2026-11-20 14:00:00")] },
        ],
      }).fetchStub,
    );
    renderPage(<TeacherPrompts />);
    expect((await screen.findByTestId("home-unfinished-logs")).textContent).toContain(
      "1 lesson you taught in the last 14 days has no lesson content yet.",
    );
    expect(screen.queryByTestId("home-unfinished-reports")).toBeNull();
  });
});
