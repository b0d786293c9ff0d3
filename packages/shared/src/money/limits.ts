import {
  CURRENCY_RULES,
  type Currency,
  type CurrencyCode,
  MINOR_UNIT_DIGITS,
  tryNormalizeCurrency,
} from "./currency";
import { MoneyError, type MoneyErrorCode } from "./money-error";

/**
 * The largest amount one money field takes: 10^12 minor units (10,000,000,000 TWD, CNY or USD).
 * Far beyond any fee or payment of the school, and small enough that a converted amount (× a rate)
 * and a sum of many stay exact in a JS number (2^53 ≈ 9.007 × 10^15).
 */
export const MAX_MONEY_MINOR = 1_000_000_000_000;

/**
 * The largest sum kept: 10^13 minor units (ten maximal amounts). A family ledger bucket, a bill's
 * total and a teacher ledger's sum may not go beyond it (either sign); a sum read from SQL beyond 2^53
 * is refused rather than rounded (`toSafeMinor`).
 */
export const MAX_MONEY_SUM_MINOR = 10_000_000_000_000;

/**
 * The smallest payment, per currency: one shown unit (NT$1, ¥1, US$0.01), the same as the step
 * an amount moves by. A conversion that credits less than this is refused (the payer would get nothing).
 */
export const MIN_PAYMENT_MINOR: Readonly<Record<Currency, number>> = { TWD: 100, CNY: 100, USD: 1 };

/** The step a valid amount of `currency` moves by, in minor units: 100 for TWD and CNY, 1 for USD. */
export function moneyStep(currency: Currency): number {
  return 10 ** (MINOR_UNIT_DIGITS - CURRENCY_RULES[currency].decimals);
}

export type MoneyAmountRule = {
  /** Accept amounts below zero (corrections, discounts). Default false. */
  allowNegative?: boolean;
  /** Accept 0. Default false: a payment or a fee is more than nothing. */
  allowZero?: boolean;
  /** The largest magnitude accepted. Default MAX_MONEY_MINOR. */
  max?: number;
};

/**
 * Why `amount` (integer minor units, as sent on the wire) is not a valid amount of `currency`, or
 * null when it is: an integer; a whole number of the currency's steps (TWD and CNY whole units, USD
 * cents); not negative or zero unless allowed; at most MAX_MONEY_MINOR in magnitude; a positive
 * amount at least MIN_PAYMENT_MINOR. The first failing rule answers, in that order.
 */
export function moneyAmountIssue(
  amount: unknown,
  currencyCode: CurrencyCode | string,
  rule: MoneyAmountRule = {},
): MoneyErrorCode | null {
  const currency = tryNormalizeCurrency(currencyCode);
  if (!currency) return "currency";
  if (typeof amount !== "number" || !Number.isInteger(amount)) return "format";
  const { allowNegative = false, allowZero = false, max = MAX_MONEY_MINOR } = rule;
  if (Math.abs(amount) > max) return "too_large";
  if (amount % moneyStep(currency) !== 0) return "decimals";
  if (amount < 0 && !allowNegative) return "negative";
  if (amount === 0) return allowZero ? null : "zero";
  if (Math.abs(amount) < MIN_PAYMENT_MINOR[currency]) return "below_minimum";
  return null;
}

/**
 * A sum as SQL answers it (bigint or numeric: a string, a number, or a bigint) as a safe integer
 * of minor units. A value that is not an integer, or beyond MAX_MONEY_SUM_MINOR, throws a
 * MoneyError("sum_too_large") instead of being rounded by `Number()` into another amount.
 */
export function toSafeMinor(value: string | number | bigint | null | undefined): number {
  if (value === null || value === undefined) return 0;
  const text = String(value).trim();
  if (!/^-?\d+$/.test(text)) throw new MoneyError("format", `not an integer sum: ${text}`);
  const big = BigInt(text);
  const limit = BigInt(MAX_MONEY_SUM_MINOR);
  if (big > limit || big < -limit) throw new MoneyError("sum_too_large", `sum out of range: ${text}`);
  const result = Number(big);
  return result === 0 ? 0 : result;
}
