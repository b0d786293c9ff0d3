import type { BalanceEntry, BalanceSummary, Role } from "@edu/shared";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../../lib/i18n";
import { writeSignedInHint } from "../../../lib/session-store";
import { renderPage, stubFetch } from "../../../test/render-page";
import { me } from "../test/balance-test-kit";
import BalancePage from "./balance-page";

afterEach(async () => {
  // Back to English while the fetch stub still answers (a signed-in language change is saved).
  await i18n.changeLanguage("en");
  cleanup();
  vi.unstubAllGlobals();
  writeSignedInHint(false);
});

const summary: BalanceSummary = {
  parent_user_id: 5,
  parent: { id: 5, username: "mother", first_name: "美玲", last_name: "王" },
  accounts: [
    { currency: "TWD", available: 1_250_000, pending: 300_000 },
    { currency: "USD", available: 12_345, pending: 0 },
  ],
  account_balance: 1_250_000,
  account_balance_currency: "TWD",
  default_currency: "TWD",
};

const entry = (id: number, patch: Partial<BalanceEntry>): BalanceEntry => ({
  id,
  parent_user_id: 5,
  currency: "TWD",
  bucket: "available",
  amount: 1_000_000,
  balance_after: 1_000_000,
  available_after: 1_000_000,
  pending_after: null,
  kind: "deposit",
  order_id: null,
  deposit_id: null,
  reverses_entry_id: null,
  reversed_by_entry_id: null,
  reason: "",
  reason_code: null,
  reason_params: null,
  rate: null,
  created_by: null,
  created_at: "2026-11-20T02:00:00.000Z",
  ...patch,
});
const entries = [
  // A proof of payment held apart: it changes no balance; the server says the pending total after it.
  entry(4, {
    bucket: "pending",
    amount: 360_000,
    balance_after: 360_000,
    available_after: null,
    pending_after: 360_000,
    kind: "pending_hold",
    order_id: 43,
    created_at: "2026-11-23T02:00:00.000Z",
  }),
  entry(3, {
    amount: -250_000,
    balance_after: 1_250_000,
    available_after: 1_250_000,
    kind: "bill_payment",
    order_id: 42,
    created_at: "2026-11-22T02:00:00.000Z",
  }),
  entry(2, {
    amount: 500_000,
    balance_after: 1_500_000,
    available_after: 1_500_000,
    kind: "adjustment",
    reason: "refund of a cancelled lesson",
  }),
  // From the payment sandbox (demo, tests): test money, never paid.
  entry(1, { amount: 1_000_000, kind: "sandbox_deposit", deposit_id: 7, reason: "sandbox sbx_demo" }),
];
const page = { data: entries, current_page: 1, per_page: 50, total: 4, last_page: 1 };

function renderAs(
  roles: Role[],
  path = "/balance",
  answers: { summary?: [number, unknown]; entries?: [number, unknown] } = {},
) {
  const { fetchStub, calls } = stubFetch({
    "/api/me": [200, me(roles)],
    "POST /api/me": [200, me(roles)],
    "/api/balance/mine": answers.summary ?? [200, summary],
    "/api/balance/parents": [
      200,
      {
        data: [
          { id: 5, username: "mother", first_name: "美玲", last_name: "王", accounts: summary.accounts },
        ],
        current_page: 1,
        per_page: 20,
        total: 1,
        last_page: 1,
      },
    ],
    "/api/balance/parent/5/entries": answers.entries ?? [200, page],
    "/api/balance/parent/5": [200, summary],
  });
  vi.stubGlobal("fetch", fetchStub);
  writeSignedInHint(true);
  return { ...renderPage(<BalancePage />, path), calls };
}

/** The entries list once its rows are in (its loader is another element). */
async function loadedList() {
  await screen.findAllByText("Bill payment");
  return screen.getByTestId("balance-entries");
}

describe("the balance page", { timeout: 30_000 }, () => {
  it("a parent sees available and pending per currency and their entries, money via the shared formatter", async () => {
    const { calls } = renderAs(["parent"]);
    expect(await screen.findByTestId("available-TWD")).toHaveProperty("textContent", "NT$12,500");
    expect(screen.getByTestId("pending-TWD").textContent).toBe("NT$3,000");
    expect(screen.getByTestId("available-USD").textContent).toBe("US$123.45");
    expect(await screen.findAllByText("Bill payment")).not.toHaveLength(0);
    const list = screen.getByTestId("balance-entries");
    expect(within(list).getAllByText("-NT$2,500").length).toBeGreaterThan(0);
    expect(within(list).getAllByText("refund of a cancelled lesson").length).toBeGreaterThan(0);
    expect(within(list).getAllByText("2026-11-22").length).toBeGreaterThan(0);
    const link = within(list).getAllByRole("link", { name: "2026-11-22" })[0];
    expect(link?.getAttribute("href")).toBe("/balance/parent/5/balanceTransaction/3");
    expect(screen.getByRole("link", { name: "Add money" }).getAttribute("href")).toBe("/stripe");
    expect(screen.queryByRole("link", { name: "Adjust a balance" })).toBeNull();
    // Only the sandbox's entry is marked as test money.
    const marked = within(list).getAllByTestId("test-money");
    expect(marked.length).toBeGreaterThan(0);
    expect(marked.every((badge) => badge.textContent === "Test money — not paid")).toBe(true);
    expect(within(list).getAllByText("Test deposit (sandbox)").length).toBe(marked.length);
    expect(calls.some((call) => call.url === "/api/balance/mine")).toBe(true);
  });

  it("filters entries by currency on the server", async () => {
    const { calls } = renderAs(["parent"]);
    await screen.findByTestId("balance-entries");
    fireEvent.click(await screen.findByText("USD", { selector: "label, span" }));
    await vi.waitFor(() =>
      expect(calls.some((call) => call.url === "/api/balance/parent/5/entries?page=1&currency=USD")).toBe(
        true,
      ),
    );
  });

  it("an admin picks a parent (?parent=) and gets the adjustment link; no deposit button", async () => {
    const { calls } = renderAs(["super-admin"], "/balance?parent=5");
    expect(await screen.findByRole("heading", { name: "王美玲" })).toBeTruthy();
    expect(await screen.findByTestId("available-TWD")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Adjust a balance" }).getAttribute("href")).toBe(
      "/finance/add?parent=5",
    );
    expect(screen.queryByRole("link", { name: "Add money" })).toBeNull();
    expect(calls.some((call) => call.url === "/api/balance/parent/5")).toBe(true);
    expect(calls.some((call) => call.url === "/api/balance/mine")).toBe(false);
  });

  it("asks an admin to pick a parent first", async () => {
    const { calls } = renderAs(["super-admin"]);
    expect(await screen.findByText("Choose a parent to see their balance.")).toBeTruthy();
    expect(calls.some((call) => call.url.startsWith("/api/balance/parent/"))).toBe(false);
  });

  it("shows available and pending apart, and each row's real balance after: a pending row only its labelled pending total", async () => {
    renderAs(["parent"]);
    const pendingCard = await screen.findByTestId("balance-pending-TWD");
    expect(within(pendingCard).getByText("Pending (TWD)")).toBeTruthy();
    expect(screen.getByTestId("balance-TWD").contains(screen.getByTestId("pending-TWD"))).toBe(false);
    const list = await loadedList();
    expect(within(list).getAllByText("+NT$3,600").length).toBeGreaterThan(0);
    // The held +3,600 is not a balance of 3,600: it reads as the pending total, labelled.
    const totals = within(list).getAllByTestId("pending-total");
    expect(totals.length).toBeGreaterThan(0);
    expect(totals.every((cell) => cell.textContent === "Pending total: NT$3,600")).toBe(true);
    expect(within(list).queryAllByText("NT$3,600")).toHaveLength(0);
    // Available rows: the server's available balance after them.
    expect(within(list).getAllByText("NT$12,500").length).toBeGreaterThan(0);
    expect(within(list).getAllByText("NT$15,000").length).toBeGreaterThan(0);
  });

  it("the 'all' tab names each currency (NT$, US$); a one-currency family reads the spec's $", async () => {
    const usd = entry(9, {
      currency: "USD",
      amount: 1_050,
      balance_after: 1_050,
      available_after: 1_050,
      kind: "adjustment",
    });
    renderAs(["parent"], "/balance", {
      entries: [200, { ...page, data: [usd, ...entries], total: 5 }],
    });
    const list = await loadedList();
    expect(within(list).getAllByText("US$10.50").length).toBeGreaterThan(0);
    expect(within(list).getAllByText("NT$12,500").length).toBeGreaterThan(0);
    expect(within(list).queryAllByText("$10.50")).toHaveLength(0);
    cleanup();
    vi.unstubAllGlobals();

    const twdOnly = {
      ...summary,
      accounts: [{ currency: "TWD" as const, available: 1_250_000, pending: 0 }],
    };
    renderAs(["parent"], "/balance", { summary: [200, twdOnly] });
    expect(await screen.findByTestId("available-TWD")).toHaveProperty("textContent", "$12,500");
    const one = await loadedList();
    expect(within(one).getAllByText("$12,500").length).toBeGreaterThan(0);
    expect(within(one).queryAllByText(/NT\$/)).toHaveLength(0);
  });

  it("has one h1, the page's title", async () => {
    renderAs(["parent"]);
    expect(await screen.findByRole("heading", { level: 1, name: "Family balance" })).toBeTruthy();
    await screen.findByTestId("balance-entries");
    expect(document.querySelectorAll("h1")).toHaveLength(1);
    expect(document.title).toBe("Family balance | EduBridge");
  });

  it("turns a teacher away with the no-permission page", async () => {
    renderAs(["teacher"]);
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    expect(document.querySelector("[data-page-state]")?.getAttribute("data-page-state")).toBe(
      "no-permission",
    );
    expect(screen.getByText("Only parents have a family balance.")).toBeTruthy();
    expect(document.querySelectorAll("h1")).toHaveLength(1);
  });

  it("a balance that cannot be loaded is an error page that tries again, not a line in the page", async () => {
    const { calls } = renderAs(["parent"], "/balance", { summary: [500, { message: "boom" }] });
    expect(
      await screen.findByRole("heading", { level: 1, name: "This page couldn't be loaded" }),
    ).toBeTruthy();
    expect(document.querySelector("[data-page-state]")?.getAttribute("data-page-state")).toBe("error");
    const before = calls.filter((call) => call.url === "/api/balance/mine").length;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.url === "/api/balance/mine").length).toBeGreaterThan(before),
    );
  });

  it("reads in Traditional Chinese", async () => {
    renderAs(["parent"]);
    await i18n.changeLanguage("zh-TW");
    expect(await screen.findByText("可用餘額（TWD） · 主要幣別")).toBeTruthy();
    expect(screen.getByTestId("pending-TWD").textContent).toBe("NT$3,000");
    expect(screen.getByText("待確認（TWD）")).toBeTruthy();
    expect((await screen.findAllByTestId("pending-total"))[0]?.textContent).toBe("待確認合計：NT$3,600");
    expect((await screen.findAllByTestId("test-money"))[0]?.textContent).toBe("測試金額・未實際付款");
  });
});
