import {
  formatMoney,
  formatMoneyInput,
  type MoneyAmountOptions,
  moneyFieldSchema,
  readMoneyInput,
  tryParseMoney,
} from "@edu/shared";
import type { FormErrors } from "@mantine/form";
import { localizeMessage } from "./form-errors";

/**
 * The web side of money (DESIGN.md §5): every rule (symbols, separators, rounding, parsing, messages)
 * lives in `@edu/shared` money; this file only adapts it to form fields. Money text is the same in every
 * language. How money is written is one rule: `formatMoney(amount, currency, { among })`
 * — `$` where one currency is on the screen, `NT$` / `US$` / `¥` where two meet; `moneyAmong(currencies)`
 * makes a screen's formatter.
 */
export { currenciesMeet, formatMoney, moneyAmong } from "@edu/shared";

/** Minor units as money (the same rule, `among` included), or a dash when there is no amount. */
export function formatMoneyOrDash(
  amountMinor: number | null | undefined,
  currency: string,
  among?: Iterable<string | null | undefined>,
): string {
  return amountMinor == null ? "—" : formatMoney(amountMinor, currency, { among });
}

/**
 * A money field's text as the number the shared money schemas judge (`readMoneyInput`): null when
 * empty, NaN when not an amount, else the minor units as typed — 500.5 TWD stays 50050, so the form's
 * schema (and the server's, the same) says "too many decimals", and 0 or -100 "greater than 0".
 * Use it with a schema that knows the currency (`moneyFieldSchema`, `moneyInCurrency`).
 */
export const readMoneyField = readMoneyInput;

/**
 * @deprecated For forms whose schema does not know the currency yet (lessons, courses, billing): an
 * amount not valid in its currency becomes NaN, which hides the reason. Move to `readMoneyField` with a
 * currency-aware schema.
 */
export function parseMoneyInput(text: string, currency: string): number | null {
  const result = tryParseMoney(text, currency, { allowZero: true });
  if (result.ok) return result.value;
  return result.error === "empty" ? null : Number.NaN;
}

/** Minor units as the text a form field shows (no symbol, no separators). */
export const minorToInput = formatMoneyInput;

/**
 * Form errors for money fields whose currency the form knows but the payload's schema does not (a PATCH
 * that leaves the currency out): each amount judged by `moneyFieldSchema` in that currency, with the
 * same keys the server answers. Empty fields (null) are left to the form's own rules.
 */
export function moneyFieldErrors(
  fields: Record<string, number | null | undefined>,
  currency: string,
  options?: MoneyAmountOptions,
): FormErrors {
  const schema = moneyFieldSchema(currency, options);
  const errors: FormErrors = {};
  for (const [path, amount] of Object.entries(fields)) {
    if (amount == null) continue;
    const result = schema.safeParse(amount);
    const message = result.success ? undefined : result.error.issues[0]?.message;
    if (message) errors[path] = localizeMessage(message);
  }
  return errors;
}
