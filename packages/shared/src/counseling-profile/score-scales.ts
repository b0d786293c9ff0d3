import { z } from "zod";

/**
 * Each test's real score scale (the issue: "validated against each test's real scale"). `step` is the
 * smallest difference between two scores; a score off the grid is refused with the scale's message.
 */
export const SCORE_SCALES = {
  sat_total: { min: 400, max: 1600, step: 10, message: "v.cp_scale_sat_total" },
  sat_section: { min: 200, max: 800, step: 10, message: "v.cp_scale_sat_section" },
  act: { min: 1, max: 36, step: 1, message: "v.cp_scale_act" },
  /** TOEFL iBT total before 2026. */
  toefl_total: { min: 0, max: 120, step: 1, message: "v.cp_scale_toefl_total" },
  /** The 2026 TOEFL iBT band score (1–6 in half bands). */
  toefl_band: { min: 1, max: 6, step: 0.5, message: "v.cp_scale_toefl_band" },
  toefl_paper: { min: 310, max: 677, step: 1, message: "v.cp_scale_toefl_paper" },
  ielts: { min: 0, max: 9, step: 0.5, message: "v.cp_scale_ielts" },
  duolingo: { min: 10, max: 160, step: 5, message: "v.cp_scale_duolingo" },
  pte: { min: 10, max: 90, step: 1, message: "v.cp_scale_pte" },
  ap: { min: 1, max: 5, step: 1, message: "v.cp_scale_ap" },
  ib: { min: 1, max: 7, step: 1, message: "v.cp_scale_ib" },
} as const;
export type ScoreScale = keyof typeof SCORE_SCALES;

/** Whether `value` lies on the scale's grid (steps counted from the minimum; halves are exact in floats). */
export function onScale(scale: ScoreScale, value: number): boolean {
  const { min, max, step } = SCORE_SCALES[scale];
  if (!Number.isFinite(value) || value < min || value > max) return false;
  const steps = (value - min) / step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}

/** A score on the scale, refused with the scale's message ("SAT totals run from 400 to 1600 in tens"). */
export const scoreSchema = (scale: ScoreScale) =>
  z.number({ error: SCORE_SCALES[scale].message }).refine((value) => onScale(scale, value), {
    error: SCORE_SCALES[scale].message,
  });

export const A_LEVEL_GRADES = ["A*", "A", "B", "C", "D", "E", "U"] as const;
