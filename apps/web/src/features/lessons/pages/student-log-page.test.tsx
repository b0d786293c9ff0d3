import type { Role } from "@edu/shared";
import type { LessonLogDetail } from "@edu/shared/lessons";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { writeSignedInHint } from "../../../lib/session-store";
import { stubFetch } from "../../../test/render-page";
import { SESSION_KEY } from "../../auth";
import { person } from "../lib/private-lesson.fixture";
import StudentLogPage from "./student-log-page";

afterEach(() => {
  writeSignedInHint(false);
  vi.unstubAllGlobals();
});

const lessonLog: LessonLogDetail = {
  id: 88,
  teaching_log_id: 7,
  session_class_id: 41,
  student_user_id: 301,
  student: person(301, "小明", "王"),
  student_class_ticket_id: 31,
  fee: null,
  fee_currency: null,
  attendance_status: 1,
  attendance_key: "present",
  billable: true,
  payable: true,
  has_vocab_test: false,
  comment: "Read chapter 3 aloud",
  teaching_log: {
    id: 7,
    kind: "private",
    class_id: 41,
    session_class: { id: 41, name: "SAT 1:1", course_session_id: 1, is_private: true },
    teacher_user_id: 501,
    teacher: person(501, "Amy", "Lin"),
    salary: null,
    salary_currency: null,
    started_at: "2026-03-02T08:00:00Z",
    started_at_local: "2026-03-02 16:00:00",
    timezone: "Asia/Taipei",
    duration_hours: 1,
    duration_minutes: 30,
    full_hour: 1.5,
    content: "<p>Reading: inference questions</p>",
    homework: "",
    note: "",
    mail_to_students: false,
    mail_to_parents: false,
    created_by: 501,
    created_at: "2026-03-02T10:00:00Z",
    updated_at: "2026-03-02T10:00:00Z",
  },
};

const PATTERNS = [
  "/private/:privateType/:courseId/log/:lessonLogId/student/:studentId",
  "/session-class/:courseId/log/:lessonLogId/student/:studentId",
];

function open(path: string, roles: Role[], answer: [number, unknown] = [200, lessonLog]) {
  const { fetchStub, calls } = stubFetch({ "GET /api/lesson-log/88": answer });
  vi.stubGlobal("fetch", fetchStub);
  writeSignedInHint(true);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(SESSION_KEY, { id: 9, username: "me", all_roles: roles, lang: "en" } as never);
  const router = createMemoryRouter(
    PATTERNS.map((pattern) => ({ path: pattern, element: <StudentLogPage /> })),
    { initialEntries: [path] },
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return calls;
}

const pageState = () => document.querySelector("[data-page-state]")?.getAttribute("data-page-state");
const href = (name: string) => screen.getByRole("link", { name }).getAttribute("href");

describe("one student's lesson log by lesson log and student (spec 02 §2)", { timeout: 20_000 }, () => {
  it("in a private lesson, for its teacher: the log, one h1, its own title, the whole lesson under /private", async () => {
    open("/private/private-lessons/41/log/88/student/301", ["teacher"]);
    const h1 = await screen.findByRole("heading", { level: 1, name: "Lesson log of 王小明" });
    expect(h1).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe("王小明 · lesson log · 2026-03-02 | EduBridge"));
    expect(screen.getByText("Read chapter 3 aloud")).toBeTruthy();
    expect(screen.getByText("Reading: inference questions")).toBeTruthy();
    expect(document.body.textContent).toContain("2026-03-02 16:00");
    expect(href("Open the whole lesson")).toBe("/private/private-lessons/41/log/7");
    expect(href("Back to the lesson")).toBe("/private/private-lessons/41/detail");
  });

  it("for a parent: no whole-lesson link, back to their private lessons", async () => {
    open("/private/private-lessons/41/log/88/student/301", ["parent"]);
    await screen.findByRole("heading", { level: 1, name: "Lesson log of 王小明" });
    expect(screen.queryByRole("link", { name: "Open the whole lesson" })).toBeNull();
    expect(href("Back to private lessons")).toBe("/private/private-lessons");
  });

  it("in a group class (/session-class/…): the whole lesson under /session-class", async () => {
    open("/session-class/41/log/88/student/301", ["staff"]);
    await screen.findByRole("heading", { level: 1, name: "Lesson log of 王小明" });
    expect(href("Open the whole lesson")).toBe("/session-class/41/log/7");
    expect(href("Back to the lesson logs")).toBe("/session-classes/41/lesson-logs");
  });

  it.each([
    ["another student's log", "/private/private-lessons/41/log/88/student/302"],
    ["another class's log", "/private/private-lessons/42/log/88/student/301"],
  ])("%s is 'not found'", async (_case, path) => {
    open(path, ["super-admin"]);
    await waitFor(() => expect(pageState()).toBe("not-found"));
  });

  it("a refused log is 'no permission'", async () => {
    open("/private/private-lessons/41/log/88/student/301", ["teacher"], [403, { message: "no" }]);
    await waitFor(() => expect(pageState()).toBe("no-permission"));
  });

  it("an id that is no id is 'not found' without asking the server", async () => {
    const calls = open("/private/private-lessons/41/log/x/student/301", ["teacher"]);
    await waitFor(() => expect(pageState()).toBe("not-found"));
    expect(calls).toEqual([]);
  });
});
