import type { TFunction } from "i18next";

/** "1 h 30 min" style durations, worded by the page's `t` (`duration.*` in the lessons namespace). */
export function durationText(t: TFunction<"lessons">, hours: number, minutes: number): string {
  if (hours > 0 && minutes > 0) return t("duration.hoursMinutes", { hours, minutes });
  if (hours > 0) return t("duration.hours", { count: hours });
  return t("duration.minutes", { count: minutes });
}

/** The wall-clock start as the log was written ("YYYY-MM-DD HH:mm", in the log's time zone). */
export function localStart(startedAtLocal: string): string {
  return startedAtLocal.slice(0, 16);
}
