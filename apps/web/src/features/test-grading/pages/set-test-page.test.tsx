import { sessionClassEndpoints } from "@edu/shared";
import { relationEndpoints } from "@edu/shared/relations";
import { testAssignmentEndpoints as endpoints } from "@edu/shared/test-assignments";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, it } from "vitest";
import { fillAnswer } from "../../../test/fill-answer";
import { on } from "../../../test/stub-endpoints";
import { closeGradingPage, openGradingPage, pageOf, sent } from "../test/grading-kit";
import SetTestPage from "./set-test-page";

afterEach(closeGradingPage);

const paper = {
  id: 5,
  key: "sat-short",
  test_type: "SAT" as const,
  title: { en: "Short SAT" },
  is_public: 0 as const,
  version: 1,
  sections: 2,
  items: 8,
  minutes: 40,
};
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

it("assigns the chosen paper to the class from the address, then mails the students", async () => {
  const { calls } = openGradingPage(<SetTestPage />, {
    path: "/tests/setTest?form=5&class=3",
    stubs: [
      on(endpoints.listTestPapers, pageOf([paper])),
      on(
        sessionClassEndpoints.listSessionClasses,
        fillAnswer(sessionClassEndpoints.listSessionClasses, { data: [{ id: 3, name: "SAT Fall A" }] }),
      ),
      on(relationEndpoints.listStudents, pageOf([])),
      on(endpoints.createAssignTest, { data: assignment }),
      on(endpoints.createAssignTestMail, {
        sent: 3,
        recipients: [
          { user_id: 41, role: "student", locale: "zh-TW" },
          { user_id: 42, role: "student", locale: "en" },
          { user_id: 50, role: "parent", locale: "zh-TW" },
        ],
      }),
    ],
  });
  await screen.findByDisplayValue("SAT · Short SAT", {}, { timeout: 8000 });
  await userEvent.click(screen.getByRole("button", { name: "Assign" }));
  await waitFor(() => expect(sent(calls, "POST", "/api/assign-test")).toHaveLength(1));
  expect(sent(calls, "POST", "/api/assign-test")[0]?.body).toMatchObject({
    form_id: 5,
    session_class_id: 3,
    student_user_ids: [],
    due_at: null,
    paper_upload_id: null,
  });
  expect(await screen.findByText("Assigned to 2 students.")).toBeTruthy();
  await userEvent.click(screen.getByRole("button", { name: "Mail the students and parents" }));
  expect(await screen.findByText("Mailed 3 people.")).toBeTruthy();
}, 20_000);

it("asks for a class or a student before sending anything", async () => {
  const { calls } = openGradingPage(<SetTestPage />, {
    path: "/tests/setTest?form=5",
    stubs: [
      on(endpoints.listTestPapers, pageOf([paper])),
      on(sessionClassEndpoints.listSessionClasses, pageOf([])),
      on(relationEndpoints.listStudents, pageOf([])),
    ],
  });
  await screen.findByDisplayValue("SAT · Short SAT", {}, { timeout: 8000 });
  await userEvent.click(screen.getByRole("button", { name: "Assign" }));
  expect(await screen.findByText("Choose a class or at least one student.")).toBeTruthy();
  expect(sent(calls, "POST", "/api/assign-test")).toHaveLength(0);
}, 20_000);
