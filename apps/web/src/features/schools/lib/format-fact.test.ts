import { describe, expect, it } from "vitest";
import { aFact } from "../test/schools-test-kit";
import { currentFacts, formatFactValue, formatPercent, formatRange, formatUsd } from "./format-fact";

describe("school figures in words", () => {
  it("writes dollars as US$ whole dollars, shares as percentages, ranges with a dash", () => {
    expect(formatUsd(46_475)).toBe("US$46,475");
    expect(formatUsd(0)).toBe("US$0");
    expect(formatPercent(0.0324, "en")).toBe("3.2%");
    expect(formatPercent(0.5, "zh-TW")).toBe("50%");
    expect(formatRange(1330, 1530)).toBe("1330–1530");
    expect(formatRange(1330, null)).toBeNull();
  });

  it("reads each kind: ranks, GPA, ratios, deadlines of an application year", () => {
    expect(formatFactValue("ranking_national", 15, "2026", "en")).toBe("#15");
    expect(formatFactValue("gpa_average", 3.9, "2025-26", "en")).toBe("3.90");
    expect(formatFactValue("student_faculty_ratio", 18, "2022-23", "en")).toBe("18:1");
    expect(formatFactValue("undergraduates", 32_479, "2022-23", "en")).toBe("32,479");
    expect(formatFactValue("deadline_regular", "01-05", "2026", "en")).toBe("2026-01-05");
    expect(formatFactValue("deadline_regular", "01-05", "2025-26", "en")).toBe("01-05");
  });

  it("keeps per key the newest year, and in one year staff's figure over the Scorecard's", () => {
    const chosen = currentFacts([
      aFact({ key: "admission_rate", value: 0.2, year: "2021-22" }),
      aFact({ key: "admission_rate", value: 0.1, year: "2022-23" }),
      aFact({ key: "net_price", value: 20_000, year: "2022-23", source: "staff" }),
      aFact({ key: "net_price", value: 21_000, year: "2022-23", source: "scorecard" }),
    ]);
    expect(chosen.get("admission_rate")?.value).toBe(0.1);
    expect(chosen.get("net_price")?.value).toBe(20_000);
    expect(chosen.has("earnings_10y")).toBe(false);
  });
});
