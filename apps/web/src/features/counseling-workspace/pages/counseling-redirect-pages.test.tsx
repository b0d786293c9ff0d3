import { waitFor } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { closeWorkspacePage, openWorkspacePage } from "../test/workspace-test-kit";
import CounselingPrefixRedirectPage from "./counseling-prefix-redirect-page";
import CounselingStudentPage from "./counseling-student-page";

afterEach(closeWorkspacePage);

it("opens a student's counseling pages by username at their school list", async () => {
  const view = openWorkspacePage(<CounselingStudentPage />, {
    pattern: "/private/counseling/student/:username",
    path: "/private/counseling/student/mei%20ling",
    stubs: [],
  });
  await waitFor(() =>
    expect(view.router.state.location.pathname).toBe("/private/counseling/student/mei%20ling/colleges"),
  );
});

it("opens the spec's collected-school address without /private under /private, query kept", async () => {
  const view = openWorkspacePage(<CounselingPrefixRedirectPage />, {
    pattern: "/counseling/*",
    path: "/counseling/12/collected/colleges/34/edit?student=5",
    stubs: [],
  });
  await waitFor(() =>
    expect(view.router.state.location.pathname).toBe("/private/counseling/12/collected/colleges/34/edit"),
  );
  expect(view.router.state.location.search).toBe("?student=5");
});
