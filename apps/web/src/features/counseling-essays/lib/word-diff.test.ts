import { describe, expect, it } from "vitest";
import { diffCounts, diffWords, joinTokens, tokenize } from "./word-diff";

const render = (older: string, newer: string) =>
  diffWords(older, newer)
    .map((part) => {
      const text = joinTokens(part.tokens);
      return part.kind === "same" ? text : part.kind === "added" ? `[+${text}]` : `[-${text}]`;
    })
    .join(" ");

describe("diffWords", () => {
  it("marks the words added and removed between two versions", () => {
    expect(render("I like robots a lot", "I really like robots")).toBe("I [+really] like robots [-a lot]");
    expect(diffCounts(diffWords("I like robots a lot", "I really like robots"))).toEqual({
      added: 1,
      removed: 2,
    });
  });

  it("compares Chinese by character and keeps line breaks", () => {
    expect(tokenize("我想讀\n\nMIT now")).toEqual(["我", "想", "讀", "\n", "MIT", "now"]);
    expect(render("我想讀大學", "我很想讀大學")).toBe("我 [+很] 想讀大學");
  });

  it("handles empty sides and identical texts", () => {
    expect(diffWords("", "one two")).toEqual([{ kind: "added", tokens: ["one", "two"] }]);
    expect(diffWords("one two", "")).toEqual([{ kind: "removed", tokens: ["one", "two"] }]);
    expect(diffWords("same words", "same words")).toEqual([{ kind: "same", tokens: ["same", "words"] }]);
  });

  it("finds a minimal edit in a long text and stays bounded on a total rewrite", () => {
    const words = Array.from({ length: 2_000 }, (_, i) => `w${i}`);
    const changed = [...words];
    changed[1_000] = "changed";
    const parts = diffWords(words.join(" "), changed.join(" "));
    expect(diffCounts(parts)).toEqual({ added: 1, removed: 1 });
    const other = Array.from({ length: 4_000 }, (_, i) => `x${i}`).join(" ");
    expect(diffCounts(diffWords(words.join(" "), other))).toEqual({ added: 4_000, removed: 2_000 });
  });
});
