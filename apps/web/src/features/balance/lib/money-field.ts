import { type Currency, moneyFieldSchema } from "@edu/shared";
import { localizeMessage } from "../../../lib/form-errors";
import { readMoneyField } from "../../../lib/format-money";

/**
 * Reads a typed amount as minor units of `currency`, judged by the money module's one schema (the
 * server's): the reason in the interface language — "Money must be a number greater than 0." for an
 * empty field, 0, a sign or letters, "too many decimals" for 500.5 TWD, "too large" beyond the maximum.
 * `signed` lets a correction be negative.
 */
export function readAmount(
  text: string,
  currency: Currency,
  options: { signed?: boolean } = {},
): { ok: true; amount: number } | { ok: false; error: string } {
  const typed = readMoneyField(text, currency) ?? Number.NaN;
  const result = moneyFieldSchema(currency, { allowNegative: options.signed ?? false }).safeParse(typed);
  if (result.success) return { ok: true, amount: result.data };
  return { ok: false, error: localizeMessage(result.error.issues[0]?.message ?? "v.money_positive") };
}
