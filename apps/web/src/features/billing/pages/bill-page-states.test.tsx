import type { Role } from "@edu/shared";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { configureApiClient, resetApiClient } from "../../../lib/api-client";
import { writeSignedInHint } from "../../../lib/session-store";
import { stubFetch } from "../../../test/render-page";
import { savedBill } from "../lib/bill.fixture";
import BillDetailPage from "./bill-detail-page";
import ParentProblemPage from "./parent-problem-page";
import ParentTransactionPage from "./parent-transaction-page";

afterEach(() => {
  vi.unstubAllGlobals();
  writeSignedInHint(false);
  resetApiClient();
});

const me = (roles: Role[]) => ({
  id: 5,
  username: "someone",
  email: "someone@example.com",
  first_name: "",
  last_name: "",
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

/** `path` as the app routes it (`pattern`), signed in with `roles`; the toasts the API client raised. */
function renderRoute(
  pattern: string,
  path: string,
  page: ReactNode,
  roles: Role[],
  answers: Parameters<typeof stubFetch>[0],
) {
  const { fetchStub } = stubFetch({
    "/api/me": [200, me(roles)],
    "POST /api/me": [200, me(roles)],
    ...answers,
  });
  vi.stubGlobal("fetch", fetchStub);
  const toasts: string[] = [];
  configureApiClient({ notify: (message: string) => toasts.push(message) });
  writeSignedInHint(true);
  const router = createMemoryRouter(
    [
      { path: pattern, element: page },
      { path: "*", element: <div data-testid="elsewhere" /> },
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
  return { toasts };
}

const pageState = () => document.querySelector("[data-page-state]")?.getAttribute("data-page-state");

describe("bill pages say when a bill cannot be shown", { timeout: 30_000 }, () => {
  it("a bill that does not exist is a not-found page (one h1, its title), not a toast", async () => {
    const { toasts } = renderRoute("/bill/:billId", "/bill/404", <BillDetailPage />, ["super-admin"], {
      "GET /api/order/404": [404, { message: "This bill does not exist.", code: "not_found" }],
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "We couldn't find this record" }),
    ).toBeTruthy();
    expect(document.querySelectorAll("h1")).toHaveLength(1);
    expect(document.title).toBe("Not found | EduBridge");
    expect(pageState()).toBe("not-found");
    expect(toasts).toEqual([]);
  });

  it("another family's bill refused to a parent (403) is a no-permission page", async () => {
    const { toasts } = renderRoute("/bill/:billId", "/bill/900", <BillDetailPage />, ["parent"], {
      "GET /api/order/900": [403, { message: "You do not have permission to do this.", code: "forbidden" }],
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "You don't have permission to see this page" }),
    ).toBeTruthy();
    expect(pageState()).toBe("no-permission");
    expect(toasts).toEqual([]);
  });

  it("the parent's transfer and problem pages answer a missing bill as a page too", async () => {
    const answers = {
      "GET /api/order/901": [404, { message: "gone", code: "not_found" }] as [number, unknown],
    };
    renderRoute(
      "/bill/parents/transaction/:billId",
      "/bill/parents/transaction/901",
      <ParentTransactionPage />,
      ["parent"],
      answers,
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: "We couldn't find this record" }),
    ).toBeTruthy();
    expect(document.querySelectorAll("h1")).toHaveLength(1);
    document.body.innerHTML = "";
    renderRoute(
      "/bill/parents/problem/:billId",
      "/bill/parents/problem/901",
      <ParentProblemPage />,
      ["parent"],
      answers,
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: "We couldn't find this record" }),
    ).toBeTruthy();
    expect(pageState()).toBe("not-found");
  });

  it("a bill's pages each have one h1 and a title of their own", async () => {
    const answers = {
      "GET /api/order/900/payments": [404, { message: "n/a", code: "not_found" }] as [number, unknown],
      "GET /api/order/900": [200, { data: savedBill }] as [number, unknown],
    };
    renderRoute("/bill/:billId", "/bill/900", <BillDetailPage />, ["super-admin"], answers);
    expect(await screen.findByRole("heading", { level: 1, name: "September" })).toBeTruthy();
    expect(document.querySelectorAll("h1")).toHaveLength(1);
    expect(document.title).toBe("Bill “September” | EduBridge");
    document.body.innerHTML = "";
    renderRoute(
      "/bill/parents/problem/:billId",
      "/bill/parents/problem/900",
      <ParentProblemPage />,
      ["parent"],
      answers,
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: "Report a problem with this bill" }),
    ).toBeTruthy();
    await screen.findByText("Tick the items or lessons that are wrong and tell us what is wrong.");
    expect(document.querySelectorAll("h1")).toHaveLength(1);
    expect(document.title).toBe("Report a problem with “September” | EduBridge");
  });

  it("the transfer page shows the school's bank account (site settings) beside the form, under its own title", async () => {
    renderRoute(
      "/bill/parents/transaction/:billId",
      "/bill/parents/transaction/900",
      <ParentTransactionPage />,
      ["parent"],
      {
        "GET /api/order/900/payments": [404, { message: "n/a", code: "not_found" }],
        "GET /api/order/900": [200, { data: savedBill }],
        "/api/site-content?keys=site.bank-account": [
          200,
          {
            data: [
              {
                key: "site.bank-account",
                data: { bank_code: "822", account_number: "0123-456-789012" },
                content: { bank_name: "CTBC Bank", account_name: "EduBridge Ltd." },
                locale: "en",
                missing_locales: [],
                updated_at: "2026-09-01T00:00:00.000Z",
              },
            ],
          },
        ],
      },
    );
    const account = await screen.findByRole("region", { name: "Our bank account for transfers" });
    expect(account.textContent).toContain("0123-456-789012");
    expect(screen.getByLabelText(/Proof of payment \(image\)/)).toBeTruthy();
    expect(document.querySelectorAll("h1")).toHaveLength(1);
    expect(document.title).toBe("Pay “September” by bank transfer | EduBridge");
  });
});
