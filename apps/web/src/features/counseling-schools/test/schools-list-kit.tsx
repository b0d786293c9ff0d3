import { accountEndpoints } from "@edu/shared";
import type { CounselingProfileRow } from "@edu/shared/counseling-profile";
import { counselingProfileEndpoints } from "@edu/shared/counseling-profile";
import type { CollectedSchool, CollectedSchoolType } from "@edu/shared/counseling-schools";
import { counselingWorkspaceEndpoints } from "@edu/shared/counseling-workspace";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { writeSignedInHint } from "../../../lib/session-store";
import type { StubCall } from "../../../test/fetch-stub-kit";
import { aUser } from "../../../test/fixtures/people";
import { renderPage } from "../../../test/render-page";
import { type EndpointStub, on, stubEndpoints } from "../../../test/stub-endpoints";

export const STUDENT = { id: 41, username: "meiling", first_name: "美玲", last_name: "王" };

/** A row of GET counseling-profiles as a counselor (or `as`) reads it. */
export function aStudentRow(patch: Partial<CounselingProfileRow> = {}): CounselingProfileRow {
  return {
    student_user_id: STUDENT.id,
    student: STUDENT,
    application_type: "freshman",
    updated_at: "2026-11-20T08:00:00.000Z",
    as: "counselor",
    ...patch,
  };
}

/** GET counseling-profiles answering `rows`. */
export const studentsStub = (rows: CounselingProfileRow[] = [aStudentRow()]) =>
  on(counselingProfileEndpoints.listCounselingProfiles, {
    data: rows,
    current_page: 1,
    per_page: 20,
    total: rows.length,
    last_page: 1,
  });

/** A collected school of 王美玲 as a zh-TW-less (English) reader gets it: Berkeley, ED I, fit. */
export function aCollected(patch: Partial<CollectedSchool> = {}): CollectedSchool {
  return {
    id: 501,
    student_user_id: STUDENT.id,
    student: STUDENT,
    session_class_id: 77,
    school_id: 9,
    school: {
      id: 9,
      name: "University of California-Berkeley",
      name_en: "University of California-Berkeley",
      slug: "uc-berkeley",
      schoolyard: "",
      overview: "",
      third_service_schools: ["common_app"],
    },
    category: "fit",
    is_applying: 1,
    is_enrolled: 0,
    application_type: "freshman",
    application_portal: "california_app",
    decision_plan: "ed1",
    has_ea1: 0,
    has_ea2: 0,
    has_ed1: 1,
    has_ed2: 0,
    has_rea: 0,
    has_tr: 0,
    application_submission_date: null,
    financial_submission_date: null,
    application_status: "in_progress",
    admissions_result: null,
    type: "DEFAULT",
    login_field_username: "meiling@example.com",
    has_login_password: 1,
    cycle: "2026-27",
    school_deadline: { date: "2026-11-01", fact_year: "2025-26", estimated: 1 },
    internal_deadline: "2026-10-20",
    next_deadline: "2026-10-20",
    can_edit: 1,
    created_at: "2026-09-01T08:00:00.000Z",
    updated_at: "2026-09-01T08:00:00.000Z",
    ...patch,
  };
}

/** The signed-in counselor (POST /api/me) and their own counseling schools type (null: not set yet). */
export const viewerStubs = (schoolsType: CollectedSchoolType | null = null): EndpointStub[] => [
  on(accountEndpoints.getMe, aUser({ id: 9, username: "lin", all_roles: ["teacher"] })),
  on(counselingWorkspaceEndpoints.getCounselingSchoolsType, ({ query }) => ({
    user_id: 9,
    username: query.get("username") ?? "",
    schools_type: schoolsType,
    updated_at: schoolsType ? "2026-11-28T08:00:00.000Z" : null,
  })),
];

export const pageOf = <T,>(rows: T[]) => ({
  data: rows,
  current_page: 1,
  per_page: 100,
  total: rows.length,
  last_page: 1,
});

/** `page` (route `pattern`) opened at `path`, the API answered by `stubs`. */
export function openPage(page: ReactNode, pattern: string, path: string, stubs: EndpointStub[]) {
  const stub = stubEndpoints(stubs);
  vi.stubGlobal("fetch", stub.fetchStub);
  writeSignedInHint(true);
  const view = renderPage(page, path, undefined, pattern);
  return { ...view, calls: stub.calls };
}

export function closePage() {
  vi.unstubAllGlobals();
  writeSignedInHint(false);
}

/** The requests the page sent with `method` to `path` (query included in `url`). */
export const sent = (calls: readonly StubCall[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.url.split("?")[0] === path);
