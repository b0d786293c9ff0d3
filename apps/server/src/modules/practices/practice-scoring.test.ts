import { describe, expect, it } from "vitest";
import { percentOf, practiceScore, scaleByTable } from "./practice-scoring";

/** Values worked by hand from the rules in practice-scoring.ts. */
const TABLE = [
  { raw: 10, scaled: 600 },
  { raw: 0, scaled: 200 },
  { raw: 20, scaled: 800 },
  { raw: 13, scaled: 700 },
];

describe("a practice's score", () => {
  it("reads the score table: exact rows, straight lines between, the ends beyond", () => {
    expect(scaleByTable(TABLE, 10)).toBe(600);
    // 0→200 and 10→600: 40 per point, 3 → 320.
    expect(scaleByTable(TABLE, 3)).toBe(320);
    // 10→600 and 13→700: 33.33 per point; 11 → 633.33 → 633, 11.5 → 650.
    expect(scaleByTable(TABLE, 11)).toBe(633);
    expect(scaleByTable(TABLE, 11.5)).toBe(650);
    // 13→700 and 20→800: 16 → 742.857 → 743.
    expect(scaleByTable(TABLE, 16)).toBe(743);
    expect(scaleByTable(TABLE, -1)).toBe(200);
    expect(scaleByTable(TABLE, 25)).toBe(800);
    expect(scaleByTable([], 5)).toBeNull();
  });

  it("rounds the percent to one decimal, half up", () => {
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(1, 8)).toBe(12.5);
    expect(percentOf(1, 16)).toBe(6.3);
    expect(percentOf(0, 0)).toBe(0);
  });

  it("names its value by the scoring type", () => {
    const totals = { raw: 11, max: 20, complete: true };
    expect(practiceScore({ scoring: "raw", scoreTable: [] }, totals)).toEqual({
      scoring: "raw",
      raw: 11,
      max: 20,
      percent: 55,
      scaled: null,
      value: 11,
      complete: 1,
    });
    expect(practiceScore({ scoring: "percent", scoreTable: [] }, totals).value).toBe(55);
    const scaled = practiceScore({ scoring: "scaled", scoreTable: TABLE }, { ...totals, complete: false });
    expect(scaled).toMatchObject({ scaled: 633, value: 633, complete: 0 });
  });
});
