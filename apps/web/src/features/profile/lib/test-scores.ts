/** Test scores are stored as name → score (a number, or text such as "7.5 / 9"). */
export type ScoreRow = { key: string; name: string; score: string };

/** Names offered in the editor; any other name may be typed. */
export const SUGGESTED_TESTS = [
  "SAT",
  "ACT",
  "TOEFL",
  "IELTS",
  "PSAT",
  "AP",
  "IB",
  "Duolingo",
  "GRE",
  "GMAT",
];

export const SCORE_NAME_MAX = 60;
export const SCORE_VALUE_MAX = 100;

let nextKey = 0;
export const newScoreRow = (name = "", score = ""): ScoreRow => ({ key: `score-${nextKey++}`, name, score });

export function scoresToRows(scores: Record<string, unknown>): ScoreRow[] {
  return Object.entries(scores).map(([name, score]) => newScoreRow(name, score == null ? "" : String(score)));
}

/** Rows → the stored record: empty rows are dropped, plain numbers are stored as numbers. */
export function rowsToScores(rows: readonly ScoreRow[]): Record<string, number | string> {
  const scores: Record<string, number | string> = {};
  for (const row of rows) {
    const name = row.name.trim();
    const score = row.score.trim();
    if (!name && !score) continue;
    scores[name] = /^-?\d+(\.\d+)?$/.test(score) && score.length < 16 ? Number(score) : score;
  }
  return scores;
}

export type ScoreRowError = "nameRequired" | "scoreRequired" | "duplicate" | "nameTooLong" | "scoreTooLong";

/** Per-row problems as form error paths (`test_scores.{index}.name|score`) → message key. */
export function scoreRowErrors(rows: readonly ScoreRow[]): Record<string, ScoreRowError> {
  const errors: Record<string, ScoreRowError> = {};
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const name = row.name.trim();
    const score = row.score.trim();
    if (!name && !score) return;
    if (!name) errors[`test_scores.${index}.name`] = "nameRequired";
    else if (name.length > SCORE_NAME_MAX) errors[`test_scores.${index}.name`] = "nameTooLong";
    else if (seen.has(name.toLowerCase())) errors[`test_scores.${index}.name`] = "duplicate";
    if (name) seen.add(name.toLowerCase());
    if (!score) errors[`test_scores.${index}.score`] = "scoreRequired";
    else if (score.length > SCORE_VALUE_MAX) errors[`test_scores.${index}.score`] = "scoreTooLong";
  });
  return errors;
}
