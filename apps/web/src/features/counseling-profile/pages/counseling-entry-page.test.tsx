import type { Role } from "@edu/shared";
import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { closeCounselingPage, openCounselingPage } from "../test/counseling-test-kit";
import CounselingEntryPage from "./counseling-entry-page";

afterEach(closeCounselingPage);

async function landing(roles: Role[]) {
  const { router } = openCounselingPage(<CounselingEntryPage />, {
    pattern: "/private/counseling",
    path: "/private/counseling",
    roles,
    stubs: [],
    me: { username: "meiling" },
  });
  await waitFor(() => expect(router.state.location.pathname).not.toBe("/private/counseling"));
  return router.state.location.pathname;
}

describe("/private/counseling", () => {
  it("sends a student (also one who is a parent) to their own profile", async () => {
    expect(await landing(["student"])).toBe("/private/counseling/student/meiling/applicationForms");
    closeCounselingPage();
    expect(await landing(["student", "parent"])).toBe("/private/counseling/student/meiling/applicationForms");
  });

  it("sends counselors, parents and admins to the portal", async () => {
    for (const roles of [["teacher"], ["parent"], ["super-admin"], ["teacher", "student"]] as Role[][]) {
      expect(await landing(roles)).toBe("/private/counseling/portal");
      closeCounselingPage();
    }
  });
});
