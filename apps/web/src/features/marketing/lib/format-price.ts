import { formatMoney, tryNormalizeCurrency } from "@edu/shared/money";

/**
 * A marketing price through the shared money rules (DESIGN.md §5). `$` alone cannot tell TWD from
 * USD on a public page, so those two carry their code ("$65,000 TWD"); `¥` is only CNY. Prices come
 * from hand-edited site content: one that is not money (a float, an unknown code) shows a dash
 * instead of breaking the page.
 */
export function formatPrice(amountMinor: number, currency: string): string {
  const code = tryNormalizeCurrency(currency);
  if (!code || !Number.isSafeInteger(amountMinor)) return "—";
  return formatMoney(amountMinor, code, { code: code !== "CNY" });
}
