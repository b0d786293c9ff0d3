import { type CounselingProfileRow, counselingProfileEndpoints } from "@edu/shared/counseling-profile";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { writeSignedInHint } from "../../../lib/session-store";
import type { StubCall } from "../../../test/fetch-stub-kit";
import { renderPage } from "../../../test/render-page";
import { type EndpointStub, on, stubEndpoints } from "../../../test/stub-endpoints";

/**
 * What every counseling workspace page's tests start from (the school list, essays and tasks kits re-export it):
 * one student as GET counseling-profiles answers them, a page of rows, and a page opened with stubbed calls.
 */
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
