import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StubCall } from "../../../test/fetch-stub-kit";
import { renderPage, stubFetch } from "../../../test/render-page";
import { oneLineBill, unpaidPayments } from "../lib/bill.fixture";
import { BillDetail } from "./bill-detail";

afterEach(() => vi.unstubAllGlobals());

const bill = { ...oneLineBill, status: 1, status_key: "payment_pending" as const };
const payments = unpaidPayments({ status: 1, status_key: "payment_pending" });

function renderBill(isAdmin: boolean, answers: Parameters<typeof stubFetch>[0]) {
  const { fetchStub, calls } = stubFetch(answers);
  vi.stubGlobal("fetch", fetchStub);
  renderPage(<BillDetail bill={bill} payments={payments} isAdmin={isAdmin} />, "/bill/900");
  return calls;
}

const sent = (calls: StubCall[], method: string, url: string) =>
  calls.find((call) => call.method === method && call.url === url);

describe("a bill's dialogs", { timeout: 30_000 }, () => {
  it("pay from balance: a refused amount says the money module's reason and sends nothing; a valid one is paid", async () => {
    const calls = renderBill(false, { "POST /api/order/900/pay-from-balance": [200, { data: payments }] });
    fireEvent.click(screen.getByRole("button", { name: "Pay from balance" }));
    const dialog = await screen.findByRole("dialog");
    const amount = within(dialog).getByRole("textbox", {
      name: "Amount from balance (TWD)",
    }) as HTMLInputElement;
    // The outstanding amount to start.
    expect(amount.value).toBe("39000");
    fireEvent.change(amount, { target: { value: "100.5" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Pay from balance" }));
    expect(await within(dialog).findByText(/^Too many decimal places for this currency/)).toBeTruthy();
    expect(sent(calls, "POST", "/api/order/900/pay-from-balance")).toBeUndefined();
    fireEvent.change(amount, { target: { value: "1,000" } });
    expect(within(dialog).queryByText(/^Too many decimal places/)).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Pay from balance" }));
    await waitFor(() => expect(sent(calls, "POST", "/api/order/900/pay-from-balance")).toBeTruthy());
    expect(sent(calls, "POST", "/api/order/900/pay-from-balance")?.body).toEqual({
      amount: 100000,
      currency: "TWD",
    });
  });

  it("an admin sets a negative difference, and edits the title and notes", async () => {
    const calls = renderBill(true, {
      "PATCH /api/order/900/difference-price": [200, { data: { ...bill, difference_price: -50000 } }],
      "PATCH /api/order/900": [200, { data: { ...bill, title: "October", notes: "Two weeks" } }],
    });
    fireEvent.click(screen.getByRole("button", { name: "Difference price" }));
    const difference = await screen.findByRole("dialog");
    fireEvent.change(within(difference).getByRole("textbox", { name: "Difference (TWD)" }), {
      target: { value: "-500" },
    });
    fireEvent.click(within(difference).getByRole("button", { name: "Save difference" }));
    await waitFor(() => expect(sent(calls, "PATCH", "/api/order/900/difference-price")).toBeTruthy());
    expect(sent(calls, "PATCH", "/api/order/900/difference-price")?.body).toEqual({
      difference_price: -50000,
      difference_price_currency: "TWD",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    fireEvent.click(screen.getByRole("button", { name: "Edit title and notes" }));
    const edit = await screen.findByRole("dialog");
    const title = within(edit).getByRole("textbox", { name: "Bill title" });
    // The shared schema's reason for an empty title, and nothing sent.
    fireEvent.change(title, { target: { value: " " } });
    fireEvent.click(within(edit).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(title.getAttribute("aria-invalid")).toBe("true"));
    expect(sent(calls, "PATCH", "/api/order/900")).toBeUndefined();
    fireEvent.change(title, { target: { value: "October" } });
    fireEvent.change(within(edit).getByRole("textbox", { name: "Notes" }), {
      target: { value: "Two weeks" },
    });
    fireEvent.click(within(edit).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent(calls, "PATCH", "/api/order/900")).toBeTruthy());
    expect(sent(calls, "PATCH", "/api/order/900")?.body).toEqual({ title: "October", notes: "Two weeks" });
  });

  it("an admin marks the ticked lines paid, and sends the bill to the parent in the bill's language", async () => {
    const calls = renderBill(true, {
      "PATCH /api/order/900/paid": [200, { data: payments }],
      "POST /api/order/900/send": [200, { data: bill }],
    });
    fireEvent.click(screen.getByRole("button", { name: "Mark paid" }));
    const mark = await screen.findByRole("dialog");
    const line = within(mark).getByRole("checkbox", { name: /^SAT Summer/ }) as HTMLInputElement;
    expect(line.checked).toBe(true);
    fireEvent.click(line);
    expect((within(mark).getByRole("button", { name: "Mark paid" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(line);
    fireEvent.click(within(mark).getByRole("button", { name: "Mark paid" }));
    await waitFor(() => expect(sent(calls, "PATCH", "/api/order/900/paid")).toBeTruthy());
    expect(sent(calls, "PATCH", "/api/order/900/paid")?.body).toEqual({
      items: [{ type: "order_item", id: 1 }],
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    fireEvent.click(screen.getByRole("button", { name: "Send bill" }));
    const send = await screen.findByRole("dialog");
    fireEvent.click(within(send).getByRole("button", { name: "Send" }));
    await waitFor(() => expect(sent(calls, "POST", "/api/order/900/send")).toBeTruthy());
    expect(sent(calls, "POST", "/api/order/900/send")?.body).toEqual({
      users: [5],
      lang: "zh-TW",
      custom_content: "",
      expire_date: null,
    });
  });
});
