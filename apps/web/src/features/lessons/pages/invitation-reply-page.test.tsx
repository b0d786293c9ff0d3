import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "../../../test/render-page";
import InvitationReplyPage from "./invitation-reply-page";

afterEach(() => vi.unstubAllGlobals());

const KEY = "k".repeat(43);
const answer = (localized?: { name: string }) => ({
  replied_status: 1,
  replied_status_key: "accepted",
  class_name: "SAT Verbal 1:1",
  ...(localized && { localized }),
  teacher: { id: 5, username: "t", first_name: "Mei", last_name: "Chen" },
});

function open() {
  const router = createMemoryRouter(
    [
      {
        path: "/invitation-reply/:reply_status/:class_teacher_invitation_id",
        element: <InvitationReplyPage />,
      },
    ],
    { initialEntries: [`/invitation-reply/1/${KEY}`] },
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

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
