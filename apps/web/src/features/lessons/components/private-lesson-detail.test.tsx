import type { PrivateLesson } from "@edu/shared/lessons";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage, stubFetch } from "../test-utils";
import { LessonDetail } from "./private-lesson-detail";

afterEach(() => vi.unstubAllGlobals());

const person = (id: number, first_name: string, last_name: string) => ({
  id,
  username: `u${id}`,
  first_name,
  last_name,
});

const base: PrivateLesson = {
  id: 41,
  class_id: 41,
  type: 1,
  course_session_id: 1,
  title: "SAT 一對一",
  subject_type: "Test prep",
  subject: "SAT Math",
  is_online: false,
  started_date: "2026-12-01",
  started_time: "16:00:00",
  started_at: "2026-12-01 16:00:00",
  timezone: "Asia/Taipei",
  duration_hours: 1,
  duration_minutes: 30,
  progress: "first_class_not_scheduled",
  students: [person(301, "小明", "王")],
  teachers_brief: [person(501, "Amy", "Lin")],
  created_at: "2026-11-01T00:00:00Z",
  request_time_info: "weekday evenings",
  request_content: "<p>Math</p>",
  contact_tool_preference: 2,
  address: "台北市",
  look_for_teacher: false,
  admin_note: "note",
  teacher_note: "",
  mail_content: "",
  mail_to_teachers: false,
  mail_to_students: false,
  mail_to_parents: false,
  session_class_timeslots: [{ id: 9, from: "16:00:00", to: "17:30:00", times: 1, per: "W" }],
  lesson_requests: [
    {
      student_user_id: 301,
      student: person(301, "小明", "王"),
      student_class_ticket_id: 77,
      fee: 150000,
      fee_currency: "TWD",
      online_fee: null,
      online_fee_currency: null,
      need_pay_first: true,
      default_parents_receivers: [401],
    },
  ],
  teachers: [
    {
      teacher_user_id: 501,
      teacher: person(501, "Amy", "Lin"),
      salary: 4050,
      salary_currency: "USD",
      online_salary: 3000,
      online_salary_currency: "USD",
      salary_unit: 1,
      can_see_others: true,
      need_to_intro: false,
      is_update_teacher_bio: false,
      bio_en: "Bio",
      bio_zh: "簡介",
    },
  ],
  class_teacher_invitations: [],
  updated_at: "2026-11-02T00:00:00Z",
};

const invitation = (id: number, key: "no_reply" | "accepted" | "rejected", status: number) => ({
  id,
  encrypted_id: "x",
  expires_at: "2026-12-31T00:00:00Z",
  class_id: 41,
  session_class: { id: 41, name: "SAT", course_session_id: 1 },
  teacher_user_id: 500 + id,
  teacher: person(500 + id, `T${id}`, "Chen"),
  salary: 90000,
  currency: "TWD" as const,
  online_salary: null,
  online_currency: null,
  notes: "",
  replied_status: status,
  replied_status_key: key,
  replied_at: null,
  need_greet_meeting: false,
  mailed_at: "2026-11-20T00:00:00Z",
  created_at: "2026-11-20T00:00:00Z",
});

const lesson: PrivateLesson = {
  ...base,
  class_teacher_invitations: [invitation(1, "accepted", 1), invitation(2, "no_reply", 0)],
};

describe("private lesson detail", () => {
  it("shows students, teachers and each invitation's reply; creates a meet-and-greet with the default time", async () => {
    const { fetchStub, calls } = stubFetch({
      "GET /api/greet-meetings": [200, { data: [] }],
      "POST /api/greet-meeting": [200, { id: 1 }],
    });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<LessonDetail lesson={lesson} isStaff />, "/private/private-lessons/41/detail");
    expect(screen.getByText("王小明")).toBeTruthy();
    expect(screen.getByText("T1 Chen")).toBeTruthy();
    expect(screen.getByText("Accepted")).toBeTruthy();
    expect(screen.getByText("No reply")).toBeTruthy();
    expect(await screen.findByText("No meet-and-greets yet.")).toBeTruthy();
    expect((screen.getByLabelText("Start time") as HTMLInputElement).value).toBe("08:00");
    fireEvent.click(screen.getByRole("button", { name: "Add meet-and-greet" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    const body = calls.find((c) => c.method === "POST")?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      session_class_id: 41,
      teacher_user_ids: [501],
      timezone: "Asia/Taipei",
      is_same_address: true,
      duration_minutes: 30,
    });
    expect(String(body.started_at)).toMatch(/^\d{4}-\d{2}-\d{2} 08:00:00$/);
  });

  it("hides staff-only parts from a teacher", async () => {
    const { fetchStub } = stubFetch({ "GET /api/greet-meetings": [200, { data: [] }] });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<LessonDetail lesson={{ ...lesson, class_teacher_invitations: [] }} isStaff={false} />, "/d");
    expect(screen.queryByText("Teacher invitations")).toBeNull();
    expect(screen.queryByRole("button", { name: "Add meet-and-greet" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Edit" })).toBeNull();
  });
});
