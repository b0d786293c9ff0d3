import { formatMoney } from "@edu/shared";
import { SCHOOL_FACTS, type SchoolFact, type SchoolFactKey, type SchoolFactKind } from "@edu/shared/schools";

/**
 * A whole-dollar figure (cost, net price, earnings) as the product writes money: `US$` (school pages are read
 * in Taiwan and Shanghai, where a bare `$` would read as the local currency). The figures are whole dollars,
 * so the cents formatMoney writes for USD are always ".00" and are left off.
 */
export function formatUsd(dollars: number): string {
  return formatMoney(Math.round(dollars) * 100, "USD", { distinct: true }).replace(/\.00$/, "");
}

/** A share (0–1) as a percentage in the reader's language: 0.0324 → "3.2%". */
export function formatPercent(share: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(share);
}

export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
}

/** A 25th–75th percentile range, "1470–1570"; either end unknown: null (the range is not reported). */
export function formatRange(low: number | null, high: number | null): string | null {
  if (low === null || high === null) return null;
  return `${low}–${high}`;
}

/**
 * A figure's value as text by its kind (school-facts.ts). Text and platforms are worded by the caller
 * (platform names are translated); a value of an unexpected type is shown as it came.
 */
export function formatFactValue(
  key: SchoolFactKey,
  value: SchoolFact["value"],
  year: string,
  locale: string,
): string {
  const kind: SchoolFactKind = SCHOOL_FACTS[key].kind;
  if (Array.isArray(value)) return value.join(", ");
  if (typeof value === "string") {
    // A deadline "MM-DD" of an application year "2026" reads as a date, YYYY-MM-DD.
    if (kind === "date" && /^\d{2}-\d{2}$/.test(value) && /^\d{4}$/.test(year)) return `${year}-${value}`;
    return value;
  }
  switch (kind) {
    case "ratio":
      return formatPercent(value, locale);
    case "usd":
      return formatUsd(value);
    case "rank":
      return `#${formatCount(value, locale)}`;
    case "gpa":
      return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
        value,
      );
    case "count":
      return key === "student_faculty_ratio" ? `${formatCount(value, locale)}:1` : formatCount(value, locale);
    default:
      return formatCount(value, locale);
  }
}

/** The leading year of "2022-23" / "2026", for ordering figures of different years. */
const startYear = (year: string): number => Number.parseInt(year.slice(0, 4), 10) || 0;

/**
 * The figure a page shows per key: the newest year; within one year a staff figure over the Scorecard's
 * (the server's rule, applied again here so a page never shows two figures for one key).
 */
export function currentFacts(facts: readonly SchoolFact[]): Map<SchoolFactKey, SchoolFact> {
  const chosen = new Map<SchoolFactKey, SchoolFact>();
  for (const fact of facts) {
    const held = chosen.get(fact.key);
    if (!held) {
      chosen.set(fact.key, fact);
      continue;
    }
    const newer = startYear(fact.year) - startYear(held.year);
    if (newer > 0 || (newer === 0 && fact.source === "staff" && held.source !== "staff"))
      chosen.set(fact.key, fact);
  }
  return chosen;
}

/** A number figure of the chosen ones, or null (unknown: no row, never 0). */
export function numberFact(facts: Map<SchoolFactKey, SchoolFact>, key: SchoolFactKey): number | null {
  const value = facts.get(key)?.value;
  return typeof value === "number" ? value : null;
}
