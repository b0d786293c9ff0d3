import type { StudentAttendance } from "@edu/shared/lessons";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage, stubFetch } from "../../../test/render-page";
import { AttendanceList } from "./attendance-list";

afterEach(() => vi.unstubAllGlobals());

const person = (id: number, first_name: string, last_name: string) => ({
  id,
  username: `u${id}`,
  first_name,
  last_name,
});
const row = (id: number, student: ReturnType<typeof person>, status: number): StudentAttendance => ({
  id,
  teaching_log_id: 9,
  session_class: { id: 7, name: "SAT A", course_session_id: 11, is_private: false },
  student,
  teacher: person(41, "Grace", "Chen"),
  started_at: "2026-09-08T08:00:00.000Z",
  started_at_local: "2026-09-08 16:00:00",
  timezone: "Asia/Taipei",
  duration_minutes: 120,
  attendance_status: status,
  attendance_key: status === 1 ? "present" : "absent",
  billable: true,
  payable: true,
  has_vocab_test: false,
});
const page = {
  data: [row(501, person(301, "小明", "王"), 1), row(502, person(302, "Amy", "Lin"), 4)],
  current_page: 1,
  per_page: 50,
  total: 2,
  last_page: 1,
};

describe("attendance list", () => {
  it("shows each status's label from the shared list when read-only", async () => {
    const { fetchStub, calls } = stubFetch({ "GET /api/student-attendances": [200, page] });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<AttendanceList />, "/students/attendances");
    expect(await screen.findByText("王小明")).toBeTruthy();
    const list = within(screen.getByTestId("attendance-list"));
    expect(list.getByText("Present")).toBeTruthy();
    expect(list.getByText("Absent")).toBeTruthy();
    expect(calls[0]?.url).toBe("/api/student-attendances?page=1");
  });

  it("sends only the changed rows in one batch and asks for the class's rows", async () => {
    const { fetchStub, calls } = stubFetch({
      "GET /api/student-attendances": [200, page],
      "PATCH /api/lesson-log/batch/attendance-status": [200, { data: [] }],
    });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<AttendanceList classId={7} editable hideClass />, "/session-classes/7/attendance");
    const save = await screen.findByRole("button", { name: "Save attendance" });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await screen.findByText("Amy Lin");
    // Mantine keeps each select's options mounted (hidden while closed); pick from Amy Lin's list.
    const options = screen.getByRole("listbox", { name: "Attendance of Amy Lin", hidden: true });
    fireEvent.click(within(options).getByRole("option", { name: "Excused absence", hidden: true }));
    expect(screen.getByText("1 change not saved")).toBeTruthy();
    fireEvent.click(save);
    await waitFor(() => expect(calls.some((c) => c.method === "PATCH")).toBe(true));
    expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({
      lesson_logs: [{ id: 502, attendance_status: 3 }],
    });
    expect(calls[0]?.url).toBe("/api/student-attendances?page=1&class_id=7");
  });
});
