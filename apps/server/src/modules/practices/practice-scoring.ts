import type { PracticeScore, PracticeScoring } from "@edu/shared/practices";
import { type AttemptResult, roundHalfUp } from "@edu/shared/test-engine";

/**
 * A practice's score from the engine's result (issue 33). The engine scores items; the practice reads the
 * total three ways:
 * - raw: points earned on scored items (partial credit kept, 6 decimals);
 * - percent: raw / max × 100, one decimal, half up (0 when the practice has no points);
 * - scaled: the practice's score table read at raw (`scaleByTable`).
 */
export type ScoreRow = { raw: number; scaled: number };

const tidy = (value: number) => Math.round(value * 1e6) / 1e6;
export const percentOf = (raw: number, max: number) => (max > 0 ? roundHalfUp((raw / max) * 1000) / 10 : 0);

/**
 * The score table at `raw`: a row with that raw gives its scaled score; between two rows the scaled score
 * is interpolated linearly between the nearest row below and the nearest above, then rounded half up to a
 * whole number; below the first row or above the last, that row's scaled score. Null without a table.
 * Teachers seldom type every raw score, so the rows between are drawn as a straight line.
 */
export function scaleByTable(table: readonly ScoreRow[], raw: number): number | null {
  const rows = [...table].sort((a, b) => a.raw - b.raw);
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last) return null;
  if (raw <= first.raw) return first.scaled;
  if (raw >= last.raw) return last.scaled;
  const exact = rows.find((row) => row.raw === raw);
  if (exact) return exact.scaled;
  const above = rows.findIndex((row) => row.raw > raw);
  const hi = rows[above] ?? last;
  const lo = rows[above - 1] ?? first;
  return roundHalfUp(lo.scaled + ((raw - lo.raw) * (hi.scaled - lo.scaled)) / (hi.raw - lo.raw));
}

/** Points earned and possible over the attempt's sections (the engine's section sums). */
export function rawOf(result: Pick<AttemptResult, "sections" | "complete">) {
  const raw = tidy(result.sections.reduce((sum, s) => sum + s.raw, 0));
  const max = tidy(result.sections.reduce((sum, s) => sum + s.max_raw, 0));
  return { raw, max, complete: result.complete };
}

export function practiceScore(
  practice: { scoring: PracticeScoring; scoreTable: readonly ScoreRow[] },
  totals: { raw: number; max: number; complete: boolean },
): PracticeScore {
  const percent = percentOf(totals.raw, totals.max);
  const scaled = practice.scoring === "scaled" ? scaleByTable(practice.scoreTable, totals.raw) : null;
  const value =
    practice.scoring === "raw" ? totals.raw : practice.scoring === "percent" ? percent : (scaled ?? 0);
  return {
    scoring: practice.scoring,
    raw: totals.raw,
    max: totals.max,
    percent,
    scaled,
    value,
    complete: totals.complete ? 1 : 0,
  };
}
