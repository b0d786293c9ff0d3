import {
  CURRENCY_RULES,
  type Currency,
  type CurrencyCode,
  MINOR_UNIT_DIGITS,
  MINOR_UNITS_PER_MAJOR,
  normalizeCurrency,
  tryNormalizeCurrency,
} from "./currency";
import { MoneyError } from "./money-error";

/**
 * The one rule for writing money: the spec's `$` (TWD, USD) and `¥` (CNY) where one
 * currency is on the screen; `NT$`, `US$`, `¥` wherever two can meet — a list mixing currencies, a
 * family's balances, a bill in another currency than the family's, both sides of a conversion. Never a
 * trailing code ("$13,200 TWD").
 */
export type FormatMoneyOptions = {
  /**
   * The currencies that meet where this amount is shown (a list's rows, a family's accounts, a
   * conversion's two sides, the family's currency beside a bill's). Two or more different ones, the
   * amount's own counted: `NT$` / `US$` / `¥`.
   */
  among?: Iterable<string | null | undefined>;
  /** Two currencies always meet here (e.g. a conversion's pair is known but not listed): as `among`. */
  distinct?: boolean;
  /** "+$1,200" for a credit: ledger rows, where a sign says which way money moved. */
  signed?: boolean;
  /**
   * @deprecated Append the ISO code ("$36,000 TWD"): a third way of writing money, kept only until the
   * features still calling it (billing, lessons, courses, classes, enrollment, marketing) use `among`.
   */
  code?: boolean;
};

/** Whether two or more different currencies are among `codes` (unknown codes and blanks ignored). */
export function currenciesMeet(codes: Iterable<string | null | undefined>): boolean {
  const seen = new Set<Currency>();
  for (const code of codes) {
    const currency = tryNormalizeCurrency(code);
    if (currency) seen.add(currency);
    if (seen.size > 1) return true;
  }
  return false;
}

/**
 * A formatter for one screen: `moneyAmong(rows.map((r) => r.currency))(amount, currency)` writes every
 * amount by the rule for the currencies the screen shows (`$` when they are one, `NT$`/`US$`/`¥` when not).
 */
export function moneyAmong(codes: Iterable<string | null | undefined>) {
  const distinct = currenciesMeet(codes);
  return (amountMinor: number, currencyCode: CurrencyCode | string, options: { signed?: boolean } = {}) =>
    formatMoney(amountMinor, currencyCode, { ...options, distinct });
}

function assertMinorUnits(amountMinor: number): void {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new MoneyError("not_integer", `money amounts are integer minor units, got ${amountMinor}`);
  }
}

/**
 * Minor units rounded to the currency's shown precision, still in minor units: USD unchanged (to
 * the cent), TWD and CNY to whole units. Half-up on the magnitude (half away from zero), so a
 * refund rounds like the payment it mirrors: 12,350 → 12,400 and -12,350 → -12,400.
 */
export function roundToShown(amountMinor: number, currencyCode: CurrencyCode | string): number {
  assertMinorUnits(amountMinor);
  const step = 10 ** (MINOR_UNIT_DIGITS - CURRENCY_RULES[normalizeCurrency(currencyCode)].decimals);
  if (step === 1) return amountMinor;
  const magnitude = Math.abs(amountMinor);
  // Integer remainder, no division: exact for every safe integer.
  const remainder = magnitude % step;
  const rounded = magnitude - remainder + (remainder * 2 >= step ? step : 0);
  return amountMinor < 0 && rounded !== 0 ? -rounded : rounded;
}

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** The unsigned amount as digits with the currency's decimals, e.g. "1234.50" (no separators). */
function plainDigits(magnitudeMinor: number, currency: Currency): { whole: string; fraction: string } {
  const whole = String(Math.floor(magnitudeMinor / MINOR_UNITS_PER_MAJOR));
  const decimals = CURRENCY_RULES[currency].decimals;
  const fraction = String(magnitudeMinor % MINOR_UNITS_PER_MAJOR)
    .padStart(MINOR_UNIT_DIGITS, "0")
    .slice(0, decimals);
  return { whole, fraction };
}

/**
 * DESIGN.md §5 display: `$` for TWD and USD, `¥` for CNY, thousands separators, USD to 2 decimals,
 * TWD and CNY rounded to whole units. The same in every language (the product's readers in Taiwan
 * and Shanghai write money this way), so no locale parameter.
 * 6_500_000 TWD → "$65,000"; 123_456 USD → "$1,234.56"; -250_000 TWD → "-$2,500"; among TWD and USD,
 * 6_500_000 TWD → "NT$65,000" (see FormatMoneyOptions for the rule).
 */
export function formatMoney(
  amountMinor: number,
  currencyCode: CurrencyCode | string,
  options: FormatMoneyOptions = {},
): string {
  const currency = normalizeCurrency(currencyCode);
  const rule = CURRENCY_RULES[currency];
  const rounded = roundToShown(amountMinor, currency);
  const { whole, fraction } = plainDigits(Math.abs(rounded), currency);
  const distinct =
    options.distinct || (options.among !== undefined && currenciesMeet([currency, ...options.among]));
  const symbol = distinct ? rule.distinctSymbol : rule.symbol;
  const sign = rounded < 0 ? "-" : options.signed && rounded > 0 ? "+" : "";
  const text = `${sign}${symbol}${groupThousands(whole)}${fraction ? `.${fraction}` : ""}`;
  return options.code ? `${text} ${currency}` : text;
}

/**
 * Minor units as a form field shows them for editing: no symbol, no separators, the currency's
 * shown precision; USD drops ".00" ("1200", "1200.50"). Reads back with `parseMoney`.
 */
export function formatMoneyInput(amountMinor: number | null, currencyCode: CurrencyCode | string): string {
  if (amountMinor === null) return "";
  const currency = normalizeCurrency(currencyCode);
  const rounded = roundToShown(amountMinor, currency);
  const { whole, fraction } = plainDigits(Math.abs(rounded), currency);
  const shownFraction = /^0*$/.test(fraction) ? "" : `.${fraction}`;
  return `${rounded < 0 ? "-" : ""}${whole}${shownFraction}`;
}
