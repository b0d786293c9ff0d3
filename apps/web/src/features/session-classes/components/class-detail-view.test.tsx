import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ClassDetailView } from "./class-detail-view";

/** The view at `path` with the class's routes (renderPage routes literal paths only). */
function renderAt7(path = "/session-classes/7") {
  const view = <ClassDetailView readOnly={false} />;
  const router = createMemoryRouter(
    [
      { path: "/session-classes/:classId", element: view },
      { path: "/session-classes/:classId/info", element: view },
      { path: "/session-classes/:classId/students", element: view },
      { path: "/old-session-classes/:classId", element: <ClassDetailView readOnly /> },
      { path: "*", element: <div data-testid="elsewhere" /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { router };
}

const roles = vi.hoisted(() => ({ isStaff: false, isTeacher: false }));

vi.mock("../../auth", () => ({
  useViewerRoles: () => ({ user: { id: 1 }, isPending: false, ...roles }),
}));
vi.mock("../api/session-classes-api", () => ({
  classDetailQuery: (id: number) => ({
    queryKey: ["class-detail-test", id],
    queryFn: async () => ({
      session_class: {
        id,
        localized: { name: "SAT A" },
        course_session: { title: "SAT Spring", localized: { title: "SAT Spring" } },
        is_ended: false,
        student_count: 0,
      },
      students: [],
    }),
  }),
}));
vi.mock("./class-info", () => ({ ClassInfo: () => <div>class info</div> }));
vi.mock("./classes-table", () => ({ ClassStateBadges: () => null }));

beforeEach(() => {
  roles.isStaff = false;
  roles.isTeacher = false;
});

describe("class detail tabs", () => {
  it("a teacher gets the lesson logs, attendance and progress report tabs, each opening its page", async () => {
    roles.isTeacher = true;
    const { router } = renderAt7();
    expect(await screen.findByRole("tab", { name: "Lesson logs" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Progress reports" })).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "Attendance" }));
    expect(router.state.location.pathname).toBe("/session-classes/7/attendance");
  });

  it("a family sees attendance and progress reports but not the lesson logs tab", async () => {
    const { router } = renderAt7();
    fireEvent.click(await screen.findByRole("tab", { name: "Progress reports" }));
    expect(router.state.location.pathname).toBe("/session-classes/7/progress-report");
    expect(screen.queryByRole("tab", { name: "Lesson logs" })).toBeNull();
  });

  it("each tab has its path: /students and /info open theirs, with the tab in the title", async () => {
    const { router } = renderAt7("/session-classes/7/students");
    const students = await screen.findByRole("tab", { name: "Students (0)" });
    expect(students.getAttribute("aria-selected")).toBe("true");
    await waitFor(() => expect(document.title).toBe("SAT A · Students | EduBridge"));
    fireEvent.click(screen.getByRole("tab", { name: "Info" }));
    expect(router.state.location.pathname).toBe("/session-classes/7/info");
    expect((await screen.findByRole("tab", { name: "Info" })).getAttribute("aria-selected")).toBe("true");
    await waitFor(() => expect(document.title).toBe("SAT A · Info | EduBridge"));
    fireEvent.click(screen.getByRole("tab", { name: "Students (0)" }));
    expect(router.state.location.pathname).toBe("/session-classes/7/students");
  });

  it("the older ?tab=students link still opens the students tab", async () => {
    renderAt7("/session-classes/7?tab=students");
    expect((await screen.findByRole("tab", { name: "Students (0)" })).getAttribute("aria-selected")).toBe(
      "true",
    );
  });

  it("an ended class's read-only view keeps its own path and says so in the title", async () => {
    const { router } = renderAt7("/old-session-classes/7");
    fireEvent.click(await screen.findByRole("tab", { name: "Students (0)" }));
    expect(router.state.location.pathname).toBe("/old-session-classes/7");
    expect(router.state.location.search).toBe("?tab=students");
    await waitFor(() => expect(document.title).toBe("SAT A · Old class · Students | EduBridge"));
  });
});
