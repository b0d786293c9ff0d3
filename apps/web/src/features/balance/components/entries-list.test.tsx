import type { BalanceEntry } from "@edu/shared";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../../lib/i18n";
import { renderPage, stubFetch } from "../../../test/render-page";
import { EntriesList } from "./entries-list";

afterEach(async () => {
  await i18n.changeLanguage("en");
  cleanup();
  vi.unstubAllGlobals();
});

const entry = (id: number, patch: Partial<BalanceEntry>): BalanceEntry => ({
  id,
  parent_user_id: 5,
  currency: "TWD",
  bucket: "available",
  amount: 100_000,
  balance_after: 100_000,
  available_after: 100_000,
  pending_after: null,
  kind: "deposit",
  order_id: null,
  deposit_id: null,
  reverses_entry_id: null,
  reversed_by_entry_id: null,
  // What the server wrote in English beside the code: never what a Chinese reader sees.
  reason: "English fallback",
  reason_code: null,
  reason_params: null,
  rate: null,
  created_by: null,
  created_at: "2026-11-20T02:00:00.000Z",
  ...patch,
});

const entries = [
  entry(4, {
    bucket: "pending",
    kind: "pending_hold",
    available_after: null,
    pending_after: 360_000,
    order_id: 5,
    reason_code: "proof_hold",
    reason_params: { bill: 5, payment: 2 },
  }),
  entry(3, {
    bucket: "pending",
    kind: "pending_release",
    amount: -360_000,
    available_after: null,
    pending_after: 0,
    order_id: 5,
    reason_code: "payment_reviewed",
    reason_params: { payment: 2 },
  }),
  entry(2, {
    kind: "sandbox_deposit",
    reason_code: "deposit",
    reason_params: { provider: "sandbox", ref: "sbx_demo1234" },
  }),
  // Typed by an admin: shown as typed, after its bill.
  entry(1, { kind: "adjustment", order_id: 7, reason: "退還多收的教材費" }),
];

function renderList() {
  const { fetchStub } = stubFetch({
    "/api/balance/parent/5/entries": [
      200,
      { data: entries, current_page: 1, per_page: 50, total: entries.length, last_page: 1 },
    ],
  });
  vi.stubGlobal("fetch", fetchStub);
  return renderPage(<EntriesList parentId={5} currencies={["TWD"]} />);
}

describe("the balance entries' reasons", { timeout: 30_000 }, () => {
  it("renders the system's reason codes in zh-TW, typed reasons as typed", async () => {
    await i18n.changeLanguage("zh-TW");
    renderList();
    expect((await screen.findAllByText("帳單 #5 的付款證明（付款 #2），待核對")).length).toBeGreaterThan(0);
    const list = screen.getByTestId("balance-entries");
    expect(within(list).getAllByText("帳單 #5 付款證明 #2 已核對").length).toBeGreaterThan(0);
    expect(within(list).getAllByText("測試卡（沙盒）儲值（sbx_demo1234）").length).toBeGreaterThan(0);
    expect(within(list).getAllByText("帳單 #7 退還多收的教材費").length).toBeGreaterThan(0);
    expect(list.textContent).not.toMatch(/English fallback|proof of payment|sandbox/);
  });

  it("renders them in zh-CN and in English", async () => {
    await i18n.changeLanguage("zh-CN");
    const view = renderList();
    expect((await screen.findAllByText("账单 #5 的付款证明（付款 #2），待核对")).length).toBeGreaterThan(0);
    view.unmount();
    await i18n.changeLanguage("en");
    renderList();
    expect(
      (await screen.findAllByText("Proof of payment for bill #5 (payment #2), awaiting review")).length,
    ).toBeGreaterThan(0);
  });
});
