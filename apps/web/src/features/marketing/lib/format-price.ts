/** DESIGN.md §5: `$` for TWD and USD, `¥` for CNY, thousands separators; USD with cents, others whole units. */
const MINOR_UNITS: Record<string, number> = { TWD: 100, USD: 100, CNY: 100, RMB: 100 };

export function formatPrice(amountMinor: number, currency: string): string {
  const code = currency.toUpperCase();
  const symbol = code === "CNY" || code === "RMB" ? "¥" : "$";
  const major = amountMinor / (MINOR_UNITS[code] ?? 100);
  const digits = code === "USD" ? 2 : 0;
  const text = major.toLocaleString("en-US", {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return code === "TWD" || code === "USD" ? `${symbol}${text} ${code}` : `${symbol}${text}`;
}
