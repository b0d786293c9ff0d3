import { describe, expect, it } from "vitest";
import { hasMath, type MathRun, splitMathText } from "./math-text";

const text = (value: string): MathRun => ({ type: "text", text: value });
const math = (tex: string, display = false): MathRun => ({ type: "math", tex, display });

describe("splitting text and math", () => {
  it.each<[string, MathRun[]]>([
    [
      "If \\(2x - 3 = 4\\), find \\(x\\).",
      [text("If "), math("2x - 3 = 4"), text(", find "), math("x"), text(".")],
    ],
    ["Solve:\\[ x^2 = 9 \\]done", [text("Solve:"), math("x^2 = 9", true), text("done")]],
    ["\\( \\$5 + x \\)", [math("\\$5 + x")]],
    ["Let $x$ be even.", [text("Let "), math("x"), text(" be even.")]],
    ["$f(x) = 2x + 1$", [math("f(x) = 2x + 1")]],
    ["Costs \\$5 and \\$6.", [text("Costs $5 and $6.")]],
    ["An unclosed \\( x + 1", [text("An unclosed \\( x + 1")]],
    ["", []],
  ])("%j", (source, runs) => {
    expect(splitMathText(source)).toEqual(runs);
  });

  it.each([
    "Tickets cost $12 and $15.",
    "Notebooks are $3.50 each, and pens are $1.25 each.",
    "She saved $1,200 in March and $950 in April; how much is left after spending $600?",
    "Costs $5, $6, and $7!",
    "A price of $ 5 or $ 6",
    "It was $12.",
    "Between $20,000 and $30,000.",
    "Only one $ sign here",
    "$$",
  ])("keeps money as text: %j", (source) => {
    expect(splitMathText(source)).toEqual([text(source)]);
    expect(hasMath(source)).toBe(false);
  });

  it("keeps an SAT word problem's dollars as text and its \\( \\) math as math", () => {
    const stem =
      "A gym charges a $25 sign-up fee and $15 per month. Which equation gives the total cost \\(c\\), in dollars, for \\(m\\) months? (A) \\(c = 15m + 25\\) (B) \\(c = 25m + 15\\)";
    const runs = splitMathText(stem);
    expect(runs.filter((run) => run.type === "math")).toEqual([
      math("c"),
      math("m"),
      math("c = 15m + 25"),
      math("c = 25m + 15"),
    ]);
    expect(runs[0]).toEqual(
      text("A gym charges a $25 sign-up fee and $15 per month. Which equation gives the total cost "),
    );
  });

  it("mixes money and $ math in one text", () => {
    expect(splitMathText("Pay $5 per $n$ items")).toEqual([text("Pay $5 per "), math("n"), text(" items")]);
  });

  it("does not let $ math run across a blank line", () => {
    expect(splitMathText("$a\n\nb$")).toEqual([text("$a\n\nb$")]);
    expect(splitMathText("$a\nb$")).toEqual([math("a\nb")]);
  });

  it("reads a long text full of dollar signs in linear time", () => {
    const source = "$a ".repeat(50_000);
    const started = performance.now();
    expect(splitMathText(source)).toEqual([text(source)]);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
