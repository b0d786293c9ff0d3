import type { Role } from "@edu/shared";
import { counselingWorkspaceEndpoints as endpoints } from "@edu/shared/counseling-workspace";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { on } from "../../../test/stub-endpoints";
import { aPortalRow, closeWorkspacePage, openWorkspacePage, pageOf, sent } from "../test/workspace-test-kit";
import CounselingPortalPage from "./counseling-portal-page";

afterEach(closeWorkspacePage);

const KEVIN = { id: 43, username: "kevin", first_name: "Kevin", last_name: "Chen" };
const rows = [
  aPortalRow({
    next_deadline: {
      collected_school_id: 501,
      school_name: "Stanford University",
      decision_plan: "rea",
      date: "2026-12-01",
      kind: "school",
      days_left: 3,
    },
    open_tasks: 3,
    overdue_tasks: 1,
    essays_unfinished: 2,
    schools: 12,
  }),
  aPortalRow({ student: KEVIN, classes: [] }),
];

function open(roles: Role[] = ["teacher"], data = rows) {
  return openWorkspacePage(<CounselingPortalPage />, {
    pattern: "/private/counseling/portal",
    path: "/private/counseling/portal",
    roles,
    stubs: [
      on(endpoints.listCounselingOverview, ({ query }) =>
        query.get("keyword") === "kev"
          ? pageOf(data.filter((row) => row.student.id === KEVIN.id))
          : pageOf(data),
      ),
    ],
  });
}

describe("/private/counseling/portal", { timeout: 20_000 }, () => {
  it("lists each student's next deadline, open and overdue tasks, unfinished essays and schools, linking into the workspace", async () => {
    open();
    expect(screen.getByRole("heading", { level: 1, name: "Counseling portal" })).toBeTruthy();
    const meiling = await screen.findByRole("link", { name: "王美玲" });
    const list = screen.getByTestId("counseling-portal");
    expect(meiling.getAttribute("href")).toBe("/private/counseling/77/detail?student=41");
    expect(within(list).getByRole("link", { name: "Stanford University" }).getAttribute("href")).toBe(
      "/private/counseling/student/meiling/collected/colleges/501",
    );
    expect(within(list).getByText("REA/SCEA")).toBeTruthy();
    expect(within(list).getByText("2026-12-01")).toBeTruthy();
    expect(within(list).getByText("(in 3 days)")).toBeTruthy();
    expect(within(list).getByText(/3 open/)).toBeTruthy();
    expect(within(list).getByText(/1 overdue/)).toBeTruthy();
    expect(within(list).getByText("12")).toBeTruthy();
    // A student in no class yet opens at their school list by username.
    expect(within(list).getByRole("link", { name: "Kevin Chen" }).getAttribute("href")).toBe(
      "/private/counseling/student/kevin/colleges",
    );
    expect(within(list).getByText("No upcoming deadline")).toBeTruthy();
    expect(screen.getByText("2 students")).toBeTruthy();
  });

  it("searches by name or username", async () => {
    const { calls } = open();
    await screen.findByRole("link", { name: "王美玲" });
    fireEvent.change(screen.getByRole("searchbox", { name: "Search by name or username" }), {
      target: { value: "kev" },
    });
    await waitFor(() => expect(screen.queryByRole("link", { name: "王美玲" })).toBeNull());
    expect(screen.getByRole("link", { name: "Kevin Chen" })).toBeTruthy();
    const asked = sent(calls, "GET", "/api/counseling-overview").map((c) =>
      new URL(c.url, "http://web.test").searchParams.get("keyword"),
    );
    expect(asked).toContain("kev");
  });

  it("speaks to a parent about their children's progress", async () => {
    open(["parent"], []);
    expect(await screen.findByRole("heading", { level: 1, name: "Your children's counseling" })).toBeTruthy();
    expect(await screen.findByText(/No child of yours is in counseling yet/)).toBeTruthy();
  });

  it("tells a counselor with no students what to do next", async () => {
    open(["teacher"], []);
    expect(await screen.findByText(/Ask the office to place students/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Change my school list" }).getAttribute("href")).toBe(
      "/private/setCounselingSchoolsType/student/lin",
    );
  });
});
