import type { ParentLinkRequest } from "@edu/shared";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "../../../test/render-page";
import ConfirmLinkPage from "./confirm-page";

const request: ParentLinkRequest = {
  id: 7,
  status: "pending",
  via: "bind-parent",
  parent_id: 3,
  parent_username: "pat",
  parent_name: "Pat Lee",
  parent_email: "pat@example.com",
  student_id: 9,
  student_email: "kid@example.com",
  student_name: "Kid Lee",
  created_at: "2026-01-01T00:00:00.000Z",
  expires_at: "2026-01-08T00:00:00.000Z",
  can_confirm: true,
  is_mine: false,
};

function renderAt(url: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: "/family-links/confirm", element: <ConfirmLinkPage /> }], {
    initialEntries: [url],
  });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("/family-links/confirm", () => {
  it("shows who asks, then confirms with the mailed token", async () => {
    const { fetchStub, calls } = stubFetch({
      "/api/parent-link-requests/by-token": [200, request],
      "/api/parent-link-requests/confirm-by-token": [
        200,
        { id: 7, status: "confirmed", parent_id: 3, student_id: 9 },
      ],
      "/api/parent-link-requests": [200, { data: [], current_page: 1, per_page: 50, total: 0, last_page: 1 }],
    });
    vi.stubGlobal("fetch", fetchStub);
    renderAt("/family-links/confirm?token=abc123");
    expect(
      await screen.findByText("Pat Lee (pat@example.com) asks to be linked to your account as your parent."),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText(/Confirmed: this parent is now linked/)).toBeTruthy();
    expect(calls.filter((call) => call.url.includes("token")).map((call) => call.body)).toEqual([
      { token: "abc123" },
      { token: "abc123" },
    ]);
  });

  it("shows the server's refusal (another account, a used or expired link)", async () => {
    const { fetchStub } = stubFetch({
      "/api/parent-link-requests/by-token": [
        422,
        {
          message: "Validation failed",
          code: "validation_failed",
          errors: { token: ["This confirmation link has expired."] },
        },
      ],
    });
    vi.stubGlobal("fetch", fetchStub);
    renderAt("/family-links/confirm?token=old");
    expect(await screen.findByText("This confirmation link has expired.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Confirm" })).toBeNull();
  });

  it("without a token says the link is incomplete and calls nothing", async () => {
    const { fetchStub, calls } = stubFetch({});
    vi.stubGlobal("fetch", fetchStub);
    renderAt("/family-links/confirm");
    expect(await screen.findByText(/This confirmation link is incomplete/)).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
