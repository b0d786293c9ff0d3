import { type MailDetail, type Role, tagEndpoints } from "@edu/shared";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { writeSignedInHint } from "../../../lib/session-store";
import { fillAnswer } from "../../../test/fill-answer";
import { stubFetch } from "../../../test/render-page";
import MailEditPage from "./mail-edit-page";

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

const blank = { subject: "", body: "" };
const draft: MailDetail = {
  id: 7,
  status: "draft",
  subject: "Spring classes",
  template_id: null,
  created_by_name: "Ada Admin",
  sent_by_name: null,
  created_at: "2026-11-20T02:00:00.000Z",
  updated_at: "2026-11-20T02:00:00.000Z",
  sent_at: null,
  counts: { recipients: 0, queued: 0, sent: 0, failed: 0, held: 0 },
  content: {
    en: { subject: "Spring classes", body: "<p>Dear {{name}}</p>" },
    "zh-TW": blank,
    "zh-CN": blank,
  },
  recipients: {
    users: [],
    tags: [{ id: 4, name: "Spring 2027" }],
    classes: [],
    class_audience: "students",
    roles: [],
  },
  recipient_count: 3,
};
const empty = { data: [], current_page: 1, per_page: 50, total: 0, last_page: 1 };

function renderEdit(roles: Role[] = ["super-admin"]) {
  const { fetchStub, calls } = stubFetch({
    "/api/me": [200, me(roles)],
    "POST /api/me": [200, me(roles)],
    "GET /api/mail-templates": [200, empty],
    "GET /api/tags": [
      200,
      fillAnswer(tagEndpoints.listTags, {
        ...empty,
        data: [{ id: 4, name: "Spring 2027", description: "", color: "blue" }],
      }),
    ],
    "GET /api/session-classes/all": [200, empty],
    "GET /api/mail/7": [200, draft],
    "PATCH /api/mail/7": [200, draft],
    "POST /api/mail/7/send": [200, { ...draft, status: "sent", recipient_count: 3 }],
  });
  vi.stubGlobal("fetch", fetchStub);
  writeSignedInHint(true);
  const router = createMemoryRouter(
    [
      { path: "/mail/edit/:id", element: <MailEditPage /> },
      { path: "/mail/view/:id", element: <div data-testid="viewed" /> },
    ],
    { initialEntries: ["/mail/edit/7"] },
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
  return { calls, router };
}

describe("sending a mail", { timeout: 30_000 }, () => {
  it("saves, asks with the number of recipients, sends once and shows the mail", async () => {
    const { calls, router } = renderEdit();
    fireEvent.click(await screen.findByRole("button", { name: "Send…" }));
    expect(await screen.findByText("It goes to 3 people now.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST" && c.url.endsWith("/send"))).toHaveLength(0);
    expect(calls.find((c) => c.method === "PATCH")?.body).toMatchObject({
      content: { en: { subject: "Spring classes" } },
      recipients: { tag_ids: [4] },
    });
    fireEvent.click(screen.getByRole("button", { name: "Send to 3 people" }));
    expect(await screen.findByTestId("viewed")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/mail/view/7");
    expect(calls.filter((c) => c.method === "POST" && c.url.endsWith("/send"))).toHaveLength(1);
  });

  it("cancelling the question sends nothing", async () => {
    const { calls } = renderEdit();
    fireEvent.click(await screen.findByRole("button", { name: "Send…" }));
    fireEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByText("It goes to 3 people now.")).toBeNull());
    expect(calls.filter((c) => c.url.endsWith("/send"))).toHaveLength(0);
  });

  it("names the question's close button, which sends nothing", async () => {
    const { calls } = renderEdit();
    fireEvent.click(await screen.findByRole("button", { name: "Send…" }));
    fireEvent.click(await screen.findByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByText("It goes to 3 people now.")).toBeNull());
    expect(calls.filter((c) => c.url.endsWith("/send"))).toHaveLength(0);
  });

  it("is for admins only", async () => {
    renderEdit(["staff"]);
    expect(await screen.findByText("Only administrators can write and send mails.")).toBeTruthy();
  });
});
