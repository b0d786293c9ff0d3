import { describe, expect, it } from "vitest";
import { choiceSection, picks } from "./fixtures/build-form";
import { tinySatForm } from "./fixtures/tiny-sat.form";
import { findModule, nextModule, routePath } from "./routing";
import { testFormSchema } from "./test-form.schemas";

const sat = testFormSchema.parse(tinySatForm);

describe("routing", () => {
  it("starts with the first module of the first section", () => {
    expect(nextModule(sat, [], { responses: {} })).toBe("rw1");
  });

  it("sends module 1's raw at or above the threshold to the harder module 2, below it to the easier", () => {
    expect(nextModule(sat, ["rw1"], picks({ "rw1-1": "A", "rw1-2": "C" }))).toBe("rw2-hard");
    expect(nextModule(sat, ["rw1"], picks({ "rw1-1": "A", "rw1-2": "B" }))).toBe("rw2-easy");
    expect(nextModule(sat, ["rw1"], { responses: {} })).toBe("rw2-easy");
  });

  it("leaves the unscored pretest item out of the routing raw", () => {
    expect(nextModule(sat, ["rw1"], picks({ "rw1-1": "A", "rw1-pretest": "B" }))).toBe("rw2-easy");
  });

  it("goes on to the next section after either module 2, and ends after the last module", () => {
    expect(nextModule(sat, ["rw1", "rw2-hard"], { responses: {} })).toBe("math1");
    expect(nextModule(sat, ["rw1", "rw2-easy"], { responses: {} })).toBe("math1");
    expect(nextModule(sat, ["rw1", "rw2-easy", "math1"], { responses: {} })).toBeNull();
    expect(routePath(sat, picks({ "rw1-1": "A", "rw1-2": "C" }))).toEqual(["rw1", "rw2-hard", "math1"]);
    expect(routePath(sat, { responses: {} })).toEqual(["rw1", "rw2-easy", "math1"]);
  });

  it("takes the first branch whose inclusive range holds the raw, over the modules named", () => {
    const form = testFormSchema.parse({
      ...tinySatForm,
      sections: [
        {
          ...tinySatForm.sections[0],
          routing: [
            {
              after: "rw1",
              score_of: ["rw1"],
              branches: [
                { max_raw: 0, next: "rw2-easy" },
                { min_raw: 1, max_raw: 1, next: "rw2-hard" },
              ],
              otherwise: "rw2-easy",
            },
          ],
        },
      ],
      composites: [],
    });
    expect(nextModule(form, ["rw1"], { responses: {} })).toBe("rw2-easy");
    expect(nextModule(form, ["rw1"], picks({ "rw1-2": "C" }))).toBe("rw2-hard");
    expect(nextModule(form, ["rw1"], picks({ "rw1-1": "A", "rw1-2": "C" }))).toBe("rw2-easy");
  });

  it("skips an optional section the student leaves out, never a required one", () => {
    const act = testFormSchema.parse({
      key: "act",
      test_type: "ACT",
      title: { en: "ACT" },
      sections: [
        choiceSection("math", 2, 1, 36),
        choiceSection("science", 2, 1, 36, true),
        choiceSection("reading", 2, 1, 36),
      ],
    });
    expect(routePath(act, { responses: {} })).toEqual(["math-m", "science-m", "reading-m"]);
    expect(routePath(act, { responses: {} }, { skipSections: ["science"] })).toEqual(["math-m", "reading-m"]);
    expect(routePath(act, { responses: {} }, { skipSections: ["reading"] })).toEqual([
      "math-m",
      "science-m",
      "reading-m",
    ]);
  });

  it("refuses a module that is not in the form and finds one that is", () => {
    expect(() => nextModule(sat, ["rw9"], { responses: {} })).toThrow(RangeError);
    expect(findModule(sat, "math1")).toMatchObject({
      sectionIndex: 1,
      moduleIndex: 0,
      section: { key: "math" },
    });
  });
});
