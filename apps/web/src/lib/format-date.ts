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

type ZoneOptions = {
  /** The reader's interface language, for the zone's name ("Taiwan Time", "台灣時間"). */
  locale?: string;
  /** The reader's own zone (default: the browser's); the zone is named only when it differs. */
  readerTimeZone?: string;
  empty?: string;
};

/** The parts of an instant on `timeZone`'s clock: YYYY, MM, DD, HH, mm (24-hour). */
function zonedParts(
  date: Date,
  timeZone: string,
): Record<"year" | "month" | "day" | "hour" | "minute", string> {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return {
    year: part("year"),
    month: part("month"),
    day: part("day"),
    hour: part("hour"),
    minute: part("minute"),
  };
}

/** The browser's own time zone (the one `formatDateTime` shows). */
export function readerTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** A zone's short name in `locale` at `date` ("Taiwan Time", "台灣時間"), else its IANA id. */
export function timeZoneName(timeZone: string, locale = "en", date = new Date()): string {
  try {
    const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "shortGeneric" }).formatToParts(
      date,
    );
    return parts.find((p) => p.type === "timeZoneName")?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/**
 * YYYY-MM-DD of an instant on `timeZone`'s calendar (e.g. the school's: a Taipei lesson at 07:00 is on
 * its Taipei day wherever it is read). A date-only value is a calendar day and is shown as is.
 */
export function formatDateInZone(
  value: string | number | Date | null | undefined,
  timeZone: string,
  empty = "—",
): string {
  if (value === null || value === undefined || value === "") return empty;
  if (typeof value === "string" && DATE_ONLY.test(value)) return value;
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const p = zonedParts(date, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/**
 * YYYY-MM-DD HH:mm on `timeZone`'s clock, with the zone named when the reader's own zone is another
 * ("2026-09-01 10:00 (Taiwan Time)"): a Taipei 10:00 lesson reads 10:00 in a UTC browser too, and says
 * whose 10:00 it is.
 */
export function formatDateTimeInZone(
  value: string | number | Date | null | undefined,
  timeZone: string,
  options: ZoneOptions = {},
): string {
  const { empty = "—", locale, readerTimeZone: reader = readerTimeZone() } = options;
  if (value === null || value === undefined || value === "") return empty;
  if (typeof value === "string" && DATE_ONLY.test(value)) return value;
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const p = zonedParts(date, timeZone);
  const text = `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
  return reader === timeZone ? text : `${text} (${timeZoneName(timeZone, locale, date)})`;
}
