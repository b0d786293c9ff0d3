import { describe, expect, it } from "vitest";
import { anActResult, anItem } from "../test/act-kit";
import { bySection, isMissed, sheetAnswer, sheetKey } from "./answer-sheet";

describe("bySection", () => {
  it("groups items by section in the attempt's order and numbers them from 1 in each", () => {
    const sections = bySection(anActResult().data);
    expect(sections.map((s) => s.key)).toEqual(["english", "math"]);
    expect(sections[0]?.items.map(({ item, number }) => `${item.key}:${number}`)).toEqual([
      "e1:1",
      "e2:2",
      "e3:3",
    ]);
    expect(sections[1]?.items.map(({ number }) => number)).toEqual([1]);
    expect(sections[0]).toMatchObject({ correct: 1, scored: 3 });
  });

  it("counts an unscored tryout item in neither the right answers nor the scored ones", () => {
    const [english] = bySection({
      items: [
        anItem("english", "e1", { given: "b", answer: "b", state: "correct" }),
        anItem("english", "t1", { given: "b", answer: "b", state: "correct", unscored: true }),
      ],
    });
    expect(english).toMatchObject({ correct: 1, scored: 1 });
    expect(english?.items).toHaveLength(2);
  });
});

describe("the sheet's answers", () => {
  const [right, wrong, blank] = anActResult().data.items;

  it("writes a choice as the letter the taking screen showed, and nothing given as null", () => {
    expect(right && sheetAnswer(right)).toBe("B");
    expect(wrong && sheetAnswer(wrong)).toBe("C");
    expect(blank && sheetAnswer(blank)).toBeNull();
    expect(wrong && sheetKey(wrong)).toBe("B");
    expect(blank && sheetKey(blank)).toBe("D");
  });

  it("has no key while the server keeps the answers back", () => {
    expect(wrong && sheetKey({ ...wrong, solution: null })).toBeNull();
  });

  it("writes several choices, a typed answer and its accepted entries, and names a written answer", () => {
    if (!right) throw new Error("no item");
    const several = {
      ...right,
      kind: "multiple_select" as const,
      response: { kind: "multiple_select" as const, choices: ["d", "a"] },
      solution: { answers: ["a", "b"], explanation: "" },
    };
    expect(sheetAnswer(several)).toBe("D, A");
    expect(sheetKey(several)).toBe("A, B");
    const typed = {
      ...right,
      kind: "student_response" as const,
      content: { ...right.content, kind: "student_response" as const, choices: undefined },
      response: { kind: "student_response" as const, text: " 3.5 " },
      solution: {
        accepted: [{ type: "exact" as const, value: "7/2", case_sensitive: false }],
        explanation: "",
      },
    };
    expect(sheetAnswer(typed)).toBe("3.5");
    expect(sheetKey(typed)).toBe("7/2");
    const essay = {
      ...right,
      kind: "written_response" as const,
      response: { kind: "written_response" as const, text: "An essay." },
    };
    expect(sheetAnswer(essay)).toBe("kind");
  });

  it("calls wrong, partly right and unanswered items missed, and right or pending ones not", () => {
    const states = ["correct", "partial", "incorrect", "unanswered", "pending", "graded"] as const;
    expect(states.filter((state) => right && isMissed({ ...right, state }))).toEqual([
      "partial",
      "incorrect",
      "unanswered",
    ]);
  });
});
