import { afterAll, describe, expect, it, vi } from "vitest";
import { createTestApp } from "../helpers/test-app";
import type { RegisteredRoute } from "./registered-routes";

// Issue 26 item 10 (DESIGN.md §5): every route that moves money or sends a document declares
// `config.idempotent` (http/idempotency.ts), so a retry with the same Idempotency-Key never pays, credits
// or mails twice. The routes come from Fastify itself, as the permission table's do; which of them move
// money or send a document is decided by a rule, not by a list someone forgets to extend.
const registered = vi.hoisted(() => new Map<string, RegisteredRoute>());

vi.mock("fastify", async (importOriginal) =>
  (await import("./registered-routes")).capturingFastify(
    await importOriginal<typeof import("fastify")>(),
    registered,
  ),
);

/** Modules that hold money or its documents, by their OpenAPI tag: each of their changes counts. */
const MONEY_MODULES = ["balance", "billing", "exchange-rates", "payroll", "receivables"];
/** A route that mails something (a bill, a statement, a report, an invitation): its path says so. */
const SENDS = /\/send(\/|$)|\/send-|-send(\/|$)/;
const CHANGES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Changes the rule catches that move no money and send no document, each with the reason. Everything
 * else in a money module, or that sends, declares idempotency.
 */
export const NOT_MONEY: Readonly<Record<string, string>> = {
  "PATCH /api/order/:id": "a bill's title and notes, nothing else",
  "POST /api/monetary-statements":
    "writes down a period of the teacher ledger (read from it; moves nothing, mails nothing)",
  "PATCH /api/monetary-statements/:id": "a monetary statement's title, period and note",
  "POST /api/money-convert-ratio":
    "appends a rate to the history later conversions use; converts nothing already paid",
  "POST /api/balance/webhook/stripe":
    "a provider's notice: de-duplicated by the provider's event id (providers send no Idempotency-Key)",
  "POST /api/balance/webhook/sandbox": "the sandbox's notice, de-duplicated by event id like Stripe's",
  "POST /api/balance/ecpay/notice": "ECPay's notice: de-duplicated by MerchantTradeNo and TradeNo",
  "POST /api/send-reset-link":
    "mails a sign-in link, not a document; limited per address and per email (account-probe)",
};

/** Whether the rule says the route moves money or sends a document. */
export const movesMoneyOrSends = (route: RegisteredRoute) =>
  CHANGES.has(route.method) &&
  (route.tags.some((tag) => MONEY_MODULES.includes(tag)) || SENDS.test(route.url));

/** The money-moving or document-sending routes without `config.idempotent` (and not on the list). */
export const withoutIdempotency = (routes: Iterable<RegisteredRoute>) =>
  [...routes]
    .filter((route) => movesMoneyOrSends(route) && !route.idempotent && !(route.key in NOT_MONEY))
    .map((route) => route.key)
    .sort();

const ctx = await createTestApp({
  // LINE on, so its routes register too.
  LINE_ISSUER: "http://127.0.0.1:9/line",
  LINE_CLIENT_ID: "idempotency-check",
  LINE_CLIENT_SECRET: "a-channel-secret-for-the-idempotency-check",
});
afterAll(() => ctx.close());

describe("idempotency of money and documents", () => {
  it("every registered route that moves money or sends a document declares config.idempotent", () => {
    expect(registered.size).toBeGreaterThan(150);
    expect(withoutIdempotency(registered.values())).toEqual([]);
  });

  it("the rule reaches what the issue named, and the list holds no stale or needless entry", () => {
    const caught = [...registered.values()].filter(movesMoneyOrSends).map((route) => route.key);
    for (const key of [
      "POST /api/payroll/:id/send",
      "POST /api/payroll/:id/problem",
      "POST /api/payroll/:id/reset",
      "PATCH /api/payroll/:id/paid",
      "POST /api/teacher-payments",
      "POST /api/order/:id/problem",
      "POST /api/order/:id/send",
      "POST /api/order/:id/pay-from-balance",
      "POST /api/balance/adjustment",
      "POST /api/receivable-order",
      "POST /api/send-teacher-invitation-email",
    ]) {
      expect(caught, key).toContain(key);
    }
    for (const key of Object.keys(NOT_MONEY)) {
      expect(caught, `${key}: not a registered route the rule catches`).toContain(key);
      expect(registered.get(key)?.idempotent, `${key}: idempotent, drop it from the list`).toBe(false);
    }
  });

  it("fails for a money route that loses its flag", () => {
    const routes = [...registered.values()];
    const send = routes.find((route) => route.key === "POST /api/payroll/:id/send") as RegisteredRoute;
    expect(
      withoutIdempotency(routes.map((route) => (route === send ? { ...route, idempotent: false } : route))),
    ).toEqual(["POST /api/payroll/:id/send"]);
    // A new route of a money module is caught by its module, a new mailing route by its path.
    const added = (key: string, tags: string[]): RegisteredRoute => {
      const [method = "", url = ""] = key.split(" ");
      return { key, method, url, access: ["super-admin"], idempotent: false, tags };
    };
    expect(
      withoutIdempotency([
        added("POST /api/payroll/:id/bonus", ["payroll"]),
        added("POST /api/courses/:id/send-brochure", ["courses"]),
        added("PATCH /api/courses/:id", ["courses"]),
        added("GET /api/balance/mine", ["balance"]),
      ]),
    ).toEqual(["POST /api/courses/:id/send-brochure", "POST /api/payroll/:id/bonus"]);
  });
});
