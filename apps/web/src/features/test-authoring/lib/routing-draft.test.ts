import { editSection, updateTestSectionSchema } from "@edu/shared/test-engine";
import { describe, expect, it } from "vitest";
import { aRoutedForm, keyT } from "../test/routed-form";
import { sectionBody } from "./edit-bodies";
import { checkEdit } from "./edit-check";
import { newRule, type RuleDraft, rangeText, routingOf, ruleDraftsOf, ruleErrors } from "./routing-draft";

const form = aRoutedForm();
const rw = form.sections[0] as NonNullable<(typeof form.sections)[0]>;
const check = (rules: RuleDraft[]) =>
  checkEdit(updateTestSectionSchema, sectionBody(rw, form.version, { routing: routingOf(rules) }), (body) =>
    editSection(form, "rw", body),
  );

describe("the routing editor's draft", () => {
  it("round-trips saved rules, leaving open bounds and an empty score_of out", () => {
    const drafts = ruleDraftsOf(rw.routing);
    expect(drafts).toEqual([
      {
        after: "m1",
        score_of: [],
        branches: [{ min_raw: 2, max_raw: "", next: "m2-hard" }],
        otherwise: "m2-easy",
      },
    ]);
    expect(routingOf(drafts)).toEqual(rw.routing);
  });

  it("proposes the SAT's shape for a section without routing: the harder module from half the points", () => {
    expect(newRule({ ...rw, routing: [] }, [])).toEqual({
      after: "m1",
      score_of: [],
      branches: [{ min_raw: 2, max_raw: "", next: "m2-hard" }],
      otherwise: "m2-easy",
    });
    const drafts = ruleDraftsOf(rw.routing);
    expect(newRule(rw, drafts)?.after).toBe("m2-easy");
    expect(newRule(rw, [...drafts, { ...(drafts[0] as RuleDraft), after: "m2-easy" }])).toBeNull();
  });

  it("names a module not chosen, and the ranges in words", () => {
    const rule: RuleDraft = {
      after: "m1",
      score_of: [],
      branches: [{ min_raw: "", max_raw: 1, next: "" }],
      otherwise: "",
    };
    expect(ruleErrors([rule], keyT)).toEqual({
      "routing.0.otherwise": "routing.pick",
      "routing.0.branches.0.next": "routing.pick",
    });
    expect(rangeText({ min_raw: 3, max_raw: 5, next: "x" }, keyT)).toBe('routing.between {"min":3,"max":5}');
    expect(rangeText({ min_raw: "", max_raw: "", next: "x" }, keyT)).toBe("routing.any");
  });

  it("answers routing backwards, a module twice and a min above the max at the body's fields", () => {
    const back: RuleDraft = {
      after: "m2-easy",
      score_of: ["m2-hard"],
      branches: [{ min_raw: 4, max_raw: 2, next: "m1" }],
      otherwise: "m2-hard",
    };
    const errors = check([
      ...ruleDraftsOf(rw.routing),
      back,
      { ...back, branches: [{ ...back.branches[0], next: "m2-hard", min_raw: "" }] as RuleDraft["branches"] },
    ]);
    expect(Object.keys(errors).sort()).toEqual([
      "routing.1.branches.0.min_raw",
      "routing.1.branches.0.next",
      "routing.1.score_of.0",
      "routing.2.after",
      "routing.2.score_of.0",
    ]);
    expect(errors["routing.1.branches.0.next"]).toMatch(/later module/);
    expect(check(ruleDraftsOf(rw.routing))).toEqual({});
  });
});
