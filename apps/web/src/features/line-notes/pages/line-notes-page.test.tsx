import type { LineNote, LineNotesPage as NotesPage, Role } from "@edu/shared";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { writeSignedInHint } from "../../../lib/session-store";
import { stubFetch } from "../../../test/render-page";
import { LineNotesLink } from "../components/line-notes-link";
import LineNotesPage from "./line-notes-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  writeSignedInHint(false);
});

const me = (roles: Role[]) => ({
  id: 1,
  username: "office",
  email: "office@example.com",
  first_name: "Pat",
  last_name: "Office",
  all_roles: roles,
  timezone: "Asia/Taipei",
  student_ids: [],
  account_balance: 0,
  account_balance_currency: "TWD",
  default_currency: "TWD",
  lang: "en",
  is_active: true,
  finish_bind: true,
  created_at: "2026-01-01T00:00:00.000Z",
});

const note = (id: number, patch: Partial<LineNote>): LineNote => ({
  id,
  kind: "message",
  message_type: "text",
  text: null,
  content_status: null,
  content_type: null,
  content_bytes: null,
  occurred_at: "2026-11-22T02:00:00.000Z",
  created_at: "2026-11-22T02:00:00.000Z",
  ...patch,
});

const notesPage: NotesPage = {
  data: [
    note(3, { text: "老師好，明天請假" }),
    note(2, {
      message_type: "image",
      content_status: "fetched",
      content_type: "image/jpeg",
      content_bytes: 2048,
    }),
    note(1, { kind: "follow", message_type: null }),
  ],
  current_page: 1,
  per_page: 50,
  total: 3,
  last_page: 1,
  user: {
    id: 7,
    first_name: "美玲",
    last_name: "王",
    line_linked: true,
    line_display_name: "Mei",
    following: true,
  },
};

function renderAs(
  roles: Role[],
  configured = true,
  ui: ReactNode = <LineNotesPage />,
  path = "/line-notes/7",
) {
  let synced = false;
  const { fetchStub, calls } = stubFetch({
    "POST /api/me": [200, me(roles)],
    "/api/line-notes/status": () => [
      200,
      { configured, last_sync_at: synced ? "2026-11-23T01:00:00.000Z" : null },
    ],
    "POST /api/line-notes/sync": () => {
      synced = true;
      return [
        200,
        {
          synced_at: "2026-11-23T01:00:00.000Z",
          profiles_updated: 1,
          events_attached: 0,
          contents_fetched: 1,
          contents_expired: 0,
          failures: 0,
        },
      ];
    },
    "/api/line-notes/7": [200, notesPage],
  });
  vi.stubGlobal("fetch", fetchStub);
  writeSignedInHint(true);
  // The page reads :userId, so the route has the parameter (renderPage's routes are literal paths).
  const router = createMemoryRouter(
    [
      { path: "/line-notes/:userId", element: ui },
      { path: "*", element: ui },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return calls;
}

describe("LineNotesPage", () => {
  it("shows staff a user's notes, newest first, with the LINE name and the media kept", async () => {
    renderAs(["staff"]);
    expect(await screen.findByRole("heading", { name: "LINE notes: 王美玲" })).toBeTruthy();
    expect(await screen.findByText("老師好，明天請假")).toBeTruthy();
    expect(screen.getByText("LINE name: Mei")).toBeTruthy();
    expect(screen.getByText("Media kept by LINE: image/jpeg, 2 KB")).toBeTruthy();
    expect(screen.getByText("Followed")).toBeTruthy();
    const ids = screen.getAllByRole("article").map((el) => el.getAttribute("data-testid"));
    expect(ids).toEqual(["line-note-3", "line-note-2", "line-note-1"]);
    expect(screen.getByTestId("line-last-sync").textContent).toBe("Not synced yet");
  });

  it("syncs on the button and shows the new sync time", async () => {
    const calls = renderAs(["staff"]);
    fireEvent.click(await screen.findByRole("button", { name: "Sync with LINE" }));
    await waitFor(() =>
      expect(screen.getByTestId("line-last-sync").textContent).toMatch(/^Last synced 2026-11-23/),
    );
    expect(calls.some((c) => c.method === "POST" && c.url === "/api/line-notes/sync")).toBe(true);
  });

  it("says the feature is off when the official account is not configured, without asking for notes", async () => {
    const calls = renderAs(["staff"], false);
    expect(await screen.findByText(/LINE official account is not configured/)).toBeTruthy();
    expect(calls.some((c) => c.url.startsWith("/api/line-notes/7"))).toBe(false);
  });

  it("is for staff: a teacher is told so and nothing is fetched", async () => {
    const calls = renderAs(["teacher"]);
    expect(await screen.findByText("LINE notes are for staff.")).toBeTruthy();
    expect(calls.some((c) => c.url.startsWith("/api/line-notes"))).toBe(false);
  });
});

describe("LineNotesLink", () => {
  it("links staff to the notes when configured, and hides when not", async () => {
    renderAs(["staff"], true, <LineNotesLink userId={7} />, "/users/7");
    const link = await screen.findByRole("link", { name: "LINE notes" });
    expect(link.getAttribute("href")).toBe("/line-notes/7");
    cleanup();
    renderAs(["staff"], false, <LineNotesLink userId={7} />, "/users/7");
    await waitFor(() => expect(screen.queryByRole("link", { name: "LINE notes" })).toBeNull());
  });
});
