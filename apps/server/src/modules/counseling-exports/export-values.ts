import type { Locale } from "@edu/shared";
import { exportFieldLabel, exportText, exportValueText } from "@edu/shared/counseling-exports";
import { isObject, type Json } from "./export-paths";

/**
 * A profile value as one line of text for the preview, the PDF and a cut's "left out" list: an entry's
 * fields as "Label: value" joined with " · ", in the reader's language; the values themselves are the
 * profile's own words and are never translated (yes/no aside).
 */

export const isEmpty = (value: Json | undefined): boolean => {
  if (value === null || value === undefined || value === "") return true;
  if (Array.isArray(value)) return value.every(isEmpty);
  if (isObject(value)) return Object.values(value).every(isEmpty);
  return false;
};

/** A list of small entries (a span of dates, a term's grade) reads inline; larger ones get their own lines. */
export const isInlineList = (value: Json[]): boolean =>
  value.every(
    (entry) =>
      !isObject(entry) ||
      (Object.keys(entry).length <= 2 &&
        Object.values(entry).every((field) => !isObject(field) && !Array.isArray(field))),
  );

function inlineEntry(entry: Json, locale: Locale, field?: string): string {
  if (!isObject(entry)) return scalarText(entry, locale, field);
  if ("from" in entry && "to" in entry && Object.keys(entry).length === 2)
    return `${scalarText(entry.from ?? null, locale) || "…"} – ${scalarText(entry.to ?? null, locale) || "…"}`;
  return Object.entries(entry)
    .filter(([, value]) => !isEmpty(value))
    .map(([key, value]) => scalarText(value, locale, key))
    .join(" ");
}

/** `field` names the value's field, so an option code reads in the reader's words ("freshman" → 新生（大一）). */
export function scalarText(value: Json, locale: Locale, field?: string): string {
  if (value === null) return "";
  if (typeof value === "boolean") return exportText(locale, value ? "value.yes" : "value.no");
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return field ? exportValueText(locale, field, value) : value;
  if (Array.isArray(value))
    return value
      .filter((entry) => !isEmpty(entry))
      .map((entry) => inlineEntry(entry, locale, field))
      .join("; ");
  return summarize(value, locale);
}

/**
 * An object's fields in one line. `skip` leaves out the nested lists shown as entries of their own
 * (a high school's courses).
 */
export function summarize(entry: Json, locale: Locale, skip: ReadonlySet<string> = new Set()): string {
  if (!isObject(entry)) return scalarText(entry, locale);
  return Object.entries(entry)
    .filter(([key, field]) => !skip.has(key) && !isEmpty(field))
    .map(([key, field]) => {
      const text = isObject(field) ? `(${summarize(field, locale)})` : scalarText(field, locale, key);
      return exportText(locale, "value.pair", { label: exportFieldLabel(locale, key), value: text });
    })
    .join(" · ");
}
