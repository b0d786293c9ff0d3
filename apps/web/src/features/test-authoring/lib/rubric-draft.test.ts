import { editSettings, testFormSettingsBodySchema } from "@edu/shared/test-engine";
import { describe, expect, it } from "vitest";
import { aRoutedForm, keyT } from "../test/routed-form";
import { compositeDraftErrors, compositeDraftsOf, compositesOf, newComposite } from "./composite-draft";
import { settingsBody } from "./edit-bodies";
import { checkEdit } from "./edit-check";
import { newRubric, type RubricDraft, rubricDraftsOf, rubricsOf, rubricUses, withText } from "./rubric-draft";

const form = aRoutedForm();
const check = (patch: Parameters<typeof settingsBody>[2]) =>
  checkEdit(testFormSettingsBodySchema, settingsBody(form, form.version, patch), (body) =>
    editSettings(form, body),
  );

describe("the rubric editor's draft", () => {
  it("starts a rubric with the five levels 0–4, and keeps Chinese only when written", () => {
    expect(newRubric().levels.map((level) => level.score)).toEqual([0, 1, 2, 3, 4]);
    const title = withText(withText({ en: "Essay" }, "zh-TW", "作文"), "zh-CN", "  ");
    expect(title).toEqual({ en: "Essay", "zh-TW": "作文" });
    expect(withText(title, "zh-TW", "")).toEqual({ en: "Essay" });
  });

  it("sends rubrics as saved without the editor's mark, and counts their questions", () => {
    const [saved] = rubricDraftsOf(form.rubrics) as [RubricDraft];
    expect(saved.saved).toBe(true);
    expect(rubricsOf([saved])).toEqual(form.rubrics);
    expect(rubricUses(form)).toEqual(new Map([["essay", 1]]));
  });

  it("answers an empty descriptor, a repeated key and a removed rubric still used at their fields", () => {
    const fresh = { ...newRubric(), key: "essay", title: { en: "Second" } };
    const saved = rubricDraftsOf(form.rubrics);
    expect(Object.keys(check({ rubrics: rubricsOf([...saved, fresh]) })).sort()).toEqual(
      [0, 1, 2, 3, 4].map((l) => `rubrics.1.levels.${l}.description.en`),
    );
    const written = { ...fresh, levels: saved[0]?.levels ?? [] };
    expect(check({ rubrics: rubricsOf([...saved, written]) })).toEqual({
      "rubrics.1.key": expect.stringMatching(/already used/),
    });
    expect(check({ rubrics: [] })).toEqual({
      "sections.0.modules.2.items.2.rubric": expect.stringMatching(/Nothing in this form/),
    });
    expect(check({ rubrics: rubricsOf(rubricDraftsOf(form.rubrics)) })).toEqual({});
  });
});

describe("the composites editor's draft", () => {
  it("proposes today's composite of the form's type over its scored sections", () => {
    expect(newComposite({ ...form, test_type: "ACT" })).toMatchObject({ method: "mean", min: 1, max: 36 });
    expect(newComposite(form)).toMatchObject({
      key: "total",
      method: "sum",
      min: 400,
      max: 1600,
      sections: [],
    });
  });

  it("names numbers not typed, and answers a section not in the form and min above max", () => {
    const [draft] = compositeDraftsOf([
      {
        key: "total",
        title: { en: "Total" },
        method: "sum",
        sections: ["rw", "gone"],
        min: 1600,
        max: 400,
        bands: [],
      },
    ]);
    expect(compositeDraftErrors([{ ...draft!, max: "", bands: [{ min: 0, band: "" }] }], keyT)).toEqual({
      "composites.0.max": "scoring.empty",
      "composites.0.bands.0.band": "scoring.empty",
    });
    // The body's own checks come first; the whole form's (sections named) once the body is valid.
    expect(Object.keys(check({ composites: compositesOf([draft!]) }))).toEqual(["composites.0.min"]);
    const ranged = { ...draft!, min: 400, max: 1600 };
    expect(Object.keys(check({ composites: compositesOf([ranged]) }))).toEqual(["composites.0.sections.1"]);
  });
});

describe("the checks' wording", () => {
  it("words a schema's own issue (no catalogue key) as the server does, not as a raw key", () => {
    const errors = check({
      composites: [{ key: "t", title: { en: "T" }, method: "sum", sections: [], min: 0, max: 10, bands: [] }],
    });
    expect(errors["composites.0.sections"]).toMatch(/too small/i);
  });
});
