import { lessonLogEndpoints } from "@edu/shared";
import type { NextTeachingLog } from "@edu/shared/lessons";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StubCall } from "../../../test/fetch-stub-kit";
import { fillAnswer } from "../../../test/fill-answer";
import { renderPage, stubFetch } from "../../../test/render-page";
import { valuesFromNext } from "../lib/lesson-log-form";
import { LessonLogForm } from "./lesson-log-form";

afterEach(() => vi.unstubAllGlobals());

const person = (id: number, first_name: string, last_name: string) => ({
  id,
  username: `u${id}`,
  first_name,
  last_name,
});
const placed: NextTeachingLog["students"] = [
  {
    student_class_ticket_id: 31,
    student_user_id: 301,
    student: person(301, "小明", "王"),
    fee: null,
    fee_currency: null,
    attendance_status: 1,
    has_vocab_test: false,
  },
  {
    student_class_ticket_id: 32,
    student_user_id: 302,
    student: person(302, "Amy", "Lin"),
    fee: null,
    fee_currency: null,
    attendance_status: 1,
    has_vocab_test: false,
  },
];
const next: NextTeachingLog = {
  class_id: 7,
  kind: "group",
  session_class: { id: 7, name: "SAT A", course_session_id: 11, is_private: false },
  previous_teaching_log_id: null,
  test_type: "weekly",
  teacher_user_id: 41,
  salary: 80000,
  salary_currency: "TWD",
  started_at: "2026-09-08 16:00:00",
  timezone: "Asia/Taipei",
  duration_hours: 2,
  duration_minutes: 0,
  students: placed,
};
const saved = fillAnswer(lessonLogEndpoints.createGroupLessonLog, { id: 90, class_id: 7 });

function renderForm(isStaff: boolean) {
  return renderPage(
    <LessonLogForm
      classId={7}
      className="SAT A"
      kind={next.kind}
      initial={valuesFromNext(next)}
      placed={placed}
      teachers={[person(41, "Grace", "Chen")]}
      isStaff={isStaff}
    />,
    "/session-class/7/createLog",
  );
}

const posts = (calls: StubCall[]) => calls.filter((c) => c.method === "POST");

// Form journeys with lazy editors and pickers: 20 s per test for a loaded machine.
describe("lesson log form", { timeout: 20_000 }, () => {
  it("a teacher sees no salary, removes and re-adds a student, and posts to group-lesson-log", async () => {
    const { fetchStub, calls } = stubFetch({ "POST /api/group-lesson-log": [200, saved] });
    vi.stubGlobal("fetch", fetchStub);
    const { router } = renderForm(false);
    expect(screen.queryByLabelText("Salary per hour")).toBeNull();
    expect(screen.queryByRole("textbox", { name: "Teacher" })).toBeNull();
    const rows = screen.getAllByTestId("log-student");
    expect(rows).toHaveLength(2);
    fireEvent.click(
      within(rows[1] as HTMLElement).getByRole("button", { name: "Remove Amy Lin from this log" }),
    );
    expect(screen.getAllByTestId("log-student")).toHaveLength(1);
    fireEvent.click(screen.getByRole("combobox", { name: "Add a student" }));
    fireEvent.click(await screen.findByRole("option", { name: "Amy Lin" }));
    expect(screen.getAllByTestId("log-student")).toHaveLength(2);
    fireEvent.click(
      within(screen.getAllByTestId("log-student")[1] as HTMLElement).getByLabelText("Vocabulary test"),
    );
    fireEvent.click(screen.getByRole("checkbox", { name: "Mail the log to the parents" }));
    fireEvent.click(screen.getByRole("button", { name: "Save lesson log" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/session-class/7/log/90"));
    const body = posts(calls)[0]?.body as Record<string, unknown>;
    expect(posts(calls)[0]?.url).toBe("/api/group-lesson-log");
    expect(body).not.toHaveProperty("salary");
    expect(body).not.toHaveProperty("teacher_user_id");
    expect(body).toMatchObject({
      class_id: 7,
      started_at: "2026-09-08 16:00:00",
      mail_to_parents: true,
      students: [
        { student_class_ticket_id: 31, attendance_status: 1, has_vocab_test: false, comment: "" },
        { student_class_ticket_id: 32, attendance_status: 1, has_vocab_test: true, comment: "" },
      ],
    });
  });

  it("staff send the teacher and the salary; a bad amount stays on the field and nothing is sent", async () => {
    const { fetchStub, calls } = stubFetch({ "POST /api/group-lesson-log": [200, saved] });
    vi.stubGlobal("fetch", fetchStub);
    const { router } = renderForm(true);
    const salary = screen.getByRole("textbox", { name: /Salary per hour/ });
    expect((salary as HTMLInputElement).value).toBe("800");
    fireEvent.change(salary, { target: { value: "12.5" } });
    fireEvent.click(screen.getByRole("button", { name: "Save lesson log" }));
    await waitFor(() => expect(salary.getAttribute("aria-invalid")).toBe("true"));
    expect(posts(calls)).toEqual([]);
    fireEvent.change(salary, { target: { value: "1,200" } });
    fireEvent.click(screen.getByRole("button", { name: "Save lesson log" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/session-class/7/log/90"));
    expect(posts(calls)[0]?.body).toMatchObject({
      teacher_user_id: 41,
      salary: 120000,
      salary_currency: "TWD",
    });
  });

  it("puts the server's started_at error on the date field and stays", async () => {
    const { fetchStub } = stubFetch({
      "POST /api/group-lesson-log": [
        422,
        {
          message: "Validation failed",
          code: "validation_failed",
          errors: { started_at: ["Bad date and time."] },
        },
      ],
    });
    vi.stubGlobal("fetch", fetchStub);
    const { router } = renderForm(false);
    fireEvent.click(screen.getByRole("button", { name: "Save lesson log" }));
    expect(await screen.findByText("Bad date and time.")).toBeTruthy();
    expect(screen.getByLabelText(/^Date/).getAttribute("aria-invalid")).toBe("true");
    expect(router.state.location.pathname).toBe("/session-class/7/createLog");
  });
});
