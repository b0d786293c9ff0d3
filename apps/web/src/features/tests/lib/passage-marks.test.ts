import { describe, expect, it } from "vitest";
import { addMark, piecesOf, plainRuns, plainText } from "./passage-marks";

describe("passage highlights", () => {
  it("counts a formula as its TeX in the plain text, so offsets survive KaTeX", () => {
    const runs = plainRuns("Let \\( x^2 \\) be $5 more.");
    expect(plainText(runs)).toBe("Let x^2 be $5 more.");
    expect(runs.map((run) => [run.type, run.start, run.length])).toEqual([
      ["text", 0, 4],
      ["math", 4, 3],
      ["text", 7, 12],
    ]);
  });

  it("merges a highlight with those it touches, keeping their notes", () => {
    const plain = "one two three four";
    const first = addMark([], 0, 3, plain);
    const noted = first.map((mark) => ({ ...mark, note: "a" }));
    const second = addMark(noted, 8, 13, plain);
    expect(second.map((mark) => mark.text)).toEqual(["one", "three"]);
    const merged = addMark(second, 2, 9, plain);
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({ start: 0, end: 13, text: "one two three", note: "a" });
  });

  it("cuts a run at the highlights' edges", () => {
    const marks = addMark([], 4, 7, "one two three");
    expect(piecesOf(0, 13, marks).map(({ from, to, mark }) => [from, to, Boolean(mark)])).toEqual([
      [0, 4, false],
      [4, 7, true],
      [7, 13, false],
    ]);
  });
});
