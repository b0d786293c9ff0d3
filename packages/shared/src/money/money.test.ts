import Big from "big.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ENROLLMENT_CURRENCIES,
  toEnrollmentCurrency,
  toMoneyCurrency,
} from "../enrollment/enrollment.constants";
import {
  CURRENCIES,
  type Currency,
  convertMoney,
  crossRate,
  formatMoney,
  formatMoneyInput,
  MoneyError,
  money,
  moneyAmountSchema,
  moneyTextSchema,
  normalizeCurrency,
  parseMoney,
  pickMainCurrency,
  roundToShown,
  sumMoney,
  tryNormalizeCurrency,
  tryParseMoney,
} from "./index";

const currency = fc.constantFrom<Currency>(...CURRENCIES);
/** Up to ±MAX_MONEY_MINOR (10^12 minor units, 10 billion major units): what the parser takes. */
const amount = fc.integer({ min: -1e12, max: 1e12 });
/** Up to ±10 million major units, so any cross rate below keeps the result a safe integer. */
const convertible = fc.integer({ min: -1e9, max: 1e9 });
const rate = fc
  .integer({ min: 100, max: 10_000_000 })
  .map((tenThousandths) => new Big(tenThousandths).div(10_000).toString()); // 0.01 … 1000
const rates = fc.record({ USD: rate, CNY: rate });

describe("currencies (DESIGN.md §5)", () => {
  it("accepts NTD and RMB as aliases of TWD and CNY, in any case", () => {
    expect(normalizeCurrency("NTD")).toBe("TWD");
    expect(normalizeCurrency(" rmb ")).toBe("CNY");
    expect(normalizeCurrency("usd")).toBe("USD");
    expect(tryNormalizeCurrency("JPY")).toBeNull();
    expect(tryNormalizeCurrency("constructor")).toBeNull();
    expect(() => normalizeCurrency("EUR")).toThrow(MoneyError);
  });
  it("keeps the enrollment form's wire labels (TWD, RMB, USD) as money currencies", () => {
    expect(ENROLLMENT_CURRENCIES.map(toMoneyCurrency)).toEqual(["TWD", "CNY", "USD"]);
    expect(toEnrollmentCurrency("CNY")).toBe("RMB");
    expect(toEnrollmentCurrency("ntd")).toBe("TWD");
    expect(toEnrollmentCurrency(null)).toBeUndefined();
    expect(toEnrollmentCurrency("JPY")).toBeUndefined();
  });
  it("picks TWD if present, else USD, else CNY", () => {
    expect(pickMainCurrency(["CNY", "USD", "NTD"])).toBe("TWD");
    expect(pickMainCurrency(["CNY", "USD"])).toBe("USD");
    expect(pickMainCurrency(["RMB", null])).toBe("CNY");
    expect(pickMainCurrency([])).toBe("TWD");
  });
});

describe("formatMoney", () => {
  it("shows TWD with $ in whole units and thousands separators", () => {
    expect(formatMoney(6_500_000, "TWD")).toBe("$65,000");
    expect(formatMoney(150_000_000, "NTD")).toBe("$1,500,000");
    expect(formatMoney(0, "TWD")).toBe("$0");
  });
  it("rounds non-USD amounts to whole units, half up (away from zero)", () => {
    expect(formatMoney(12_349, "TWD")).toBe("$123");
    expect(formatMoney(12_350, "TWD")).toBe("$124");
    expect(formatMoney(-12_350, "TWD")).toBe("-$124");
    expect(formatMoney(-49, "TWD")).toBe("$0");
    expect(formatMoney(99, "CNY")).toBe("¥1");
  });
  it("shows USD with $ and two decimals, CNY (and RMB) with ¥", () => {
    expect(formatMoney(120_000, "USD")).toBe("$1,200.00");
    expect(formatMoney(123_456_789, "USD")).toBe("$1,234,567.89");
    expect(formatMoney(5, "USD")).toBe("$0.05");
    expect(formatMoney(880_000, "CNY")).toBe("¥8,800");
    expect(formatMoney(880_000, "RMB")).toBe("¥8,800");
  });
  it("disambiguates $ and adds the code when asked", () => {
    expect(formatMoney(6_500_000, "TWD", { distinct: true })).toBe("NT$65,000");
    expect(formatMoney(-120_050, "USD", { distinct: true })).toBe("-US$1,200.50");
    expect(formatMoney(3_600_000, "TWD", { code: true })).toBe("$36,000 TWD");
    expect(formatMoney(880_000, "RMB", { code: true })).toBe("¥8,800 CNY");
  });
  it("refuses what is not integer minor units", () => {
    expect(() => formatMoney(12.5, "TWD")).toThrow(MoneyError);
    expect(() => formatMoney(Number.NaN, "USD")).toThrow(MoneyError);
    expect(() => formatMoney(2 ** 53, "USD")).toThrow(MoneyError);
  });
});

describe("parseMoney", () => {
  it("reads typed major units as integer minor units", () => {
    expect(parseMoney("65,000", "TWD")).toBe(6_500_000);
    expect(parseMoney("1,234.5", "USD")).toBe(123_450);
    expect(parseMoney("1200.05", "USD")).toBe(120_005);
    expect(parseMoney(" $1,200.00 ", "USD")).toBe(120_000);
    expect(parseMoney("NT$65,000", "TWD")).toBe(6_500_000);
    expect(parseMoney("¥8,800", "RMB")).toBe(880_000);
    expect(parseMoney("１２，３４５", "TWD")).toBe(1_234_500); // full-width keyboard
    expect(parseMoney("0.1", "USD")).toBe(10); // no float: 0.1 is exactly 10 cents
    expect(parseMoney("10,000,000,000.00", "USD")).toBe(1e12); // MAX_MONEY_MINOR
  });
  it("refuses with a reason", () => {
    const reason = (text: string, code: string, options?: Parameters<typeof tryParseMoney>[2]) =>
      tryParseMoney(text, code, options);
    expect(reason("", "TWD")).toEqual({ ok: false, error: "empty" });
    expect(reason("abc", "USD")).toEqual({ ok: false, error: "format" });
    expect(reason("1.2.3", "USD")).toEqual({ ok: false, error: "format" });
    expect(reason("12,34", "TWD")).toEqual({ ok: false, error: "format" });
    expect(reason("1e5", "TWD")).toEqual({ ok: false, error: "format" });
    expect(reason("¥100", "TWD")).toEqual({ ok: false, error: "format" });
    expect(reason("12.5", "TWD")).toEqual({ ok: false, error: "decimals" });
    expect(reason("1.234", "USD")).toEqual({ ok: false, error: "decimals" });
    expect(reason("-5", "TWD")).toEqual({ ok: false, error: "negative" });
    expect(reason("0", "TWD", { allowZero: false })).toEqual({ ok: false, error: "zero" });
    expect(reason("10000000000.01", "USD")).toEqual({ ok: false, error: "too_large" });
    expect(reason("90071992547409.92", "USD")).toEqual({ ok: false, error: "too_large" });
    expect(reason("5", "EUR")).toEqual({ ok: false, error: "currency" });
  });
  it("accepts negatives and extra decimals only when asked", () => {
    expect(parseMoney("-$2,500", "TWD", { allowNegative: true })).toBe(-250_000);
    expect(parseMoney("12.5", "TWD", { maxDecimals: 2 })).toBe(1_250);
    expect(parseMoney("-0", "TWD", { allowNegative: true })).toBe(0);
  });
  it("throws a typed error that names the catalogue message", () => {
    try {
      parseMoney("12.5", "TWD");
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(MoneyError);
      expect((error as MoneyError).code).toBe("decimals");
      expect((error as MoneyError).messageKey).toBe("v.money_decimals");
    }
  });
  it("round-trips a stored amount through the form field", () => {
    expect(formatMoneyInput(120_050, "USD")).toBe("1200.50");
    expect(formatMoneyInput(120_000, "USD")).toBe("1200");
    expect(formatMoneyInput(6_500_000, "TWD")).toBe("65000");
    expect(formatMoneyInput(null, "TWD")).toBe("");
  });
});

describe("zod helpers", () => {
  it("moneyTextSchema yields minor units or the catalogue key", () => {
    expect(moneyTextSchema("USD").parse("1,234.56")).toBe(123_456);
    const bad = moneyTextSchema("TWD", { allowZero: false }).safeParse("0");
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe("v.money_positive");
    expect(moneyTextSchema("TWD").safeParse("12.5").error?.issues[0]?.message).toBe("v.money_decimals");
  });
  it("moneyAmountSchema takes integer minor units, positive unless told otherwise", () => {
    expect(moneyAmountSchema().parse(100)).toBe(100);
    for (const bad of [0, -5, "100", Number.NaN]) {
      expect(moneyAmountSchema().safeParse(bad).error?.issues[0]?.message).toBe("v.money_positive");
    }
    // A fraction of a cent is the real reason, not "not a number".
    expect(moneyAmountSchema().safeParse(1.5).error?.issues[0]?.message).toBe("v.money_decimals");
    expect(moneyAmountSchema({ allowZero: true }).parse(0)).toBe(0);
    expect(moneyAmountSchema({ allowZero: true }).safeParse(-1).error?.issues[0]?.message).toBe(
      "v.money_not_negative",
    );
    expect(moneyAmountSchema({ allowNegative: true, allowZero: true }).parse(-1)).toBe(-1);
  });
});

describe("convertMoney (through TWD, big.js, round once half up)", () => {
  const fixed = { USD: "31.5", CNY: "4.35" };
  it("converts through TWD and rounds to the target's shown precision", () => {
    expect(convertMoney(10_000, "USD", "TWD", fixed)).toBe(315_000); // $100.00 → $3,150
    expect(convertMoney(315_000, "TWD", "USD", fixed)).toBe(10_000);
    expect(convertMoney(100, "USD", "CNY", fixed)).toBe(700); // 31.5 / 4.35 = 7.24… → ¥7
    expect(convertMoney(5_000, "TWD", "USD", { USD: "31.5" })).toBe(159); // 1.5873… → $1.59
    expect(convertMoney(1_234, "RMB", "RMB", fixed)).toBe(1_234); // same currency: untouched
  });
  it("rounds a half away from zero, once", () => {
    // 1 USD cent × 50 = 50 TWD minor = exactly half a dollar → $1
    expect(convertMoney(1, "USD", "TWD", { USD: "50" })).toBe(100);
    expect(convertMoney(-1, "USD", "TWD", { USD: "50" })).toBe(-100);
    // 0.4999… must not become 0.5 by rounding in two steps
    expect(convertMoney(1, "USD", "TWD", { USD: "49.999" })).toBe(0);
    expect(crossRate("USD", "CNY", fixed)).toBe("7.241379310345");
  });
  it("refuses a missing or non-positive rate", () => {
    expect(() => convertMoney(100, "USD", "TWD", {})).toThrow(MoneyError);
    expect(() => convertMoney(100, "CNY", "TWD", { CNY: "0" })).toThrow(/positive/);
    expect(() => convertMoney(100, "CNY", "TWD", { CNY: "abc" })).toThrow(MoneyError);
  });
});

describe("money and sums", () => {
  it("adds one currency and refuses mixed currencies", () => {
    expect(sumMoney([money(100, "NTD"), money(250, "TWD")], "TWD")).toEqual({ amount: 350, currency: "TWD" });
    expect(() => sumMoney([money(100, "USD")], "TWD")).toThrow(MoneyError);
    expect(() => money(1.5, "TWD")).toThrow(MoneyError);
  });
});

describe("properties", () => {
  it("parse(format(x)) gives x rounded to the shown precision", () => {
    fc.assert(
      fc.property(amount, currency, fc.boolean(), (x, code, distinct) => {
        const shown = formatMoney(x, code, { distinct });
        expect(parseMoney(shown, code, { allowNegative: true })).toBe(roundToShown(x, code));
      }),
    );
  });
  it("format(parse(text)) is stable and the field text round-trips", () => {
    fc.assert(
      fc.property(amount, currency, (x, code) => {
        const rounded = roundToShown(x, code);
        expect(parseMoney(formatMoneyInput(rounded, code), code, { allowNegative: true })).toBe(rounded);
        expect(formatMoney(parseMoney(formatMoney(x, code), code, { allowNegative: true }), code)).toBe(
          formatMoney(x, code),
        );
      }),
    );
  });
  it("rounding to the shown precision is idempotent and moves less than half a unit", () => {
    fc.assert(
      fc.property(amount, currency, (x, code) => {
        const once = roundToShown(x, code);
        expect(roundToShown(once, code)).toBe(once);
        expect(Math.abs(once - x)).toBeLessThanOrEqual(code === "USD" ? 0 : 50);
      }),
    );
  });
  it("conversion is monotonic in the amount", () => {
    fc.assert(
      fc.property(convertible, convertible, currency, currency, rates, (a, b, from, to, table) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(convertMoney(low, from, to, table)).toBeLessThanOrEqual(convertMoney(high, from, to, table));
      }),
    );
  });
  it("conversion is odd (a refund converts to minus the payment) and lands on shown units", () => {
    fc.assert(
      fc.property(convertible, currency, currency, rates, (x, from, to, table) => {
        const converted = convertMoney(x, from, to, table);
        expect(convertMoney(-x, from, to, table)).toBe(converted === 0 ? 0 : -converted);
        if (from !== to) expect(roundToShown(converted, to)).toBe(converted);
      }),
    );
  });
  it("conversion rounds once: within half a shown unit of the exact value", () => {
    fc.assert(
      fc.property(convertible, currency, currency, rates, (x, from, to, table) => {
        fc.pre(from !== to);
        const rateOf = (c: Currency) => new Big(c === "TWD" ? 1 : table[c]);
        const exact = new Big(x).times(rateOf(from)).div(rateOf(to));
        const error = exact.minus(convertMoney(x, from, to, table)).abs();
        expect(error.lte(to === "USD" ? 0.5 : 50)).toBe(true);
      }),
    );
  });
});
