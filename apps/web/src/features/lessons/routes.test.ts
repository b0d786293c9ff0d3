import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { lessonsRoutes } from "./routes";

/** The route a path opens among this feature's routes (React Router's own matcher). */
const routeFor = (pathname: string) =>
  matchRoutes(
    Object.values(lessonsRoutes)
      .flat()
      .map((entry) => ({ path: entry.path, id: entry.id ?? entry.file })),
    pathname,
  )?.at(-1)?.route.id;

describe("the private-lesson screens the spec names (02 §2)", () => {
  it("/private/private-lessons/invitation/{id} is the invitation's own page", () => {
    expect(routeFor("/private/private-lessons/invitation/12")).toBe(
      "features/lessons/pages/invitation-page.tsx",
    );
    // The reply link keeps its page.
    expect(routeFor("/private/private-lessons/invitation-reply/1/abc")).toBe(
      "features/lessons/pages/invitation-reply-page.tsx",
    );
  });

  it("…/log/{lessonLogId}/student/{studentId} is one student's log, beside the teaching log", () => {
    expect(routeFor("/private/private-lessons/41/log/88/student/301")).toBe("private-student-log");
    expect(routeFor("/private/custom-lessons/41/log/88/student/301")).toBe("private-student-log");
    expect(routeFor("/session-class/41/log/88/student/301")).toBe(
      "features/lessons/pages/student-log-page.tsx",
    );
    expect(routeFor("/private/private-lessons/41/log/7")).toBe("private-teaching-log");
  });
});
