import { describe, expect, it } from "vitest";
import { countWords } from "./word-count";

describe("countWords", () => {
  it("counts English words split by white space, punctuation alone is no word", () => {
    expect(countWords("The quick brown fox — jumps over the lazy dog.")).toBe(9);
    expect(countWords("  line one\n\nline two  ")).toBe(4);
    expect(countWords("")).toBe(0);
    expect(countWords(" - ... !")).toBe(0);
  });

  it("counts each Chinese character as one word, punctuation not", () => {
    expect(countWords("我想讀哥倫比亞大學。")).toBe(9);
    expect(countWords("我想讀哥倫比亞大學")).toBe(9);
  });

  it("counts mixed text: CJK characters one each, Latin words by spaces", () => {
    expect(countWords("Hello 世界!")).toBe(3);
    expect(countWords("我在Taipei學習robotics兩年")).toBe(8);
    expect(countWords("SAT 1550 分")).toBe(3);
  });
});
