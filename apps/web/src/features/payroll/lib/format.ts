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
