import type { Role } from "@edu/shared";
import { counselingWorkspaceEndpoints as endpoints } from "@edu/shared/counseling-workspace";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { on } from "../../../test/stub-endpoints";
import {
  aClass,
  closeWorkspacePage,
  openWorkspacePage,
  pageOf,
  STUDENT,
  sent,
} from "../test/workspace-test-kit";
import CounselingEntryPage from "./counseling-entry-page";

afterEach(closeWorkspacePage);

const typeAnswer = (schoolsType: "DEFAULT" | "COMMON_APP" | null) =>
  on(endpoints.getCounselingSchoolsType, ({ query }) => ({
    user_id: 9,
    username: query.get("username") ?? "",
    schools_type: schoolsType,
    updated_at: schoolsType ? "2026-11-01T08:00:00.000Z" : null,
  }));

function open(roles: Role[], stubs = [typeAnswer(null)], me = { id: 9, username: "lin" }) {
  return openWorkspacePage(<CounselingEntryPage />, {
    pattern: "/private/counseling",
    path: "/private/counseling",
    roles,
    stubs,
    me,
  });
}

async function landing(view: ReturnType<typeof open>) {
  await waitFor(() => expect(view.router.state.location.pathname).not.toBe("/private/counseling"));
  return view.router.state.location.pathname;
}

const asStudent = { id: STUDENT.id, username: STUDENT.username };
/** The student's classes: the first row they are a student in is the target, start date first. */
const studentClasses = on(
  endpoints.listCounselingClasses,
  pageOf([
    aClass({ id: 80, as: "parent" }),
    aClass({ id: 77, as: "student" }),
    aClass({ id: 78, as: "student" }),
  ]),
);

describe("/private/counseling (spec 03 §2 entry)", { timeout: 20_000 }, () => {
  it("sends a student-only user to their first counseling class's detail, asking for their own student classes", async () => {
    const view = open(["student"], [studentClasses], asStudent);
    expect(await landing(view)).toBe("/private/counseling/77/detail");
    const asked = sent(view.calls, "GET", "/api/counseling-classes").map(
      (c) => new URL(c.url, "http://web.test").searchParams,
    );
    expect(asked[0]?.get("role_type")).toBe("student");
    expect(asked[0]?.get("user_id")).toBe(String(STUDENT.id));
    expect(sent(view.calls, "GET", "/api/counseling-schools-type")).toHaveLength(0);
  });

  it("sends a user who is both student and parent (the student themselves) to their own first class", async () => {
    const view = open(["student", "parent"], [studentClasses], asStudent);
    expect(await landing(view)).toBe("/private/counseling/77/detail");
  });

  it("tells a student in no counseling class what that means and to contact the office", async () => {
    open(["student"], [on(endpoints.listCounselingClasses, pageOf([]))], asStudent);
    expect(
      await screen.findByRole("heading", { level: 1, name: "You are not in a counseling class yet" }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Contact the office" }).getAttribute("href")).toBe("/contact");
    expect(screen.getByRole("link", { name: "Open my application profile" }).getAttribute("href")).toBe(
      "/private/counseling/student/meiling/applicationForms",
    );
  });

  it("sends a parent whose schools type is set to the portal", async () => {
    const view = open(["parent"], [typeAnswer("DEFAULT")], { id: 5, username: "mother" });
    expect(await landing(view)).toBe("/private/counseling/portal");
    const asked = sent(view.calls, "GET", "/api/counseling-schools-type")[0];
    expect(new URL(asked?.url ?? "", "http://web.test").searchParams.get("username")).toBe("mother");
    expect(sent(view.calls, "GET", "/api/counseling-classes")).toHaveLength(0);
  });

  it("sends a parent without a schools type to the page that sets it", async () => {
    const view = open(["parent"], [typeAnswer(null)], { id: 5, username: "mother" });
    expect(await landing(view)).toBe("/private/setCounselingSchoolsType/student/mother");
  });

  it("sends a counselor without a type to set it, and one with a type (also a student, or an admin) to the portal", async () => {
    expect(await landing(open(["teacher"], [typeAnswer(null)]))).toBe(
      "/private/setCounselingSchoolsType/student/lin",
    );
    closeWorkspacePage();
    expect(await landing(open(["teacher", "student"], [typeAnswer("COMMON_APP")]))).toBe(
      "/private/counseling/portal",
    );
    closeWorkspacePage();
    expect(await landing(open(["super-admin"], [typeAnswer("DEFAULT")]))).toBe("/private/counseling/portal");
  });
});
