import { counselingProfileEndpoints } from "@edu/shared/counseling-profile";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { on } from "../../../test/stub-endpoints";
import {
  aProfile,
  aProfileRow,
  closeCounselingPage,
  openCounselingPage,
  STUDENT,
} from "../test/counseling-test-kit";
import ClassProfilePage from "./application-profile-page";

afterEach(closeCounselingPage);

const PATTERN = "/private/counseling/:id/applicationForms";
const list = (data = [aProfileRow()]) => ({
  data,
  current_page: 1,
  per_page: 1,
  total: data.length,
  last_page: 1,
});

describe("/private/counseling/:id/applicationForms", { timeout: 20_000 }, () => {
  it("opens the profile of the counseling class's student, the services' pages under the class", async () => {
    const { calls } = openCounselingPage(<ClassProfilePage />, {
      pattern: PATTERN,
      path: "/private/counseling/31/applicationForms",
      stubs: [
        on(counselingProfileEndpoints.listCounselingProfiles, ({ query }) =>
          query.get("session_class_id") === "31" ? list() : list([]),
        ),
        on(counselingProfileEndpoints.getCounselingProfile, aProfile(), { params: { id: STUDENT.id } }),
        on(counselingProfileEndpoints.getCounselingProfileCountrySelector, { data: [] }),
      ],
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Application profile: 王美玲" }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Coalition App (on Scoir)" }).getAttribute("href")).toBe(
      "/private/counseling/31/applicationForms/coalition_app",
    );
    expect(
      calls.some(
        (c) => c.url.startsWith("/api/counseling-profiles?") && c.url.includes("session_class_id=31"),
      ),
    ).toBe(true);
  });

  it("says not found for a class whose student the caller may not see, or an id that is no id", async () => {
    openCounselingPage(<ClassProfilePage />, {
      pattern: PATTERN,
      path: "/private/counseling/32/applicationForms",
      stubs: [on(counselingProfileEndpoints.listCounselingProfiles, list([]))],
    });
    await waitFor(() => expect(document.querySelector("[data-page-state='not-found']")).toBeTruthy());
    closeCounselingPage();
    openCounselingPage(<ClassProfilePage />, {
      pattern: PATTERN,
      path: "/private/counseling/abc/applicationForms",
      stubs: [],
    });
    await waitFor(() => expect(document.querySelector("[data-page-state='not-found']")).toBeTruthy());
  });
});
