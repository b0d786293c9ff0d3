import type { EnrolledSession } from "@edu/shared";

/** Money (minor units; RMB is CNY) through the shared rules: "—" when there is no amount. */
export { formatMoneyOrDash as formatMoney } from "../../../lib/format-money";

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
