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
 * A private decimal constructor with `dp` decimals and rounding `rm` (default half-up), so nobody else's big.js
 * settings leak in or out. Made on call: this module does nothing at import.
 */
function decimalConstructor(dp: number, rm: Big.RoundingMode = 1): Big.BigConstructor {
  const Decimal = Big();
  Decimal.DP = dp;
  Decimal.RM = rm;
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
 * How a conversion lands on the target currency's valid amounts (USD cents, TWD and CNY whole units):
 * - "half_up": half away from zero — prices (a bill line, a difference) shown in another currency;
 * - "down": toward zero — what a payer's money is worth in the currency it settles (never more
 *   than was taken: against the payer);
 * - "up": away from zero — what a payer is charged in their currency for an amount of another
 *   (never less than what is given for it).
 */
export type ConversionRounding = "half_up" | "down" | "up";

const ROUNDING_MODES = { half_up: 1, down: 0, up: 3 } as const satisfies Record<
  ConversionRounding,
  Big.RoundingMode
>;

/**
 * `amountMinor` of `source` in minor units of `target`, divided into whole `step`s with ONE rounding
 * of the exact quotient (big.js rounds a division to DP decimals by RM; a product is exact), as a
 * safe integer of minor units.
 */
function convertToSteps(
  amountMinor: number,
  source: Currency,
  target: Currency,
  rates: ExchangeRates,
  rounding: ConversionRounding,
): number {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new MoneyError("not_integer", `money amounts are integer minor units, got ${amountMinor}`);
  }
  const step = 10 ** (MINOR_UNIT_DIGITS - CURRENCY_RULES[target].decimals);
  const Decimal = decimalConstructor(0, ROUNDING_MODES[rounding]);
  const steps = Decimal(amountMinor)
    .times(twdPerUnit(Decimal, source, rates))
    .div(twdPerUnit(Decimal, target, rates).times(step));
  const converted = Number(steps.times(step).toFixed(0));
  if (!Number.isSafeInteger(converted)) throw new MoneyError("too_large", "converted amount out of range");
  // `-0` from rounding a small refund: store a plain 0.
  return converted === 0 ? 0 : converted;
}

/**
 * Converts integer minor units from one currency to another through TWD: amount × rate(from) ÷
 * rate(to), computed with big.js and rounded ONCE to the target currency's shown precision
 * (DESIGN.md §5: USD to the cent, TWD and CNY to whole units), half-up by default; see
 * ConversionRounding for payments. A same-currency "conversion" returns the amount untouched.
 */
export function convertMoney(
  amountMinor: number,
  from: CurrencyCode | string,
  to: CurrencyCode | string,
  rates: ExchangeRates,
  rounding: ConversionRounding = "half_up",
): number {
  const source = normalizeCurrency(from);
  const target = normalizeCurrency(to);
  if (source === target) {
    if (!Number.isSafeInteger(amountMinor)) {
      throw new MoneyError("not_integer", `money amounts are integer minor units, got ${amountMinor}`);
    }
    return amountMinor === 0 ? 0 : amountMinor; // never hand back a -0
  }
  return convertToSteps(amountMinor, source, target, rates, rounding);
}

const REMAINDER_DECIMALS = 6;

/**
 * A payment of `amountMinor` (> 0) in `from` settling money owed in `to` (a bill's currency): what it
 * is worth there rounded DOWN to a valid amount of `to` — a conversion never credits more than it
 * debits at the rates used — and the part of its exact value left over, in minor units of `to` as a
 * decimal string (up to 6 decimals, cut down; "0" when nothing is left), for the record.
 */
export function convertPayment(
  amountMinor: number,
  from: CurrencyCode | string,
  to: CurrencyCode | string,
  rates: ExchangeRates,
): { amount: number; remainder: string } {
  const source = normalizeCurrency(from);
  const target = normalizeCurrency(to);
  if (source === target) return { amount: convertMoney(amountMinor, source, target, rates), remainder: "0" };
  const amount = convertToSteps(amountMinor, source, target, rates, "down");
  // The exact value cut down to 6 decimals: the recorded remainder never overstates what was left.
  const Decimal = decimalConstructor(REMAINDER_DECIMALS, ROUNDING_MODES.down);
  const exact = Decimal(amountMinor)
    .times(twdPerUnit(Decimal, source, rates))
    .div(twdPerUnit(Decimal, target, rates));
  const remainder = exact.minus(amount);
  return { amount, remainder: remainder.eq(0) ? "0" : remainder.toFixed() };
}
