import { MoneyError } from "./money-error";

/**
 * DESIGN.md §5, spec 02 §9: money is kept in these three ISO currencies. `NTD` and `RMB` are labels
 * people and the enrollment form use; they are accepted as input and mean TWD and CNY.
 */
export const CURRENCIES = ["TWD", "USD", "CNY"] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = "TWD";

export const CURRENCY_ALIASES = { NTD: "TWD", RMB: "CNY" } as const satisfies Record<string, Currency>;
export type CurrencyAlias = keyof typeof CURRENCY_ALIASES;

/** Every code accepted where a currency is read (ISO codes and their aliases). */
export const CURRENCY_CODES = [...CURRENCIES, "NTD", "RMB"] as const satisfies readonly (
  | Currency
  | CurrencyAlias
)[];
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/**
 * Stored representation: every currency is kept in hundredths of its unit (cents, 分), so an
 * amount is `major × 100` whatever the currency. This is what the data already holds (course
 * fees, contracts, salaries); it also lets a TWD or CNY amount produced by a conversion keep
 * exact hundredths if a ledger ever needs them. What differs is the shown precision: USD is shown
 * and entered to the cent; TWD and CNY to whole units (spec 02 §5: non-USD rounds to whole numbers).
 */
export const MINOR_UNITS_PER_MAJOR = 100;
export const MINOR_UNIT_DIGITS = 2;

export type CurrencyRule = {
  /** Digits after the decimal point when shown and when typed (entered) by default. */
  decimals: 0 | 2;
  /** The short symbol (spec: `$` for TWD and USD, `¥` for CNY). */
  symbol: string;
  /** The symbol where two currencies could be confused on one page (`NT$` vs `US$`). */
  distinctSymbol: string;
};

export const CURRENCY_RULES: Readonly<Record<Currency, CurrencyRule>> = {
  TWD: { decimals: 0, symbol: "$", distinctSymbol: "NT$" },
  USD: { decimals: 2, symbol: "$", distinctSymbol: "US$" },
  CNY: { decimals: 0, symbol: "¥", distinctSymbol: "¥" },
};

export function isCurrency(value: unknown): value is Currency {
  return typeof value === "string" && (CURRENCIES as readonly string[]).includes(value);
}

/** `"ntd"`, `" NTD "`, `"TWD"` → `"TWD"`; `"RMB"` → `"CNY"`; null for anything else. */
export function tryNormalizeCurrency(value: string | null | undefined): Currency | null {
  if (typeof value !== "string") return null;
  const code = value.trim().toUpperCase();
  if (isCurrency(code)) return code;
  return Object.hasOwn(CURRENCY_ALIASES, code) ? CURRENCY_ALIASES[code as CurrencyAlias] : null;
}

/** Like `tryNormalizeCurrency`, but an unknown code throws a `MoneyError("currency")`. */
export function normalizeCurrency(value: string): Currency {
  const currency = tryNormalizeCurrency(value);
  if (!currency) throw new MoneyError("currency", `unknown currency ${JSON.stringify(value)}`);
  return currency;
}

/**
 * Spec 02 §9: the main currency of a set (a bill's items, a family's balances) is TWD if present,
 * else USD, else CNY. With no currency at all it is the default, TWD.
 */
export function pickMainCurrency(codes: Iterable<string | null | undefined>): Currency {
  const present = new Set<Currency>();
  for (const code of codes) {
    const currency = tryNormalizeCurrency(code);
    if (currency) present.add(currency);
  }
  // CURRENCIES is listed in this order of precedence.
  return CURRENCIES.find((currency) => present.has(currency)) ?? DEFAULT_CURRENCY;
}
