import { Input, Popover, type PopoverProps, TextInput, type TextInputProps } from "@mantine/core";
import { MonthPicker } from "@mantine/dates";
import { useUncontrolled } from "@mantine/hooks";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../lib/use-locale";
import { CALENDAR } from "./date-field";

/**
 * The one month field (a period such as a progress report's month), beside DateField. Shows and accepts
 * YYYY-MM in every language (a browser's `<input type="month">` shows its own words, e.g. "September
 * 2026"), with a month picker in the interface language. Its value is the form's string: "YYYY-MM", or ""
 * when empty, so `{...form.getInputProps("x")}` works as with a text input.
 *
 * Typing: YYYY-MM (also YYYY/M, YYYY.M, YYYY年M月 and YYYYMM, shown back as YYYY-MM); a month is taken as
 * soon as the text is a whole valid month, and an unfinished one is put back to the last valid value when
 * the field loses focus. Emptying the field gives "". The picker opens on focus (Escape closes it, and a
 * modal around it only on a second Escape); keyboard users type the month, pointer and touch users may pick it.
 *
 * Mantine's MonthPicker holds the first day of the month ("YYYY-MM-01"); the conversion stays in here.
 */
export interface MonthFieldProps
  extends Omit<TextInputProps, "value" | "defaultValue" | "onChange" | "type" | "inputContainer"> {
  /** "YYYY-MM", or "" / null when empty. Leave undefined for an uncontrolled field. */
  value?: string | null;
  defaultValue?: string | null;
  /** Called with "YYYY-MM", or "" when the field was emptied. */
  onChange?: (value: string) => void;
  /** A clear button while there is a value. @default true unless required */
  clearable?: boolean;
  popoverProps?: Partial<Omit<PopoverProps, "children">>;
}

const NS = "date-field";
export const MONTH_FORMAT = "YYYY-MM";

const MONTH_TEXT = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*月?$/;
const COMPACT_MONTH = /^(\d{4})(\d{2})$/;

/** The typed text as "YYYY-MM" when it is a whole, real month; otherwise null. */
export function parseMonthText(text: string): string | null {
  const trimmed = text.trim();
  const match = MONTH_TEXT.exec(trimmed) ?? COMPACT_MONTH.exec(trimmed);
  if (!match) return null;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return `${match[1]}-${String(month).padStart(2, "0")}`;
}

/** The picker's value: the first day of the field's month, or null. */
const toPickerDate = (value: string) => (parseMonthText(value) === value ? `${value}-01` : null);

export function MonthField({
  value,
  defaultValue,
  onChange,
  required,
  clearable,
  popoverProps,
  placeholder = MONTH_FORMAT,
  readOnly,
  disabled,
  rightSection,
  onFocus,
  onBlur,
  onClick,
  onKeyDown,
  ...props
}: MonthFieldProps) {
  const { t } = useTranslation(NS);
  const calendar = CALENDAR[useLocale()];
  const [month, setMonth] = useUncontrolled({
    value: value === undefined ? undefined : (value ?? ""),
    defaultValue: defaultValue ?? "",
    finalValue: "",
    onChange,
  });
  const [text, setText] = useState(month);
  // A value set from outside (not the one the text already says) replaces the text.
  const [shown, setShown] = useState(month);
  if (shown !== month) {
    setShown(month);
    const said = text.trim() === "" ? "" : parseMonthText(text);
    if (said !== month) setText(month);
  }
  const [opened, setOpened] = useState(false);
  const pickerDate = toPickerDate(month);
  // The year the picker shows: the value's, else this year, following what is typed.
  const [date, setDate] = useState(() => pickerDate ?? dayjs().format("YYYY-MM-DD"));
  const open = () => {
    if (readOnly || disabled) return;
    if (!opened && pickerDate) setDate(pickerDate);
    setOpened(true);
  };
  const take = (next: string) => {
    setShown(next);
    setMonth(next);
  };

  const clear = (clearable ?? !required) && month !== "" && !readOnly && !disabled;
  return (
    <TextInput
      {...props}
      required={required}
      readOnly={readOnly}
      disabled={disabled}
      placeholder={placeholder}
      autoComplete="off"
      value={text}
      // While the picker is open, Escape closes it and not the modal around the field (as Mantine's Select).
      data-mantine-stop-propagation={opened || undefined}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        setText(typed);
        open();
        if (typed.trim() === "") return take("");
        const parsed = parseMonthText(typed);
        if (parsed) {
          take(parsed);
          setDate(`${parsed}-01`);
        }
      }}
      onFocus={(event) => {
        onFocus?.(event);
        open();
      }}
      onClick={(event) => {
        onClick?.(event);
        open();
      }}
      onBlur={(event) => {
        onBlur?.(event);
        setOpened(false);
        setText(month);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") setOpened(false);
        onKeyDown?.(event);
      }}
      rightSection={
        rightSection ??
        (clear ? (
          <Input.ClearButton
            aria-label={t("clearMonth")}
            onClick={() => {
              take("");
              setText("");
              setOpened(false);
            }}
          />
        ) : null)
      }
      rightSectionPointerEvents={clear ? "all" : props.rightSectionPointerEvents}
      inputContainer={(input) => (
        <Popover
          opened={opened}
          onChange={setOpened}
          trapFocus={false}
          position="bottom-start"
          withRoles={false}
          disabled={readOnly || disabled}
          {...popoverProps}
        >
          <Popover.Target>{input}</Popover.Target>
          <Popover.Dropdown onMouseDown={(event) => event.preventDefault()} data-dates-dropdown>
            <MonthPicker
              __preventFocus
              value={pickerDate}
              onChange={(picked) => {
                const next = picked ? picked.slice(0, 7) : "";
                take(next);
                setText(next);
                setOpened(false);
              }}
              allowDeselect={false}
              date={date}
              onDateChange={setDate}
              locale={calendar.dayjs}
              yearLabelFormat={calendar.yearLabelFormat}
              getMonthControlProps={(day) => ({
                "aria-label": dayjs(day).locale(calendar.dayjs).format(calendar.monthLabelFormat),
              })}
              ariaLabels={{
                previousYear: t("previousYear"),
                nextYear: t("nextYear"),
                previousDecade: t("previousDecade"),
                nextDecade: t("nextDecade"),
              }}
            />
          </Popover.Dropdown>
        </Popover>
      )}
    />
  );
}
