import {
  CURRENCY_RULES,
  type CurrencyCode,
  MINOR_UNIT_DIGITS,
  MINOR_UNITS_PER_MAJOR,
  tryNormalizeCurrency,
} from "./currency";
import { MAX_MONEY_MINOR } from "./limits";
import { MoneyError, type MoneyErrorCode } from "./money-error";

export type ParseMoneyOptions = {
  /** Accept amounts below zero (refunds, corrections). Default false. */
  allowNegative?: boolean;
  /** Accept 0. Default true; payments and fees pass false ("amount must be greater than 0"). */
  allowZero?: boolean;
  /**
   * Most digits accepted after the decimal point. Default: the currency's shown precision (USD 2,
   * TWD and CNY 0), so what a person types is what is shown back. At most 2 (the stored unit).
   */
  maxDecimals?: 0 | 1 | 2;
};

export type ParseMoneyResult = { ok: true; value: number } | { ok: false; error: MoneyErrorCode };

/**
 * sign, then an optional symbol of the amount's own currency (`$`, `NT$`, `US$`, `¥`; also after
 * the sign as formatMoney writes it), digits with or without correctly placed thousands commas,
 * an optional fraction.
 */
const AMOUNT = /^([-+])?\s*(NT\$|US\$|\$|¥)?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/;

/**
 * Reads a typed amount ("1,234.5", "$1,234", "１２３" from a full-width keyboard) as integer minor
 * units, with string arithmetic only (never a float). Too many decimals for the currency, a sign
 * where none is allowed, more than MAX_MONEY_MINOR, or anything else is refused with a reason.
 */
export function tryParseMoney(
  text: string,
  currencyCode: CurrencyCode | string,
  options: ParseMoneyOptions = {},
): ParseMoneyResult {
  const currency = tryNormalizeCurrency(currencyCode);
  if (!currency) return { ok: false, error: "currency" };
  const rule = CURRENCY_RULES[currency];
  // NFKC folds full-width digits, commas, dots, `＄` and `￥` to their ASCII/Latin-1 forms.
  const cleaned = text.normalize("NFKC").trim();
  if (cleaned === "") return { ok: false, error: "empty" };
  const match = AMOUNT.exec(cleaned);
  if (!match) return { ok: false, error: "format" };
  const [, sign, symbol, wholeText = "", fraction = ""] = match;
  if (symbol && symbol !== rule.symbol && symbol !== rule.distinctSymbol)
    return { ok: false, error: "format" };
  const maxDecimals = Math.min(options.maxDecimals ?? rule.decimals, MINOR_UNIT_DIGITS);
  if (fraction.length > maxDecimals) return { ok: false, error: "decimals" };
  const whole = BigInt(wholeText.replaceAll(",", ""));
  const minor = whole * BigInt(MINOR_UNITS_PER_MAJOR) + BigInt(fraction.padEnd(MINOR_UNIT_DIGITS, "0"));
  if (minor > BigInt(MAX_MONEY_MINOR)) return { ok: false, error: "too_large" };
  const value = sign === "-" ? -Number(minor) : Number(minor);
  if (value < 0 && !options.allowNegative) return { ok: false, error: "negative" };
  if (value === 0 && options.allowZero === false) return { ok: false, error: "zero" };
  // `-0` is still zero: keep the stored integer a plain 0.
  return { ok: true, value: value === 0 ? 0 : value };
}

/** `tryParseMoney` that throws a `MoneyError` (its `code` and `messageKey` say why). */
export function parseMoney(
  text: string,
  currency: CurrencyCode | string,
  options?: ParseMoneyOptions,
): number {
  const result = tryParseMoney(text, currency, options);
  if (!result.ok) throw new MoneyError(result.error, `cannot read ${JSON.stringify(text)} as ${currency}`);
  return result.value;
}

/**
 * A money field's text as the number the money schemas judge (`moneyAmountSchema`, `moneyFieldSchema`,
 * `refineMoneyInCurrency`), so a form and the server give one reason for one input: null when empty, NaN
 * when it is not an amount, else the typed value in minor units as typed — negative, zero, beyond the
 * maximum or with more decimals than the currency takes (500.5 TWD is 50050, which the schema refuses as
 * v.money_decimals; 1.005 is 100.5, not an integer). Never rounded, so no reason is hidden.
 */
export function readMoneyInput(text: string, currencyCode: CurrencyCode | string): number | null {
  const currency = tryNormalizeCurrency(currencyCode);
  const cleaned = text.normalize("NFKC").trim();
  if (cleaned === "") return null;
  const match = AMOUNT.exec(cleaned);
  if (!currency || !match) return Number.NaN;
  const [, sign, symbol, wholeText = "", fractionText = ""] = match;
  const rule = CURRENCY_RULES[currency];
  if (symbol && symbol !== rule.symbol && symbol !== rule.distinctSymbol) return Number.NaN;
  const fraction = fractionText.replace(/0+$/, "");
  const cents = `${wholeText.replaceAll(",", "")}${fraction.slice(0, MINOR_UNIT_DIGITS).padEnd(MINOR_UNIT_DIGITS, "0")}`;
  // Digits beyond the cent stay a fraction of a minor unit (refused as decimals, never rounded away).
  const beyondCents = fraction.slice(MINOR_UNIT_DIGITS);
  const magnitude = Number(beyondCents ? `${cents}.${beyondCents}` : cents);
  const value = sign === "-" ? -magnitude : magnitude;
  return value === 0 ? 0 : value;
}
