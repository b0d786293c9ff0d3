import { describe, expect, it } from "vitest";
import { aModule } from "../test/tests-kit";
import { clockText, isAnswered, moduleGaps, wordCount } from "./attempt-state";

describe("attempt state", () => {
  it("counts words, not spaces or stray punctuation", () => {
    expect(wordCount("")).toBe(0);
    expect(wordCount("  One two\nthree — four.  ")).toBe(4);
  });
  it("treats empty answers as unanswered", () => {
    expect(isAnswered({ kind: "single_choice", choice: null })).toBe(false);
    expect(isAnswered({ kind: "student_response", text: "  " })).toBe(false);
    expect(isAnswered({ kind: "multiple_select", choices: ["A"] })).toBe(true);
  });
  it("lists unanswered and marked questions by number", () => {
    const items = aModule().items;
    const gaps = moduleGaps(items, { q2: { kind: "student_response", text: "3.5" } }, new Set(["q2", "q3"]));
    expect(gaps).toEqual({ unanswered: [1, 3], marked: [2, 3] });
  });
  it("shows the clock as a test does", () => {
    expect(clockText(754)).toBe("12:34");
    expect(clockText(3909)).toBe("1:05:09");
    expect(clockText(-3)).toBe("00:00");
  });
});
