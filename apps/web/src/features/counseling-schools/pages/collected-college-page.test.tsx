import { counselingSchoolEndpoints } from "@edu/shared/counseling-schools";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { on, reply } from "../../../test/stub-endpoints";
import { aCollected, closePage, openPage, sent } from "../test/schools-list-kit";
import CollectedCollegeEditPage from "./collected-college-edit-page";
import CollectedCollegePage from "./collected-college-page";

afterEach(closePage);

const VIEW = "/private/counseling/student/:username/collected/colleges/:collectedCollegeId";
const EDIT = "/private/counseling/:counselingId/collected/colleges/:collectedCollegeId/edit";

describe("one collected school", { timeout: 20_000 }, () => {
  it("reads every field, never the password, and links to its edit page", async () => {
    openPage(<CollectedCollegePage />, VIEW, "/private/counseling/student/meiling/collected/colleges/501", [
      on(counselingSchoolEndpoints.getCounselingSchool, aCollected(), { params: { id: 501 } }),
    ]);
    expect(
      await screen.findByRole("heading", { level: 1, name: "University of California-Berkeley" }),
    ).toBeTruthy();
    expect(screen.getByText("ED I")).toBeTruthy();
    expect(screen.getByText("University of California Application")).toBeTruthy();
    expect(screen.getByText("Stored (never shown)")).toBeTruthy();
    expect(screen.getByText("estimated")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Edit" }).getAttribute("href")).toBe(
      "/private/counseling/student/meiling/collected/colleges/501/edit",
    );
  });

  it("is not found under another student's username or when the server answers 404", async () => {
    openPage(<CollectedCollegePage />, VIEW, "/private/counseling/student/someone/collected/colleges/501", [
      on(counselingSchoolEndpoints.getCounselingSchool, aCollected()),
    ]);
    await waitFor(() => expect(document.querySelector('[data-page-state="not-found"]')).not.toBeNull());
    closePage();
    openPage(<CollectedCollegePage />, VIEW, "/private/counseling/student/meiling/collected/colleges/502", [
      on(
        counselingSchoolEndpoints.getCounselingSchool,
        reply(404, { message: "Not found", code: "not_found" }),
      ),
    ]);
    await waitFor(() => expect(document.querySelector('[data-page-state="not-found"]')).not.toBeNull());
  });

  it("saves the form (an empty password keeps the stored one) and shows the second binding ED warning", async () => {
    const { calls } = openPage(
      <CollectedCollegeEditPage />,
      EDIT,
      "/private/counseling/77/collected/colleges/501/edit",
      [
        on(counselingSchoolEndpoints.getCounselingSchool, aCollected()),
        on(counselingSchoolEndpoints.updateCounselingSchool, {
          message: "Saved",
          data: aCollected({ admissions_result: "admitted" }),
          warnings: [
            {
              code: "second_binding_ed",
              message: "Saved, but 史丹佛大學 is already this student's binding early decision (ED).",
              other_id: 502,
              other_school_name: "史丹佛大學",
            },
          ],
        }),
      ],
    );
    expect(await screen.findByText("TR = transfer application")).toBeTruthy();
    expect(screen.getByText("A password is stored; leave empty to keep it.")).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: "Application username" }), {
      target: { value: "mei@example.com" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(/is already this student's binding early decision/)).toBeTruthy();
    const body = sent(calls, "PATCH", "/api/counseling-school")[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      id: 501,
      login_field_username: "mei@example.com",
      decision_plan: "ed1",
      internal_deadline: "2026-10-20",
      application_submission_date: null,
    });
    expect(body).not.toHaveProperty("login_field_password");
    expect(body).not.toHaveProperty("clear_login_password");
  });

  it("refuses the edit page where the server says the caller may not edit", async () => {
    openPage(<CollectedCollegeEditPage />, EDIT, "/private/counseling/77/collected/colleges/501/edit", [
      on(counselingSchoolEndpoints.getCounselingSchool, aCollected({ can_edit: 0 })),
    ]);
    await waitFor(() => expect(document.querySelector('[data-page-state="no-permission"]')).not.toBeNull());
  });
});
