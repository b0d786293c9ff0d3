import { describe, expect, it } from "vitest";
import {
  allocatedTotal,
  currencyFromSearch,
  emptyPayment,
  type PaymentFormValues,
  statementPaymentPath,
  toCreatePaymentPayload,
  withRestPaid,
} from "./payment-form";

describe("teacher payment form", () => {
  it("opens from a CNY or USD statement in the statement's currency (TWD otherwise)", () => {
    const path = statementPaymentPath({ teacher: { id: 41 }, currency: "CNY" });
    expect(path).toBe("/salary/teacher/41/payment/create?currency=CNY");
    const currency = currencyFromSearch(new URL(path, "http://x").searchParams);
    expect(currency).toBe("CNY");
    expect(emptyPayment(41, currency).currency).toBe("CNY");
    expect(currencyFromSearch(new URLSearchParams("currency=USD"))).toBe("USD");
    expect(currencyFromSearch(new URLSearchParams("currency=EUR"))).toBeUndefined();
    expect(emptyPayment(41, currencyFromSearch(new URLSearchParams(""))).currency).toBe("TWD");
    expect(toCreatePaymentPayload({ ...emptyPayment(41, "USD"), amount: "12.50" })).toMatchObject({
      currency: "USD",
      amount: 1_250,
    });
  });

  it("pays the rest of a statement and raises the payment's amount to cover the statements", () => {
    let values: PaymentFormValues = { ...emptyPayment(41), currency: "TWD" };
    values = withRestPaid(values, 7, 680_000);
    expect(values.allocations).toEqual({ p7: "6800" });
    expect(values.amount).toBe("6800");
    values = withRestPaid(values, 8, 120_000);
    expect(allocatedTotal(values)).toBe(800_000);
    expect(values.amount).toBe("8000");
    expect(toCreatePaymentPayload(values)).toMatchObject({
      amount: 800_000,
      allocations: [
        { payroll_id: 7, amount: 680_000 },
        { payroll_id: 8, amount: 120_000 },
      ],
    });
  });

  it("keeps a larger amount the admin typed (the rest is an advance)", () => {
    const values = withRestPaid({ ...emptyPayment(41), currency: "TWD", amount: "10000" }, 7, 680_000);
    expect(values.amount).toBe("10000");
  });
});
