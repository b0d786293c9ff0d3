import type { PrivateLesson } from "@edu/shared/lessons";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage, stubFetch } from "../../../test/render-page";
import { person, storedLesson } from "../lib/private-lesson.fixture";
import { LessonDetail } from "./private-lesson-detail";

afterEach(() => vi.unstubAllGlobals());

const invitation = (id: number, key: "no_reply" | "accepted" | "rejected", status: number) => ({
  id,
  encrypted_id: "x",
  expires_at: "2026-12-31T00:00:00Z",
  class_id: 41,
  session_class: { id: 41, name: "SAT", course_session_id: 1, localized: { name: "SAT" } },
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
  ...storedLesson,
  class_teacher_invitations: [invitation(1, "accepted", 1), invitation(2, "no_reply", 0)],
};

/** A meet-and-greet as the server answers it. */
const meeting = {
  id: 8,
  session_class_id: 41,
  class_name: "SAT",
  localized: { name: "SAT" },
  teacher_user_ids: [],
  teachers: [],
  timezone: "Asia/Taipei",
  is_same_address: true,
  address: "",
  started_at: "2026-12-01T00:00:00Z",
  started_at_local: "2026-12-01 08:00:00",
  duration_minutes: 30,
  mailed_at: null,
  created_at: "2026-11-20T00:00:00Z",
};

// The detail page renders several editable sections: 20 s per test for a loaded machine.
describe("private lesson detail", { timeout: 20_000 }, () => {
  it("shows students, teachers and each invitation's reply; creates a meet-and-greet with the default time", async () => {
    const { fetchStub, calls } = stubFetch({
      "GET /api/greet-meetings": [200, { data: [] }],
      "POST /api/greet-meeting": [200, { ...meeting, id: 1 }],
    });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<LessonDetail lesson={lesson} isStaff />, "/private/private-lessons/41/detail");
    // The title in the reader's language (localized), and the language staff still have to add.
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("SAT 一對一");
    expect(screen.getByText("Missing: 简体中文")).toBeTruthy();
    expect(screen.getByText("王小明")).toBeTruthy();
    expect(screen.getByText("T1 Chen")).toBeTruthy();
    // Each invitation opens its own page (spec 02 §2).
    expect(screen.getByRole("link", { name: "T1 Chen" }).getAttribute("href")).toBe(
      "/private/private-lessons/invitation/1",
    );
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

describe("private lesson detail: editing invitations and meet-and-greets", { timeout: 20_000 }, () => {
  it("saves an invitation's salary and notes, then its reply; deletes one after a second click", async () => {
    const { fetchStub, calls } = stubFetch({
      "GET /api/greet-meetings": [200, { data: [] }],
      "PATCH /api/teacher-invitation": [
        200,
        { ...invitation(1, "accepted", 1), salary: 100000, notes: "Tuesdays" },
      ],
      "POST /api/reply-teacher-invitation": [200, {}],
      "DELETE /api/teacher-invitation/2": [200, { ok: true }],
    });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<LessonDetail lesson={lesson} isStaff />, "/private/private-lessons/41/detail");
    fireEvent.click(screen.getByRole("button", { name: "Edit the invitation of T1 Chen" }));
    fireEvent.change(screen.getByLabelText("Salary (TWD)"), { target: { value: "1000" } });
    fireEvent.change(screen.getByLabelText("Notes to the teacher"), { target: { value: "Tuesdays" } });
    fireEvent.click(screen.getByRole("button", { name: "Save invitation" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PATCH")).toBe(true), { timeout: 5000 });
    expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({
      id: 1,
      salary: 100000,
      notes: "Tuesdays",
    });
    // The reply was not changed: it is not sent.
    expect(calls.some((c) => c.url.includes("reply-teacher-invitation"))).toBe(false);

    fireEvent.click(screen.getByRole("button", { name: "Delete the invitation of T2 Chen" }));
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Confirm deleting the invitation of T2 Chen" }));
    await waitFor(() => expect(calls.some((c) => c.method === "DELETE")).toBe(true), { timeout: 5000 });
  });

  it("edits a meet-and-greet's time with PATCH", async () => {
    const { fetchStub, calls } = stubFetch({
      "GET /api/greet-meetings": [200, { data: [meeting] }],
      "PATCH /api/greet-meeting/8": [200, meeting],
    });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<LessonDetail lesson={lesson} isStaff />, "/private/private-lessons/41/detail");
    fireEvent.click(
      await screen.findByRole("button", {
        name: "Edit the meet-and-greet of 2026-12-01 08:00 (Asia/Taipei)",
      }),
    );
    const times = screen.getAllByLabelText("Start time") as HTMLInputElement[];
    const edited = times.find(
      (input) => input.value === "08:00" && input.closest("[data-testid=greet-meeting-row]"),
    );
    if (!edited) throw new Error("no time field in the row");
    fireEvent.change(edited, { target: { value: "10:30" } });
    fireEvent.click(screen.getByRole("button", { name: "Save meet-and-greet" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PATCH")).toBe(true), { timeout: 5000 });
    const body = calls.find((c) => c.method === "PATCH")?.body as Record<string, unknown>;
    expect(body.started_at).toBe("2026-12-01 10:30:00");
    expect(body).not.toHaveProperty("session_class_id");
  });

  it("links to the progress reports and the link-teacher page", () => {
    const { fetchStub } = stubFetch({ "GET /api/greet-meetings": [200, { data: [] }] });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<LessonDetail lesson={lesson} isStaff />, "/d");
    expect(screen.getByRole("link", { name: "Progress reports" }).getAttribute("href")).toBe(
      "/private/private-lessons/41/progress-report",
    );
    expect(screen.getByRole("link", { name: "Link a teacher" }).getAttribute("href")).toBe(
      "/private/private-lessons/link-teacher/41",
    );
  });
});
