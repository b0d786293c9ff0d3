import { counselingReportEndpoints as endpoints } from "@edu/shared/counseling-reports";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { on, reply } from "../../../test/stub-endpoints";
import { recentMonths } from "../components/report-months";
import {
  aReport,
  closeReports,
  listStub,
  oneStub,
  openReports,
  sentTo,
  studentsStub,
} from "../test/reports-kit";

afterEach(closeReports);

const DRAFT = aReport();
const SENT = aReport({
  id: 8,
  month: "2026-08",
  state: "sent",
  sent_at: "2026-09-01T08:00:00.000Z",
  sent_by: { id: 2, name: "Emily Wang" },
  can_edit: 0,
  recipients: [
    { user_id: 50, name: "王珮君", locale: "zh-TW", mail: 1, line: 1 },
    { user_id: 51, name: "王大明", locale: "en", mail: 0, line: 0 },
  ],
});

describe("counselor", () => {
  it("lists months with their state and drafts a new month", async () => {
    const month = recentMonths()[0] as string;
    const created = aReport({ id: 12, month });
    const calls = openReports([
      studentsStub("counselor"),
      listStub([DRAFT, SENT]),
      on(endpoints.createCounselingReport, { message: "Saved", data: created }),
      oneStub(created),
    ]);
    expect(await screen.findByRole("heading", { level: 1, name: "Monthly reports" })).toBeTruthy();
    expect(await screen.findByText("Draft")).toBeTruthy();
    expect(screen.getByText("Sent 2026-09-01")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: `New report for ${month}` }));
    expect(await screen.findByRole("heading", { name: `Report for ${month}` })).toBeTruthy();
    expect(sentTo(calls, endpoints.createCounselingReport)[0]?.body).toEqual({
      session_class_id: 77,
      student_user_id: 41,
      month,
    });
  });

  it("offers the newest month without a report, and opens one that has a report instead of drafting it twice", async () => {
    const [month, before] = recentMonths() as [string, string];
    const existing = aReport({ id: 13, month });
    const calls = openReports([studentsStub("counselor"), listStub([existing]), oneStub(existing)]);
    expect(await screen.findByRole("button", { name: `New report for ${before}` })).toBeTruthy();
    fireEvent.click(screen.getByRole("combobox", { name: "Month" }));
    fireEvent.click(await screen.findByRole("option", { name: month, hidden: true }));
    fireEvent.click(await screen.findByRole("button", { name: `New report for ${month}` }));
    expect(await screen.findByRole("heading", { name: `Report for ${month}` })).toBeTruthy();
    expect(sentTo(calls, endpoints.createCounselingReport)).toHaveLength(0);
  });

  it("opens the report someone else drafted meanwhile, which the 409 names", async () => {
    const month = recentMonths()[0] as string;
    const theirs = aReport({ id: 14, month });
    openReports([
      studentsStub("counselor"),
      listStub([]),
      on(
        endpoints.createCounselingReport,
        reply(409, {
          message: "Drafted already",
          code: "conflict",
          details: { report_id: 14, state: "draft" },
        }),
      ),
      oneStub(theirs),
    ]);
    fireEvent.click(await screen.findByRole("button", { name: `New report for ${month}` }));
    expect(await screen.findByRole("heading", { name: `Report for ${month}` })).toBeTruthy();
  });

  it("shows the facts grouped, saves the plan, previews in zh-TW and sends after confirming", async () => {
    const user = userEvent.setup();
    const sent = {
      ...DRAFT,
      state: "sent" as const,
      sent_at: "2026-10-02T08:00:00.000Z",
      can_edit: 0 as const,
    };
    const calls = openReports([
      studentsStub("counselor"),
      listStub([DRAFT]),
      oneStub(DRAFT),
      on(endpoints.updateCounselingReport, (request) => ({
        message: "Saved",
        data: { ...DRAFT, plan: request.body.plan ?? DRAFT.plan },
      })),
      on(endpoints.sendCounselingReport, { message: "Sent", data: sent, recipients: [] }),
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "Open the report for 2026-09" }));
    expect(await screen.findByRole("heading", { name: "This month's facts" })).toBeTruthy();
    expect(screen.getAllByText("2026-09-03: meeting, 2 attending").length).toBeGreaterThan(0);
    expect(screen.getAllByText("Due 2026-09-20: Draft essay (in progress)").length).toBeGreaterThan(0);

    const plan = screen.getByRole("textbox", { name: "Plan for next month" });
    await user.clear(plan);
    await user.type(plan, "Visit two campuses");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sentTo(calls, endpoints.updateCounselingReport, 9)).toHaveLength(1));
    expect(sentTo(calls, endpoints.updateCounselingReport, 9)[0]?.body).toMatchObject({
      plan: "Visit two campuses",
    });

    fireEvent.change(screen.getByRole("combobox", { name: "Language of the preview" }), {
      target: { value: "zh-TW" },
    });
    expect(await screen.findByText("王美玲 的諮詢月報（2026-09）")).toBeTruthy();
    // A school without a zh-TW name is read by its zh-CN one, never the English alias.
    expect(screen.getByText("加入清單：耶鲁大学（申請：已送出）")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Send to parents" }));
    expect(screen.getByText(/A sent report cannot be changed/)).toBeTruthy();
    expect(sentTo(calls, endpoints.sendCounselingReport, 9)).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Send now" }));
    await waitFor(() => expect(sentTo(calls, endpoints.sendCounselingReport, 9)).toHaveLength(1));
  });

  it("shows whom a sent report reached, and no editor", async () => {
    openReports([studentsStub("counselor"), listStub([SENT]), oneStub(SENT)]);
    fireEvent.click(await screen.findByRole("button", { name: "Open the report for 2026-08" }));
    expect(await screen.findByText("王珮君: mail, LINE message")).toBeTruthy();
    expect(screen.getByText("王大明: not reached: no email address and no LINE")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Send to parents" })).toBeNull();
  });
});

describe("parent", () => {
  it("reads a sent report, with nothing to change", async () => {
    const calls = openReports([studentsStub("parent"), listStub([SENT]), oneStub(SENT)]);
    fireEvent.click(await screen.findByRole("button", { name: "Open the report for 2026-08" }));
    expect(await screen.findByText("Counseling report for 王美玲, 2026-08")).toBeTruthy();
    expect(screen.getByText("Finish the supplements")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /New report/ })).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByRole("button", { name: "Send to parents" })).toBeNull();
    expect(calls.filter((c) => c.method !== "GET")).toHaveLength(0);
  });

  it("says when nothing was sent yet", async () => {
    openReports([studentsStub("parent"), listStub([])]);
    expect(await screen.findByText("No report has been sent yet.")).toBeTruthy();
  });
});
