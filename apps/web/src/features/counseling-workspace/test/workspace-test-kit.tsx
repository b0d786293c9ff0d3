import { accountEndpoints, type Role } from "@edu/shared";
import { counselingProfileEndpoints } from "@edu/shared/counseling-profile";
import type {
  ClassAs,
  ClassOverviewStudent,
  CounselingClassRow,
  CounselingOverviewRow,
  CounselingPerson,
} from "@edu/shared/counseling-workspace";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { writeSignedInHint } from "../../../lib/session-store";
import type { StubCall } from "../../../test/fetch-stub-kit";
import { aUser } from "../../../test/fixtures/people";
import { renderPage } from "../../../test/render-page";
import { type EndpointStub, on, stubEndpoints } from "../../../test/stub-endpoints";

export const STUDENT = { id: 41, username: "meiling", first_name: "美玲", last_name: "王" };
export const COUNSELOR = { id: 9, username: "lin", first_name: "Grace", last_name: "Lin" };

/** A counseling class of 王美玲, counseled by Grace Lin, as its counselor reads it. */
export function aClass(patch: Partial<CounselingClassRow> = {}): CounselingClassRow {
  return {
    id: 77,
    name: "Application counseling 2026",
    kind: "application",
    start_date: "2026-09-01",
    end_date: "2027-06-30",
    counselors: [COUNSELOR],
    students: [STUDENT],
    as: "counselor",
    ...patch,
  };
}

/** One student's part of a class overview: nothing done yet unless patched. */
export function anOverviewStudent(patch: Partial<ClassOverviewStudent> = {}): ClassOverviewStudent {
  return {
    student: STUDENT,
    schools: {
      total: 0,
      applying: 0,
      by_category: { uncategorized: 0, dream: 0, reach: 0, fit: 0, safety: 0 },
      by_result: { admitted: 0, rejected: 0, deferred: 0, waitlisted: 0, enrolled: 0, pending: 0 },
    },
    next_deadlines: [],
    open_tasks: [],
    open_tasks_total: 0,
    overdue_tasks_total: 0,
    essays: { not_started: 0, in_progress: 0, finished: 0 },
    last_meeting: null,
    last_report: null,
    ...patch,
  };
}

/** A portal row of 王美玲 in class 77, nothing due. */
export function aPortalRow(patch: Partial<CounselingOverviewRow> = {}): CounselingOverviewRow {
  return {
    student: STUDENT,
    as: "counselor",
    classes: [{ id: 77, name: "Application counseling 2026" }],
    next_deadline: null,
    open_tasks: 0,
    overdue_tasks: 0,
    essays_unfinished: 0,
    schools: 0,
    ...patch,
  };
}

export const pageOf = <T,>(rows: T[]) => ({
  data: rows,
  current_page: 1,
  per_page: 20,
  total: rows.length,
  last_page: 1,
});

/** `page` (route `pattern`) opened at `path` by `me` holding `roles`, the API answered by `stubs`. */
export function openWorkspacePage(
  page: ReactNode,
  {
    pattern,
    path,
    roles = ["teacher"],
    stubs,
    me = {},
  }: {
    pattern: string;
    path: string;
    roles?: Role[];
    stubs: EndpointStub[];
    me?: { id?: number; username?: string };
  },
) {
  const user = aUser({
    id: me.id ?? COUNSELOR.id,
    username: me.username ?? COUNSELOR.username,
    all_roles: roles,
  });
  const stub = stubEndpoints([on(accountEndpoints.getMe, user), ...stubs]);
  vi.stubGlobal("fetch", stub.fetchStub);
  writeSignedInHint(true);
  const { router, ...view } = renderPage(page, path, undefined, pattern);
  return { ...view, calls: stub.calls, router };
}

export function closeWorkspacePage() {
  vi.unstubAllGlobals();
  writeSignedInHint(false);
}

/** The requests the page sent with `method` to `path` (query included in `url`). */
export const sent = (calls: readonly StubCall[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.url.split("?")[0] === path);

/** GET counseling-profiles (how every counseling page finds its student) answering the class's `students`. */
export const classStudentsStub = (students: CounselingPerson[] = [STUDENT], as: ClassAs = "counselor") =>
  on(
    counselingProfileEndpoints.listCounselingProfiles,
    pageOf(
      students.map((student) => ({
        student_user_id: student.id,
        student,
        application_type: "freshman" as const,
        updated_at: null,
        as,
      })),
    ),
  );
