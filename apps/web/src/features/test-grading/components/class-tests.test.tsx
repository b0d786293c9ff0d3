import { testAssignmentEndpoints as endpoints } from "@edu/shared/test-assignments";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, it } from "vitest";
import { on } from "../../../test/stub-endpoints";
import { closeGradingPage, openGradingPage, pageOf } from "../test/grading-kit";
import { ClassTests } from "./class-tests";

afterEach(closeGradingPage);

const assignment = {
  id: 12,
  form_id: 5,
  form_title: { en: "Short SAT" },
  test_type: "SAT" as const,
  session_class_id: 3,
  opens_at: "2026-12-01T01:00:00.000Z",
  due_at: null,
  show_answers: "after_submit" as const,
  allow_self_grading: 0 as const,
  created_by: 7,
  paper: null,
  students: [
    { id: 41, name: "王美玲" },
    { id: 42, name: "Ann Lee" },
  ],
  mailed_at: null,
  updated_at: "2026-11-28T10:00:00.000Z",
};

it("shows the class's tests, who took them, scores and links to grade, and offers to assign one", async () => {
  openGradingPage(<ClassTests classId={3} />, {
    path: "/session-classes/3",
    stubs: [
      on(endpoints.listAssignTests, pageOf([assignment])),
      on(endpoints.listAssignTestResults, {
        data: [
          {
            student: { id: 41, name: "王美玲" },
            state: "graded",
            attempt_id: 31,
            submitted_at: "2026-12-01T02:00:00.000Z",
            self_graded: 0,
            sections: [{ key: "math", score: 640 }],
            composites: [{ key: "total", score: 1290 }],
          },
          {
            student: { id: 42, name: "Ann Lee" },
            state: "not_started",
            attempt_id: null,
            submitted_at: null,
            self_graded: 0,
            sections: [],
            composites: [],
          },
        ],
      }),
    ],
  });
  expect((await screen.findByRole("link", { name: "Assign a test" })).getAttribute("href")).toBe(
    "/tests/setTest?class=3",
  );
  await userEvent.click(await screen.findByRole("button", { name: /Short SAT/ }));
  expect(await screen.findByText("1290")).toBeTruthy();
  expect(screen.getByText("1 of 2 submitted")).toBeTruthy();
  expect(screen.getByRole("link", { name: "Grade: 王美玲" }).getAttribute("href")).toBe(
    "/tests/grading/exam?attempt=31",
  );
  expect(screen.getByText("Not started")).toBeTruthy();
}, 20_000);

it("sends a student to their own tests", async () => {
  openGradingPage(<ClassTests classId={3} />, { path: "/session-classes/3", roles: ["student"], stubs: [] });
  expect((await screen.findByRole("link", { name: "My tests" })).getAttribute("href")).toBe("/my-tests");
}, 20_000);
