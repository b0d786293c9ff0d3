import { formatMoney, formatMoneyInput, tryParseMoney } from "@edu/shared";

/**
 * The web side of money (DESIGN.md §5): every rule (symbols, separators, rounding, parsing) lives in
 * `@edu/shared` money; this file only adapts it to form fields. Money text is the same in every
 * language here, so no locale is needed.
 */
export { formatMoney } from "@edu/shared";

/** Minor units as money, or a dash when there is no amount. */
export function formatMoneyOrDash(amountMinor: number | null | undefined, currency: string): string {
  return amountMinor == null ? "—" : formatMoney(amountMinor, currency);
}

/** The same amount with its currency code, for places where `$` alone is ambiguous (TWD vs USD). */
export function formatMoneyWithCode(amountMinor: number, currency: string): string {
  return formatMoney(amountMinor, currency, { code: true });
}

/**
 * A major-unit amount typed in a form field as minor units, for a form whose zod schema then
 * checks the number: null when the field is empty, NaN when it is not money in that currency
 * (too many decimals, a sign, letters), so the schema reports it on the field.
 */
export function parseMoneyInput(text: string, currency: string): number | null {
  const result = tryParseMoney(text, currency, { allowZero: true });
  if (result.ok) return result.value;
  return result.error === "empty" ? null : Number.NaN;
}

/** Minor units as the text a form field shows (no symbol, no separators). */
export const minorToInput = formatMoneyInput;
