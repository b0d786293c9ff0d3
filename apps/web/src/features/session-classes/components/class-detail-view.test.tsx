import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ClassDetailView } from "./class-detail-view";

/** The view at /session-classes/7 with its :classId route (renderPage routes literal paths only). */
function renderAt7() {
  const router = createMemoryRouter(
    [
      { path: "/session-classes/:classId", element: <ClassDetailView readOnly={false} /> },
      { path: "*", element: <div data-testid="elsewhere" /> },
    ],
    { initialEntries: ["/session-classes/7"] },
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
});
