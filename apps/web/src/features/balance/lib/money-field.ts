import { type Currency, MONEY_ERROR_MESSAGES, tryParseMoney } from "@edu/shared";
import { localizeMessage } from "../../../lib/form-errors";

/**
 * Reads a typed amount as minor units of `currency` (the shared money parser: the currency's shown
 * precision, thousands commas, full-width digits) or says why not in the interface language
 * (spec 02 §5: "please enter a correct amount", "amount must be greater than 0").
 * `signed` lets a correction be negative.
 */
export function readAmount(
  text: string,
  currency: Currency,
  options: { signed?: boolean } = {},
): { ok: true; amount: number } | { ok: false; error: string } {
  const result = tryParseMoney(text, currency, { allowZero: false, allowNegative: options.signed ?? false });
  if (result.ok) return { ok: true, amount: result.value };
  // An empty field reads as the spec's "greater than 0" message, as the server answers a missing amount.
  const key =
    result.error === "empty" || result.error === "negative"
      ? "v.money_positive"
      : MONEY_ERROR_MESSAGES[result.error];
  return { ok: false, error: localizeMessage(key) };
}
