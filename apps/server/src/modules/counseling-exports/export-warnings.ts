import type { Locale } from "@edu/shared";
import {
  countWords,
  EXPORT_WARNINGS,
  type ExportTarget,
  type ExportTextKey,
  type ExportWarningAnswer,
  exportText,
} from "@edu/shared/counseling-exports";
import { isObject, type JsonObject, valueAt } from "./export-paths";

/** Today's forms beside the spec's rules (EXPORT_WARNINGS): measured on this profile, never applied. */
export function exportWarnings(
  target: ExportTarget,
  data: JsonObject,
  locale: Locale,
): ExportWarningAnswer[] {
  return EXPORT_WARNINGS[target].map(({ id, measure }) => {
    const key = (part: string) => `warning.${id}.${part}` as ExportTextKey;
    let affected = true;
    let params: Record<string, number> = {};
    if (measure.kind === "words") {
      const value = valueAt(data, measure.field);
      const words = typeof value === "string" ? countWords(value) : 0;
      affected = words > measure.limit;
      params = { words };
    } else if (measure.kind === "entries") {
      const value = valueAt(data, measure.field);
      const count = Array.isArray(value) ? value.length : 0;
      affected = count > measure.limit;
      params = { count };
    } else if (measure.kind === "essays") {
      const value = valueAt(data, measure.field);
      const essays = Array.isArray(value) ? value.filter(isObject) : [];
      const over = essays.filter(
        (essay) => typeof essay.content === "string" && countWords(essay.content) > measure.words,
      ).length;
      affected = over > 0;
      params = { count: essays.length, over };
    }
    return {
      rule: id,
      spec_rule: exportText(locale, key("spec")),
      today_rule: exportText(locale, key("today")),
      message_key: key("message"),
      message: exportText(locale, key("message"), params),
      affected,
    };
  });
}
