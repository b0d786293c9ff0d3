import { accountEndpoints, type Role } from "@edu/shared";
import {
  COUNSELING_PROFILE_SECTIONS,
  type CounselingProfile,
  type CounselingProfileRow,
  type CounselingProfileSection,
  counselingProfileEndpoints,
  emptySection,
} from "@edu/shared/counseling-profile";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { writeSignedInHint } from "../../../lib/session-store";
import type { StubCall } from "../../../test/fetch-stub-kit";
import { aUser } from "../../../test/fixtures/people";
import { renderPage } from "../../../test/render-page";
import { type EndpointStub, on, stubEndpoints } from "../../../test/stub-endpoints";

export const STUDENT = { id: 42, username: "meiling", first_name: "美玲", last_name: "王" };

type SectionPatch = { [S in CounselingProfileSection]?: Partial<CounselingProfile["sections"][S]> };

/** GET counseling-profile/42 as the server answers it: every section never saved unless patched. */
export function aProfile(
  sections: SectionPatch = {},
  canEdit: CounselingProfileSection[] = [...COUNSELING_PROFILE_SECTIONS],
): CounselingProfile {
  const all = Object.fromEntries(
    COUNSELING_PROFILE_SECTIONS.map((section) => [
      section,
      { version: 0, updated_at: null, updated_by: null, data: emptySection(section), ...sections[section] },
    ]),
  ) as CounselingProfile["sections"];
  return { student_user_id: STUDENT.id, student: STUDENT, can_edit: canEdit, sections: all };
}

/** A row of GET counseling-profiles. */
export function aProfileRow(patch: Partial<CounselingProfileRow> = {}): CounselingProfileRow {
  return {
    student_user_id: STUDENT.id,
    student: STUDENT,
    application_type: "freshman",
    updated_at: "2026-11-20T08:00:00.000Z",
    as: "counselor",
    ...patch,
  };
}

/** The student's profile page, looked up by username, with `stubs` after the lookup and the profile. */
export function profileStubs(profile: CounselingProfile, ...more: EndpointStub[]): EndpointStub[] {
  return [
    on(counselingProfileEndpoints.listCounselingProfiles, {
      data: [aProfileRow()],
      current_page: 1,
      per_page: 1,
      total: 1,
      last_page: 1,
    }),
    on(counselingProfileEndpoints.getCounselingProfile, profile, { params: { id: STUDENT.id } }),
    on(counselingProfileEndpoints.getCounselingProfileCountrySelector, { data: [] }),
    ...more,
  ];
}

/** A page (route `pattern`) opened at `path` by user 9 with `roles`, the API answered by `stubs`. */
export function openCounselingPage(
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
  const user = aUser({ id: me.id ?? 9, username: me.username ?? "counselor", all_roles: roles });
  const stub = stubEndpoints([on(accountEndpoints.getMe, user), ...stubs]);
  vi.stubGlobal("fetch", stub.fetchStub);
  writeSignedInHint(true);
  const { router, ...view } = renderPage(page, path, undefined, pattern);
  return { ...view, calls: stub.calls, router };
}

export function closeCounselingPage() {
  vi.unstubAllGlobals();
  writeSignedInHint(false);
}

/** The bodies of POST counseling-profile/42 a page sent. */
export const saves = (calls: StubCall[]) =>
  calls
    .filter((c) => c.method === "POST" && c.url === `/api/counseling-profile/${STUDENT.id}`)
    .map((c) => c.body);
