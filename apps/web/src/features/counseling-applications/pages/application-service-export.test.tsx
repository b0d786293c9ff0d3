import { counselingAccountEndpoints } from "@edu/shared/counseling-accounts";
import { counselingExportEndpoints } from "@edu/shared/counseling-exports";
import { counselingProfileEndpoints } from "@edu/shared/counseling-profile";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
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
const SYNC = "/api/counseling-profile/sync/41";

function open(account = anAccount(), extra: Parameters<typeof openServicePage>[1] = []) {
  return openServicePage(PATH, [
    on(counselingProfileEndpoints.listCounselingProfiles, profilesPage([aStudentRow()])),
    on(counselingAccountEndpoints.getCounselingThirdAccount, account),
    ...extra,
    on(counselingExportEndpoints.updateCounselingProfileSyncById, anExport()),
  ]);
}

describe("application service page: the export", { timeout: 20_000 }, () => {
  it("builds the preview without uploading, and lists each cut with its reason and what it left out", async () => {
    const { calls } = open();
    const cuts = await screen.findByTestId("export-cuts");
    expect(sent(calls, "POST", SYNC)).toEqual([{ target: "common_app", upload: 0 }]);
    expect(
      within(cuts).getByText(
        "Common App takes 3 other high schools (the most recently attended): kept 3, left out 2.",
      ),
    ).toBeTruthy();
    expect(within(cuts).getByText("kept 3")).toBeTruthy();
    expect(within(cuts).getByText("left out 2")).toBeTruthy();
    expect(within(cuts).getByText("Hsinchu School · 2021-09 – 2022-06")).toBeTruthy();
    expect(within(cuts).getByText("Tainan School · 2020-09 – 2021-06")).toBeTruthy();
  });

  it("shows the profile beside the export: the left-out entries only on the profile's side", async () => {
    open();
    const profileSide = await screen.findByTestId("profile-side-education");
    const exportSide = screen.getByTestId("export-side-education");
    expect(within(profileSide).getByText("In the profile")).toBeTruthy();
    expect(within(exportSide).getByText("In the Common App export")).toBeTruthy();
    for (const side of [profileSide, exportSide])
      expect(within(side).getByText("Taipei American School · 2024-09 – 2025-06")).toBeTruthy();
    const dropped = within(profileSide).getAllByTestId("dropped-item");
    expect(dropped.map((item) => within(item).getByText(/School ·/).textContent)).toEqual([
      "Hsinchu School · 2021-09 – 2022-06",
      "Tainan School · 2020-09 – 2021-06",
    ]);
    expect(within(dropped[0] as HTMLElement).getByText("Left out")).toBeTruthy();
    expect(within(dropped[0] as HTMLElement).getByText("Other high school 4")).toBeTruthy();
    expect(within(dropped[1] as HTMLElement).getByText("Other high school 5")).toBeTruthy();
    expect(within(exportSide).queryByText("Hsinchu School · 2021-09 – 2022-06")).toBeNull();
    expect(within(screen.getByTestId("export-side-writing")).getByText("Nothing filled in.")).toBeTruthy();
  });

  it("warns where today's form differs from the spec's rule, saying this profile runs into it", async () => {
    open();
    const warning = await screen.findByTestId("export-warning");
    expect(
      within(warning).getByText(
        "Common App replaced the COVID-19 question with Challenges and Circumstances (250 words).",
      ),
    ).toBeTruthy();
    expect(within(warning).getByText("Rule applied: COVID-19 statement")).toBeTruthy();
    expect(within(warning).getByText("Today's form: Challenges and circumstances, 250 words")).toBeTruthy();
    expect(
      within(warning).getByText("This profile runs into today's rule: check it before submitting."),
    ).toBeTruthy();
  });

  it("links the PDF in the reader's language and the JSON file", async () => {
    open();
    await screen.findByTestId("export-cuts");
    expect(screen.getByRole("link", { name: "Download PDF" }).getAttribute("href")).toBe(
      "/api/counseling-profile/41/export/common_app/pdf?lang=en",
    );
    expect(screen.getByRole("link", { name: "Download JSON" }).getAttribute("href")).toBe(
      "/api/counseling-profile/41/export/common_app/json",
    );
  });

  it("uploads with upload=1 and says the server's success message", async () => {
    const { calls } = open(anAccount(), [
      on(counselingExportEndpoints.updateCounselingProfileSyncById, ({ body }) =>
        body.upload ? { ...anExport(), uploaded: 1 as const, message: "申請表資料上傳成功！" } : anExport(),
      ),
    ]);
    await screen.findByTestId("export-cuts");
    fireEvent.click(screen.getByRole("button", { name: "Upload to Common App" }));
    expect((await screen.findByText("申請表資料上傳成功！")).closest("[role=status]")).toBeTruthy();
    expect(sent(calls, "POST", SYNC)).toContainEqual({ target: "common_app", upload: 1 });
  });

  it("says the service's refusal of an upload where the button is", async () => {
    open(anAccount(), [
      on(counselingExportEndpoints.updateCounselingProfileSyncById, ({ body }) =>
        body.upload
          ? reply(503, {
              message:
                "The application service did not answer in time. Nothing was changed there; please try again in a few minutes.",
              code: "service_unavailable",
            })
          : anExport(),
      ),
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "Upload to Common App" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe(
        "The application service did not answer in time. Nothing was changed there; please try again in a few minutes.",
      ),
    );
  });

  it("offers no upload until a login is stored", async () => {
    open(anAccount({ id: null, account: "", has_password: false, password_changed_at: null }));
    await screen.findByTestId("export-cuts");
    expect(screen.queryByRole("button", { name: "Upload to Common App" })).toBeNull();
    expect(
      screen.getAllByText("Save the student's username and password for this service to use it from here.")
        .length,
    ).toBeGreaterThan(0);
    expect(screen.getByText("No password is stored.")).toBeTruthy();
  });
});
