import type { ThirdAccount } from "@edu/shared/counseling-accounts";
import type { SyncExportAnswer } from "@edu/shared/counseling-exports";
import type { CounselingProfileRow } from "@edu/shared/counseling-profile";
import { vi } from "vitest";
import { writeSignedInHint } from "../../../lib/session-store";
import type { StubCall } from "../../../test/fetch-stub-kit";
import { renderPage } from "../../../test/render-page";
import { type EndpointStub, stubEndpoints } from "../../../test/stub-endpoints";
import ApplicationServicePage from "../pages/application-service-page";

export const BY_STUDENT = "/private/counseling/student/:username/applicationForms/:thirdAppType";
export const BY_CLASS = "/private/counseling/:id/applicationForms/:thirdAppType";

/** A student as GET counseling-profiles lists them for their counselor. */
export function aStudentRow(patch: Partial<CounselingProfileRow> = {}): CounselingProfileRow {
  return {
    student_user_id: 41,
    student: { id: 41, username: "meiling", first_name: "美玲", last_name: "王" },
    application_type: "freshman",
    updated_at: "2026-11-20T08:00:00.000Z",
    as: "counselor",
    ...patch,
  };
}

/** Her Common App login as GET counseling-third-account answers a counselor: a password stored, never shown. */
export function anAccount(patch: Partial<ThirdAccount> = {}): ThirdAccount {
  return {
    id: 7,
    student_user_id: 41,
    third_service_type: "common_app",
    account: "meiling@example.com",
    has_password: true,
    password_changed_at: "2026-11-02T09:30:00.000Z",
    common_app_id: "12345678",
    advisor_invitation_state: "none",
    advisor_invited_at: null,
    counseling_schools: [],
    colleges_synced_at: null,
    last_login_at: null,
    last_login_ok: null,
    is_applying: true,
    last_uploaded_at: null,
    updated_at: "2026-11-02T09:30:00.000Z",
    can_edit: true,
    can_reveal: true,
    ...patch,
  };
}

/**
 * Her Common App export as POST counseling-profile/sync/{id} answers an English reader: five other high
 * schools, of which the rule keeps three, and a warning her covid statement runs into.
 */
export function anExport(patch: Partial<SyncExportAnswer["export"]> = {}): SyncExportAnswer {
  return {
    uploaded: 0,
    export: {
      target: "common_app",
      student_user_id: 41,
      generated_at: "2026-11-28T10:00:00.000Z",
      locale: "en",
      sections: [
        {
          key: "education",
          label: "Education",
          items: [
            {
              path: "education.other_high_schools[0]",
              label_key: "f.other_high_schools",
              label: "Other high school 1",
              value: "Taipei American School · 2024-09 – 2025-06",
            },
            {
              path: "education.other_high_schools[1]",
              label_key: "f.other_high_schools",
              label: "Other high school 2",
              value: "Kaohsiung American School · 2023-09 – 2024-06",
            },
            {
              path: "education.other_high_schools[2]",
              label_key: "f.other_high_schools",
              label: "Other high school 3",
              value: "Taichung School · 2022-09 – 2023-06",
            },
          ],
        },
        { key: "writing", label: "Writing", items: [] },
      ],
      cuts: [
        {
          path: "education.other_high_schools",
          rule: "other_high_schools",
          limit: 3,
          kept: 3,
          dropped: 2,
          reason_key: "reason.other_high_schools",
          reason: "Common App takes 3 other high schools (the most recently attended): kept 3, left out 2.",
          dropped_items: [
            { path: "education.other_high_schools[3]", value: "Hsinchu School · 2021-09 – 2022-06" },
            { path: "education.other_high_schools[4]", value: "Tainan School · 2020-09 – 2021-06" },
          ],
        },
      ],
      warnings: [
        {
          rule: "common_app_challenges",
          spec_rule: "COVID-19 statement",
          today_rule: "Challenges and circumstances, 250 words",
          message_key: "warning.common_app_challenges",
          message: "Common App replaced the COVID-19 question with Challenges and Circumstances (250 words).",
          affected: true,
        },
      ],
      data: {},
      ...patch,
    },
  };
}

/** The service page at `path` (route `pattern`), the API answered by `stubs`. */
export function openServicePage(path: string, stubs: EndpointStub[], pattern = BY_STUDENT) {
  const stub = stubEndpoints(stubs);
  vi.stubGlobal("fetch", stub.fetchStub);
  writeSignedInHint(true);
  const view = renderPage(<ApplicationServicePage />, path, undefined, pattern);
  return { ...view, calls: stub.calls };
}

export function closeServicePage() {
  vi.unstubAllGlobals();
  writeSignedInHint(false);
}

/** The bodies the page sent to `url` with `method`. */
export const sent = (calls: readonly StubCall[], method: string, url: string) =>
  calls.filter((c) => c.method === method && c.url.split("?")[0] === url).map((c) => c.body);

/** GET counseling-profiles' page holding `rows`. */
export const profilesPage = (rows: CounselingProfileRow[]) => ({
  data: rows,
  current_page: 1,
  per_page: 20,
  total: rows.length,
  last_page: 1,
});
