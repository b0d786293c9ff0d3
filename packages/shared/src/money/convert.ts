import Big from "big.js";
import {
  CURRENCY_RULES,
  type Currency,
  type CurrencyCode,
  MINOR_UNIT_DIGITS,
  normalizeCurrency,
} from "./currency";
import { MoneyError } from "./money-error";

/**
 * Stored exchange rates (spec 02 §9: conversion goes through TWD): how many TWD one unit of each
 * other currency is worth, e.g. `{ USD: "31.52", CNY: "4.35" }`. Decimal strings (as PostgreSQL
 * `numeric` returns them) keep the rate exact; numbers are read through their decimal text.
 */
export type ExchangeRates = Readonly<Partial<Record<Exclude<Currency, "TWD">, Big.BigSource>>>;

/**
 * A private decimal constructor with `dp` decimals and half-up rounding, so nobody else's big.js
 * settings leak in or out. Made on call: this module does nothing at import.
 */
function decimalConstructor(dp: number): Big.BigConstructor {
  const Decimal = Big();
  Decimal.DP = dp;
  Decimal.RM = Decimal.roundHalfUp;
  return Decimal;
}

/** TWD per unit of `currency` as a positive decimal; a missing or non-positive rate throws. */
function twdPerUnit(Decimal: Big.BigConstructor, currency: Currency, rates: ExchangeRates): Big {
  if (currency === "TWD") return Decimal(1);
  const source = rates[currency];
  let rate: Big;
  try {
    rate = Decimal(source ?? Number.NaN);
  } catch {
    throw new MoneyError("rate", `no exchange rate for ${currency}`);
  }
  if (rate.lte(0)) throw new MoneyError("rate", `the ${currency} rate must be positive`);
  return rate;
}

/**
 * The rate a bill records for a conversion: units of `to` per unit of `from`, through TWD,
 * as a decimal string (up to 12 decimals, half-up; display and audit only, never for the math).
 */
export function crossRate(
  from: CurrencyCode | string,
  to: CurrencyCode | string,
  rates: ExchangeRates,
): string {
  const Decimal = decimalConstructor(12);
  const source = twdPerUnit(Decimal, normalizeCurrency(from), rates);
  const target = twdPerUnit(Decimal, normalizeCurrency(to), rates);
  return source.div(target).toString();
}

/**
 * Converts integer minor units from one currency to another through TWD: amount × rate(from) ÷
 * rate(to), computed exactly with big.js and rounded ONCE, half-up (half away from zero), to the
 * target currency's shown precision (DESIGN.md §5: USD to the cent, TWD and CNY to whole units).
 * A same-currency "conversion" returns the amount untouched.
 */
export function convertMoney(
  amountMinor: number,
  from: CurrencyCode | string,
  to: CurrencyCode | string,
  rates: ExchangeRates,
): number {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new MoneyError("not_integer", `money amounts are integer minor units, got ${amountMinor}`);
  }
  const source = normalizeCurrency(from);
  const target = normalizeCurrency(to);
  if (source === target) return amountMinor === 0 ? 0 : amountMinor; // never hand back a -0
  const step = 10 ** (MINOR_UNIT_DIGITS - CURRENCY_RULES[target].decimals);
  // DP 0: the one division rounds exactly once, half-up, straight to whole steps.
  const Decimal = decimalConstructor(0);
  const steps = Decimal(amountMinor)
    .times(twdPerUnit(Decimal, source, rates))
    .div(twdPerUnit(Decimal, target, rates).times(step));
  const converted = Number(steps.times(step).toFixed(0));
  if (!Number.isSafeInteger(converted)) throw new MoneyError("too_large", "converted amount out of range");
  // `-0` from rounding a small refund: store a plain 0.
  return converted === 0 ? 0 : converted;
}
