import type { Role } from "@edu/shared";
import { counselingWorkspaceEndpoints as endpoints } from "@edu/shared/counseling-workspace";
import { profileEndpoints } from "@edu/shared/profiles";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fillAnswer } from "../../../test/fill-answer";
import { aUser } from "../../../test/fixtures/people";
import { on } from "../../../test/stub-endpoints";
import { aPortalRow, closeWorkspacePage, openWorkspacePage, pageOf, sent } from "../test/workspace-test-kit";
import CounselingFilterPage from "./counseling-filter-page";

afterEach(closeWorkspacePage);

const PATTERN = "/private/counseling/filter/:roleType/:userId";

function open(path: string, roles: Role[] = ["super-admin"]) {
  return openWorkspacePage(<CounselingFilterPage />, {
    pattern: PATTERN,
    path,
    roles,
    me: { id: 1, username: "admin" },
    stubs: [
      on(endpoints.listCounselingOverview, pageOf([aPortalRow()])),
      on(
        profileEndpoints.getUserProfile,
        fillAnswer(profileEndpoints.getUserProfile, {
          user: aUser({
            id: 12,
            username: "grace",
            first_name: "Grace",
            last_name: "Lin",
            all_roles: ["teacher"],
          }),
        }),
      ),
    ],
  });
}

describe("/private/counseling/filter/{roleType}/{userId}", { timeout: 20_000 }, () => {
  it("shows super-admin one counselor's students under a heading naming the counselor", async () => {
    const { calls } = open("/private/counseling/filter/teacher/12");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Students of counselor Grace Lin" }),
    ).toBeTruthy();
    expect(await screen.findByRole("link", { name: "王美玲" })).toBeTruthy();
    const asked = new URL(sent(calls, "GET", "/api/counseling-overview")[0]?.url ?? "", "http://web.test");
    expect(asked.searchParams.get("role_type")).toBe("teacher");
    expect(asked.searchParams.get("user_id")).toBe("12");
  });

  it("names a parent's and a student's filter so", async () => {
    open("/private/counseling/filter/parent/12");
    expect(await screen.findByRole("heading", { level: 1, name: "Children of Grace Lin" })).toBeTruthy();
    closeWorkspacePage();
    open("/private/counseling/filter/student/12");
    expect(await screen.findByRole("heading", { level: 1, name: "Counseling of Grace Lin" })).toBeTruthy();
  });

  it("refuses another person's filter to anyone but super-admin, and an unknown role is not found", async () => {
    const { container, calls } = open("/private/counseling/filter/teacher/12", ["teacher"]);
    await waitFor(() =>
      expect(container.ownerDocument.querySelector('[data-page-state="no-permission"]')).toBeTruthy(),
    );
    expect(sent(calls, "GET", "/api/counseling-overview")).toHaveLength(0);
    closeWorkspacePage();
    const other = open("/private/counseling/filter/cousin/12");
    await waitFor(() =>
      expect(other.container.ownerDocument.querySelector('[data-page-state="not-found"]')).toBeTruthy(),
    );
  });
});
