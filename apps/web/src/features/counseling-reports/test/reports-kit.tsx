import type { Endpoint, EndpointSpec } from "@edu/shared";
import type { CounselingProfileRow } from "@edu/shared/counseling-profile";
import { counselingProfileEndpoints } from "@edu/shared/counseling-profile";
import {
  type CounselingReport,
  type CounselingReportItem,
  counselingReportEndpoints,
} from "@edu/shared/counseling-reports";
import { vi } from "vitest";
import { writeSignedInHint } from "../../../lib/session-store";
import type { StubCall } from "../../../test/fetch-stub-kit";
import { renderPage } from "../../../test/render-page";
import { type EndpointStub, on, stubEndpoints } from "../../../test/stub-endpoints";
import ReportsPage from "../pages/reports-page";

export const CLASS_ID = 77;
export const STUDENT = { id: 41, username: "meiling", first_name: "美玲", last_name: "王" };

export const studentsStub = (as: CounselingProfileRow["as"]) =>
  on(counselingProfileEndpoints.listCounselingProfiles, {
    data: [
      {
        student_user_id: STUDENT.id,
        student: STUDENT,
        application_type: "freshman",
        updated_at: "2026-11-20T08:00:00.000Z",
        as,
      },
    ],
    current_page: 1,
    per_page: 20,
    total: 1,
    last_page: 1,
  });

/** 王美玲's September draft: one meeting, one task due, one school added, nothing on essays. */
export function aReport(patch: Partial<CounselingReport> = {}): CounselingReport {
  return {
    id: 9,
    session_class_id: CLASS_ID,
    student: { id: STUDENT.id, name: "王美玲" },
    month: "2026-09",
    state: "draft",
    sent_at: null,
    updated_at: "2026-10-01T08:00:00.000Z",
    facts: {
      meetings: [{ id: 1, date: "2026-09-03", attendee_count: 2, next_steps: ["Pick safeties"] }],
      tasks: {
        created: [],
        finished: [],
        due: [{ id: 3, title: "Draft essay", status: "processing", due_date: "2026-09-20" }],
        overdue: [],
      },
      schools: [
        {
          id: 5,
          school_id: 6,
          school_name: "Yale University",
          chinese_names: { "zh-CN": "耶鲁大学" },
          change: "added",
          category: "reach",
          application_status: "submitted",
          admissions_result: null,
        },
      ],
      essays: [],
    },
    facts_collected_at: "2026-10-01T08:00:00.000Z",
    summary: "<p>A good month</p>",
    plan: "Finish the supplements",
    sent_by: null,
    recipients: [],
    can_edit: 1,
    created_at: "2026-10-01T08:00:00.000Z",
    ...patch,
  };
}

export const itemOf = (report: CounselingReport): CounselingReportItem => ({
  id: report.id,
  session_class_id: report.session_class_id,
  student: report.student,
  month: report.month,
  state: report.state,
  sent_at: report.sent_at,
  updated_at: report.updated_at,
});

export const listStub = (reports: CounselingReport[]) =>
  on(counselingReportEndpoints.listCounselingReports, {
    data: reports.map(itemOf),
    current_page: 1,
    per_page: 100,
    total: reports.length,
    last_page: 1,
  });

export const oneStub = (report: CounselingReport) =>
  on(counselingReportEndpoints.getCounselingReport, report, { params: { id: report.id } });

/** The reports page of class 77 as `stubs` answer it. */
export function openReports(stubs: EndpointStub[]) {
  const stub = stubEndpoints(stubs);
  vi.stubGlobal("fetch", stub.fetchStub);
  writeSignedInHint(true);
  const path = `/private/counseling/${CLASS_ID}/reports`;
  renderPage(<ReportsPage />, path, undefined, "/private/counseling/:id/reports");
  return stub.calls;
}

export function closeReports() {
  vi.unstubAllGlobals();
  writeSignedInHint(false);
}

/** The requests sent to `endpoint` with `method`'s path (the path parameters filled with `id`). */
export const sentTo = (calls: readonly StubCall[], endpoint: Endpoint<EndpointSpec>, id?: number) =>
  calls.filter(
    (c) =>
      c.method === endpoint.method &&
      c.url.split("?")[0]?.endsWith(endpoint.path.replace(":id", String(id ?? ""))),
  );
