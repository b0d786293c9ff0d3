import { type Role, teacherInvitationEndpoints } from "@edu/shared";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { writeSignedInHint } from "../../../lib/session-store";
import type { StubCall } from "../../../test/fetch-stub-kit";
import { fillAnswer } from "../../../test/fill-answer";
import { stubFetch } from "../../../test/render-page";
import { SESSION_KEY } from "../../auth";
import InvitationReplyPage from "./invitation-reply-page";

afterEach(() => {
  writeSignedInHint(false);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const KEY = "k".repeat(43);
// Without a translation in the reader's language the server resolves `localized` to the base name.
const answer = (localized = { name: "SAT Verbal 1:1" }) =>
  fillAnswer(teacherInvitationEndpoints.createReplyTeacherInvitation, {
    replied_status: 1,
    replied_status_key: "accepted",
    class_name: "SAT Verbal 1:1",
    localized,
    teacher: { id: 5, username: "t", first_name: "Mei", last_name: "Chen" },
  });

const PATTERN = "/private/private-lessons/invitation-reply/:reply_status/:class_teacher_invitation_id";

/** The mailed accept link, opened signed out or signed in with `roles`. */
function open(roles?: Role[]) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  if (roles) {
    writeSignedInHint(true);
    client.setQueryData(SESSION_KEY, { id: 9, username: "someone", all_roles: roles, lang: "en" } as never);
  }
  const router = createMemoryRouter([{ path: PATTERN, element: <InvitationReplyPage /> }], {
    initialEntries: [`/private/private-lessons/invitation-reply/1/${KEY}`],
  });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const replies = (calls: StubCall[]) =>
  calls.filter((c) => c.method === "POST" && c.url === "/api/reply-teacher-invitation").map((c) => c.body);

describe("invitation reply page", () => {
  it("names the class in the reader's language (localized.name)", async () => {
    vi.stubGlobal(
      "fetch",
      stubFetch({ "POST /api/reply-teacher-invitation": [200, answer({ name: "SAT 語文一對一" })] })
        .fetchStub,
    );
    open();
    fireEvent.click(await screen.findByRole("button", { name: "Accept the invitation" }));
    expect((await screen.findByTestId("reply-done")).textContent).toContain("SAT 語文一對一");
  });

  it("falls back to the base name", async () => {
    vi.stubGlobal("fetch", stubFetch({ "POST /api/reply-teacher-invitation": [200, answer()] }).fetchStub);
    open();
    fireEvent.click(await screen.findByRole("button", { name: "Accept the invitation" }));
    expect((await screen.findByTestId("reply-done")).textContent).toContain("SAT Verbal 1:1");
  });
});

describe("what the reply page sends, by who answers (spec 02 §7)", () => {
  it.each([
    ["the teacher through the mailed link (signed out)", undefined, { need_send_mail: 1 }],
    ["a signed-in teacher", ["teacher"] as Role[], { need_send_mail: 1 }],
    ["an admin: the reply as is", ["super-admin"] as Role[], {}],
    ["staff: the reply as is", ["staff"] as Role[], {}],
  ])("%s", async (_who, roles, extra) => {
    const { fetchStub, calls } = stubFetch({ "POST /api/reply-teacher-invitation": [200, answer()] });
    vi.stubGlobal("fetch", fetchStub);
    open(roles);
    fireEvent.click(await screen.findByRole("button", { name: "Accept the invitation" }));
    await screen.findByTestId("reply-done");
    expect(replies(calls)).toEqual([{ class_teacher_invitation_id: KEY, replied_status: 1, ...extra }]);
  });

  it.each([["parent"], ["student"]] as Role[][])(
    "a signed-in %s sends nothing and is told who may answer",
    async (role) => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { fetchStub, calls } = stubFetch({ "POST /api/reply-teacher-invitation": [200, answer()] });
      vi.stubGlobal("fetch", fetchStub);
      open([role]);
      expect((await screen.findByTestId("reply-not-yours")).textContent).toContain(
        "Only the invited teacher or the school's office",
      );
      expect(screen.queryByRole("button", { name: "Accept the invitation" })).toBeNull();
      expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
      await act(() => vi.advanceTimersByTimeAsync(50));
      expect(replies(calls)).toEqual([]);
    },
  );
});
