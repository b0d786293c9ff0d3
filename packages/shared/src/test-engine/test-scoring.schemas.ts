import { z } from "zod";
import { formKeySchema, localizedLine } from "./form-text.schemas";
import { FORM_LIMITS } from "./test-engine.constants";

/** Cross-field checks run on data whose shape is valid (they read fields a shape error may leave out). */
export const whenShapeValid = {
  when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0,
};

/**
 * Scoring as data, per form (issue 32): each scored section turns its raw points into a scaled score
 * through a table, and composites combine sections. Rules (scoring.ts):
 * - raw is rounded half up to a whole number, then looked up exactly; a raw below the table's first row
 *   or above its last takes that row's score (clamped). A table lists every raw from its first to its
 *   last row, ascending, one row each (a gap is refused); scaled never decreases as raw grows.
 * - a section may have several tables: the first whose `path` modules were all taken applies (the
 *   digital SAT's harder second module reaches higher scores); the last table has an empty path and is
 *   the default.
 * - bands (TOEFL 2026's 1–6 beside 0–120): the band of the last row whose `min` the score reaches; rows
 *   ascend by `min`, the first starts at the scale's minimum, bands in 0.5 steps and never decrease.
 */
const scoreValue = z.number().min(-FORM_LIMITS.scoreValue).max(FORM_LIMITS.scoreValue);

export const scaleRowSchema = z.strictObject({
  raw: z.int().min(0).max(FORM_LIMITS.scoreValue),
  scaled: scoreValue,
});

export const scaleTableSchema = z
  .strictObject({
    path: z.array(formKeySchema).max(FORM_LIMITS.modulesPerSection).default([]),
    rows: z.array(scaleRowSchema).min(1).max(FORM_LIMITS.scaleRows),
  })
  .superRefine((table, ctx) => {
    table.rows.forEach((row, index) => {
      const before = table.rows[index - 1];
      if (!before) return;
      if (row.raw !== before.raw + 1)
        ctx.addIssue({ code: "custom", message: "v.te_table_gap", path: ["rows", index, "raw"] });
      else if (row.scaled < before.scaled)
        ctx.addIssue({ code: "custom", message: "v.te_table_decreasing", path: ["rows", index, "scaled"] });
    });
  }, whenShapeValid);

export const bandRowSchema = z.strictObject({
  min: scoreValue,
  band: z.number().min(0).max(9).multipleOf(0.5),
});

const bandsSchema = z
  .array(bandRowSchema)
  .max(FORM_LIMITS.bandRows)
  .default([])
  .superRefine((rows, ctx) => {
    rows.forEach((row, index) => {
      const before = rows[index - 1];
      if (before && (row.min <= before.min || row.band < before.band))
        ctx.addIssue({ code: "custom", message: "v.te_band_order", path: [index] });
    });
  }, whenShapeValid);

/** Checks shared by a section's scale and a composite: min ≤ max, bands starting at min and inside. */
function checkRange(
  value: { min: number; max: number; bands: { min: number }[] },
  ctx: z.RefinementCtx,
  minField: string,
) {
  if (value.min > value.max)
    ctx.addIssue({ code: "custom", message: "v.te_min_above_max", path: [minField] });
  const first = value.bands[0];
  if (first && first.min !== value.min)
    ctx.addIssue({ code: "custom", message: "v.te_band_start", path: ["bands", 0, "min"] });
  value.bands.forEach((row, index) => {
    if (row.min > value.max)
      ctx.addIssue({ code: "custom", message: "v.te_out_of_scale", path: ["bands", index, "min"] });
  });
}

export const sectionScoringSchema = z
  .strictObject({
    scaled_min: scoreValue,
    scaled_max: scoreValue,
    tables: z.array(scaleTableSchema).min(1).max(FORM_LIMITS.scaleTables),
    bands: bandsSchema,
  })
  .superRefine((scoring, ctx) => {
    checkRange({ min: scoring.scaled_min, max: scoring.scaled_max, bands: scoring.bands }, ctx, "scaled_min");
    scoring.tables.forEach((table, t) => {
      table.rows.forEach((row, r) => {
        if (row.scaled < scoring.scaled_min || row.scaled > scoring.scaled_max)
          ctx.addIssue({
            code: "custom",
            message: "v.te_out_of_scale",
            path: ["tables", t, "rows", r, "scaled"],
          });
      });
      const isLast = t === scoring.tables.length - 1;
      if (isLast !== (table.path.length === 0))
        ctx.addIssue({ code: "custom", message: "v.te_default_table", path: ["tables", t, "path"] });
    });
  }, whenShapeValid);

/**
 * A composite of section scores. "sum": the scaled scores added (SAT total 400–1600 from two 200–800
 * sections; TOEFL total 0–120). "mean": their mean rounded half up to a whole number (ACT composite of
 * English, Math and Reading, 1–36). The result is clamped to min–max; a composite whose sections are not
 * all scored (not taken, or grades pending) is null.
 */
export const compositeSchema = z
  .strictObject({
    key: formKeySchema,
    title: localizedLine(FORM_LIMITS.title),
    method: z.enum(["sum", "mean"]),
    sections: z.array(formKeySchema).min(1).max(FORM_LIMITS.sections),
    min: scoreValue,
    max: scoreValue,
    bands: bandsSchema,
  })
  .superRefine((composite, ctx) => checkRange(composite, ctx, "min"), whenShapeValid);

export type ScaleTable = z.output<typeof scaleTableSchema>;
export type BandRow = z.output<typeof bandRowSchema>;
export type SectionScoring = z.output<typeof sectionScoringSchema>;
export type Composite = z.output<typeof compositeSchema>;
