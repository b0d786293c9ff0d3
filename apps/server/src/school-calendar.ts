/**
 * The school's calendar: one meaning of "today" for receipts, payment dates,
 * reminders, invitations, receivables and to-dos — the day on the wall clock of the school's time zone
 * (config.SCHOOL_TIME_ZONE, Asia/Taipei by default), never the server's nor UTC's. Dates are
 * "YYYY-MM-DD" strings; instants are Dates.
 */

/** The school's time zone when none is configured (config.SCHOOL_TIME_ZONE's default). */
export const SCHOOL_TIME_ZONE_DEFAULT = "Asia/Taipei";

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(at: Date, timeZone: string) {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(at)) parts[part.type] = part.value;
  return parts as Record<"year" | "month" | "day" | "hour" | "minute" | "second", string>;
}

/** The school day (YYYY-MM-DD) an instant falls on. */
export function schoolDay(at: Date | string, timeZone: string): string {
  const p = partsIn(new Date(at), timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** Today in the school's time zone: 2026-11-27T17:30Z is 2026-11-28 in Taipei. */
export const schoolToday = (now: Date, timeZone: string): string => schoolDay(now, timeZone);

/** A calendar date plus whole days (arithmetic on the date alone: no time zone can shift it). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

/** Whole days from one date to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** How far the zone's wall clock is ahead of UTC at `at`, in milliseconds. */
function offsetAt(at: number, timeZone: string): number {
  const p = partsIn(new Date(at), timeZone);
  const wall = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return wall - (at - (at % 1000));
}

/** The instant the school day starts (00:00 on the school's wall clock; daylight saving included). */
export function schoolDayStart(day: string, timeZone: string): Date {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  // The offset at a first guess, then at the instant it gives (a change of offset in between moves it).
  let at = midnight - offsetAt(midnight, timeZone);
  at = midnight - offsetAt(at, timeZone);
  return new Date(at);
}

/** The instant the school day ends: the next day's start (exclusive). */
export const schoolDayEnd = (day: string, timeZone: string): Date =>
  schoolDayStart(addDays(day, 1), timeZone);
