import type { OrderPayments, OrderTransaction } from "@edu/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../../lib/i18n";
import { renderPage, stubFetch } from "../../../test/render-page";
import { parentProof as proof, savedBill } from "../lib/bill.fixture";
import { BillDetail } from "./bill-detail";

const initialTz = process.env.TZ;
// Pages read the site settings (the bank account); no test reaches a real server.
beforeEach(() => vi.stubGlobal("fetch", stubFetch({}).fetchStub));
afterEach(async () => {
  vi.unstubAllGlobals();
  if (initialTz === undefined) delete process.env.TZ;
  else process.env.TZ = initialTz;
  await i18n.changeLanguage("en");
});

const bill = {
  ...savedBill,
  status: 2,
  status_key: "confirm_pending" as const,
  order_items: [
    {
      id: 1,
      type: "enrollment" as const,
      ref_id: 21,
      user_id: 11,
      student_name: "王小明",
      title: "SAT Summer",
      price: 3600000,
      price_currency: "TWD" as const,
      converted_price: 3600000,
      remark: "",
      lesson_logs: [],
    },
  ],
};
const payments = (tx: OrderTransaction, key: "confirm_pending" | "paid"): OrderPayments => ({
  order_id: 900,
  summary: {
    price_currency: "TWD",
    amount_due: 3600000,
    verified_paid: key === "paid" ? 3600000 : 0,
    balance_paid: 0,
    marked_paid: 0,
    pending_amount: key === "paid" ? 0 : 3600000,
    outstanding: key === "paid" ? 0 : 3600000,
    status: key === "paid" ? 4 : 2,
    status_key: key,
  },
  transactions: [tx],
  problems: [],
  paid_marks: [],
});

describe("a bill's page", { timeout: 30_000 }, () => {
  it("an admin verifies a parent's bank transfer (proof and last five digits shown)", async () => {
    const { fetchStub, calls } = stubFetch({
      "PATCH /api/order/transaction/41": [
        200,
        { data: payments({ ...proof, status: "verified", confirmed: 1 }, "paid") },
      ],
    });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<BillDetail bill={bill} payments={payments(proof, "confirm_pending")} isAdmin />, "/bill/900");
    expect(screen.getByText("Confirm pending")).toBeTruthy();
    expect(screen.getByText("54321")).toBeTruthy();
    expect(screen.getByRole("link", { name: "View" }).getAttribute("href")).toBe("/files/77/proof.png");
    expect(screen.queryByRole("link", { name: "Pay by bank transfer" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(calls.some((call) => call.method === "PATCH")).toBe(true));
    expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({ status: "verified" });
  });

  it("the parent pays, reports a problem, and gets no admin tools; a paid bill offers the receipt", () => {
    const { unmount } = renderPage(
      <BillDetail bill={bill} payments={payments(proof, "confirm_pending")} isAdmin={false} />,
      "/bill/900",
    );
    expect(screen.getByRole("link", { name: "Pay by bank transfer" }).getAttribute("href")).toBe(
      "/bill/parents/transaction/900",
    );
    expect(screen.getByRole("link", { name: "Report a problem" }).getAttribute("href")).toBe(
      "/bill/parents/problem/900",
    );
    expect(screen.queryByTestId("admin-actions")).toBeNull();
    expect(screen.queryByRole("button", { name: "Verify" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Receipt (PDF)" })).toBeNull();
    unmount();
    renderPage(
      <BillDetail
        bill={bill}
        payments={payments({ ...proof, status: "verified" }, "paid")}
        isAdmin={false}
      />,
      "/bill/900",
    );
    expect(within(screen.getByTestId("bill-outstanding")).getByText("$0")).toBeTruthy();
    expect(screen.getByText("Paid")).toBeTruthy();
    // The receipt is asked for in the reader's language (a link sends the browser's, not the app's).
    expect(screen.getByRole("link", { name: "Receipt (PDF)" }).getAttribute("href")).toBe(
      "/api/order/900/receipt?lang=en",
    );
    expect(screen.queryByRole("link", { name: "Pay by bank transfer" })).toBeNull();
  });

  it("a Chinese reader's receipt link asks for a Chinese receipt", async () => {
    await i18n.changeLanguage("zh-TW");
    renderPage(
      <BillDetail
        bill={bill}
        payments={payments({ ...proof, status: "verified" }, "paid")}
        isAdmin={false}
      />,
      "/bill/900",
    );
    expect(screen.getByRole("link", { name: "收據（PDF）" }).getAttribute("href")).toBe(
      "/api/order/900/receipt?lang=zh-TW",
    );
  });

  it("lesson times are the school's (Taipei) in any browser, naming the zone for a reader elsewhere", async () => {
    const withLesson = {
      ...bill,
      order_items: [
        {
          id: 2,
          type: "lesson" as const,
          ref_id: 7,
          user_id: 11,
          student_name: "王小明",
          title: "SAT Math lessons",
          price: 150000,
          price_currency: "TWD" as const,
          converted_price: 150000,
          remark: "",
          lesson_logs: [
            {
              id: 1,
              lesson_log_id: 31,
              teaching_log_id: 131,
              session_class_id: 7,
              class_title: "SAT Math",
              student_user_id: 11,
              student_name: "王小明",
              teacher_name: "Grace Chen",
              // 10:00 in Taipei.
              started_at: "2026-09-01T02:00:00.000Z",
              duration_minutes: 90,
              attendance_status: 1,
              unit_price: 100000,
              unit: "1.5",
              price: 150000,
              price_currency: "TWD" as const,
            },
          ],
        },
      ],
    };
    process.env.TZ = "UTC";
    const { unmount } = renderPage(
      <BillDetail bill={withLesson} payments={payments(proof, "confirm_pending")} isAdmin />,
      "/bill/900",
    );
    expect(screen.getAllByText("2026-09-01 10:00 (Taiwan Time)").length).toBeGreaterThan(0);
    expect(screen.queryByText(/02:00/)).toBeNull();
    unmount();
    process.env.TZ = "Asia/Taipei";
    renderPage(
      <BillDetail bill={withLesson} payments={payments(proof, "confirm_pending")} isAdmin />,
      "/bill/900",
    );
    expect(screen.getAllByText("2026-09-01 10:00").length).toBeGreaterThan(0);
    expect(screen.queryByText(/Taiwan Time/)).toBeNull();
  });

  it("a parent with something to pay sees the school's bank account from the site settings, in their language", async () => {
    const { fetchStub, calls } = stubFetch({
      "/api/site-content?keys=site.bank-account": [
        200,
        {
          data: [
            {
              key: "site.bank-account",
              data: { bank_code: "822", account_number: "0123-456-789012" },
              content: { bank_name: "CTBC Bank", branch: "Dunnan Branch", account_name: "EduBridge Ltd." },
              locale: "en",
              missing_locales: [],
              updated_at: "2026-09-01T00:00:00.000Z",
            },
          ],
        },
      ],
    });
    vi.stubGlobal("fetch", fetchStub);
    const { unmount } = renderPage(
      <BillDetail bill={bill} payments={payments(proof, "confirm_pending")} isAdmin={false} />,
      "/bill/900",
    );
    const account = await screen.findByRole("region", { name: "Our bank account for transfers" });
    expect(within(account).getByText("CTBC Bank (822)")).toBeTruthy();
    expect(within(account).getByText("Dunnan Branch")).toBeTruthy();
    expect(within(account).getByText("EduBridge Ltd.")).toBeTruthy();
    expect(within(account).getByTestId("bank-account-number").textContent).toBe("0123-456-789012");
    expect(within(account).getByRole("button", { name: "Copy the account number" })).toBeTruthy();
    expect(calls.find((call) => call.url.startsWith("/api/site-content"))).toBeTruthy();
    unmount();
    // Nothing to pay: no account shown.
    renderPage(
      <BillDetail
        bill={bill}
        payments={payments({ ...proof, status: "verified" }, "paid")}
        isAdmin={false}
      />,
      "/bill/900",
    );
    expect(screen.queryByRole("region", { name: "Our bank account for transfers" })).toBeNull();
  });
});
