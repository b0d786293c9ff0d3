import type { Deposit } from "@edu/shared";
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage, stubFetch } from "../../../test/render-page";
import DepositSuccessPage from "./deposit-success-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const deposit = (patch: Partial<Deposit>): Deposit => ({
  id: 9,
  parent_user_id: 5,
  amount: 300_000,
  currency: "TWD",
  provider: "ecpay",
  method: "ATM",
  status: "open",
  order_id: null,
  payment_info: { BankCode: "812", vAccount: "9103522850000001", ExpireDate: "2026/11/26" },
  entry_id: null,
  created_at: "2026-11-23T02:00:00.000Z",
  paid_at: null,
  test_money: false,
  ...patch,
});

describe("/stripe/success", { timeout: 30_000 }, () => {
  it("shows the server's state, only reads (GET), and polls until the notice has credited it", async () => {
    // A clock the test moves: after "paid", 2.5 s of polling time pass at once instead of in real time.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let reads = 0;
    const { fetchStub, calls } = stubFetch({
      "GET /api/balance/deposit/9": () => {
        reads += 1;
        return [
          200,
          reads < 2
            ? deposit({})
            : deposit({ status: "paid", paid_at: "2026-11-23T03:00:00.000Z", entry_id: 4 }),
        ];
      },
    });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<DepositSuccessPage />, "/stripe/success?deposit=9");
    expect(await screen.findByTestId("deposit-waiting")).toBeTruthy();
    expect(screen.getByText("$3,000")).toBeTruthy();
    expect(screen.getByText("9103522850000001")).toBeTruthy();
    expect(await screen.findByTestId("deposit-paid", {}, { timeout: 6_000 })).toBeTruthy();
    expect(screen.getByText("Received and added to your balance on 2026-11-23.")).toBeTruthy();
    expect(screen.queryByTestId("test-money")).toBeNull();
    expect(calls.every((call) => call.method === "GET")).toBe(true);
    const polls = reads;
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    expect(reads).toBe(polls); // paid: no more polling
  });

  it("says a sandbox deposit is test money, never paid", async () => {
    const { fetchStub } = stubFetch({
      "GET /api/balance/deposit/9": [
        200,
        deposit({
          provider: "sandbox",
          method: null,
          payment_info: null,
          status: "paid",
          paid_at: "2026-11-23T03:00:00.000Z",
          entry_id: 4,
          test_money: true,
        }),
      ],
    });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<DepositSuccessPage />, "/stripe/success?deposit=9");
    expect(await screen.findByTestId("deposit-paid")).toBeTruthy();
    expect(screen.getByTestId("test-money").textContent).toBe("Test money — not paid");
  });

  it("one h1; a deposit that does not exist (or no id) is 'not found', never an endless loader", async () => {
    const { fetchStub } = stubFetch({
      "GET /api/balance/deposit/9": [200, deposit({})],
      "GET /api/balance/deposit/8": [404, { message: "Not found", code: "not_found" }],
    });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<DepositSuccessPage />, "/stripe/success?deposit=9");
    expect(await screen.findByRole("heading", { level: 1, name: "Payment status" })).toBeTruthy();
    expect(document.querySelectorAll("h1")).toHaveLength(1);
    cleanup();
    for (const path of ["/stripe/success?deposit=8", "/stripe/success"]) {
      renderPage(<DepositSuccessPage />, path);
      await screen.findByRole("heading", { level: 1, name: "We couldn't find this record" });
      expect(document.querySelector("[data-page-state]")?.getAttribute("data-page-state"), path).toBe(
        "not-found",
      );
      cleanup();
    }
  });
});
