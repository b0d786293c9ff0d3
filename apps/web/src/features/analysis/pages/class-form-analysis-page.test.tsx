import { analysisEndpoints as endpoints } from "@edu/shared/analysis";
import { practicesEndpoints } from "@edu/shared/practices";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { on, reply } from "../../../test/stub-endpoints";
import { aClassForm, aClassFormStudent, closeAnalysisPage, openAnalysisPage } from "../test/analysis-kit";
import ClassFormAnalysisPage from "./class-form-analysis-page";

afterEach(closeAnalysisPage);

it("shows the server's numbers per question, marks what to reteach and exports each table", async () => {
  const created = vi.fn();
  URL.createObjectURL = created.mockReturnValue("blob:x");
  URL.revokeObjectURL = vi.fn();
  openAnalysisPage(<ClassFormAnalysisPage />, {
    path: "/session-classes/analysis/detail?class=7&form=9",
    stubs: [on(endpoints.getAnalysisClassForm, { data: aClassForm() })],
  });
  const table = await screen.findByTestId("question-table");
  expect(within(table).getAllByText("33.3%").length).toBeGreaterThan(0);
  expect(within(table).getAllByText("Reteach").length).toBeGreaterThan(0);
  expect(within(table).getAllByText("A 0 · B✓ 1 · C 2 · D 0").length).toBeGreaterThan(0);
  expect(within(table).getAllByText("42.5 s").length).toBeGreaterThan(0);
  expect(screen.getAllByText("66.7%").length).toBeGreaterThan(0);
  fireEvent.click(within(table).getByRole("button", { name: "Export CSV: Per question" }));
  const blob = created.mock.calls[0]?.[0] as Blob;
  const text = await blob.text();
  expect(text.startsWith("\uFEFFQuestion,")).toBe(true);
  expect(text).toContain("q2,m1,d1,3,0.3333,42.5,A 0 · B✓ 1 · C 2 · D 0,C,1,0,0");
}, 30_000);

it("builds a weak-skill drill for a student below 60% and the classmates who need it", async () => {
  const { calls } = openAnalysisPage(<ClassFormAnalysisPage />, {
    path: "/session-classes/analysis/detail?class=7&form=9",
    stubs: [
      on(endpoints.getAnalysisClassForm, { data: aClassForm() }),
      on(
        practicesEndpoints.createPracticesWeakSkillDrill,
        reply(409, { message: "No skill", code: "conflict" }),
      ),
    ],
  });
  const students = await screen.findByTestId("student-table");
  const [drill] = within(students).getAllByRole("button", { name: "Weak-skill drill" });
  if (!drill) throw new Error("no drill button");
  fireEvent.click(drill);
  const dialog = await screen.findByRole("dialog");
  expect(within(dialog).getByText(/Central ideas/)).toBeTruthy();
  // The classmate below 60% is ticked: the teacher assigns the drill to the students who need it.
  expect(within(dialog).getByRole("checkbox", { name: "Bo Chen" })).toHaveProperty("checked", true);
  fireEvent.change(within(dialog).getByLabelText(/Due date/), { target: { value: "2026-12-20" } });
  fireEvent.blur(within(dialog).getByLabelText(/Due date/));
  fireEvent.click(within(dialog).getByRole("button", { name: "Build and assign" }));
  await waitFor(() => expect(calls.some((c) => c.url === "/api/practices/weak-skill-drill")).toBe(true));
  const sentBody = calls.find((c) => c.url === "/api/practices/weak-skill-drill")?.body;
  expect(sentBody).toMatchObject({
    student_id: 11,
    due_date: "2026-12-20",
    questions_per_skill: 5,
    user_ids: [13],
  });
  expect(await within(dialog).findByRole("alert")).toBeTruthy();
}, 30_000);

it("opens a student's answers: each answer, the right one, right or wrong and the seconds", async () => {
  const { calls } = openAnalysisPage(<ClassFormAnalysisPage />, {
    path: "/session-classes/analysis/detail?class=7&form=9",
    stubs: [
      on(endpoints.getAnalysisClassForm, { data: aClassForm() }),
      on(endpoints.getAnalysisClassFormStudent, { data: aClassFormStudent() }),
    ],
  });
  const students = await screen.findByTestId("student-table");
  const [link] = within(students).getAllByRole("link", { name: "Answers of 王美玲" });
  if (!link) throw new Error("no answers link");
  fireEvent.click(link);
  const table = await screen.findByTestId("answer-table");
  expect(calls.some((c) => c.url === "/api/analysis/classes/7/forms/9/students/11")).toBe(true);
  expect(within(table).getByRole("heading", { name: "Answers of 王美玲" })).toBeTruthy();
  const rows = within(table)
    .getAllByRole("row")
    .map((row) => row.textContent);
  expect(rows).toEqual([
    "QuestionModuleAnswerRight answerResultTime",
    "1. q1m1BBRight12.5 s",
    "2. q2m1CBWrong40 s",
    "3. q3m1No answerBUnanswered3 s",
  ]);
  fireEvent.click(screen.getByRole("link", { name: "Back to the whole class" }));
  await waitFor(() => expect(screen.queryByTestId("answer-table")).toBeNull());
}, 30_000);
