import { describe, expect, it } from "vitest";
import { checkStudentResponse } from "../answer-check";
import { routePath } from "../routing";
import { scoreAttempt } from "../scoring";
import { answersFor, itemOf, itemsOf, keyedText, loadDemoForm } from "./demo-forms.test-support";

const { form } = loadDemoForm("demo-sat-short");
const everyItem = itemsOf(form);
/** Module 1's scored items of a section, in order. */
const scoredM1 = (section: string) => itemsOf(form, `${section}-m1`).filter((item) => !item.unscored);

describe("demo SAT (short): shape", () => {
  it("has both sections, each with module 1 and an easier and a harder module 2 of about six items", () => {
    expect(form.test_type).toBe("SAT");
    expect(form.sections.map((section) => section.key)).toEqual(["rw", "math"]);
    for (const section of form.sections) {
      expect(section.modules.map((module) => module.key)).toEqual([
        `${section.key}-m1`,
        `${section.key}-m2-easier`,
        `${section.key}-m2-harder`,
      ]);
      for (const module of section.modules)
        expect(module.items.filter((item) => !item.unscored)).toHaveLength(6);
    }
  });

  it("tags items with today's SAT domains", () => {
    const domainTitle = new Map(form.taxonomy.domains.map((domain) => [domain.key, domain.title.en]));
    const domainsOf = (section: string) =>
      new Set(
        itemsOf(form)
          .filter((item) => item.key.startsWith(section))
          .map((item) => domainTitle.get(item.domain ?? "")),
      );
    expect(domainsOf("rw")).toEqual(
      new Set([
        "Information and Ideas",
        "Craft and Structure",
        "Expression of Ideas",
        "Standard English Conventions",
      ]),
    );
    expect(domainsOf("m")).toEqual(
      new Set(["Algebra", "Advanced Math", "Problem-Solving and Data Analysis", "Geometry and Trigonometry"]),
    );
    for (const item of everyItem) expect(item.skills).toHaveLength(1);
  });

  it("has one unscored pretest item, and every Reading and Writing item has its own passage", () => {
    expect(everyItem.filter((item) => item.unscored).map((item) => item.key)).toEqual(["rw1-q7"]);
    const rw = everyItem.filter((item) => item.key.startsWith("rw"));
    expect(new Set(rw.flatMap((item) => item.stimuli)).size).toBe(rw.length);
  });

  it("writes math in \\( … \\): fractions, exponents, a linear function and a circle", () => {
    const math = everyItem.filter((item) => item.key.startsWith("m")).map((item) => item.stem);
    expect(math.some((stem) => stem.includes("\\dfrac{"))).toBe(true);
    expect(math.some((stem) => /\^\{\d+\}/.test(stem))).toBe(true);
    expect(math.some((stem) => stem.includes("\\(f(x) = 4x - 9\\)"))).toBe(true);
    expect(itemsOf(form).filter((item) => item.skills.includes("circles"))).toHaveLength(2);
  });

  it("has 200–800 tables per section, the harder route reaching 800 and the easier one less", () => {
    for (const section of form.sections) {
      expect(section.scoring).toMatchObject({ scaled_min: 200, scaled_max: 800 });
      const [harder, easier] = section.scoring?.tables ?? [];
      expect(harder?.path).toEqual([`${section.key}-m2-harder`]);
      expect(harder?.rows.at(-1)?.scaled).toBe(800);
      expect(easier?.path).toEqual([]);
      expect(easier?.rows.at(-1)?.scaled).toBeLessThan(800);
      expect(easier?.rows.map((row) => row.raw)).toEqual([...Array(13).keys()]);
    }
    expect(form.composites).toEqual([
      expect.objectContaining({ key: "total", method: "sum", min: 400, max: 1600 }),
    ]);
  });
});

describe("demo SAT (short): routing and scoring", () => {
  const moduleOneKeys = new Set(
    ["rw-m1", "math-m1"].flatMap((key) => itemsOf(form, key).map((item) => item.key)),
  );
  /** `count` scored items of each module 1 right (and the pretest as said); every module 2 item right. */
  const rightInM1 = (count: number, pretestRight: boolean) => {
    const right = new Set(
      ["rw", "math"].flatMap((section) =>
        scoredM1(section)
          .slice(0, count)
          .map((i) => i.key),
      ),
    );
    if (pretestRight) right.add("rw1-q7");
    return (key: string) => right.has(key) || !moduleOneKeys.has(key);
  };

  it("routes to the harder module 2 from 4 right of module 1's 6 scored items, the pretest not counting", () => {
    expect(routePath(form, answersFor(form, rightInM1(4, false)))).toEqual([
      "rw-m1",
      "rw-m2-harder",
      "math-m1",
      "math-m2-harder",
    ]);
    expect(routePath(form, answersFor(form, rightInM1(3, true)))).toEqual([
      "rw-m1",
      "rw-m2-easier",
      "math-m1",
      "math-m2-easier",
    ]);
  });

  it("scores 1600 for everything right on the harder route and 400 for nothing right", () => {
    const allRight = answersFor(form, () => true);
    const best = scoreAttempt(form, routePath(form, allRight), allRight);
    expect(best.sections.map((section) => [section.raw, section.scaled])).toEqual([
      [12, 800],
      [12, 800],
    ]);
    expect(best.composites).toEqual([{ key: "total", score: 1600, band: null }]);
    const allWrong = answersFor(form, () => false);
    const worst = scoreAttempt(form, routePath(form, allWrong), allWrong);
    expect(worst.composites[0]?.score).toBe(400);
  });

  it("scores the easier route from its own table: 3 + 6 right is 530 in Reading and Writing", () => {
    const answers = answersFor(form, rightInM1(3, true));
    const result = scoreAttempt(form, routePath(form, answers), answers);
    expect(result.sections[0]).toMatchObject({ raw: 9, max_raw: 12, scaled: 530 });
    expect(result.items.find((item) => item.key === "rw1-q7")).toMatchObject({
      unscored: true,
      state: "correct",
    });
  });
});

describe("demo SAT (short): answer keys recomputed", () => {
  const solveLinear = (a: number, b: number, c: number) => (c - b) / a; // ax + b = c

  it("keys the multiple-choice math items with the values computed here", () => {
    expect(keyedText(form, "m1-q1")).toBe(String(solveLinear(3, 7, 22)));
    expect(keyedText(form, "m1-q2")).toBe(String((245 - 40 * 3) / 5));
    expect(keyedText(form, "m1-q3")).toBe(`\\(x^{${5 + 3 - 2}}\\)`);
    expect(keyedText(form, "m1-q5")).toBe(String(Math.sqrt(49)));
    expect(keyedText(form, "m2e-q2")).toBe(`$${80 * (1 - 0.25)}`);
    expect(keyedText(form, "m2e-q3")).toBe(`\\(${(-3) ** 2 - 4}\\)`);
    expect(keyedText(form, "m2e-q5")).toBe(String([2, 4, 4, 5, 10].reduce((a, b) => a + b) / 5));
    // 2x + y = 11 and x − y = 1: adding gives 3x = 12
    expect(keyedText(form, "m2h-q1")).toBe(String(12 / 3));
    // x² − 6x + y² + 8y = 0 → (x − 3)² + (y + 4)² = 9 + 16
    expect(keyedText(form, "m2h-q3")).toBe(String(Math.sqrt(9 + 16)));
    expect(keyedText(form, "m2h-q4")).toBe(`${((58 - 40) * 100) / 40}%`);
    // (8a⁶ / 2a²)^½ = (4a⁴)^½ = 2a²
    expect(keyedText(form, "m2h-q5")).toBe(`\\(${Math.sqrt(8 / 2)}a^{${(6 - 2) / 2}}\\)`);
  });

  it("accepts the computed value of each student-produced response, in the SAT's grid forms", () => {
    const accepts = (key: string, entry: string) =>
      checkStudentResponse(itemOf(form, key, "student_response"), entry).accepted;
    expect(accepts("m1-q4", String(4 * 5 - 9))).toBe(true);
    expect(accepts("m1-q6", "15/8")).toBe(true);
    expect(accepts("m1-q6", String((5 / 4) * (3 / 2)))).toBe(true);
    expect(accepts("m2e-q4", String(Math.hypot(12, 5)))).toBe(true);
    expect(accepts("m2h-q2", String((2 + Math.sqrt(4 + 96)) / 2))).toBe(true);
    for (const entry of ["2/3", "4/6", ".6667", "0.666"]) expect(accepts("m2h-q6", entry)).toBe(true);
    expect(accepts("m2h-q6", ".67")).toBe(false);
    // 150 miles on 4.5 gallons: the fraction, and a decimal within the stated tolerance
    expect(accepts("m2e-q6", "100/3")).toBe(true);
    expect(accepts("m2e-q6", (150 / 4.5).toFixed(2))).toBe(true);
    expect(accepts("m2e-q6", "33.34")).toBe(true);
    expect(accepts("m2e-q6", "33.3")).toBe(false);
  });

  it("has a fraction answer and a decimal answer with a tolerance among its student-produced responses", () => {
    const accepted = everyItem.flatMap((item) => (item.kind === "student_response" ? item.accepted : []));
    expect(accepted.some((answer) => answer.type === "number" && answer.value.includes("/"))).toBe(true);
    expect(accepted.some((answer) => answer.type === "number" && answer.tolerance !== "0")).toBe(true);
  });

  it("leaves the dollar amounts of its word problems as text", () => {
    const money = everyItem.filter((item) => /\$\d/.test(item.stem)).map((item) => item.key);
    expect(money).toEqual(expect.arrayContaining(["m1-q2", "m2e-q1", "m2e-q2", "m2h-q4"]));
  });
});
