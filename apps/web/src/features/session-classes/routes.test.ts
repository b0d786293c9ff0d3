import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { sessionClassesRoutes } from "./routes";

/** The file a path opens among this feature's routes (React Router's own matcher). */
const fileFor = (pathname: string) =>
  matchRoutes(
    Object.values(sessionClassesRoutes)
      .flat()
      .map((entry) => ({ path: entry.path, id: entry.id ?? entry.file })),
    pathname,
  )?.at(-1)?.route.id;

describe("a class's tabs as paths (spec 01 §2)", () => {
  it("/session-classes/{classId}/info and /students open the class page", () => {
    expect(fileFor("/session-classes/7")).toBe("features/session-classes/pages/session-class-page.tsx");
    expect(fileFor("/session-classes/7/info")).toBe("session-class-info");
    expect(fileFor("/session-classes/7/students")).toBe("session-class-students");
    // The class's edit form keeps its own path.
    expect(fileFor("/session-classes/7/edit")).toBe("session-class-edit");
  });
});
