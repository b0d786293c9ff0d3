import { formatDateInZone, formatDateTimeInZone } from "../../../lib/format-date";
import { useLocale } from "../../../lib/use-locale";

/**
 * The school's time zone: lesson times on bills are the school's (server config SCHOOL_TIME_ZONE,
 * default Asia/Taipei). The web is not sent that setting yet, so this is its one copy here: when the
 * server sends it (boot data), only this function changes.
 */
export function schoolTimeZone(): string {
  return "Asia/Taipei";
}

/**
 * Dates and times of lessons on bills, on the school's clock in every browser, with the zone named
 * for a reader elsewhere: a Taipei 10:00 lesson must not read 02:00 in a UTC browser.
 */
export function useSchoolTime() {
  const locale = useLocale();
  const timeZone = schoolTimeZone();
  return {
    dateTime: (value: string | null | undefined) => formatDateTimeInZone(value, timeZone, { locale }),
    date: (value: string | null | undefined) => formatDateInZone(value, timeZone),
  };
}
