import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../../lib/i18n";
import { stubFetch } from "../../../test/render-page";
import { renderRoutes } from "../test/balance-test-kit";
import SandboxCheckoutPage from "./sandbox-checkout-page";

afterEach(async () => {
  await i18n.changeLanguage("en");
  cleanup();
  vi.unstubAllGlobals();
});

/** The page under its route pattern, so it reads the session id from the address as the app does. */
const openCheckout = () =>
  renderRoutes(
    [{ path: "/stripe/sandbox/:sessionId", element: <SandboxCheckoutPage /> }],
    "/stripe/sandbox/sbx_abcdef0123456789",
  );

const session = {
  session_id: "sbx_abcdef0123456789",
  amount: 300_000,
  currency: "TWD",
  status: "open",
  deposit_id: 9,
};

describe("/stripe/sandbox/:sessionId", { timeout: 30_000 }, () => {
  it("says the money is test money, never paid, in each language", async () => {
    const { fetchStub } = stubFetch({ "GET /api/balance/sandbox/checkout/": [200, session] });
    vi.stubGlobal("fetch", fetchStub);
    openCheckout();
    expect(await screen.findByText("$3,000")).toBeTruthy();
    expect(screen.getByTestId("test-money").textContent).toBe("Test money — not paid");
    await i18n.changeLanguage("zh-TW");
    expect((await screen.findByTestId("test-money")).textContent).toBe("測試金額・未實際付款");
    await i18n.changeLanguage("zh-CN");
    expect((await screen.findByTestId("test-money")).textContent).toBe("测试金额・未实际付款");
  });

  it("has one h1, the page's title", async () => {
    const { fetchStub } = stubFetch({ "GET /api/balance/sandbox/checkout/": [200, session] });
    vi.stubGlobal("fetch", fetchStub);
    openCheckout();
    expect(await screen.findByRole("heading", { level: 1, name: "Test checkout" })).toBeTruthy();
    expect(document.querySelectorAll("h1")).toHaveLength(1);
    expect(document.title).toBe("Test checkout | EduBridge");
  });

  it("a session that is gone (404), not this person's (403) or did not load is a page state, not a toast", async () => {
    const cases: [number, string][] = [
      [404, "not-found"],
      [403, "no-permission"],
      [500, "error"],
    ];
    for (const [status, state] of cases) {
      const { fetchStub } = stubFetch({
        "GET /api/balance/sandbox/checkout/": [status, { message: "refused", code: "x" }],
      });
      vi.stubGlobal("fetch", fetchStub);
      openCheckout();
      await screen.findByRole("heading", { level: 1 });
      expect(
        document.querySelector("[data-page-state]")?.getAttribute("data-page-state"),
        String(status),
      ).toBe(state);
      expect(screen.queryByRole("button", { name: "Pay" })).toBeNull();
      cleanup();
      vi.unstubAllGlobals();
    }
  });
});
