import type { Role } from "@edu/shared";
import type { TeacherInvitation } from "@edu/shared/lessons";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { writeSignedInHint } from "../../../lib/session-store";
import type { StubCall } from "../../../test/fetch-stub-kit";
import { stubFetch } from "../../../test/render-page";
import { SESSION_KEY } from "../../auth";
import { person } from "../lib/private-lesson.fixture";
import InvitationPage from "./invitation-page";

afterEach(() => {
  writeSignedInHint(false);
  vi.unstubAllGlobals();
});

const KEY = "k".repeat(43);
const invitation: TeacherInvitation = {
  id: 12,
  encrypted_id: KEY,
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
  online_salary: 80_000,
  online_currency: "TWD",
  notes: "Saturday mornings",
  replied_status: 0,
  replied_status_key: "no_reply",
  replied_at: null,
  need_greet_meeting: true,
  mailed_at: "2026-11-20T00:00:00Z",
  created_at: "2026-11-20T00:00:00Z",
};
const replyAnswer = {
  replied_status: 1,
  replied_status_key: "accepted",
  class_name: "SAT Verbal 1:1",
  localized: { name: "SAT 語文一對一" },
  teacher: person(501, "美玲", "王"),
};

/** /private/private-lessons/invitation/{id} as a signed-in user with `roles`; records every request. */
function open(roles: Role[], answers: Parameters<typeof stubFetch>[0], id = "12") {
  const stub = stubFetch(answers);
  vi.stubGlobal("fetch", stub.fetchStub);
  writeSignedInHint(true);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(SESSION_KEY, { id: 9, username: "me", all_roles: roles, lang: "en" } as never);
  const router = createMemoryRouter(
    [{ path: "/private/private-lessons/invitation/:id", element: <InvitationPage /> }],
    { initialEntries: [`/private/private-lessons/invitation/${id}`] },
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { calls: stub.calls };
}

const posts = (calls: StubCall[], url: string) =>
  calls.filter((c) => c.method === "POST" && c.url === url).map((c) => c.body);

describe("an invitation's own page (spec 02 §2)", { timeout: 20_000 }, () => {
  it("shows the admin who was invited, the terms and the reply; one h1 and its own title", async () => {
    open(["super-admin"], { "GET /api/teacher-invitation/12": [200, invitation] });
    const h1 = await screen.findByRole("heading", { level: 1 });
    expect(h1.textContent).toBe("Invitation of 王美玲");
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe("Invitation of 王美玲 · SAT 語文一對一 | EduBridge"));
    expect(screen.getByRole("link", { name: "SAT 語文一對一" }).getAttribute("href")).toBe(
      "/private/private-lessons/41/detail",
    );
    expect(screen.getByText("Saturday mornings")).toBeTruthy();
    expect(document.body.textContent).toContain("900");
    expect(document.body.textContent).toContain("800");
    expect(screen.getByTestId("invitation-reply").textContent).toBe("No reply");
    expect(document.body.textContent).toContain("2099-12-31");
  });

  it("the office sets the reply as is (no need_send_mail) and mails the invitation again with an idempotency key", async () => {
    const { calls } = open(["staff"], {
      "GET /api/teacher-invitation/12": [200, invitation],
      "POST /api/reply-teacher-invitation": [200, replyAnswer],
      "POST /api/send-teacher-invitation-email": [200, invitation],
    });
    fireEvent.click(await screen.findByRole("combobox", { name: "Set the reply" }));
    fireEvent.click(await screen.findByRole("option", { name: "Accepted", hidden: true }));
    fireEvent.click(screen.getByRole("button", { name: "Save the reply" }));
    await waitFor(() =>
      expect(posts(calls, "/api/reply-teacher-invitation")).toEqual([
        { class_teacher_invitation_id: KEY, replied_status: 1 },
      ]),
    );
    fireEvent.click(screen.getByRole("button", { name: "Mail the invitation again" }));
    await waitFor(() => expect(posts(calls, "/api/send-teacher-invitation-email")).toEqual([{ id: 12 }]));
    const sent = calls.findIndex((c) => c.url === "/api/send-teacher-invitation-email");
    expect(calls[sent]?.headers["Idempotency-Key"]).toMatch(/\S{8,}/);
  });

  it("the invited teacher answers here and the office is told (need_send_mail=1); no resend", async () => {
    const { calls } = open(["teacher"], {
      "GET /api/teacher-invitation/12": [200, invitation],
      "POST /api/reply-teacher-invitation": [200, replyAnswer],
    });
    fireEvent.click(await screen.findByRole("button", { name: "Accept the invitation" }));
    await waitFor(() =>
      expect(posts(calls, "/api/reply-teacher-invitation")).toEqual([
        { class_teacher_invitation_id: KEY, replied_status: 1, need_send_mail: 1 },
      ]),
    );
    expect(screen.queryByRole("button", { name: "Mail the invitation again" })).toBeNull();
    expect(screen.getByRole("link", { name: "Back to private lessons" }).getAttribute("href")).toBe(
      "/private/private-lessons",
    );
  });

  it.each([
    [403, "no-permission"],
    [404, "not-found"],
  ])("answers a refused or missing invitation (%i) with its page state", async (status, state) => {
    open(["teacher"], { "GET /api/teacher-invitation/12": [status, { message: "no", code: "x" }] });
    await waitFor(() =>
      expect(document.querySelector("[data-page-state]")?.getAttribute("data-page-state")).toBe(state),
    );
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("an id that is no id is 'not found' without asking the server", async () => {
    const { calls } = open(["super-admin"], {}, "abc");
    await waitFor(() =>
      expect(document.querySelector("[data-page-state]")?.getAttribute("data-page-state")).toBe("not-found"),
    );
    expect(calls.filter((c) => c.url.includes("teacher-invitation"))).toEqual([]);
  });
});
