import "@mantine/dates/styles.css";
import "dayjs/locale/zh-cn";
import "dayjs/locale/zh-tw";
import type { Locale } from "@edu/shared/i18n";
import { DateInput, type DateInputProps, type DayOfWeek } from "@mantine/dates";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../lib/use-locale";
import classes from "./date-field.module.css";

/**
 * The one date field (spec: YYYY-MM-DD everywhere). Shows and accepts YYYY-MM-DD in every language (a
 * browser's `<input type="date">` shows its own locale's format, e.g. mm/dd/yyyy), with a calendar in the
 * interface language. Its value is the form's string: "YYYY-MM-DD", or "" when empty, so
 * `{...form.getInputProps("x")}` works as with a text input.
 *
 * Typing: YYYY-MM-DD (also YYYY/M/D, YYYY.M.D, YYYY年M月D日 and YYYYMMDD, shown back as YYYY-MM-DD); a
 * date is taken as soon as the text is a whole valid date, and an unfinished or impossible one is put back
 * to the last valid value when the field loses focus. Emptying the field gives "". The calendar opens on
 * focus (Escape closes it, and a modal around it only on a second Escape); keyboard users type the date, pointer and touch users may pick it.
 *
 * It brings @mantine/dates and dayjs: import it from signed-in pages (they are split from the public ones),
 * not from a public page's static imports.
 */
export interface DateFieldProps
  extends Omit<
    DateInputProps,
    "value" | "defaultValue" | "onChange" | "valueFormat" | "dateParser" | "locale" | "withTime"
  > {
  /** "YYYY-MM-DD", or "" / null when empty. Leave undefined for an uncontrolled field. */
  value?: string | null;
  defaultValue?: string | null;
  /** Called with "YYYY-MM-DD", or "" when the field was emptied. */
  onChange?: (value: string) => void;
}

const NS = "date-field";
export const DATE_FORMAT = "YYYY-MM-DD";

/**
 * The calendar in the interface language (DateField's and MonthField's): dayjs locale, first day of the
 * week, the year and month headings, and how a day is read out (a spoken date that contains the day's
 * visible number, so voice control finds it; MonthField reads a month out as its heading).
 */
export const CALENDAR: Record<
  Locale,
  {
    dayjs: string;
    firstDayOfWeek: DayOfWeek;
    yearLabelFormat: string;
    monthLabelFormat: string;
    dayLabelFormat: string;
  }
> = {
  en: {
    dayjs: "en",
    firstDayOfWeek: 0,
    yearLabelFormat: "YYYY",
    monthLabelFormat: "MMMM YYYY",
    dayLabelFormat: "D MMMM YYYY",
  },
  "zh-TW": {
    dayjs: "zh-tw",
    firstDayOfWeek: 0,
    yearLabelFormat: "YYYY年",
    monthLabelFormat: "YYYY年M月",
    dayLabelFormat: "YYYY年M月D日",
  },
  "zh-CN": {
    dayjs: "zh-cn",
    firstDayOfWeek: 1,
    yearLabelFormat: "YYYY年",
    monthLabelFormat: "YYYY年M月",
    dayLabelFormat: "YYYY年M月D日",
  },
};

const DATE_TEXT = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?$/;
const COMPACT_DATE = /^(\d{4})(\d{2})(\d{2})$/;
const pad = (value: number) => String(value).padStart(2, "0");

/** The typed text as "YYYY-MM-DD" when it is a whole, real calendar date; otherwise null. */
export function parseDateText(text: string): string | null {
  const trimmed = text.trim();
  const match = DATE_TEXT.exec(trimmed) ?? COMPACT_DATE.exec(trimmed);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0–99 to 1900–1999; four digits are required above, so only the day rolls over.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

const toPickerValue = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

export function DateField({
  value,
  defaultValue,
  onChange,
  required,
  clearable,
  clearButtonProps,
  popoverProps,
  placeholder = DATE_FORMAT,
  ...props
}: DateFieldProps) {
  const { t } = useTranslation(NS);
  const calendar = CALENDAR[useLocale()];
  const [calendarOpen, setCalendarOpen] = useState(false);
  return (
    <DateInput
      classNames={{ day: classes.day }}
      {...props}
      // While the calendar is open, Escape closes it and not the modal around the field (as Mantine's Select).
      data-mantine-stop-propagation={calendarOpen || undefined}
      popoverProps={{
        ...popoverProps,
        onOpen: () => {
          setCalendarOpen(true);
          popoverProps?.onOpen?.();
        },
        onClose: () => {
          setCalendarOpen(false);
          popoverProps?.onClose?.();
        },
      }}
      required={required}
      value={toPickerValue(value)}
      defaultValue={toPickerValue(defaultValue)}
      onChange={(next) => onChange?.(next ?? "")}
      valueFormat={DATE_FORMAT}
      dateParser={parseDateText}
      placeholder={placeholder}
      // An emptied field is "" (the form's required check, if any, says so), for required fields too.
      allowDeselect
      clearable={clearable ?? !required}
      clearButtonProps={{ "aria-label": t("clear"), ...clearButtonProps }}
      locale={calendar.dayjs}
      firstDayOfWeek={calendar.firstDayOfWeek}
      yearLabelFormat={calendar.yearLabelFormat}
      monthLabelFormat={calendar.monthLabelFormat}
      getDayAriaLabel={(date) => dayjs(date).locale(calendar.dayjs).format(calendar.dayLabelFormat)}
      ariaLabels={{
        previousMonth: t("previousMonth"),
        nextMonth: t("nextMonth"),
        previousYear: t("previousYear"),
        nextYear: t("nextYear"),
        previousDecade: t("previousDecade"),
        nextDecade: t("nextDecade"),
      }}
    />
  );
}
