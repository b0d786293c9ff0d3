import { describe, expect, it } from "vitest";
import { routePath } from "../routing";
import { scoreAttempt } from "../scoring";
import { answersFor, itemsOf, keyedText, loadDemoForm } from "./demo-forms.test-support";

const { form } = loadDemoForm("demo-act");
const section = (key: string) => form.sections.find((candidate) => candidate.key === key);

describe("demo ACT", () => {
  it("has English, Math and Reading, and Science as an optional section, each scaled 1–36", () => {
    expect(form.test_type).toBe("ACT");
    expect(form.sections.map((s) => [s.key, s.optional])).toEqual([
      ["english", false],
      ["math", false],
      ["reading", false],
      ["science", true],
    ]);
    for (const s of form.sections) {
      expect(s.scoring).toMatchObject({ scaled_min: 1, scaled_max: 36 });
      const rows = s.scoring?.tables[0]?.rows ?? [];
      expect([rows[0]?.scaled, rows.at(-1)?.scaled]).toEqual([1, 36]);
      expect(rows.at(-1)?.raw).toBe(s.modules[0]?.items.length);
    }
  });

  it("gives English, Reading and Science their passages, and letters choices A–D and F–J in turn", () => {
    for (const key of ["english", "reading", "science"])
      for (const item of section(key)?.modules[0]?.items ?? [])
        expect(item.stimuli, item.key).toHaveLength(1);
    for (const s of form.sections)
      s.modules[0]?.items.forEach((item, index) => {
        const letters =
          item.kind === "single_choice" ? item.choices.map((choice) => choice.key).join("") : "";
        expect(letters, item.key).toBe(index % 2 === 0 ? "ABCD" : "FGHJ");
      });
  });

  it("computes the composite as the rounded mean of English, Math and Reading, without Science", () => {
    const right = new Set([
      ...(section("english")?.modules[0]?.items.map((item) => item.key) ?? []),
      "act-m1",
      "act-m2",
      "act-r1",
      "act-r2",
      "act-r3",
    ]);
    const answers = answersFor(form, (key) => right.has(key));
    const path = routePath(form, answers, { skipSections: ["science"] });
    expect(path).toEqual(["english-1", "math-1", "reading-1"]);
    const result = scoreAttempt(form, path, answers);
    expect(result.sections.map((s) => s.scaled)).toEqual([36, 20, 22, null]);
    // (36 + 20 + 22) / 3 = 26; the STEM score needs Science
    expect(result.composites).toEqual([
      { key: "composite", score: Math.round((36 + 20 + 22) / 3), band: null },
      { key: "stem", score: null, band: null },
    ]);
  });

  it("keys the math items with the values computed here", () => {
    expect(keyedText(form, "act-m1")).toBe(`\\(${3 * (-2) ** 2 - 5}\\)`);
    expect(keyedText(form, "act-m2")).toBe(String((255 - 30) / 45));
    // legs 6 and 8, hypotenuse 10: sine of the angle opposite 6 is 6/10
    expect(keyedText(form, "act-m3")).toBe(`\\(\\dfrac{${6 / 2}}{${Math.hypot(6, 8) / 2}}\\)`);
    expect(keyedText(form, "act-m4")).toBe(`\\(\\dfrac{${4 + 3}}{${4 + 5 + 3}}\\)`);
    expect(keyedText(form, "act-s1")).toBe("Foam");
    expect(itemsOf(form, "science-1")).toHaveLength(3);
  });
});
