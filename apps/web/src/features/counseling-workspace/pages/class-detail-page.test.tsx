import { counselingWorkspaceEndpoints as endpoints } from "@edu/shared/counseling-workspace";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { on, reply } from "../../../test/stub-endpoints";
import {
  aClass,
  anOverviewStudent,
  classStudentsStub,
  closeWorkspacePage,
  openWorkspacePage,
  STUDENT,
} from "../test/workspace-test-kit";
import ClassDetailPage from "./class-detail-page";

afterEach(closeWorkspacePage);

const PATTERN = "/private/counseling/:id/detail";
const KEVIN = { id: 43, username: "kevin", first_name: "Kevin", last_name: "Chen" };
const meiling = anOverviewStudent({
  schools: {
    total: 12,
    applying: 10,
    by_category: { uncategorized: 0, dream: 3, reach: 3, fit: 3, safety: 3 },
    by_result: { admitted: 1, rejected: 0, deferred: 1, waitlisted: 0, enrolled: 0, pending: 8 },
  },
  next_deadlines: [
    {
      collected_school_id: 501,
      school_name: "Stanford University",
      decision_plan: "rea",
      date: "2026-11-28",
      kind: "internal",
      days_left: 0,
    },
    {
      collected_school_id: 502,
      school_name: "University of California-Berkeley",
      decision_plan: "rd",
      date: "2026-12-08",
      kind: "school",
      days_left: 10,
    },
  ],
  open_tasks: [
    {
      id: 7,
      title: "Ask for recommendation letters",
      status: "processing",
      due_date: "2026-11-20",
      overdue: 1,
    },
    { id: 8, title: "Draft the personal statement", status: "unfinished", due_date: null, overdue: 0 },
  ],
  open_tasks_total: 2,
  overdue_tasks_total: 1,
  essays: { not_started: 1, in_progress: 2, finished: 3 },
  last_meeting: { id: 3, meeting_date: "2026-11-21" },
});

function open(path = "/private/counseling/77/detail", students = [STUDENT]) {
  return openWorkspacePage(<ClassDetailPage />, {
    pattern: PATTERN,
    path,
    stubs: [
      classStudentsStub(students),
      on(endpoints.getCounselingClassOverview, {
        class: aClass({ students }),
        students: students.map((student) =>
          student.id === STUDENT.id ? meiling : anOverviewStudent({ student }),
        ),
      }),
    ],
  });
}

describe("/private/counseling/{id}/detail", { timeout: 20_000 }, () => {
  it("shows the student's next deadlines, open tasks (overdue said in words), essays, the list's chart and the last meeting", async () => {
    open();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Application counseling 2026" }),
    ).toBeTruthy();
    expect(screen.getByText("Counseling of 王美玲")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Overview" }).getAttribute("aria-current")).toBe("page");
    const deadlines = screen.getByTestId("next-deadlines");
    expect(within(deadlines).getByRole("link", { name: "Stanford University" }).getAttribute("href")).toBe(
      "/private/counseling/77/collected/colleges/501",
    );
    expect(within(deadlines).getByText("(today)")).toBeTruthy();
    expect(within(deadlines).getByText("Internal deadline")).toBeTruthy();
    expect(within(deadlines).getByText("(in 10 days)")).toBeTruthy();
    const tasks = screen.getByTestId("open-tasks");
    expect(within(tasks).getByText("Ask for recommendation letters")).toBeTruthy();
    expect(within(tasks).getAllByText("Overdue")).toHaveLength(1);
    expect(within(tasks).getByText("no due date")).toBeTruthy();
    expect(screen.getByText(/2 open tasks · 1 overdue/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "All tasks" }).getAttribute("href")).toBe(
      "/private/counseling/77/tasks",
    );
    expect(screen.getByText("12 schools, applying to 10")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "By category" })).toBeTruthy();
    expect(screen.getByText("Last meeting: 2026-11-21")).toBeTruthy();
    expect(screen.getByText("No monthly report yet.")).toBeTruthy();
  });

  it("shows the chosen student of a class with several, keeping the choice on the tabs' links", async () => {
    open("/private/counseling/77/detail?student=43", [STUDENT, { ...KEVIN }]);
    expect(await screen.findByText("Counseling of Kevin Chen")).toBeTruthy();
    expect(
      screen.getByText(
        "No upcoming deadline. Choose a decision plan for the schools on the list to see their deadlines.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Class info" }).getAttribute("href")).toBe(
      "/private/counseling/77/info?student=43",
    );
    fireEvent.click(screen.getByRole("combobox", { name: "Student" }));
    fireEvent.click(await screen.findByRole("option", { name: "王美玲", hidden: true }));
    await waitFor(() => expect(screen.getByText("Counseling of 王美玲")).toBeTruthy());
    expect(screen.getByTestId("open-tasks")).toBeTruthy();
  });

  it("is not found for a class the reader may not read", async () => {
    const { container } = openWorkspacePage(<ClassDetailPage />, {
      pattern: PATTERN,
      path: "/private/counseling/99/detail",
      stubs: [
        classStudentsStub([]),
        on(endpoints.getCounselingClassOverview, reply(404, { message: "Not found", code: "not_found" })),
      ],
    });
    await waitFor(() =>
      expect(container.ownerDocument.querySelector('[data-page-state="not-found"]')).toBeTruthy(),
    );
  });
});
