/** The currencies money is kept in (DESIGN.md §5); RMB is the enrollment form's name for CNY. */
const MINOR_PER_MAJOR = 100;

/**
 * DESIGN.md §5: integer minor units shown as money — `$` for TWD and USD, `¥` for CNY (and RMB),
 * thousands separators, USD with 2 decimals, every other currency rounded to whole units.
 * Integer arithmetic only: no float rounding of the amount.
 */
export function formatMoney(amountMinor: number, currency: string): string {
  const code = currency.toUpperCase();
  const symbol = code === "CNY" || code === "RMB" ? "¥" : "$";
  const negative = amountMinor < 0;
  const abs = Math.abs(Math.trunc(amountMinor));
  let text: string;
  if (code === "USD") {
    const whole = Math.floor(abs / MINOR_PER_MAJOR);
    const cents = abs % MINOR_PER_MAJOR;
    text = `${groupThousands(whole)}.${String(cents).padStart(2, "0")}`;
  } else {
    // Half up to whole units.
    text = groupThousands(Math.floor((abs + MINOR_PER_MAJOR / 2) / MINOR_PER_MAJOR));
  }
  return `${negative ? "-" : ""}${symbol}${text}`;
}

/** The same amount with its currency code, for places where `$` alone is ambiguous (TWD vs USD). */
export function formatMoneyWithCode(amountMinor: number, currency: string): string {
  return `${formatMoney(amountMinor, currency)} ${currency.toUpperCase()}`;
}

function groupThousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** A major-unit amount typed in a form (e.g. "1,250.5") as minor units; null when not a money value. */
export function parseMoneyInput(text: string, currency: string): number | null {
  const cleaned = text.replace(/[,\s$¥]/g, "");
  if (cleaned === "") return null;
  const decimals = currency.toUpperCase() === "USD" ? 2 : 0;
  const pattern = decimals === 2 ? /^\d+(\.\d{1,2})?$/ : /^\d+$/;
  if (!pattern.test(cleaned)) return Number.NaN;
  const [whole = "0", fraction = ""] = cleaned.split(".");
  return Number(whole) * MINOR_PER_MAJOR + Number(fraction.padEnd(2, "0") || "0");
}

/** Minor units as the text a form field shows (no symbol, no separators). */
export function minorToInput(amountMinor: number | null, currency: string): string {
  if (amountMinor === null) return "";
  if (currency.toUpperCase() === "USD") {
    const whole = Math.floor(amountMinor / MINOR_PER_MAJOR);
    const cents = amountMinor % MINOR_PER_MAJOR;
    return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, "0")}`;
  }
  return String(Math.round(amountMinor / MINOR_PER_MAJOR));
}
