import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { onScale, SCORE_SCALES, scoreSchema } from "./score-scales";

describe("score scales", () => {
  it.each([
    ["sat_total", [400, 1000, 1600], [390, 1605, 1610, 0]],
    ["sat_section", [200, 650, 800], [190, 655, 810]],
    ["act", [1, 24, 36], [0, 37, 24.5]],
    ["toefl_total", [0, 87, 120], [-1, 121, 99.5]],
    ["toefl_band", [1, 4.5, 6], [0.5, 6.5, 4.25]],
    ["ielts", [0, 6.5, 9], [9.5, 7.3, -0.5]],
    ["duolingo", [10, 125, 160], [5, 133, 165]],
  ] as const)("%s: takes %j, refuses %j", (scale, good, bad) => {
    for (const value of good) expect(onScale(scale, value), `${value}`).toBe(true);
    for (const value of bad) expect(onScale(scale, value), `${value}`).toBe(false);
  });

  it("refuses off-scale scores with the scale's own message key", () => {
    const result = scoreSchema("sat_total").safeParse(1234);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("v.cp_scale_sat_total");
  });

  it("every value on a scale's grid is accepted, every value between two steps refused", () => {
    for (const [scale, { min, max, step }] of Object.entries(SCORE_SCALES) as [
      keyof typeof SCORE_SCALES,
      (typeof SCORE_SCALES)[keyof typeof SCORE_SCALES],
    ][]) {
      const steps = Math.round((max - min) / step);
      fc.assert(
        fc.property(fc.integer({ min: 0, max: steps }), (k) => {
          expect(onScale(scale, min + k * step)).toBe(true);
          if (k < steps) expect(onScale(scale, min + k * step + step / 2)).toBe(false);
        }),
        { numRuns: 100 },
      );
    }
  });
});
