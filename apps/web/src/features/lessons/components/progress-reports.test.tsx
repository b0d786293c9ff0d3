import type { ProgressReport, ProgressReportStatusRow } from "@edu/shared/lessons";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage, stubFetch } from "../../../test/render-page";
import { ProgressReportForm } from "./progress-report-form";
import { ProgressReportStatuses } from "./progress-report-statuses";
import { ProgressReportView } from "./progress-report-view";

afterEach(() => vi.unstubAllGlobals());

const person = (id: number, first_name: string, last_name: string) => ({
  id,
  username: `u${id}`,
  first_name,
  last_name,
});
const privateClass = { id: 41, name: "Private SAT", course_session_id: 1, is_private: true };
const groupClass = { id: 7, name: "SAT A", course_session_id: 11, is_private: false };
const page = <T,>(data: T[]) => ({ data, current_page: 1, per_page: 20, total: data.length, last_page: 1 });
const statusRow = (overrides: Partial<ProgressReportStatusRow>): ProgressReportStatusRow => ({
  session_class: privateClass,
  student: person(301, "小明", "王"),
  period: "2026-03",
  lesson_count: 2,
  status: "owed",
  report_id: null,
  mailed_at: null,
  ...overrides,
});
const report: ProgressReport = {
  id: 90,
  session_class: privateClass,
  student: person(301, "小明", "王"),
  teacher: person(41, "Amy", "Lin"),
  period: "2026-03",
  content: "<p>Reading improved.</p>",
  mailed_at: null,
  created_at: "2026-04-01T00:00:00Z",
  updated_at: "2026-04-01T00:00:00Z",
};

describe("progress report statuses", { timeout: 20_000 }, () => {
  it("links an owed report to its create form and a written one to view and edit", async () => {
    const { fetchStub, calls } = stubFetch({
      "GET /api/progress-report-statuses": [
        200,
        page([
          statusRow({}),
          statusRow({
            session_class: groupClass,
            student: person(302, "Ben", "Wu"),
            status: "written",
            report_id: 5,
          }),
        ]),
      ],
    });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<ProgressReportStatuses writes />, "/progressReportStatuses");
    const write = await screen.findByRole(
      "link",
      { name: "Write the report of 王小明 for 2026-03" },
      { timeout: 5000 },
    );
    expect(write.getAttribute("href")).toBe(
      "/private/private-lessons/41/progress-report/create?student_user_id=301&period=2026-03",
    );
    expect(
      screen.getByRole("link", { name: "View the report of Ben Wu for 2026-03" }).getAttribute("href"),
    ).toBe("/session-class/7/progress-report/5");
    expect(
      screen.getByRole("link", { name: "Edit the report of Ben Wu for 2026-03" }).getAttribute("href"),
    ).toBe("/session-class/7/progress-report/5/edit");
    expect(screen.getAllByText("Owed").length).toBeGreaterThan(0);
    expect(calls[0]?.url).toContain("/api/progress-report-statuses");
  });

  it("deletes a written, unmailed report after a confirmation; a mailed one offers no delete", async () => {
    const { fetchStub, calls } = stubFetch({
      "GET /api/progress-report-statuses": [
        200,
        page([
          statusRow({ student: person(302, "Ben", "Wu"), status: "written", report_id: 5 }),
          statusRow({ status: "written", report_id: 6, mailed_at: "2026-04-02T00:00:00Z" }),
        ]),
      ],
      "DELETE /api/progress-report/5": [200, { ok: true }],
    });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<ProgressReportStatuses writes />, "/progressReportStatuses");
    const remove = await screen.findByRole(
      "button",
      { name: "Delete the progress report of Ben Wu, 2026-03" },
      { timeout: 5000 },
    );
    expect(
      screen.queryByRole("button", { name: "Delete the progress report of 王小明, 2026-03" }),
    ).toBeNull();
    fireEvent.click(remove);
    fireEvent.click(screen.getByRole("button", { name: "Confirm delete" }));
    await waitFor(
      () => expect(calls.some((c) => c.method === "DELETE" && c.url === "/api/progress-report/5")).toBe(true),
      { timeout: 5000 },
    );
  });

  it("offers no write link to readers", async () => {
    const { fetchStub } = stubFetch({ "GET /api/progress-report-statuses": [200, page([statusRow({})])] });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<ProgressReportStatuses classId={41} />, "/x");
    expect(await screen.findByText("王小明", {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Write the report/ })).toBeNull();
  });
});

describe("progress report form", { timeout: 20_000 }, () => {
  it("refuses a blank report without calling the server", async () => {
    const { fetchStub, calls } = stubFetch({});
    vi.stubGlobal("fetch", fetchStub);
    renderPage(
      <ProgressReportForm
        classId={41}
        students={[{ value: "301", label: "王小明" }]}
        initialStudent="301"
        initialPeriod="2026-03"
        onSaved={() => {}}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Save report" }));
    expect(await screen.findByText("Write the report.", {}, { timeout: 5000 })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("edits an existing report with PATCH", async () => {
    const onSaved = vi.fn();
    const { fetchStub, calls } = stubFetch({
      "PATCH /api/progress-report/90": (body) => [200, { ...report, ...(body as object) }],
    });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<ProgressReportForm classId={41} report={report} students={[]} onSaved={onSaved} />);
    expect(screen.getByText("For 2026-03")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), { timeout: 5000 });
    expect(calls[0]).toMatchObject({ method: "PATCH", body: { content: "<p>Reading improved.</p>" } });
  });
});

describe("progress report view", { timeout: 20_000 }, () => {
  it("shows the report and mails it to the parents", async () => {
    const { fetchStub, calls } = stubFetch({
      "POST /api/progress-report/90/send-mail": [200, { reports: 1, mails: 2 }],
    });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(
      <ProgressReportView report={report} basePath="/private/private-lessons/41/progress-report" writes />,
    );
    expect(screen.getByText("Reading improved.")).toBeTruthy();
    expect(screen.getByText("Not mailed")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Edit" }).getAttribute("href")).toBe(
      "/private/private-lessons/41/progress-report/90/edit",
    );
    fireEvent.click(screen.getByRole("button", { name: "Mail to the parents" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true), { timeout: 5000 });
  });

  it("deletes after a confirmation and hands back to the page", async () => {
    const onDeleted = vi.fn();
    const { fetchStub, calls } = stubFetch({ "DELETE /api/progress-report/90": [200, { ok: true }] });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<ProgressReportView report={report} basePath="/b" writes deletes onDeleted={onDeleted} />);
    fireEvent.click(screen.getByRole("button", { name: "Delete the progress report of 王小明, 2026-03" }));
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Confirm delete" }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled(), { timeout: 5000 });
    expect(calls).toEqual([expect.objectContaining({ method: "DELETE", url: "/api/progress-report/90" })]);
  });

  it("offers no delete unless asked to", () => {
    renderPage(<ProgressReportView report={report} basePath="/b" writes />);
    expect(screen.queryByRole("button", { name: /Delete the progress report/ })).toBeNull();
  });

  it("is read-only for the family", () => {
    renderPage(<ProgressReportView report={report} basePath="/b" writes={false} />);
    expect(screen.queryByRole("button", { name: "Mail to the parents" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Edit" })).toBeNull();
  });
});
