import type { OrderPayments, OrderTransaction } from "@edu/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage, stubFetch } from "../../../test/render-page";
import { parentProof, savedBill } from "../lib/bill.fixture";
import { BillDetail } from "./bill-detail";

afterEach(() => vi.unstubAllGlobals());

const bill = { ...savedBill, status: 4, status_key: "paid" as const };
const transfer: OrderTransaction = {
  ...parentProof,
  status: "verified",
  confirmed: 1,
  reviewed_by: 1,
  reviewed_at: "2026-10-03T01:00:00.000Z",
};
const fromBalance: OrderTransaction = { ...transfer, id: 42, kind: "balance", proof_url: null };
const payments = (transactions: OrderTransaction[], key: "paid" | "payment_pending"): OrderPayments => ({
  order_id: 900,
  summary: {
    price_currency: "TWD",
    amount_due: 3600000,
    verified_paid: key === "paid" ? 3600000 : 0,
    balance_paid: 0,
    marked_paid: 0,
    pending_amount: 0,
    outstanding: key === "paid" ? 0 : 3600000,
    status: key === "paid" ? 4 : 1,
    status_key: key,
  },
  transactions,
  problems: [],
  paid_marks: [],
});

/** The declared stub; each call keeps the headers the client set (the Idempotency-Key). */
function stubAnswers(answers: Parameters<typeof stubFetch>[0]) {
  const { fetchStub, calls } = stubFetch(answers);
  vi.stubGlobal("fetch", fetchStub);
  return { calls };
}

describe("undoing a verified payment on a bill's page", { timeout: 30_000 }, () => {
  it("admins get Undo on a verified bank transfer only (not on a balance or card payment); parents never", () => {
    const { unmount } = renderPage(
      <BillDetail bill={bill} payments={payments([transfer, fromBalance], "paid")} isAdmin />,
      "/bill/900",
    );
    expect(screen.getByTestId("transaction-41-revert")).toBeTruthy();
    expect(screen.queryByTestId("transaction-42-revert")).toBeNull();
    unmount();
    renderPage(
      <BillDetail bill={bill} payments={payments([transfer], "paid")} isAdmin={false} />,
      "/bill/900",
    );
    expect(screen.queryByRole("button", { name: "Undo" })).toBeNull();
  });

  it("asks to confirm with a reason, then posts it with an Idempotency-Key", async () => {
    const reverted = {
      ...transfer,
      status: "reverted" as const,
      confirmed: 0 as const,
      reverted_by: 1,
      reverted_at: "2026-10-05T02:00:00.000Z",
      revert_reason: "wrong family",
    };
    const { calls } = stubAnswers({
      "POST /api/order/transaction/41/revert": [200, { data: payments([reverted], "payment_pending") }],
    });
    renderPage(<BillDetail bill={bill} payments={payments([transfer], "paid")} isAdmin />, "/bill/900");
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Undo this payment?")).toBeTruthy();
    expect(within(dialog).getByText("$36,000 on 2026-10-02")).toBeTruthy();
    // Cancel closes it and sends nothing.
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    const again = await screen.findByRole("dialog");
    fireEvent.click(within(again).getByRole("button", { name: "Undo payment" }));
    expect(await within(again).findByText("Say why this payment is undone.")).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);

    fireEvent.change(within(again).getByRole("textbox", { name: /Reason/ }), {
      target: { value: "  wrong family  " },
    });
    fireEvent.click(within(again).getByRole("button", { name: "Undo payment" }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    const index = calls.findIndex((call) => call.method === "POST");
    expect(calls[index]?.body).toEqual({ reason: "wrong family" });
    expect(calls[index]?.headers["Idempotency-Key"]).toMatch(/.{8,}/);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows the server's refusal (409) in the dialog and keeps it open", async () => {
    stubAnswers({
      "POST /api/order/transaction/41/revert": [
        409,
        { message: "This payment was already undone.", code: "conflict" },
      ],
    });
    renderPage(<BillDetail bill={bill} payments={payments([transfer], "paid")} isAdmin />, "/bill/900");
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Reason/ }), {
      target: { value: "typo" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Undo payment" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("This payment was already undone.");
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("an undone payment shows as undone with when and why, and offers no Undo", () => {
    renderPage(
      <BillDetail
        bill={{ ...bill, status: 1, status_key: "payment_pending" }}
        payments={payments(
          [
            {
              ...transfer,
              status: "reverted",
              confirmed: 0,
              reverted_by: 1,
              reverted_at: "2026-10-05T02:00:00.000Z",
              revert_reason: "wrong family",
            },
          ],
          "payment_pending",
        )}
        isAdmin
      />,
      "/bill/900",
    );
    expect(screen.getByTestId("transaction-41-status").textContent).toBe("Undone");
    expect(screen.getByTestId("transaction-41-reverted").textContent).toBe(
      "Undone on 2026-10-05: wrong family",
    );
    expect(screen.queryByRole("button", { name: "Undo" })).toBeNull();
  });
});
