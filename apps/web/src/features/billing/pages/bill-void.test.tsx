import type { OrderDetail, OrderPayments, Role } from "@edu/shared";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { writeSignedInHint } from "../../../lib/session-store";
import { renderPage, stubFetch } from "../../../test/render-page";
import { parentProof, savedBill } from "../lib/bill.fixture";
import BillDetailPage from "./bill-detail-page";
import BillsPage from "./bills-page";

afterEach(() => {
  vi.unstubAllGlobals();
  writeSignedInHint(false);
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

const paidBill: OrderDetail = {
  ...savedBill,
  status: 4,
  status_key: "paid",
  sent_at: "2026-09-21T00:00:00.000Z",
};
const voidedBill: OrderDetail = {
  ...paidBill,
  voided_at: "2026-10-05T03:00:00.000Z",
  void_reason: "billed to the wrong family",
};
const paidPayments: OrderPayments = {
  order_id: 900,
  summary: {
    price_currency: "TWD",
    amount_due: 3900000,
    verified_paid: 3900000,
    balance_paid: 0,
    marked_paid: 0,
    pending_amount: 0,
    outstanding: 0,
    status: 4,
    status_key: "paid",
  },
  transactions: [{ ...parentProof, status: "verified", confirmed: 1, price: 3900000 }],
  problems: [],
  paid_marks: [],
};

const unpaidPayments: OrderPayments = {
  ...paidPayments,
  summary: {
    ...paidPayments.summary,
    verified_paid: 0,
    outstanding: 3900000,
    status: 1,
    status_key: "payment_pending",
  },
  transactions: [],
};

/** /bill/900 as the app routes it, with the bill, its payments and the answers given. */
function renderBill(roles: Role[], answers: Parameters<typeof stubFetch>[0]) {
  const { fetchStub, calls } = stubFetch({
    "/api/me": [200, me(roles)],
    "POST /api/me": [200, me(roles)],
    ...answers,
  });
  vi.stubGlobal("fetch", fetchStub);
  writeSignedInHint(true);
  const router = createMemoryRouter(
    [
      { path: "/bill/:billId", element: <BillDetailPage /> },
      { path: "*", element: <div data-testid="elsewhere" /> },
    ],
    { initialEntries: ["/bill/900"] },
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

const readsOf = (calls: { method: string; url: string }[], url: string) =>
  calls.filter((call) => call.method === "GET" && call.url === url).length;

describe("a voided bill", { timeout: 30_000 }, () => {
  it("reads as void with its reason; the family gets no way to pay it and its payments are not asked for", async () => {
    const { calls } = renderBill(["parent"], { "GET /api/order/900": [200, { data: voidedBill }] });
    const notice = await screen.findByTestId("bill-voided");
    expect(within(notice).getByText("Voided on 2026-10-05")).toBeTruthy();
    expect(within(notice).getByText("Reason: billed to the wrong family")).toBeTruthy();
    expect(screen.getByText("Void").closest("[data-status]")?.getAttribute("data-status")).toBe("void");
    expect(screen.queryByRole("link", { name: "Pay by bank transfer" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Receipt (PDF)" })).toBeNull();
    expect(screen.queryByTestId("admin-actions")).toBeNull();
    expect(readsOf(calls, "/api/order/900/payments")).toBe(0);
  });

  it("an admin voids a bill with verified money: the dialog says it refunds as credit, the reason is sent, the bill reads again as void", async () => {
    let voided = false;
    const { calls } = renderBill(["super-admin"], {
      "GET /api/order/900/payments": [200, { data: paidPayments }],
      "GET /api/order/900": () => [200, { data: voided ? voidedBill : paidBill }],
      "DELETE /api/order/900/completed": () => {
        voided = true;
        return [200, { ok: true, voided: 1 }];
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Void bill" }));
    expect(screen.queryByRole("button", { name: "Delete bill" })).toBeNull();
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/goes back to their balance as credit/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Reason (shown with the bill)"), {
      target: { value: "billed to the wrong family" },
    });
    const paymentReads = readsOf(calls, "/api/order/900/payments");
    fireEvent.click(within(dialog).getByRole("button", { name: "Void and refund as credit" }));
    await screen.findByTestId("bill-voided");
    expect(calls.find((call) => call.method === "DELETE")?.url).toBe(
      "/api/order/900/completed?reason=billed+to+the+wrong+family",
    );
    // The voided bill is read again; its payments (now 404) are not.
    expect(readsOf(calls, "/api/order/900")).toBe(2);
    expect(readsOf(calls, "/api/order/900/payments")).toBe(paymentReads);
    expect(screen.queryByTestId("admin-actions")).toBeNull();
  });

  it("deleting a bill without payments leaves the page without reading the deleted bill again", async () => {
    const { calls, router } = renderBill(["super-admin"], {
      "GET /api/order/900/payments": [200, { data: unpaidPayments }],
      "GET /api/order/900": [200, { data: { ...savedBill, status: 1, status_key: "payment_pending" } }],
      "DELETE /api/order/900": [200, { ok: true }],
    });
    await waitFor(() => expect(readsOf(calls, "/api/order/900/payments")).toBe(1));
    fireEvent.click(await screen.findByRole("button", { name: "Delete bill" }));
    expect(screen.queryByRole("button", { name: "Void bill" })).toBeNull();
    fireEvent.click(
      await screen.findByRole("button", { name: "Delete this bill? Its items become billable again." }),
    );
    await screen.findByTestId("elsewhere");
    expect(router.state.location.pathname).toBe("/bill");
    await waitFor(() => expect(calls.some((call) => call.method === "DELETE")).toBe(true));
    expect(readsOf(calls, "/api/order/900")).toBe(1);
    expect(readsOf(calls, "/api/order/900/payments")).toBe(1);
  });

  it("the family's bill list has a void tab: voided bills with their void badge", async () => {
    const row = {
      id: 900,
      title: "September",
      parent: { id: 5, first_name: "美玲", last_name: "王", email: null },
      students: ["王小明"],
      receivable_date: "2026-10-01",
      price_currency: "TWD",
      total_price: 3900000,
      difference_price: 0,
      amount_due: 3900000,
      status: 4,
      status_key: "paid",
      sent_at: null,
      mark_paid_at: null,
      created_at: "2026-09-20T02:00:00.000Z",
      voided_at: "2026-10-05T03:00:00.000Z",
      void_reason: "billed to the wrong family",
    };
    const { fetchStub, calls } = stubFetch({
      "/api/me": [200, me(["parent"])],
      "POST /api/me": [200, me(["parent"])],
      "/api/orders/paid": [200, { data: [row], current_page: 1, per_page: 50, total: 1, last_page: 1 }],
    });
    vi.stubGlobal("fetch", fetchStub);
    writeSignedInHint(true);
    renderPage(<BillsPage />, "/bill?tab=void");
    const line = await screen.findByTestId("bill-row-900");
    expect(within(line).getByText("Void")).toBeTruthy();
    expect(within(line).queryByText("Paid")).toBeNull();
    expect(calls.some((call) => call.url === "/api/orders/paid?page=1&voided=1")).toBe(true);
  });
});
