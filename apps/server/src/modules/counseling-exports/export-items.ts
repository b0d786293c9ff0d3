import type { Locale } from "@edu/shared";
import { type ExportItem, exportFieldLabel } from "@edu/shared/counseling-exports";
import { isObject, type Json, type JsonObject } from "./export-paths";
import { isEmpty, isInlineList, scalarText, summarize } from "./export-values";

/**
 * A section's exported data as the lines of the preview and the PDF: one line per filled field, one per
 * list entry ("High school 2"), and one per entry of a larger nested list (a high school's courses), so a
 * long record stays readable. Empty fields are left out: a line shows what the service receives.
 */
export function sectionItems(section: string, data: JsonObject, locale: Locale): ExportItem[] {
  const items: ExportItem[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (isEmpty(value)) continue;
    const path = `${section}.${key}`;
    if (Array.isArray(value) && value.some(isObject)) {
      value.forEach((entry, index) => {
        entryItems(items, `${path}[${index}]`, key, index, entry, locale);
      });
    } else
      items.push({
        path,
        label_key: `f.${key}`,
        label: exportFieldLabel(locale, key),
        value: isObject(value) ? summarize(value, locale) : scalarText(value, locale, key),
      });
  }
  return items;
}

function entryItems(
  items: ExportItem[],
  path: string,
  key: string,
  index: number,
  entry: Json,
  locale: Locale,
) {
  if (isEmpty(entry)) return;
  const nested = isObject(entry)
    ? Object.entries(entry).filter(
        (pair): pair is [string, Json[]] =>
          Array.isArray(pair[1]) && pair[1].some(isObject) && !isInlineList(pair[1]),
      )
    : [];
  items.push({
    path,
    label_key: `f.${key}`,
    label: `${exportFieldLabel(locale, key)} ${index + 1}`,
    value: summarize(entry, locale, new Set(nested.map(([name]) => name))),
  });
  for (const [name, list] of nested)
    list.forEach((child, childIndex) => {
      entryItems(items, `${path}.${name}[${childIndex}]`, name, childIndex, child, locale);
    });
}
