import type { Composite, TestForm } from "@edu/shared/test-engine";
import type { BandDraft, Cell, Translate } from "./scoring-draft";

/**
 * The composites editor's draft: a score combining sections' scaled scores — "sum" (SAT total 400–1600,
 * TOEFL total 0–120) or "mean" rounded half up (ACT composite 1–36) — clamped to min–max, with bands.
 */
export type CompositeDraft = Omit<Composite, "min" | "max" | "bands"> & {
  min: Cell;
  max: Cell;
  bands: BandDraft[];
};

export const compositeDraftsOf = (composites: readonly Composite[]): CompositeDraft[] =>
  composites.map((composite) => ({
    ...structuredClone(composite),
    bands: composite.bands.map((row) => ({ ...row })),
  }));

/** Today's composite of the form's type over its scored sections. */
export function newComposite(document: TestForm): CompositeDraft {
  const sections = document.sections.filter((section) => section.scoring).map((section) => section.key);
  const base = { key: "total", title: { en: "Total" }, sections, bands: [] };
  if (document.test_type === "ACT")
    return { ...base, key: "composite", title: { en: "Composite" }, method: "mean", min: 1, max: 36 };
  if (document.test_type === "SAT") return { ...base, method: "sum", min: 400, max: 1600 };
  if (document.test_type === "TOEFL") return { ...base, method: "sum", min: 0, max: 120 };
  return { ...base, method: "sum", min: 0, max: 100 };
}

export const compositesOf = (drafts: readonly CompositeDraft[]): Composite[] =>
  drafts.map((draft) => ({
    ...draft,
    min: Number(draft.min),
    max: Number(draft.max),
    bands: draft.bands.map((row) => ({ min: Number(row.min), band: Number(row.band) })),
  }));

/** Numbers not typed yet (the schema would call them "not a number"). */
export function compositeDraftErrors(
  drafts: readonly CompositeDraft[],
  t: Translate,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const empty = t("scoring.empty");
  drafts.forEach((draft, c) => {
    if (draft.min === "") errors[`composites.${c}.min`] = empty;
    if (draft.max === "") errors[`composites.${c}.max`] = empty;
    draft.bands.forEach((row, b) => {
      if (row.min === "") errors[`composites.${c}.bands.${b}.min`] = empty;
      if (row.band === "") errors[`composites.${c}.bands.${b}.band`] = empty;
    });
  });
  return errors;
}
