import type { AnalysisTest } from "@edu/shared/analysis";

/** How the analysis pages write the server's numbers (they compute none): rates as percents, seconds. */
export const percent = (rate: number | null | undefined): string =>
  rate === null || rate === undefined ? "—" : `${Math.round(rate * 1000) / 10}%`;

export const seconds = (value: number | null | undefined): string =>
  value === null || value === undefined ? "—" : `${value} s`;

/** Rows as the rate bars draw them: 0–100 % with one decimal. */
export const rateBarsOf = (rows: readonly { name: string; accuracy: number | null }[]) =>
  rows.map((row) => ({ name: row.name, percent: Math.round((row.accuracy ?? 0) * 1000) / 10 }));

export const score = (value: number | null | undefined): string =>
  value === null || value === undefined ? "—" : String(value);

/** A reteach flag: fewer than 60% right (the tables mark these rows). */
export const WEAK_RATE = 0.6;
export const isWeak = (rate: number | null | undefined) =>
  rate !== null && rate !== undefined && rate < WEAK_RATE;

/** A positive whole id from a query parameter, else undefined. */
export function idParam(value: string | null): number | undefined {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : undefined;
}

export const analysisPaths = {
  student: (test: string, studentId?: number) =>
    `/analysis/${test}${studentId ? `?student=${studentId}` : ""}`,
  classes: (classId?: number) => `/session-classes/analysis${classId ? `?class=${classId}` : ""}`,
  detail: (classId: number, formId: number, studentId?: number) =>
    `/session-classes/analysis/detail?class=${classId}&form=${formId}${studentId ? `&student=${studentId}` : ""}`,
  onlineDetail: (studentId: number) => `/session-classes/analysis/onlineSATdetail?student=${studentId}`,
};

/** The /analysis tab of a form's test type (a custom test reads as SAT's tab: the engine's closest). */
export const analysisTestOf = (type: string): AnalysisTest =>
  type === "ACT" ? "act" : type === "TOEFL" ? "toefl" : "sat";
