import { describe, expect, it } from "vitest";
import { choiceSection, choose, looseCopy, picks } from "./fixtures/build-form";
import { tinySatForm } from "./fixtures/tiny-sat.form";
import { tinyToeflForm } from "./fixtures/tiny-toefl.form";
import { lookupBand, lookupScaled, scoreAttempt } from "./scoring";
import { testFormSchema } from "./test-form.schemas";
import type { ItemResponse } from "./test-response.schemas";

const sat = testFormSchema.parse(tinySatForm);
const spr = (text: string): ItemResponse => ({ kind: "student_response", text });
const select = (...choices: string[]): ItemResponse => ({ kind: "multiple_select", choices });
const sectionOf = (result: ReturnType<typeof scoreAttempt>, key: string) =>
  result.sections.find((section) => section.key === key);

describe("scale tables", () => {
  const table = { path: [], rows: [2, 3, 4].map((raw) => ({ raw, scaled: raw * 10 })) };

  it("looks raw up exactly after rounding half up, and clamps outside the table", () => {
    expect(lookupScaled(table, 3)).toBe(30);
    expect(lookupScaled(table, 2.5)).toBe(30);
    expect(lookupScaled(table, 2.49)).toBe(20);
    expect(lookupScaled(table, 0)).toBe(20);
    expect(lookupScaled(table, 99)).toBe(40);
  });

  it("finds the band of the last row reached", () => {
    const bands = [
      { min: 0, band: 1 },
      { min: 60, band: 4 },
      { min: 90, band: 5.5 },
    ];
    expect([0, 59, 60, 89.5, 90, 120].map((score) => lookupBand(bands, score))).toEqual([
      1, 1, 4, 4, 5.5, 5.5,
    ]);
    expect(lookupBand([], 50)).toBeNull();
  });
});

describe("scoring an SAT attempt", () => {
  it("scales each section from the table of the route taken and adds the 400–1600 total", () => {
    const answers = {
      responses: {
        ...picks({ "rw1-1": "A", "rw1-2": "C", "rwh-1": "B", "m-3": "B" }).responses,
        "rwh-2": select("A"),
        "m-1": spr("7/2"),
        "m-2": spr("15.50"),
      },
    };
    const result = scoreAttempt(sat, ["rw1", "rw2-hard", "math1"], answers);
    // 1 + 1 + 0 + half of the multiple select = 2.5 → 3 on the harder route's table.
    expect(sectionOf(result, "rw")).toEqual({
      key: "rw",
      taken: true,
      modules: ["rw1", "rw2-hard"],
      raw: 2.5,
      max_raw: 4,
      pending: 0,
      scaled: 690,
      band: null,
    });
    expect(sectionOf(result, "math")).toMatchObject({ raw: 3, max_raw: 3, scaled: 800 });
    expect(result.composites).toEqual([{ key: "total", score: 1490, band: null }]);
    expect(result.complete).toBe(true);
  });

  it("uses the default table on the easier route and scores an empty attempt at the bottom", () => {
    const easy = scoreAttempt(
      sat,
      ["rw1", "rw2-easy", "math1"],
      picks({ "rw1-1": "A", "rwe-1": "A", "rwe-2": "B" }),
    );
    expect(sectionOf(easy, "rw")).toMatchObject({ raw: 3, scaled: 540 });
    const empty = scoreAttempt(sat, ["rw1", "rw2-easy", "math1"], { responses: {} });
    expect(empty.composites[0]?.score).toBe(400);
    expect(empty.items.every((item) => item.state === "unanswered")).toBe(true);
  });

  it("lists the pretest item but never counts it", () => {
    const result = scoreAttempt(sat, ["rw1"], picks({ "rw1-pretest": "B" }));
    expect(result.items.find((item) => item.key === "rw1-pretest")).toMatchObject({
      unscored: true,
      state: "correct",
      earned: 1,
    });
    expect(sectionOf(result, "rw")).toMatchObject({ raw: 0, max_raw: 2 });
  });

  it("gives a multiple select all or nothing unless the item allows partial credit", () => {
    const form = looseCopy(tinySatForm);
    form.sections[0].modules[2].items[1].partial_credit = false;
    const strict = testFormSchema.parse(form);
    const score = (schema: typeof sat, choices: string[]) =>
      scoreAttempt(schema, ["rw1", "rw2-hard"], { responses: { "rwh-2": select(...choices) } }).items.find(
        (item) => item.key === "rwh-2",
      );
    expect(score(strict, ["A"])).toMatchObject({ earned: 0, state: "incorrect" });
    expect(score(strict, ["A", "C"])).toMatchObject({ earned: 1, state: "correct" });
    expect(score(sat, ["A"])).toMatchObject({ earned: 0.5, state: "partial" });
    expect(score(sat, ["A", "B"])).toMatchObject({ earned: 0, state: "incorrect" });
    expect(score(sat, ["A", "B", "C", "D"])).toMatchObject({ earned: 0, state: "incorrect" });
  });

  it("breaks results down per domain and per skill", () => {
    const result = scoreAttempt(sat, ["rw1", "rw2-easy", "math1"], {
      responses: { ...picks({ "rw1-1": "A", "rw1-2": "A", "m-3": "B" }).responses, "m-1": spr("3.5") },
    });
    expect(result.domains).toEqual([
      { key: "information-ideas", earned: 1, max: 2, correct: 1, items: 2 },
      { key: "algebra", earned: 2, max: 3, correct: 2, items: 3 },
    ]);
    expect(result.skills).toEqual([
      { key: "central-ideas", earned: 1, max: 1, correct: 1, items: 1 },
      { key: "linear-equations", earned: 1, max: 1, correct: 1, items: 1 },
    ]);
  });
});

describe("ACT composites", () => {
  const act = testFormSchema.parse({
    key: "act",
    test_type: "ACT",
    title: { en: "ACT" },
    sections: [
      choiceSection("english", 4, 1, 36),
      choiceSection("math", 4, 1, 36),
      choiceSection("reading", 4, 1, 36),
      choiceSection("science", 4, 1, 36, true),
    ],
    composites: [
      {
        key: "composite",
        title: { en: "Composite" },
        method: "mean",
        sections: ["english", "math", "reading"],
        min: 1,
        max: 36,
      },
      { key: "stem", title: { en: "STEM" }, method: "mean", sections: ["math", "science"], min: 1, max: 36 },
    ],
  });
  const modules = ["english-m", "math-m", "reading-m"];
  // Tables 0–4 raw → 1, 10, 19, 27, 36.
  const answers = choose([
    "english-1",
    "english-2",
    "english-3",
    "english-4",
    "math-1",
    "math-2",
    "math-3",
    "reading-1",
    "reading-2",
    "science-1",
  ]);

  it("averages English, Math and Reading rounded half up, without Science", () => {
    const result = scoreAttempt(act, modules, answers);
    expect(result.sections.map((section) => section.scaled)).toEqual([36, 27, 19, null]);
    // (36 + 27 + 19) / 3 = 27.33 → 27; STEM needs Science, not taken.
    expect(result.composites).toEqual([
      { key: "composite", score: 27, band: null },
      { key: "stem", score: null, band: null },
    ]);
  });

  it("adds the STEM score when Science is taken, rounding .5 up", () => {
    const result = scoreAttempt(act, [...modules, "science-m"], answers);
    // (27 + 10) / 2 = 18.5 → 19.
    expect(result.composites[1]).toEqual({ key: "stem", score: 19, band: null });
    expect(result.composites[0]?.score).toBe(27);
  });
});

describe("TOEFL with teacher-graded items", () => {
  const toefl = testFormSchema.parse(tinyToeflForm);
  const modules = ["reading-m", "speaking-m", "writing-m"];
  const responses = {
    ...choose(["r-1", "r-2", "r-3", "r-4"]).responses,
    "s-1": { kind: "speaking" as const, document_id: 7 },
    "w-1": { kind: "written_response" as const, text: "Bicycle lanes make streets safer." },
  };

  it("leaves a section and the total unscored while a grade is pending", () => {
    const result = scoreAttempt(toefl, modules, { responses });
    expect(sectionOf(result, "reading")).toMatchObject({ scaled: 30, pending: 0 });
    expect(sectionOf(result, "speaking")).toMatchObject({ raw: 0, max_raw: 4, pending: 1, scaled: null });
    expect(result.composites[0]).toEqual({ key: "total", score: null, band: null });
    expect(result.complete).toBe(false);
  });

  it("adds grades 0–4 × weight to the section raw and gives the band beside the total", () => {
    const result = scoreAttempt(toefl, modules, { responses, grades: { "s-1": 3, "w-1": 4 } });
    expect(sectionOf(result, "speaking")).toMatchObject({ raw: 3, scaled: 23 });
    expect(sectionOf(result, "writing")).toMatchObject({ raw: 8, max_raw: 8, scaled: 30 });
    expect(result.composites[0]).toEqual({ key: "total", score: 83, band: 6 });
    const lower = scoreAttempt(toefl, modules, {
      responses: { ...responses, ...choose(["r-1", "r-2"], ["r-3", "r-4"]).responses },
      grades: { "s-1": 2, "w-1": 1 },
    });
    // 15 + 15 + 8 = 38 → band 2.
    expect(lower.composites[0]).toEqual({ key: "total", score: 38, band: 2 });
  });

  it("reads only an attempt's own answers and grades (an item keyed like an Object method)", () => {
    const form = looseCopy(tinyToeflForm);
    form.sections[2].modules[0].items[0].key = "constructor";
    const result = scoreAttempt(testFormSchema.parse(form), ["writing-m"], { responses: {}, grades: {} });
    expect(result.items[0]).toMatchObject({ key: "constructor", earned: 0, state: "unanswered" });
  });

  it("scores an unanswered speaking task 0 rather than waiting for a grade", () => {
    const result = scoreAttempt(toefl, ["speaking-m"], { responses: {} });
    expect(sectionOf(result, "speaking")).toMatchObject({ pending: 0, scaled: 0 });
    expect(result.items[0]?.state).toBe("unanswered");
  });
});
