/**
 * Dates and times, one format everywhere (spec: YYYY-MM-DD; with a time, YYYY-MM-DD HH:mm in the
 * viewer's time zone). The same in every language, so no locale is needed. A date-only value
 * ("2026-09-01") is a calendar day and is shown as is, never shifted by a time zone.
 */

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const pad = (value: number) => String(value).padStart(2, "0");

function toDate(value: string | number | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

/** YYYY-MM-DD; "—" when there is no value; an unreadable value is shown as it came. */
export function formatDate(value: string | number | Date | null | undefined, empty = "—"): string {
  if (value === null || value === undefined || value === "") return empty;
  if (typeof value === "string" && DATE_ONLY.test(value)) return value;
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** YYYY-MM-DD HH:mm (24-hour clock, the viewer's time zone). */
export function formatDateTime(value: string | number | Date | null | undefined, empty = "—"): string {
  if (value === null || value === undefined || value === "") return empty;
  if (typeof value === "string" && DATE_ONLY.test(value)) return value;
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
