import Big from "big.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CURRENCIES,
  type Currency,
  convertMoney,
  convertPayment,
  type ExchangeRates,
  MAX_MONEY_MINOR,
  moneyAmountIssue,
  moneyStep,
} from "./index";

/** The stored defaults (exchange-rates module): 1 USD = 32 TWD, 1 CNY = 4.5 TWD. */
const DEFAULTS = { USD: "32", CNY: "4.5" };
const twd = (currency: Currency, rates: ExchangeRates) =>
  new Big(currency === "TWD" ? 1 : String(rates[currency]));

describe("rounding against the payer", () => {
  it("a payment is credited what it is worth rounded DOWN to a valid amount, the remainder recorded", () => {
    // US$0.02 × 32 = NT$0.64: half-up made it NT$1 (ten requests paid NT$10 for NT$6.40).
    expect(convertMoney(2, "USD", "TWD", DEFAULTS)).toBe(100);
    expect(convertPayment(2, "USD", "TWD", DEFAULTS)).toEqual({ amount: 0, remainder: "64" });
    // ¥1 × 4.5 = NT$4.50 → NT$4, 50 minor units left over.
    expect(convertPayment(100, "CNY", "TWD", DEFAULTS)).toEqual({ amount: 400, remainder: "50" });
    // NT$1 ÷ 32 = US$0.03125 → US$0.03 (half-up gave the same; the remainder says what stayed).
    expect(convertPayment(100, "TWD", "USD", DEFAULTS)).toEqual({ amount: 3, remainder: "0.125" });
    // A quotient that does not end is cut down, never rounded up to a step.
    expect(convertPayment(1_000, "TWD", "USD", { USD: "31.52" })).toEqual({
      amount: 31,
      remainder: "0.725888",
    });
    expect(convertPayment(3_152, "USD", "TWD", { USD: "31.52" })).toEqual({
      amount: 99_300,
      remainder: "51.04",
    });
    // Same currency: untouched, nothing left.
    expect(convertPayment(1_200, "TWD", "TWD", DEFAULTS)).toEqual({ amount: 1_200, remainder: "0" });
  });

  it("the issue's requests: 1.20 CNY + 0.20 USD in ten parts never settles NT$20; 1.60 TWD never pays US$0.10", () => {
    let credited = 0;
    for (let i = 0; i < 10; i++) {
      credited += convertPayment(12, "CNY", "TWD", DEFAULTS).amount; // ¥0.12 (not even a valid CNY amount)
      credited += convertPayment(2, "USD", "TWD", DEFAULTS).amount; // US$0.02
    }
    expect(credited).toBe(0); // 1.20 × 4.5 + 0.20 × 32 = NT$11.80 taken: nothing rounds up to a whole TWD
    let usd = 0;
    for (let i = 0; i < 10; i++) usd += convertPayment(16, "TWD", "USD", DEFAULTS).amount;
    expect(usd).toBe(0); // NT$0.16 ÷ 32 = US$0.005 each: half-up paid US$0.10 for NT$1.60 (worth US$0.05)
    expect(moneyAmountIssue(12, "CNY")).toBe("decimals");
    expect(moneyAmountIssue(16, "TWD")).toBe("decimals");
  });

  it("a charge in another currency rounds UP; a price half-up; negatives by magnitude", () => {
    // NT$10 owed, paid from CNY: 10 ÷ 4.5 = ¥2.22… → ¥3 charged.
    expect(convertMoney(1_000, "TWD", "CNY", DEFAULTS, "up")).toBe(300);
    expect(convertMoney(1_000, "TWD", "CNY", DEFAULTS, "down")).toBe(200);
    expect(convertMoney(1_000, "TWD", "CNY", DEFAULTS)).toBe(200);
    expect(convertMoney(900, "TWD", "CNY", DEFAULTS, "up")).toBe(200); // exactly ¥2: no step added
    expect(convertMoney(-1_000, "TWD", "CNY", DEFAULTS, "up")).toBe(-300);
    expect(convertMoney(-2, "USD", "TWD", DEFAULTS, "down")).toBe(0);
  });
});

const currency = fc.constantFrom<Currency>(...CURRENCIES);
/** Rates like an admin types them: 0.5 … 99.9999 TWD per unit, four decimals. */
const rate = fc.integer({ min: 5_000, max: 999_999 }).map((n) => new Big(n).div(10_000).toString());
const rates = fc.record({ USD: rate, CNY: rate });
/** A valid payment in its currency: mostly small (where rounding matters), sometimes up to the maximum. */
const payment = fc
  .record({
    currency,
    units: fc.oneof(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: MAX_MONEY_MINOR / 100 })),
  })
  .map(({ currency: code, units }) => ({
    currency: code,
    amount: units * moneyStep(code),
  }));

describe("properties of the payer's conversion", () => {
  it("no sequence of payments in mixed currencies settles more value than it takes, at the rates used", () => {
    fc.assert(
      fc.property(
        fc.array(payment, { minLength: 1, maxLength: 30 }),
        currency,
        rates,
        (payments, to, table) => {
          let taken = new Big(0);
          let settled = new Big(0);
          for (const p of payments) {
            expect(moneyAmountIssue(p.amount, p.currency)).toBeNull();
            const { amount, remainder } = convertPayment(p.amount, p.currency, to, table);
            // Credited: a valid amount of the bill's currency (or nothing), never above what was taken.
            expect(amount % moneyStep(to)).toBe(0);
            const exact = new Big(p.amount).times(twd(p.currency, table)).div(twd(to, table));
            expect(new Big(amount).lte(exact)).toBe(true);
            // The remainder is what was left, cut to 6 decimals, and less than one step.
            expect(exact.minus(amount).minus(remainder).abs().lt("0.000001")).toBe(true);
            expect(new Big(remainder).lt(moneyStep(to))).toBe(true);
            taken = taken.plus(new Big(p.amount).times(twd(p.currency, table)));
            settled = settled.plus(new Big(amount).times(twd(to, table)));
          }
          expect(settled.lte(taken)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("a charge rounded up is always worth at least what it pays for", () => {
    fc.assert(
      fc.property(payment, currency, rates, (owed, from, table) => {
        const charged = convertMoney(owed.amount, owed.currency, from, table, "up");
        expect(charged % moneyStep(from)).toBe(0);
        const chargedTwd = new Big(charged).times(twd(from, table));
        expect(chargedTwd.gte(new Big(owed.amount).times(twd(owed.currency, table)))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
