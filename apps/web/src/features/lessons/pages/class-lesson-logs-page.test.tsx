import { type Role, sessionClassEndpoints } from "@edu/shared";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { writeSignedInHint } from "../../../lib/session-store";
import { fillAnswer } from "../../../test/fill-answer";
import { stubFetch } from "../../../test/render-page";
import { SESSION_KEY } from "../../auth";
import ClassLessonLogsPage from "./class-lesson-logs-page";

afterEach(() => {
  writeSignedInHint(false);
  vi.unstubAllGlobals();
});

const empty = { data: [], current_page: 1, per_page: 20, total: 0, last_page: 1 };

function open(path: string, roles: Role[]) {
  const { fetchStub } = stubFetch({
    "GET /api/session-classes/7": [
      200,
      fillAnswer(sessionClassEndpoints.getSessionClass, {
        session_class: { id: 7, name: "SAT A", localized: { name: "SAT A" } },
      }),
    ],
    "GET /api/student-attendances": [200, empty],
    "GET /api/teaching-logs": [200, empty],
  });
  vi.stubGlobal("fetch", fetchStub);
  writeSignedInHint(true);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(SESSION_KEY, { id: 9, username: "me", all_roles: roles, lang: "en" } as never);
  const page = <ClassLessonLogsPage />;
  const router = createMemoryRouter(
    [
      ...["attendance", "lesson-logs", "progress-report"].map((tab) => ({
        path: `/session-classes/:classId/${tab}`,
        element: page,
      })),
      { path: "*", element: <div data-testid="elsewhere" /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

describe("a class's lessons pages share the class's tabs, each at its path (spec 01 §2)", {
  timeout: 20_000,
}, () => {
  it("info and students lead to the class page's paths; logs and attendance to theirs", async () => {
    const router = open("/session-classes/7/attendance", ["teacher"]);
    await screen.findByRole("heading", { level: 1, name: "SAT A" });
    expect(screen.getByRole("tab", { name: "Attendance" }).getAttribute("aria-selected")).toBe("true");
    fireEvent.click(screen.getByRole("tab", { name: "Lesson logs" }));
    expect(router.state.location.pathname).toBe("/session-classes/7/lesson-logs");
    expect(router.state.location.search).toBe("");
    fireEvent.click(await screen.findByRole("tab", { name: "Students" }));
    expect(router.state.location.pathname).toBe("/session-classes/7/students");
  });

  it("a family has no lesson logs tab but reaches the info tab", async () => {
    const router = open("/session-classes/7/progress-report", ["parent"]);
    await screen.findByRole("heading", { level: 1, name: "SAT A" });
    expect(screen.queryByRole("tab", { name: "Lesson logs" })).toBeNull();
    fireEvent.click(screen.getByRole("tab", { name: "Info" }));
    expect(router.state.location.pathname).toBe("/session-classes/7/info");
  });
});
