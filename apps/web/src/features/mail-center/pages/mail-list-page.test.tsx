import type { MailSummary, Role } from "@edu/shared";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { writeSignedInHint } from "../../../lib/session-store";
import { renderPage, stubFetch } from "../../../test/render-page";
import MailListPage from "./mail-list-page";

afterEach(() => {
  vi.unstubAllGlobals();
  writeSignedInHint(false);
});

const me = (roles: Role[]) => ({
  id: 1,
  username: "admin",
  email: "admin@example.com",
  first_name: "Ada",
  last_name: "Admin",
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

const mail = (id: number, patch: Partial<MailSummary>): MailSummary => ({
  id,
  status: "draft",
  subject: "Open house",
  template_id: null,
  created_by_name: "Ada Admin",
  sent_by_name: null,
  created_at: "2026-11-20T02:00:00.000Z",
  updated_at: "2026-11-20T02:00:00.000Z",
  sent_at: null,
  counts: { recipients: 0, queued: 0, sent: 0, failed: 0, held: 0 },
  ...patch,
});
const list = {
  data: [
    mail(2, {}),
    mail(1, {
      status: "sent",
      subject: "Spring classes",
      sent_at: "2026-11-19T02:00:00.000Z",
      counts: { recipients: 40, queued: 2, sent: 37, failed: 1, held: 0 },
    }),
  ],
  current_page: 1,
  per_page: 50,
  total: 2,
  last_page: 1,
};

describe("the mail list", { timeout: 30_000 }, () => {
  it("lists drafts and sent mails with delivery counts, and deletes a draft in two clicks", async () => {
    const { fetchStub, calls } = stubFetch({
      "/api/me": [200, me(["super-admin"])],
      "POST /api/me": [200, me(["super-admin"])],
      "GET /api/mails": [200, list],
      "DELETE /api/mail/2": [200, { ok: true }],
    });
    vi.stubGlobal("fetch", fetchStub);
    writeSignedInHint(true);
    renderPage(<MailListPage />, "/mail/list");
    expect(await screen.findByRole("link", { name: "Spring classes" })).toHaveProperty(
      "href",
      expect.stringContaining("/mail/view/1"),
    );
    expect(screen.getByRole("link", { name: "Open house" })).toHaveProperty(
      "href",
      expect.stringContaining("/mail/edit/2"),
    );
    expect(screen.getAllByText("37 sent").length).toBeGreaterThan(0);
    expect(screen.getAllByText("1 failed").length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    fireEvent.click(await screen.findByRole("button", { name: "Confirm delete" }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === "DELETE" && c.url === "/api/mail/2")).toBe(true),
    );
  });

  it("shows staff the list without writing actions", async () => {
    const { fetchStub } = stubFetch({
      "/api/me": [200, me(["staff"])],
      "POST /api/me": [200, me(["staff"])],
      "GET /api/mails": [200, list],
    });
    vi.stubGlobal("fetch", fetchStub);
    writeSignedInHint(true);
    renderPage(<MailListPage />, "/mail");
    expect(await screen.findByRole("link", { name: "Open house" })).toHaveProperty(
      "href",
      expect.stringContaining("/mail/view/2"),
    );
    expect(screen.queryByRole("link", { name: "New mail" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
  });
});
