import { ORDER_STATUSES, type OrderListRow, type Role } from "@edu/shared";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { writeSignedInHint } from "../../../lib/session-store";
import { renderPage, stubFetch } from "../../../test/render-page";
import { parentProof } from "../lib/bill.fixture";
import BillsPage from "./bills-page";

afterEach(() => {
  vi.unstubAllGlobals();
  writeSignedInHint(false);
});

const me = (roles: Role[]) => ({
  id: 1,
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

const row = (code: number): OrderListRow => {
  const status = ORDER_STATUSES[code] ?? ORDER_STATUSES[0];
  return {
    id: 100 + code,
    title: `Bill ${code}`,
    parent: { id: 5, first_name: "美玲", last_name: "王", email: null },
    students: ["王小明"],
    receivable_date: "2026-10-01",
    price_currency: "TWD",
    total_price: 3600000,
    difference_price: 0,
    amount_due: 3600000,
    status: status.code,
    status_key: status.key,
    sent_at: null,
    mark_paid_at: null,
    created_at: "2026-09-20T02:00:00.000Z",
    voided_at: null,
    void_reason: "",
  };
};
const page = (rows: OrderListRow[]) => ({
  data: rows,
  current_page: 1,
  per_page: 50,
  total: rows.length,
  last_page: 1,
});

function renderAs(roles: Role[], path = "/bill", transfers: unknown[] = []) {
  const { fetchStub, calls } = stubFetch({
    "/api/order/transactions/bank-transfers": [
      200,
      { data: transfers, current_page: 1, per_page: 50, total: transfers.length, last_page: 1 },
    ],
    "/api/me": [200, me(roles)],
    "POST /api/me": [200, me(roles)],
    "/api/order/unpaid": [200, page([0, 1, 2, 3, 5].map(row))],
    "/api/orders/paid": [200, page([row(4)])],
  });
  vi.stubGlobal("fetch", fetchStub);
  writeSignedInHint(true);
  return { ...renderPage(<BillsPage />, path), calls };
}

describe("the bill list", { timeout: 30_000 }, () => {
  it("shows each bill's status as a badge, the parent's name family-first, and money via the shared formatter", async () => {
    const { calls } = renderAs(["super-admin"]);
    const expected: [number, string][] = [
      [100, "Created"],
      [101, "Payment pending"],
      [102, "Confirm pending"],
      [103, "Confirmed"],
      [105, "Issue"],
    ];
    for (const [id, label] of expected) {
      const line = await screen.findByTestId(`bill-row-${id}`);
      expect(within(line).getByText(label)).toBeTruthy();
      expect(within(line).getByText("王美玲")).toBeTruthy();
      expect(within(line).getByText("$36,000")).toBeTruthy();
    }
    expect(
      within(screen.getByTestId("bill-row-105"))
        .getByText("Issue")
        .closest("[data-status]")
        ?.getAttribute("data-status"),
    ).toBe("issue");
    expect(calls.some((call) => call.url.startsWith("/api/order/unpaid?page=1"))).toBe(true);
    expect(screen.getByRole("link", { name: "New bill" })).toBeTruthy();
  });

  it("the paid tab lists paid bills with their badge; filters go to the server", async () => {
    const { calls } = renderAs(["super-admin"], "/bill?tab=paid&from=2026-09-01&q=wang");
    const line = await screen.findByTestId("bill-row-104");
    expect(within(line).getByText("Paid")).toBeTruthy();
    expect(calls.some((call) => call.url === "/api/orders/paid?page=1&q=wang&from=2026-09-01")).toBe(true);
  });

  it("a parent sees their family's bills without the admin tools", async () => {
    renderAs(["parent"]);
    expect(await screen.findByRole("heading", { name: "My family's bills" })).toBeTruthy();
    await screen.findByTestId("bill-row-100");
    expect(screen.queryByRole("link", { name: "New bill" })).toBeNull();
    expect(screen.queryByText("Parent ID")).toBeNull();
  });

  it("lists parents' bank transfers to verify with the last five digits and the bills they may pay", async () => {
    const transfer = {
      transaction: { ...parentProof, order_id: 102, proof_url: "/files/77/p.png" },
      parent_user_id: 5,
      parent_name: "王美玲",
      candidates: [
        {
          order_id: 102,
          title: "Bill 2",
          parent_user_id: 5,
          parent_name: "王美玲",
          receivable_date: "2026-10-01",
          price_currency: "TWD",
          outstanding: 3600000,
          status_key: "confirm_pending",
          reasons: ["named_bill", "same_amount"],
        },
      ],
    };
    renderAs(["super-admin"], "/bill", [transfer]);
    const panel = await screen.findByTestId("bank-transfer-41");
    expect(within(panel).getByText("Account …54321")).toBeTruthy();
    expect(within(panel).getByRole("link", { name: "$36,000" }).getAttribute("href")).toBe("/bill/102");
    expect(
      within(panel).getByRole("link", { name: /Bill 2 \(\$36,000 · bill named, same amount\)/ }),
    ).toBeTruthy();
    expect(screen.getByText("1 bank transfer to verify")).toBeTruthy();
  });

  it("turns away a teacher with a no-permission page: one h1, a title, the reason", async () => {
    const { calls } = renderAs(["teacher"]);
    expect(
      await screen.findByRole("heading", { level: 1, name: "You don't have permission to see this page" }),
    ).toBeTruthy();
    expect(document.querySelectorAll("h1")).toHaveLength(1);
    expect(document.title).toBe("No permission | EduBridge");
    expect(
      screen.getByText("Bills are for the school's office and for the families they are addressed to."),
    ).toBeTruthy();
    expect(document.querySelector("[data-page-state]")?.getAttribute("data-page-state")).toBe(
      "no-permission",
    );
    expect(calls.some((call) => call.url.startsWith("/api/order/unpaid"))).toBe(false);
  });
});
