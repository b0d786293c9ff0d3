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

/** "2026-03-01" → whether it is the first day of its month, and the month's last day. */
const isWholeMonth = (start: string, end: string) => {
  if (!/^\d{4}-\d{2}-01$/.test(start) || start.slice(0, 7) !== end.slice(0, 7)) return false;
  const [year, month] = start.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Number(end.slice(8, 10)) === last;
};

/**
 * A statement's name read in the reader's language, built from its period (a title typed in
 * one language reads wrong on the other languages' pages): a whole month reads "Salary for March 2026",
 * 「2026年3月薪資單」, 「2026年3月薪资单」; any other period its first and last days (YYYY-MM-DD). The
 * admin's own title is shown beside it as a label.
 */
export function periodTitle(t: TFunction, locale: string, start: string, end: string): string {
  return periodTitleParts(t, locale, start, end)
    .map((part) => part.text)
    .join("");
}

/** A piece of a title: its text, whether it is a date, and where it starts in the title. */
export type TitlePart = { text: string; date: boolean; at: number };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The same name in pieces, each date (or month) a piece of its own: shown, a piece never breaks inside
 * (at 375 px a title broke inside "2026-10-03" or between 年 and 10月).
 */
export function periodTitleParts(t: TFunction, locale: string, start: string, end: string): TitlePart[] {
  const values: Record<string, string> = isWholeMonth(start, end)
    ? {
        month: new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", timeZone: "UTC" }).format(
          new Date(`${start}T00:00:00Z`),
        ),
      }
    : { start, end };
  const text = t(isWholeMonth(start, end) ? "periodTitle.month" : "periodTitle.range", values);
  const dates = Object.values(values);
  const pattern = new RegExp(`(${dates.map(escapeRegExp).join("|")})`);
  let at = 0;
  return text
    .split(pattern)
    .filter((piece) => piece !== "")
    .map((piece) => {
      const part = { text: piece, date: dates.includes(piece), at };
      at += piece.length;
      return part;
    });
}

/** Who reaches the payroll pages at all: admins (everyone's) and teachers (their own); the server agrees. */
export const canSeePayroll = (viewer: { isAdmin: boolean; isTeacher: boolean }) =>
  viewer.isAdmin || viewer.isTeacher;

/**
 * A document link in the reader's language: the server draws the PDF in `?lang=`, else in the
 * teacher's language, which an admin reading another language did not ask for.
 */
export function documentUrl(url: string, locale: string): string {
  return `${url}${url.includes("?") ? "&" : "?"}lang=${encodeURIComponent(locale)}`;
}
