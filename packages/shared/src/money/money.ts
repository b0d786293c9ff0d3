import { type Currency, type CurrencyCode, normalizeCurrency } from "./currency";
import { MoneyError } from "./money-error";

/** An amount with its currency: integer minor units (hundredths, see currency.ts). */
export type Money = { readonly amount: number; readonly currency: Currency };

export function money(amountMinor: number, currency: CurrencyCode | string): Money {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new MoneyError("not_integer", `money amounts are integer minor units, got ${amountMinor}`);
  }
  return { amount: amountMinor, currency: normalizeCurrency(currency) };
}

/**
 * Adds amounts of one currency (DESIGN.md §5: a total is the sum of already rounded lines, so
 * nothing is rounded here). Mixed currencies throw: convert first.
 */
export function sumMoney(items: Iterable<Money>, currency: CurrencyCode | string): Money {
  const target = normalizeCurrency(currency);
  let total = 0;
  for (const item of items) {
    if (item.currency !== target)
      throw new MoneyError("currency", `cannot add ${item.currency} to ${target}`);
    total += item.amount;
    if (!Number.isSafeInteger(total)) throw new MoneyError("too_large", "total out of range");
  }
  return { amount: total, currency: target };
}
