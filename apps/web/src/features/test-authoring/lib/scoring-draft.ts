import {
  type BandRow,
  maxPointsOf,
  type SectionScoring,
  type TestSection,
  type TestType,
} from "@edu/shared/test-engine";

/**
 * The scoring editor's draft (issue 32, rules in test-scoring.schemas.ts): a section's scaled range, its
 * raw → scaled tables (one row per raw score, from `rows[0].raw` up) and its bands. Numbers the author
 * has not typed yet are "". Pure, for the editor and its tests.
 */
export type Cell = number | "";
export type RowDraft = { raw: number; scaled: Cell };
export type TableDraft = { path: string[]; rows: RowDraft[] };
export type BandDraft = { min: Cell; band: Cell };
export type ScoringDraft = {
  enabled: boolean;
  scaled_min: Cell;
  scaled_max: Cell;
  tables: TableDraft[];
  bands: BandDraft[];
};
/** Translates the editor's own messages (the feature's i18n `t`). */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** Today's scales: SAT 200–800 per section, ACT 1–36, TOEFL 0–30 per section (0–120 total). */
export const SCALE_OF: Record<TestType, { min: number; max: number }> = {
  SAT: { min: 200, max: 800 },
  ACT: { min: 1, max: 36 },
  TOEFL: { min: 0, max: 30 },
  CUSTOM: { min: 0, max: 100 },
};

const routingTargets = (section: TestSection) =>
  new Set(section.routing.flatMap((rule) => [...rule.branches.map((b) => b.next), rule.otherwise]));

/**
 * The most raw points a student can reach in the section along `path` (a table's module path; empty: any
 * route): every module no rule leads to, the path's modules, and for each rule not decided by the path
 * its richest target. Pretest items count nothing.
 */
export function maxRawOf(section: TestSection, path: readonly string[] = []): number {
  const points = new Map(
    section.modules.map((module) => [
      module.key,
      module.items.reduce((sum, item) => sum + (item.unscored ? 0 : maxPointsOf(item)), 0),
    ]),
  );
  const targets = routingTargets(section);
  let total = 0;
  for (const module of section.modules)
    if (!targets.has(module.key) || path.includes(module.key)) total += points.get(module.key) ?? 0;
  for (const rule of section.routing) {
    const options = [...rule.branches.map((b) => b.next), rule.otherwise];
    if (options.some((key) => path.includes(key))) continue;
    total += Math.max(0, ...options.map((key) => points.get(key) ?? 0));
  }
  return Math.ceil(Math.round(total * 1e6) / 1e6);
}

/** Rows for raws `from`…`to`, keeping the scaled score already typed for each raw. */
export function resizeRows(rows: readonly RowDraft[], from: number, to: number): RowDraft[] {
  const typed = new Map(rows.map((row) => [row.raw, row.scaled]));
  const out: RowDraft[] = [];
  for (let raw = Math.max(0, from); raw <= to; raw += 1) out.push({ raw, scaled: typed.get(raw) ?? "" });
  return out;
}

/**
 * Fills the empty cells on a straight line between the typed scores around them (the scale's min before
 * the first typed one, its max after the last), rounded to whole points and kept non-decreasing.
 */
export function fillEmpty(rows: readonly RowDraft[], min: number, max: number): RowDraft[] {
  const out = rows.map((row) => ({ ...row }));
  const last = out.length - 1;
  const valueAt = (index: number) => Number(out[index]?.scaled);
  let i = 0;
  while (i <= last) {
    if (out[i]?.scaled !== "") {
      i += 1;
      continue;
    }
    let end = i;
    while (end <= last && out[end]?.scaled === "") end += 1;
    const [fromAt, fromValue] = i > 0 ? [i - 1, valueAt(i - 1)] : [i, min];
    const [toAt, toValue] = end <= last ? [end, valueAt(end)] : [last, max];
    for (let k = i; k < end; k += 1) {
      const share = toAt === fromAt ? 0 : (k - fromAt) / (toAt - fromAt);
      const value = Math.round(fromValue + (toValue - fromValue) * share);
      (out[k] as RowDraft).scaled = k > 0 ? Math.max(value, valueAt(k - 1)) : value;
    }
    i = end;
  }
  return out;
}

export function scoringDraftOf(
  scoring: SectionScoring | null,
  section: TestSection,
  type: TestType,
): ScoringDraft {
  if (scoring)
    return {
      enabled: true,
      scaled_min: scoring.scaled_min,
      scaled_max: scoring.scaled_max,
      tables: scoring.tables.map((table) => ({
        path: [...table.path],
        rows: table.rows.map((r) => ({ ...r })),
      })),
      bands: scoring.bands.map((row) => ({ ...row })),
    };
  const scale = SCALE_OF[type];
  return {
    enabled: false,
    scaled_min: scale.min,
    scaled_max: scale.max,
    tables: [newTable(section)],
    bands: [],
  };
}

/** A table for raws 0…the section's most, every cell empty. */
export const newTable = (section: TestSection, path: string[] = []): TableDraft => ({
  path,
  rows: resizeRows([], 0, maxRawOf(section, path)),
});

/** What is sent: null when the section reports raw points only. Empty cells are left to `draftErrors`. */
export function scoringOf(draft: ScoringDraft): SectionScoring | null {
  if (!draft.enabled) return null;
  return {
    scaled_min: Number(draft.scaled_min),
    scaled_max: Number(draft.scaled_max),
    tables: draft.tables.map((table) => ({
      path: table.path,
      rows: table.rows.map((row) => ({ raw: row.raw, scaled: Number(row.scaled) })),
    })),
    bands: draft.bands.map((row): BandRow => ({ min: Number(row.min), band: Number(row.band) })),
  };
}

/**
 * What the schema cannot say about a draft: a cell left empty, and a table that does not list every raw
 * score from 0 to the most the section gives on its path. Keys are the body's paths (`scoring.…`).
 */
export function draftErrors(draft: ScoringDraft, section: TestSection, t: Translate): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!draft.enabled) return errors;
  const empty = t("scoring.empty");
  if (draft.scaled_min === "") errors["scoring.scaled_min"] = empty;
  if (draft.scaled_max === "") errors["scoring.scaled_max"] = empty;
  draft.tables.forEach((table, index) => {
    const at = `scoring.tables.${index}`;
    const first = table.rows[0];
    const last = table.rows[table.rows.length - 1];
    const most = maxRawOf(section, table.path);
    if (!first || !last) errors[`${at}.rows`] = t("scoring.noRows");
    else {
      if (first.raw !== 0) errors[`${at}.rows.0.raw`] = t("scoring.startAtZero");
      if (last.raw < most)
        errors[`${at}.rows.${table.rows.length - 1}.raw`] = t("scoring.reachMax", { max: most });
    }
    table.rows.forEach((row, r) => {
      if (row.scaled === "") errors[`${at}.rows.${r}.scaled`] = empty;
    });
  });
  draft.bands.forEach((row, b) => {
    if (row.min === "") errors[`scoring.bands.${b}.min`] = empty;
    if (row.band === "") errors[`scoring.bands.${b}.band`] = empty;
  });
  return errors;
}
