import { balanceEndpoints } from "@edu/shared";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fillAnswer } from "../../../test/fill-answer";
import { renderPage, stubFetch } from "../../../test/render-page";
import { AdjustmentForm } from "./adjustment-form";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const parents = {
  data: [{ id: 5, username: "mother", first_name: "美玲", last_name: "王", accounts: [] }],
  current_page: 1,
  per_page: 20,
  total: 1,
  last_page: 1,
};

describe("the adjustment form (/finance/add)", { timeout: 30_000 }, () => {
  it("needs a parent, an amount and a reason; a debit is sent negative with an Idempotency-Key, then shows the balance", async () => {
    const { fetchStub, calls } = stubFetch({
      "/api/balance/parents": [200, parents],
      "POST /api/balance/adjustment": [
        200,
        fillAnswer(balanceEndpoints.createBalanceAdjustment, {
          entry: { parent_user_id: 5, id: 1 },
          balance: { currency: "TWD", available: 50_000, pending: 0 },
        }),
      ],
    });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<AdjustmentForm initialParentId={null} />, "/finance/add");
    fireEvent.click(screen.getByRole("button", { name: "Save adjustment" }));
    expect(await screen.findByText("Choose a parent.")).toBeTruthy();
    expect(screen.getByText("Money must be a number greater than 0.")).toBeTruthy();
    expect(screen.getByText("Please give a reason.")).toBeTruthy();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
    cleanup();

    const { router } = renderPage(<AdjustmentForm initialParentId={5} />, "/finance/add");
    fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value: "1,200" } });
    fireEvent.change(screen.getByLabelText(/^Reason/), {
      target: { value: "lesson cancelled by the school" },
    });
    const direction = screen.getAllByLabelText("Direction").find((element) => element.tagName === "INPUT");
    if (!direction) throw new Error("no direction input");
    fireEvent.click(direction);
    fireEvent.click(await screen.findByRole("option", { name: "Take from the balance" }));
    fireEvent.click(screen.getByRole("button", { name: "Save adjustment" }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    const post = calls.find((call) => call.method === "POST");
    expect(post?.body).toEqual({
      parent_user_id: 5,
      currency: "TWD",
      amount: -120_000,
      reason: "lesson cancelled by the school",
    });
    const keys = calls
      .filter((call) => call.method === "POST")
      .map((call) => call.headers["Idempotency-Key"]);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    // Saved: back to that parent's balance.
    await waitFor(() => expect(router.state.location.pathname).toBe("/balance"));
    expect(router.state.location.search).toBe("?parent=5");
  });
});
