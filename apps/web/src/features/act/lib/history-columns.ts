import type { TestHistoryEntry } from "@edu/shared/test-engine";

type Localized = TestHistoryEntry["title"];
export type ScoreColumn = { key: string; title: Localized };

/** Each key once, in the order the entries first name it, titled by the first entry that does. */
function unionOf(lists: readonly (readonly ScoreColumn[])[]): ScoreColumn[] {
  const seen = new Map<string, ScoreColumn>();
  for (const list of lists)
    for (const { key, title } of list) if (!seen.has(key)) seen.set(key, { key, title });
  return [...seen.values()];
}

/**
 * The score columns of a history page: every composite, then every section any attempt on the page took
 * (an attempt that left Science out shows a dash there, not a missing column).
 */
export function scoreColumns(entries: readonly TestHistoryEntry[]) {
  return {
    composites: unionOf(entries.map((entry) => entry.composites)),
    sections: unionOf(entries.map((entry) => entry.sections)),
  };
}

/** A score as a cell writes it: the number, or null when there is none (not scaled yet, not taken). */
export function scoreOf(
  entry: TestHistoryEntry,
  column: { key: string },
  kind: "composites" | "sections",
): number | null {
  if (kind === "composites") return entry.composites.find((c) => c.key === column.key)?.score ?? null;
  return entry.sections.find((s) => s.key === column.key)?.scaled ?? null;
}
