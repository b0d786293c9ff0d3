import { type FormatMoneyOptions, formatMoney } from "@edu/shared";
import type { PayrollPaymentMethod } from "@edu/shared/payroll";
import type { TFunction } from "i18next";

/** A lesson's length in minutes ("90 min"). */
export function minutesText(t: TFunction, minutes: number | null): string {
  if (minutes === null) return "—";
  return t("minutes", { count: minutes });
}

export const methodLabel = (t: TFunction, method: PayrollPaymentMethod | string) =>
  t(`methods.${method}`, { defaultValue: method });

/** A positive integer route parameter, or null. */
export function positiveId(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Money on payroll screens: a teacher may be paid in TWD, CNY or USD, so the symbol always tells them
 * apart (NT$, US$) — the shared formatter, never arithmetic here.
 */
export const showMoney = (amountMinor: number, currency: string, options: FormatMoneyOptions = {}) =>
  formatMoney(amountMinor, currency, { distinct: true, ...options });

/** "2026-03-01" → whether it is the first day of its month, and the month's last day. */
const isWholeMonth = (start: string, end: string) => {
  if (!/^\d{4}-\d{2}-01$/.test(start) || start.slice(0, 7) !== end.slice(0, 7)) return false;
  const [year, month] = start.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Number(end.slice(8, 10)) === last;
};

/**
 * A statement's name read in the reader's language, built from its period (issue 14: a title typed in
 * one language reads wrong on the other languages' pages): a whole month reads "Salary for March 2026",
 * 「2026年3月薪資單」, 「2026年3月薪资单」; any other period its first and last days (YYYY-MM-DD). The
 * admin's own title is shown beside it as a label.
 */
export function periodTitle(t: TFunction, locale: string, start: string, end: string): string {
  if (isWholeMonth(start, end)) {
    const month = new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", timeZone: "UTC" }).format(
      new Date(`${start}T00:00:00Z`),
    );
    return t("periodTitle.month", { month });
  }
  return t("periodTitle.range", { start, end });
}
