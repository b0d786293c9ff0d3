import { describe, expect, it } from "vitest";
import { balanceAdjustmentSchema, createDepositSchema } from "../balance/balance.schemas";
import { createOrderTransactionBodySchema, payFromBalanceBodySchema } from "../billing/bill-payments.schemas";
import { createOrderBodySchema, differencePriceBodySchema } from "../billing/bills.schemas";
import { createPayrollSchema, createTeacherPaymentSchema } from "../payroll/payroll.schemas";
import { createTeacherContractSchema } from "../teacher-contracts/teacher-contracts.schemas";
import {
  MAX_MONEY_MINOR,
  MAX_MONEY_SUM_MINOR,
  MIN_PAYMENT_MINOR,
  MoneyError,
  moneyAmountIssue,
  moneyAmountSchema,
  toSafeMinor,
} from "./index";

const NEAR_2_53 = Number.MAX_SAFE_INTEGER; // 9007199254740991, the issue's amount

/** The catalogue keys a schema answers, by dotted path. */
function issuesOf(result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
}

describe("amount validity per currency", () => {
  it("TWD and CNY take whole units, USD cents; a payment is at least NT$1, ¥1, US$0.01", () => {
    expect(moneyAmountIssue(100, "TWD")).toBeNull();
    expect(moneyAmountIssue(50, "TWD")).toBe("decimals"); // {"amount": 50}: 0.50 TWD
    expect(moneyAmountIssue(160, "TWD")).toBe("decimals"); // 1.60 TWD
    expect(moneyAmountIssue(120, "CNY")).toBe("decimals"); // 1.20 CNY
    expect(moneyAmountIssue(12, "RMB")).toBe("decimals");
    expect(moneyAmountIssue(1, "USD")).toBeNull(); // US$0.01
    expect(moneyAmountIssue(20, "USD")).toBeNull();
    expect(MIN_PAYMENT_MINOR).toEqual({ TWD: 100, CNY: 100, USD: 1 });
    expect(moneyAmountIssue(0, "USD")).toBe("zero");
    expect(moneyAmountIssue(0, "USD", { allowZero: true })).toBeNull();
    expect(moneyAmountIssue(-100, "TWD")).toBe("negative");
    expect(moneyAmountIssue(-100, "TWD", { allowNegative: true })).toBeNull();
    expect(moneyAmountIssue(-150, "TWD", { allowNegative: true })).toBe("decimals");
    expect(moneyAmountIssue(1.5, "USD")).toBe("format");
    expect(moneyAmountIssue("100", "USD")).toBe("format");
    expect(moneyAmountIssue(100, "EUR")).toBe("currency");
  });

  it("one maximum per amount, 10^12 minor units, either sign; near 2^53 is too large, not a wrong decimal", () => {
    expect(MAX_MONEY_MINOR).toBe(1e12);
    expect(MAX_MONEY_SUM_MINOR).toBe(1e13);
    expect(moneyAmountIssue(MAX_MONEY_MINOR, "USD")).toBeNull();
    expect(moneyAmountIssue(MAX_MONEY_MINOR + 1, "USD")).toBe("too_large");
    expect(moneyAmountIssue(NEAR_2_53, "USD")).toBe("too_large");
    expect(moneyAmountIssue(NEAR_2_53, "TWD")).toBe("too_large");
    expect(moneyAmountIssue(-NEAR_2_53, "TWD", { allowNegative: true })).toBe("too_large");
    expect(moneyAmountSchema().safeParse(NEAR_2_53).error?.issues[0]?.message).toBe("v.money_too_large");
    expect(moneyAmountSchema({ allowNegative: true }).safeParse(-NEAR_2_53).error?.issues[0]?.message).toBe(
      "v.money_too_large",
    );
  });

  it("reads SQL sums as safe integers, refusing what Number() would round", () => {
    expect(toSafeMinor("123456")).toBe(123_456);
    expect(toSafeMinor(-42)).toBe(-42);
    expect(toSafeMinor(10n)).toBe(10);
    expect(toSafeMinor(null)).toBe(0);
    expect(toSafeMinor("-0")).toBe(0);
    expect(toSafeMinor(String(MAX_MONEY_SUM_MINOR))).toBe(MAX_MONEY_SUM_MINOR);
    expect(() => toSafeMinor("9007199254740993")).toThrow(MoneyError);
    expect(() => toSafeMinor(String(-MAX_MONEY_SUM_MINOR - 1))).toThrow(/out of range/);
    expect(() => toSafeMinor("12.5")).toThrow(MoneyError);
  });
});

describe("wire schemas check each amount with its currency", () => {
  it("payments toward a bill: the amount in the currency sent", () => {
    const tx = (body: object) =>
      issuesOf(createOrderTransactionBodySchema.safeParse({ date: "2026-11-02", ...body }));
    expect(tx({ amount: 50, currency: "TWD" })).toEqual({ amount: "v.money_decimals" });
    expect(tx({ amount: 120, currency: "RMB" })).toEqual({ amount: "v.money_decimals" });
    expect(tx({ amount: NEAR_2_53, currency: "USD" })).toEqual({ amount: "v.money_too_large" });
    expect(tx({ amount: 20, currency: "USD" })).toEqual({});
    // No currency: the bill's, which the server knows.
    expect(tx({ amount: 50 })).toEqual({});
    const pay = (body: object) => issuesOf(payFromBalanceBodySchema.safeParse(body));
    expect(pay({ amount: 12, currency: "CNY" })).toEqual({ amount: "v.money_decimals" });
    expect(pay({ amount: NEAR_2_53, currency: "USD" })).toEqual({ amount: "v.money_too_large" });
    expect(pay({ amount: 0, currency: "USD" })).toEqual({ amount: "v.money_positive" });
  });

  it("bills: manual prices in their currency or the bill's, their sum bounded; the difference in its currency", () => {
    const bill = (items: object[], price_currency = "TWD") =>
      issuesOf(
        createOrderBodySchema.safeParse({
          title: "t",
          receivable_date: "2026-11-01",
          user_id: 1,
          price_currency,
          items: items.map((item) => ({ type: "manual", title: "x", ...item })),
        }),
      );
    expect(bill([{ price: 150 }])).toEqual({ "items.0.price": "v.money_decimals" });
    expect(bill([{ price: 150 }], "USD")).toEqual({});
    expect(bill([{ price: 100 }, { price: 150, price_currency: "CNY" }], "USD")).toEqual({
      "items.1.price": "v.money_decimals",
    });
    expect(bill([{ price: -NEAR_2_53 }])).toEqual({ "items.0.price": "v.money_too_large" });
    expect(bill(Array.from({ length: 11 }, () => ({ price: MAX_MONEY_MINOR })))).toEqual({
      items: "v.money_sum_too_large",
    });
    // Lines the server prices itself carry no checked price.
    expect(bill([{ type: "enrollment", id: 1, user_id: 2, price: 150 }])).toEqual({});
    const diff = (body: object) => issuesOf(differencePriceBodySchema.safeParse(body));
    expect(diff({ difference_price: NEAR_2_53, difference_price_currency: "USD" })).toEqual({
      difference_price: "v.money_too_large",
    });
    expect(diff({ difference_price: -250, difference_price_currency: "TWD" })).toEqual({
      difference_price: "v.money_decimals",
    });
    expect(diff({ difference_price: -200, difference_price_currency: "TWD" })).toEqual({});
    expect(diff({ difference_price: 0 })).toEqual({});
  });

  it("balance adjustments and deposits", () => {
    const adjust = (body: object) =>
      issuesOf(balanceAdjustmentSchema.safeParse({ parent_user_id: 1, reason: "fix", ...body }));
    expect(adjust({ currency: "TWD", amount: -50 })).toEqual({ amount: "v.money_decimals" });
    expect(adjust({ currency: "TWD", amount: -5_000 })).toEqual({});
    expect(adjust({ currency: "USD", amount: NEAR_2_53 })).toEqual({ amount: "v.money_too_large" });
    const deposit = (body: object) => issuesOf(createDepositSchema.safeParse(body));
    expect(deposit({ currency: "CNY", amount: 150 })).toEqual({ amount: "v.money_decimals" });
    expect(deposit({ currency: "USD", amount: 150 })).toEqual({});
  });

  it("payroll bonuses, teacher payments and allocations, contract rates", () => {
    const payroll = issuesOf(
      createPayrollSchema.safeParse({
        teacher_user_id: 1,
        title: "May",
        period_start: "2026-05-01",
        period_end: "2026-05-31",
        teaching_log_ids: [],
        currency: "TWD",
        manual_items: [
          { kind: "bonus", reason: "x", amount: 1_000 },
          { kind: "deduction", reason: "y", amount: 1_050 },
          { kind: "bonus", reason: "z", amount: NEAR_2_53 },
        ],
      }),
    );
    expect(payroll).toEqual({
      "manual_items.1.amount": "v.money_decimals",
      "manual_items.2.amount": "v.money_too_large",
    });
    const payment = (body: object) =>
      issuesOf(
        createTeacherPaymentSchema.safeParse({
          teacher_user_id: 1,
          method: "cash",
          paid_on: "2026-05-01",
          ...body,
        }),
      );
    expect(payment({ currency: "USD", amount: NEAR_2_53 })).toEqual({ amount: "v.money_too_large" });
    expect(
      payment({ currency: "TWD", amount: 1_050, allocations: [{ payroll_id: 1, amount: 1_010 }] }),
    ).toEqual({ amount: "v.money_decimals", "allocations.0.amount": "v.money_decimals" });
    const contract = (body: object) =>
      issuesOf(
        createTeacherContractSchema.safeParse({
          teacher_id: 1,
          title: "t",
          start_date: "2026-01-01",
          ...body,
        }),
      );
    expect(contract({ hourly_rate: 80_050, currency: "TWD" })).toEqual({ hourly_rate: "v.money_decimals" });
    expect(contract({ hourly_rate: NEAR_2_53, currency: "TWD" })).toEqual({
      hourly_rate: "v.money_too_large",
    });
    expect(contract({ hourly_rate: 2_550, currency: "USD" })).toEqual({});
  });
});
