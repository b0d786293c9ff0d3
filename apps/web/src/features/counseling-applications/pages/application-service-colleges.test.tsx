import { counselingAccountEndpoints, MAX_SYNCED_COLLEGES } from "@edu/shared/counseling-accounts";
import { counselingExportEndpoints } from "@edu/shared/counseling-exports";
import { counselingProfileEndpoints } from "@edu/shared/counseling-profile";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { on, reply } from "../../../test/stub-endpoints";
import {
  anAccount,
  anExport,
  aStudentRow,
  closeServicePage,
  openServicePage,
  profilesPage,
  sent,
} from "../test/applications-test-kit";

afterEach(closeServicePage);

const PATH = "/private/counseling/student/meiling/applicationForms/common_app";
const MIT = { id: "CA-166683", name: "Massachusetts Institute of Technology" };
const STANFORD = { id: "CA-243744", name: "Stanford University" };
const BERKELEY = { id: "CA-110635", name: "University of California, Berkeley" };

function open(account = anAccount(), extra: Parameters<typeof openServicePage>[1] = []) {
  return openServicePage(PATH, [
    on(counselingProfileEndpoints.listCounselingProfiles, profilesPage([aStudentRow()])),
    on(counselingAccountEndpoints.getCounselingThirdAccount, account),
    on(counselingExportEndpoints.updateCounselingProfileSyncById, anExport({ cuts: [], warnings: [] })),
    ...extra,
  ]);
}

async function search(keyword: string) {
  fireEvent.change(await screen.findByRole("textbox", { name: "Search Common App's colleges" }), {
    target: { value: keyword },
  });
  fireEvent.click(screen.getByRole("button", { name: "Search" }));
}

describe("application service page: colleges in the service", { timeout: 20_000 }, () => {
  it("searches the service's colleges, adds one to the synced list and syncs the whole list", async () => {
    const synced = anAccount({
      counseling_schools: [MIT, STANFORD],
      colleges_synced_at: "2026-11-28T10:00:00.000Z",
    });
    const { calls } = open(anAccount({ counseling_schools: [MIT] }), [
      on(counselingAccountEndpoints.listCommonAppColleges, {
        third_service_type: "common_app",
        data: [MIT, STANFORD],
      }),
      on(counselingAccountEndpoints.createCounselingThirdAccountSyncCollege, {
        message: "The college list was synced to the application service.",
        account: synced,
      }),
    ]);
    expect(await screen.findByText("1 college chosen (at most 20)")).toBeTruthy();
    await search("stan");
    const results = await screen.findByTestId("college-results");
    const lookup = calls.find((c) => c.url.startsWith("/api/common-app/colleges"));
    expect(new URL(lookup?.url ?? "", "http://web.test").searchParams.toString()).toBe(
      "student_user_id=41&third_service_type=common_app&keyword=stan",
    );
    // MIT is already chosen, so the results offer Stanford only.
    expect(within(results).queryByRole("checkbox", { name: MIT.name })).toBeNull();
    fireEvent.click(within(results).getByRole("checkbox", { name: STANFORD.name }));
    expect(screen.getByText("2 colleges chosen (at most 20)")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Sync 2 colleges" }));
    expect(await screen.findByText("The college list was synced to the application service.")).toBeTruthy();
    expect(sent(calls, "POST", "/api/counseling-third-account/sync/colleges")).toEqual([
      { student_user_id: 41, third_service_type: "common_app", colleges: [MIT, STANFORD] },
    ]);
    expect(screen.getByText(/^Last synced on 2026-11-28/)).toBeTruthy();
  });

  it("takes no more than the service's limit of colleges", async () => {
    const chosen = Array.from({ length: MAX_SYNCED_COLLEGES }, (_, n) => ({
      id: `CA-${n}`,
      name: `College ${n}`,
    }));
    open(anAccount({ counseling_schools: chosen }), [
      on(counselingAccountEndpoints.listCommonAppColleges, {
        third_service_type: "common_app",
        data: [BERKELEY],
      }),
    ]);
    await search("berkeley");
    const results = await screen.findByTestId("college-results");
    expect(
      (within(results).getByRole("checkbox", { name: BERKELEY.name }) as HTMLInputElement).disabled,
    ).toBe(true);
    fireEvent.click(
      within(screen.getByTestId("chosen-colleges")).getByRole("checkbox", { name: "College 0" }),
    );
    expect(
      (within(results).getByRole("checkbox", { name: BERKELEY.name }) as HTMLInputElement).disabled,
    ).toBe(false);
  });

  it("says a refused login beside the search", async () => {
    open(anAccount(), [
      on(
        counselingAccountEndpoints.listCommonAppColleges,
        reply(400, { message: "Your username and/or password is incorrect!", code: "bad_request" }),
      ),
    ]);
    await search("mit");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Your username and/or password is incorrect!",
    );
  });
});
