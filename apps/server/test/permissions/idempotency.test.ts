import { defineEndpoints, type Endpoint } from "@edu/shared";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { declaredEndpoints } from "./declared-endpoints";

// DESIGN.md §5: every endpoint that moves money or sends a document is declared `idempotent: true`
// (http/idempotency.ts), so a retry with the same Idempotency-Key never pays, credits or mails twice.
// The endpoints are read from their declarations (packages/shared, `<domain>.endpoints.ts`); which of
// them move money or send a document is decided by a rule on the declaration, not by a list someone
// forgets to extend.

/** Domains that hold money or its documents: each of their changes counts. */
const MONEY_DOMAINS = ["balance", "billing", "exchange-rates", "payroll", "receivables"];
/** An endpoint that mails something (a bill, a statement, a report, an invitation): its path says so. */
const SENDS = /\/send(\/|$)|\/send-|-send(\/|$)/;
const CHANGES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Changes the rule catches that move no money and send no document, by endpoint name, each with the
 * reason. Everything else in a money domain, or that sends, is declared idempotent.
 */
export const NOT_MONEY: Readonly<Record<string, string>> = {
  updateOrderById: "PATCH /api/order/:id: a bill's title and notes, nothing else",
  createMonetaryStatement:
    "POST /api/monetary-statements: writes down a period of the teacher ledger (read from it; moves nothing, mails nothing)",
  updateMonetaryStatement:
    "PATCH /api/monetary-statements/:id: a monetary statement's title, period and note",
  createMoneyConvertRatio:
    "POST /api/money-convert-ratio: appends a rate to the history later conversions use; converts nothing already paid",
  createBalanceWebhookStripe:
    "POST /api/balance/webhook/stripe: a provider's notice, de-duplicated by the provider's event id (providers send no Idempotency-Key)",
  createBalanceWebhookSandbox:
    "POST /api/balance/webhook/sandbox: the sandbox's notice, de-duplicated by event id like Stripe's",
  createBalanceEcpayNotice:
    "POST /api/balance/ecpay/notice: ECPay's notice, de-duplicated by MerchantTradeNo and TradeNo",
  sendResetLink:
    "POST /api/send-reset-link: mails a sign-in link, not a document; limited per address and per email (account-probe)",
};

/** Whether the rule says the declared endpoint moves money or sends a document. */
export const movesMoneyOrSends = (endpoint: Endpoint) =>
  CHANGES.has(endpoint.method) && (MONEY_DOMAINS.includes(endpoint.domain) || SENDS.test(endpoint.path));

/** The money-moving or document-sending endpoints not declared idempotent (and not on the list). */
export const withoutIdempotency = (endpoints: Iterable<Endpoint>) =>
  [...endpoints]
    .filter(
      (endpoint) =>
        movesMoneyOrSends(endpoint) && endpoint.idempotent !== true && !(endpoint.name in NOT_MONEY),
    )
    .map((endpoint) => endpoint.name)
    .sort();

const declared = declaredEndpoints();

describe("idempotency of money and documents", () => {
  it("every declared endpoint that moves money or sends a document is declared idempotent", () => {
    expect(declared.size).toBeGreaterThan(150);
    expect(withoutIdempotency(declared.values())).toEqual([]);
  });

  it("the rule reaches what the issue named, and the list holds no stale or needless entry", () => {
    const caught = [...declared.values()].filter(movesMoneyOrSends).map((endpoint) => endpoint.name);
    for (const name of [
      "sendPayroll",
      "createPayrollProblem",
      "resetPayroll",
      "updatePayrollPaid",
      "createTeacherPayment",
      "createOrderProblem",
      "sendOrder",
      "createOrderPayFromBalance",
      "createBalanceAdjustment",
      "createReceivableOrder",
      "sendTeacherInvitationEmail",
    ]) {
      expect(caught, name).toContain(name);
    }
    for (const name of Object.keys(NOT_MONEY)) {
      expect(caught, `${name}: not a declared endpoint the rule catches`).toContain(name);
      expect(declared.get(name)?.idempotent, `${name}: idempotent, drop it from the list`).not.toBe(true);
    }
  });

  it("fails for a money endpoint that loses its flag", () => {
    const endpoints = [...declared.values()];
    const send = declared.get("sendPayroll") as Endpoint;
    expect(send.idempotent).toBe(true);
    expect(
      withoutIdempotency(
        endpoints.map((endpoint) => (endpoint === send ? { ...send, idempotent: false } : endpoint)),
      ),
    ).toEqual(["sendPayroll"]);
  });

  it("fails for a new money endpoint or mailing endpoint declared without idempotency", () => {
    // Deliberate violations: declarations as a domain's endpoints file would write them. A new change
    // in a money domain is caught by its domain, a new mailing endpoint by its path.
    const response = z.object({ ok: z.literal(1) });
    const violations = {
      ...defineEndpoints("payroll", {
        createPayrollBonus: {
          method: "POST",
          path: "/api/payroll/:id/bonus",
          access: ["super-admin"],
          summary: "Add a bonus to a salary statement",
          response,
          errors: [401, 403, 422],
        },
        listPayrollBonuses: {
          method: "GET",
          path: "/api/payroll/:id/bonuses",
          access: ["super-admin"],
          summary: "A salary statement's bonuses",
          response,
          errors: [401, 403, 422],
        },
      }),
      ...defineEndpoints("courses", {
        sendCourseBrochure: {
          method: "POST",
          path: "/api/courses/:id/send-brochure",
          access: ["super-admin", "staff"],
          summary: "Mail a course's brochure",
          response,
          errors: [401, 403, 422],
        },
        updateCourseTitle: {
          method: "PATCH",
          path: "/api/courses/:id/title",
          access: ["super-admin", "staff"],
          summary: "Rename a course",
          response,
          errors: [401, 403, 422],
        },
      }),
    };
    expect(withoutIdempotency([...declared.values(), ...Object.values(violations)])).toEqual([
      "createPayrollBonus",
      "sendCourseBrochure",
    ]);
    // Declared idempotent, the same endpoints pass.
    expect(
      withoutIdempotency(Object.values(violations).map((endpoint) => ({ ...endpoint, idempotent: true }))),
    ).toEqual([]);
  });
});
