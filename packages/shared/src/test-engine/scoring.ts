import { type ItemScore, type ItemScoreState, scoreItem } from "./answer-check";
import type { ItemKind } from "./test-engine.constants";
import type { TestForm, TestItem } from "./test-form.schemas";
import type { AttemptAnswers } from "./test-response.schemas";
import type { BandRow, ScaleTable } from "./test-scoring.schemas";

/**
 * An attempt's result from the form's data (rules in test-scoring.schemas.ts): per item, per section
 * (raw → scaled → band), composites, and per-domain and per-skill breakdowns for the analysis pages.
 * Unscored (pretest) items are listed but never counted. A section with a teacher-graded answer still
 * pending has its raw so far, a null scaled score and `pending` > 0; composites over it are null.
 */
export type ItemResult = {
  key: string;
  version: number;
  kind: ItemKind;
  section: string;
  module: string;
  unscored: boolean;
  earned: number;
  max: number;
  state: ItemScoreState;
};
export type SectionResult = {
  key: string;
  taken: boolean;
  modules: string[];
  raw: number;
  max_raw: number;
  pending: number;
  scaled: number | null;
  band: number | null;
};
export type CompositeResult = { key: string; score: number | null; band: number | null };
export type BreakdownRow = {
  key: string;
  earned: number;
  max: number;
  /** Automatic items answered right, of `items` counted (graded items add points only). */
  correct: number;
  items: number;
};
export type AttemptResult = {
  items: ItemResult[];
  sections: SectionResult[];
  composites: CompositeResult[];
  domains: BreakdownRow[];
  skills: BreakdownRow[];
  /** Every section taken is scored: no grade pending. */
  complete: boolean;
};

/** Sums of fractional points (partial credit, weights) without float noise: 6 decimals. */
const tidy = (value: number) => Math.round(value * 1e6) / 1e6;
/** Half up to a whole number (raw before lookup; ACT's mean). */
export const roundHalfUp = (value: number) => Math.floor(tidy(value) + 0.5);

/** The scaled score of a raw: exact lookup after rounding half up, clamped to the table's ends. */
export function lookupScaled(table: ScaleTable, raw: number): number {
  const rows = table.rows;
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last) throw new RangeError("empty scale table");
  const whole = roundHalfUp(raw);
  if (whole <= first.raw) return first.scaled;
  if (whole >= last.raw) return last.scaled;
  return (rows[whole - first.raw] ?? last).scaled;
}

/** The band of the last row whose minimum the score reaches; null without bands. */
export function lookupBand(bands: readonly BandRow[], score: number): number | null {
  let band: number | null = null;
  for (const row of bands) if (score >= row.min) band = row.band;
  return band;
}

/** The table for the modules taken: the first whose path was taken in full (the last is the default). */
export function pickScaleTable(
  tables: readonly ScaleTable[],
  taken: ReadonlySet<string>,
): ScaleTable | undefined {
  return tables.find((table) => table.path.every((key) => taken.has(key)));
}

/** A record's own entry only: an item keyed "constructor" must not read Object.prototype. */
const own = <T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined =>
  record && Object.hasOwn(record, key) ? record[key] : undefined;

/** The points one item of an attempt earns. */
const scoreOf = (item: TestItem, answers: AttemptAnswers) =>
  scoreItem(item, own(answers.responses, item.key), own(answers.grades, item.key));

function* itemsOf(form: TestForm, modules: ReadonlySet<string>) {
  for (const section of form.sections)
    for (const module of section.modules)
      if (modules.has(module.key)) for (const item of module.items) yield { section, module, item };
}

/** Raw points earned on the scored items of these modules (routing's measure). */
export function rawPointsOf(form: TestForm, modules: readonly string[], answers: AttemptAnswers): number {
  let raw = 0;
  for (const { item } of itemsOf(form, new Set(modules))) {
    if (!item.unscored) raw += scoreOf(item, answers).earned;
  }
  return tidy(raw);
}

/** Scores an attempt that took the given modules (in any order). */
export function scoreAttempt(
  form: TestForm,
  takenModules: readonly string[],
  answers: AttemptAnswers,
): AttemptResult {
  const taken = new Set(takenModules);
  const items: ItemResult[] = [];
  const domains = new Map<string, BreakdownRow>();
  const skills = new Map<string, BreakdownRow>();
  for (const { section, module, item } of itemsOf(form, taken)) {
    const score = scoreOf(item, answers);
    items.push({
      key: item.key,
      version: item.version,
      kind: item.kind,
      section: section.key,
      module: module.key,
      unscored: item.unscored,
      ...score,
    });
    if (item.unscored) continue;
    if (item.domain !== null) addTo(domains, item.domain, score);
    for (const skill of item.skills) addTo(skills, skill, score);
  }

  const sections = form.sections.map((section): SectionResult => {
    const counted = items.filter((item) => item.section === section.key && !item.unscored);
    const raw = tidy(counted.reduce((sum, item) => sum + item.earned, 0));
    const pending = counted.filter((item) => item.state === "pending").length;
    const modules = section.modules.filter((module) => taken.has(module.key)).map((module) => module.key);
    const table = section.scoring && pickScaleTable(section.scoring.tables, taken);
    const scaled = modules.length > 0 && pending === 0 && table ? lookupScaled(table, raw) : null;
    return {
      key: section.key,
      taken: modules.length > 0,
      modules,
      raw,
      max_raw: tidy(counted.reduce((sum, item) => sum + item.max, 0)),
      pending,
      scaled,
      band: scaled === null ? null : lookupBand(section.scoring?.bands ?? [], scaled),
    };
  });

  const scaledOf = new Map(sections.map((section) => [section.key, section.scaled]));
  const composites = form.composites.map((composite): CompositeResult => {
    const scores = composite.sections.map((key) => scaledOf.get(key) ?? null);
    if (scores.some((score) => score === null)) return { key: composite.key, score: null, band: null };
    const sum = (scores as number[]).reduce((total, score) => total + score, 0);
    const combined = composite.method === "sum" ? tidy(sum) : roundHalfUp(sum / scores.length);
    const score = Math.min(Math.max(combined, composite.min), composite.max);
    return { key: composite.key, score, band: lookupBand(composite.bands, score) };
  });

  return {
    items,
    sections,
    composites,
    domains: [...domains.values()],
    skills: [...skills.values()],
    complete: sections.every((section) => !section.taken || section.pending === 0),
  };
}

function addTo(rows: Map<string, BreakdownRow>, key: string, score: ItemScore) {
  const row = rows.get(key) ?? { key, earned: 0, max: 0, correct: 0, items: 0 };
  row.earned = tidy(row.earned + score.earned);
  row.max = tidy(row.max + score.max);
  row.items += 1;
  if (score.state === "correct") row.correct += 1;
  rows.set(key, row);
}
