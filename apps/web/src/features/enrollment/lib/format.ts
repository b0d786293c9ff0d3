import type { EnrolledSession } from "@edu/shared";

/** Money is kept in minor units (1/100) with its currency code; RMB is shown as CNY. */
export function formatMoney(amount: number | null, currency: string, locale: string): string {
  if (amount === null) return "—";
  const code = currency === "RMB" ? "CNY" : currency;
  try {
    return new Intl.NumberFormat(locale, { style: "currency", currency: code }).format(amount / 100);
  } catch {
    return `${(amount / 100).toFixed(2)} ${currency}`;
  }
}

export function formatDate(value: string | null, locale: string, withTime = false): string {
  if (!value) return "—";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, {
    dateStyle: "medium",
    ...(withTime ? { timeStyle: "short" } : {}),
  }).format(date);
}

export const studentName = (row: Pick<EnrolledSession, "student_first_name" | "student_last_name">) =>
  [row.student_first_name, row.student_last_name].filter(Boolean).join(" ");
