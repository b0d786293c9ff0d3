import type { OrderPayments, OrderTransaction } from "@edu/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage, stubFetch } from "../../../test/render-page";
import { parentProof as proof, savedBill } from "../lib/bill.fixture";
import { BillDetail } from "./bill-detail";

afterEach(() => vi.unstubAllGlobals());

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
    expect(screen.getByRole("link", { name: "Receipt (PDF)" }).getAttribute("href")).toBe(
      "/api/order/900/receipt",
    );
    expect(screen.queryByRole("link", { name: "Pay by bank transfer" })).toBeNull();
  });
});
