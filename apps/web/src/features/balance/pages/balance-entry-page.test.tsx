import type { BalanceEntry, Role } from "@edu/shared";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { writeSignedInHint } from "../../../lib/session-store";
import { stubFetch } from "../../../test/render-page";
import { me, pageState, renderRoutes } from "../test/balance-test-kit";
import BalanceEntryPage from "./balance-entry-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  writeSignedInHint(false);
});

const held: BalanceEntry = {
  id: 4,
  parent_user_id: 5,
  currency: "TWD",
  bucket: "pending",
  amount: 360_000,
  balance_after: 360_000,
  available_after: null,
  pending_after: 360_000,
  kind: "pending_hold",
  order_id: 43,
  deposit_id: null,
  reverses_entry_id: null,
  reversed_by_entry_id: null,
  reason: "",
  reason_code: null,
  reason_params: null,
  rate: null,
  created_by: null,
  created_at: "2026-11-23T02:00:00.000Z",
};

function renderEntry(
  roles: Role[],
  answer: [number, unknown],
  path = "/balance/parent/5/balanceTransaction/4",
) {
  const { fetchStub } = stubFetch({
    "/api/me": [200, me(roles)],
    "POST /api/me": [200, me(roles)],
    "/api/balance/parent/5/balanceTransaction/": answer,
  });
  vi.stubGlobal("fetch", fetchStub);
  writeSignedInHint(true);
  return renderRoutes(
    [
      {
        path: "/balance/parent/:parentUserId/balanceTransaction/:balanceTransactionId",
        element: <BalanceEntryPage />,
      },
    ],
    path,
  );
}

describe("/balance/parent/:id/balanceTransaction/:id", { timeout: 30_000 }, () => {
  it("a pending entry shows its labelled pending total, no balance after, and offers no reversal", async () => {
    renderEntry(["super-admin"], [200, held]);
    expect(await screen.findByRole("heading", { level: 1, name: "Balance transaction" })).toBeTruthy();
    expect(document.querySelectorAll("h1")).toHaveLength(1);
    expect(document.title).toBe("Balance transaction | EduBridge");
    expect(screen.getByTestId("entry-amount").textContent).toBe("NT$3,600");
    expect(screen.getByText("Pending total after (not in the available balance)")).toBeTruthy();
    expect(screen.getByTestId("entry-pending-after").textContent).toBe("NT$3,600");
    expect(screen.queryByTestId("entry-balance-after")).toBeNull();
    // The server refuses to reverse pending money (a proof's review holds and releases it): no button for it.
    expect(screen.queryByRole("button", { name: "Reverse" })).toBeNull();
  });

  it("an available entry shows the available balance after it; an admin may reverse it", async () => {
    renderEntry(
      ["super-admin"],
      [
        200,
        {
          ...held,
          bucket: "available",
          kind: "adjustment",
          balance_after: 1_250_000,
          available_after: 1_250_000,
          pending_after: null,
        },
      ],
    );
    expect((await screen.findByTestId("entry-balance-after")).textContent).toBe("NT$12,500");
    expect(screen.queryByTestId("entry-pending-after")).toBeNull();
    expect(screen.getByRole("button", { name: "Reverse" })).toBeTruthy();
  });

  it("another family's entry (403) is the no-permission page, not a toast", async () => {
    renderEntry(["parent"], [403, { message: "You do not have permission to do this.", code: "forbidden" }]);
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    expect(pageState()).toBe("no-permission");
    expect(document.querySelectorAll("h1")).toHaveLength(1);
  });

  it("a missing entry (404) or an id that is no id is 'not found'; a failed load offers to try again", async () => {
    renderEntry(["parent"], [404, { message: "Not found", code: "not_found" }]);
    await screen.findByRole("heading", { level: 1, name: "We couldn't find this record" });
    expect(pageState()).toBe("not-found");
    cleanup();
    vi.unstubAllGlobals();

    renderEntry(["parent"], [200, held], "/balance/parent/5/balanceTransaction/abc");
    await screen.findByRole("heading", { level: 1, name: "We couldn't find this record" });
    cleanup();
    vi.unstubAllGlobals();

    renderEntry(["parent"], [500, { message: "boom" }]);
    await screen.findByRole("heading", { level: 1, name: "This page couldn't be loaded" });
    expect(pageState()).toBe("error");
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
