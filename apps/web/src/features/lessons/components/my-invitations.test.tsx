import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage, stubFetch } from "../../../test/render-page";
import { person } from "../lib/private-lesson.fixture";
import { MyInvitations } from "./my-invitations";

afterEach(() => vi.unstubAllGlobals());

const mine = {
  id: 12,
  encrypted_id: "k".repeat(43),
  expires_at: "2099-12-31T00:00:00Z",
  class_id: 41,
  session_class: {
    id: 41,
    name: "SAT Verbal 1:1",
    course_session_id: 1,
    localized: { name: "SAT 語文一對一" },
  },
  teacher_user_id: 501,
  teacher: person(501, "美玲", "王"),
  salary: 90_000,
  currency: "TWD",
  online_salary: null,
  online_currency: null,
  notes: "",
  replied_status: 0,
  replied_status_key: "no_reply",
  replied_at: null,
  need_greet_meeting: false,
  mailed_at: null,
  created_at: "2026-11-20T00:00:00Z",
};

describe("a teacher's invitations on the private lessons page", () => {
  it("lists each with its reply, opening the invitation's own page", async () => {
    vi.stubGlobal(
      "fetch",
      stubFetch({ "GET /api/class-teacher-invitations/mine": [200, { data: [mine] }] }).fetchStub,
    );
    renderPage(<MyInvitations />, "/private/private-lessons");
    const link = await screen.findByRole("link", { name: "Open the invitation to SAT 語文一對一" });
    expect(link.getAttribute("href")).toBe("/private/private-lessons/invitation/12");
    expect(screen.getByText("No reply")).toBeTruthy();
  });

  it("shows nothing without invitations", async () => {
    const { fetchStub, calls } = stubFetch({
      "GET /api/class-teacher-invitations/mine": [200, { data: [] }],
    });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<MyInvitations />, "/private/private-lessons");
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByTestId("my-invitations")).toBeNull();
  });
});
