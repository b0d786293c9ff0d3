import type { Role } from "@edu/shared";
import { counselingWorkspaceEndpoints as endpoints } from "@edu/shared/counseling-workspace";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { on } from "../../../test/stub-endpoints";
import {
  aClass,
  anOverviewStudent,
  COUNSELOR,
  classStudentsStub,
  closeWorkspacePage,
  openWorkspacePage,
} from "../test/workspace-test-kit";
import ClassInfoPage from "./class-info-page";

afterEach(closeWorkspacePage);

function open(roles: Role[], as: "counselor" | "student" | "admin", me = { id: 9, username: "lin" }) {
  return openWorkspacePage(<ClassInfoPage />, {
    pattern: "/private/counseling/:id/info",
    path: "/private/counseling/77/info",
    roles,
    me,
    stubs: [
      classStudentsStub(undefined, as),
      on(endpoints.getCounselingClassOverview, { class: aClass({ as }), students: [anOverviewStudent()] }),
    ],
  });
}

describe("/private/counseling/{id}/info", { timeout: 20_000 }, () => {
  it("shows the class's name, kind, dates, counselors and students, with links to the students' profiles for their counselor", async () => {
    open(["teacher"], "counselor");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Application counseling 2026" }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Class info" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByText("Application counseling")).toBeTruthy();
    expect(screen.getByText("2026-09-01 to 2027-06-30")).toBeTruthy();
    // The reader themselves: their own profile page.
    expect(screen.getByRole("link", { name: "Grace Lin" }).getAttribute("href")).toBe("/profile");
    const students = screen.getByTestId("class-students");
    expect(within(students).getByRole("link", { name: "王美玲" }).getAttribute("href")).toBe("/user/41");
    expect(
      within(students).getByRole("link", { name: "王美玲's application profile" }).getAttribute("href"),
    ).toBe("/private/counseling/student/meiling/applicationForms");
  });

  it("gives a student no link to other people's user pages", async () => {
    open(["student"], "student", { id: 41, username: "meiling" });
    expect(await screen.findByRole("heading", { level: 2, name: "Students" })).toBeTruthy();
    expect(screen.getByText(`${COUNSELOR.first_name} ${COUNSELOR.last_name}`).closest("a")).toBeNull();
    expect(
      within(screen.getByTestId("class-students")).getByRole("link", { name: "王美玲" }).getAttribute("href"),
    ).toBe("/profile");
  });
});
