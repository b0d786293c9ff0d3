import { testAssignmentEndpoints as endpoints } from "@edu/shared/test-assignments";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, it } from "vitest";
import { on, reply } from "../../../test/stub-endpoints";
import { aSheet, closeGradingPage, openGradingPage, sent } from "../test/grading-kit";
import ExamPage from "./exam-page";

afterEach(closeGradingPage);

it("grades a written answer 0–4 with a comment, then shows the new trail", async () => {
  const graded = aSheet({
    graded: 1,
    history: [
      {
        item_key: "w-1",
        score: 3,
        previous_score: null,
        comment: "Clear thesis.",
        self_graded: 0,
        by: { id: 7, name: "Lin Wei" },
        at: "2026-11-28T10:00:00.000Z",
      },
    ],
  });
  const { calls } = openGradingPage(<ExamPage />, {
    path: "/tests/grading/exam?attempt=31",
    stubs: [on(endpoints.getTestGrading, aSheet()), on(endpoints.updateTestGradingItem, graded)],
  });
  expect(await screen.findByText("Cities should plant more trees.")).toBeTruthy();
  expect(screen.getByText("4 — Level 4")).toBeTruthy();
  await userEvent.click(screen.getByRole("radio", { name: "3" }));
  await userEvent.type(screen.getByLabelText("Comment"), "Clear thesis.");
  await userEvent.click(screen.getByRole("button", { name: "Save grade" }));
  await waitFor(() => expect(sent(calls, "PUT", "/api/test-grading/31/item")).toHaveLength(1));
  expect(sent(calls, "PUT", "/api/test-grading/31/item")[0]?.body).toEqual({
    item_key: "w-1",
    score: 3,
    comment: "Clear thesis.",
  });
  expect(await screen.findByText(/Lin Wei · w-1: none → 3/)).toBeTruthy();
  expect(screen.getByText("Every answer is graded; the scores are final.")).toBeTruthy();
}, 20_000);

it("lets a teacher who may not grade the attempt ask an administrator", async () => {
  const { calls } = openGradingPage(<ExamPage />, {
    path: "/tests/grading/exam?attempt=31",
    stubs: [
      on(endpoints.getTestGrading, reply(404, { message: "Not found", code: "not_found" })),
      on(endpoints.createTestGradingPermissionRequest, {
        data: {
          id: 3,
          attempt_id: 31,
          teacher_user_id: 7,
          student_user_id: 41,
          state: "requested",
          note: "I proctored it.",
          decided_by: null,
          decided_at: null,
          created_at: "2026-11-28T10:00:00.000Z",
        },
      }),
    ],
  });
  expect(
    await screen.findByRole("heading", { level: 1, name: "You may not grade this attempt" }),
  ).toBeTruthy();
  await userEvent.type(screen.getByLabelText("Note for the administrator (optional)"), "I proctored it.");
  await userEvent.click(screen.getByRole("button", { name: "Ask for permission" }));
  expect(await screen.findByText(/Your request was sent/)).toBeTruthy();
  expect(sent(calls, "POST", "/api/test-grading/31/permission-request")[0]?.body).toEqual({
    note: "I proctored it.",
  });
}, 20_000);

it("shows a self-graded attempt read-only to someone who may read but not grade it", async () => {
  openGradingPage(<ExamPage />, {
    path: "/tests/grading/exam?attempt=31",
    roles: ["staff"],
    stubs: [on(endpoints.getTestGrading, aSheet({ may_grade: 0, self_graded: 1 }))],
  });
  expect(await screen.findByText("You can read this attempt but not grade it.")).toBeTruthy();
  expect(screen.queryByRole("button", { name: "Save grade" })).toBeNull();
  expect(screen.getAllByText(/Self-graded/).length).toBeGreaterThan(0);
}, 20_000);
