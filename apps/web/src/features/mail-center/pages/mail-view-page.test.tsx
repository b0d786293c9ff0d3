import type { MailDetail, MailRecipient, Role } from "@edu/shared";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { writeSignedInHint } from "../../../lib/session-store";
import { stubFetch } from "../../../test/render-page";
import MailViewPage from "./mail-view-page";

afterEach(() => {
  vi.unstubAllGlobals();
  writeSignedInHint(false);
});

const me = (roles: Role[]) => ({
  id: 2,
  username: "office",
  email: "office@example.com",
  first_name: "Olive",
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

const blank = { subject: "", body: "" };
const sent: MailDetail = {
  id: 7,
  status: "sent",
  subject: "Spring classes",
  template_id: null,
  created_by_name: "Ada Admin",
  sent_by_name: "Ada Admin",
  created_at: "2026-11-20T02:00:00.000Z",
  updated_at: "2026-11-20T02:00:00.000Z",
  sent_at: "2026-11-20T03:00:00.000Z",
  counts: { recipients: 3, queued: 1, sent: 1, failed: 1, held: 0 },
  content: {
    en: { subject: "Spring classes", body: "<p>Dear {{name}}</p>" },
    "zh-TW": { subject: "春季課程", body: "<p>{{name}} 您好</p>" },
    "zh-CN": blank,
  },
  recipients: {
    users: [],
    tags: [{ id: 4, name: "Spring 2027" }],
    classes: [],
    class_audience: "students",
    roles: ["parent"],
  },
  recipient_count: 3,
};
const recipient = (id: number, patch: Partial<MailRecipient>): MailRecipient => ({
  id,
  user_id: id,
  name: "王美玲",
  email: "mei@example.com",
  locale: "zh-TW",
  state: "sent",
  error: null,
  attempts: 1,
  sent_at: "2026-11-20T03:01:00.000Z",
  ...patch,
});
const recipients = {
  data: [
    recipient(1, {}),
    recipient(2, {
      name: "Anna Smith",
      email: "anna@example.com",
      locale: "en",
      state: "failed",
      error: "550 mailbox unavailable",
      sent_at: null,
    }),
    recipient(3, {
      name: "John Smith",
      email: "john@example.com",
      locale: "en",
      state: "queued",
      sent_at: null,
    }),
  ],
  current_page: 1,
  per_page: 50,
  total: 3,
  last_page: 1,
};

function renderView(roles: Role[]) {
  const { fetchStub, calls } = stubFetch({
    "/api/me": [200, me(roles)],
    "POST /api/me": [200, me(roles)],
    "GET /api/mail/7/recipients": [200, recipients],
    "GET /api/mail/7": [200, sent],
  });
  vi.stubGlobal("fetch", fetchStub);
  writeSignedInHint(true);
  const router = createMemoryRouter([{ path: "/mail/view/:id", element: <MailViewPage /> }], {
    initialEntries: ["/mail/view/7"],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { calls };
}

describe("a sent mail's page", { timeout: 30_000 }, () => {
  it("shows the counts and each recipient's delivery state with the error, read-only for staff", async () => {
    const { calls } = renderView(["staff"]);
    expect(await screen.findByRole("heading", { name: "Spring classes" })).toBeTruthy();
    expect(screen.getByText("3 recipients")).toBeTruthy();
    expect(screen.getByText("1 failed")).toBeTruthy();
    expect(await screen.findByText("550 mailbox unavailable")).toBeTruthy();
    expect(screen.getByText("王美玲")).toBeTruthy();
    expect(screen.getByText("Spring 2027")).toBeTruthy();
    expect(calls.some((c) => c.url.startsWith("/api/mail/7/recipients?page=1&page_size=50"))).toBe(true);
    // Staff read: no duplicate, no edit.
    expect(screen.queryByRole("button", { name: "Duplicate as new draft" })).toBeNull();
  });

  it("offers admins to duplicate it", async () => {
    renderView(["super-admin"]);
    expect(await screen.findByRole("button", { name: "Duplicate as new draft" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Edit" })).toBeNull();
  });
});
