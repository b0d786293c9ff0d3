import { feedbackEndpoints } from "@edu/shared";
import { defineProbes, EMPTY_BODY } from "../../../test/permissions/probe-kit";

/** How the permission table (test/permissions) calls the feedback dialog's routes (spec 02 §2) and its triage list. */
export const feedbackProbes = defineProbes(feedbackEndpoints, {
  // Visitors too; an empty body (no type) is refused after the access check, writing nothing.
  createIssue: { allowed: 422, request: () => EMPTY_BODY },
  listIssues: { allowed: 200 },
  // A malformed id: 422 after access, nothing changed.
  updateIssueById: { allowed: 422, request: () => ({ url: "/api/issue/0", body: { status: "done" } }) },
});
