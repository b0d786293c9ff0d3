import type { Role } from "@edu/shared";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { writeSignedInHint } from "../../../lib/session-store";
import { stubFetch } from "../../../test/render-page";
import { me, pageState, renderRoutes } from "../test/balance-test-kit";
import DepositRedirectPage from "./deposit-redirect-page";
import DepositStartPage from "./deposit-start-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  writeSignedInHint(false);
});

const summary = {
  parent_user_id: 5,
  parent: { id: 5, username: "mother", first_name: "美玲", last_name: "王" },
  accounts: [],
  account_balance: 0,
  account_balance_currency: "TWD",
  default_currency: "TWD",
};

/** The deposit flow's two routes as the app declares them (features/balance/routes.ts). */
function renderFlow(roles: Role[], path: string, deposit: [number, unknown] = [200, {}]) {
  const { fetchStub, calls } = stubFetch({
    "/api/me": [200, me(roles)],
    "POST /api/me": [200, me(roles)],
    "/api/balance/deposit/providers": [200, { card: "sandbox", ecpay: false }],
    "/api/balance/mine": [200, summary],
    "POST /api/balance/deposit": deposit,
  });
  vi.stubGlobal("fetch", fetchStub);
  writeSignedInHint(true);
  const view = renderRoutes(
    [
      { path: "/stripe", element: <DepositStartPage /> },
      { path: "/stripe/deposit", element: <DepositRedirectPage /> },
    ],
    path,
  );
  return { ...view, calls };
}

const posts = (calls: { method: string; url: string }[]) =>
  calls.filter((call) => call.method === "POST" && call.url === "/api/balance/deposit");

describe("the deposit flow's pages (/stripe, /stripe/deposit)", { timeout: 30_000 }, () => {
  it("/stripe/deposit opened directly starts a deposit: the deposit form, not 'invalid link'", async () => {
    const { router, calls } = renderFlow(["parent"], "/stripe/deposit");
    expect(await screen.findByTestId("deposit-form")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/stripe");
    expect(screen.queryByText("This payment link is not valid.")).toBeNull();
    expect(screen.getByRole("heading", { level: 1, name: "Add money to the balance" })).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
  });

  it("/stripe and /stripe/deposit have titles of their own and one h1 each", async () => {
    renderFlow(["parent"], "/stripe");
    await screen.findByTestId("deposit-form");
    expect(document.title).toBe("Add money to the balance | EduBridge");
    expect(document.querySelectorAll("h1")).toHaveLength(1);
    cleanup();
    vi.unstubAllGlobals();

    const refused = [
      422,
      { message: "Invalid", code: "validation", errors: { amount: ["Too many decimals."] } },
    ];
    const { calls } = renderFlow(
      ["parent"],
      "/stripe/deposit?amount=300000&currency=TWD&provider=card",
      refused as [number, unknown],
    );
    expect(await screen.findByText("Too many decimals.")).toBeTruthy();
    expect(posts(calls)).toHaveLength(1);
    expect(document.title).toBe("Opening the payment page | EduBridge");
    expect(screen.getByRole("heading", { level: 1, name: "Opening the payment page" })).toBeTruthy();
    expect(document.querySelectorAll("h1")).toHaveLength(1);
  });

  it("a teacher meets the no-permission page on both, and nothing is started", async () => {
    renderFlow(["teacher"], "/stripe");
    await screen.findByRole("heading", { level: 1 });
    expect(pageState()).toBe("no-permission");
    expect(screen.getByText("Only parents have a family balance.")).toBeTruthy();
    cleanup();
    vi.unstubAllGlobals();

    const { calls } = renderFlow(["teacher"], "/stripe/deposit?amount=300000&currency=TWD&provider=card");
    await screen.findByRole("heading", { level: 1 });
    expect(pageState()).toBe("no-permission");
    expect(posts(calls)).toHaveLength(0);
  });
});
