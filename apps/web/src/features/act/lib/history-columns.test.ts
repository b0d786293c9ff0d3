import { expect, it } from "vitest";
import { anEntry } from "../test/act-kit";
import { scoreColumns, scoreOf } from "./history-columns";

it("makes one column per composite and per section any attempt took, in first-seen order", () => {
  const withScience = anEntry({
    id: 2,
    sections: [
      { key: "english", title: { en: "English" }, scaled: 25, raw: 3, max_raw: 5, pending: 0 },
      { key: "science", title: { en: "Science" }, scaled: 22, raw: 2, max_raw: 3, pending: 0 },
    ],
    composites: [
      { key: "composite", title: { en: "Composite score" }, score: 24 },
      { key: "stem", title: { en: "STEM score" }, score: 22 },
    ],
  });
  const entries = [anEntry(), withScience];
  const { composites, sections } = scoreColumns(entries);
  expect(composites.map((c) => c.key)).toEqual(["composite", "stem"]);
  expect(sections.map((s) => s.key)).toEqual(["english", "math", "science"]);
  expect(sections[2]?.title.en).toBe("Science");
  expect(scoreOf(anEntry(), { key: "science" }, "sections")).toBeNull();
  expect(scoreOf(withScience, { key: "science" }, "sections")).toBe(22);
  expect(scoreOf(withScience, { key: "stem" }, "composites")).toBe(22);
  expect(scoreOf(anEntry(), { key: "stem" }, "composites")).toBeNull();
});
