import { describe, expect, it } from "vitest";
import { type LooseForm, looseCopy } from "./fixtures/build-form";
import { tinySatForm } from "./fixtures/tiny-sat.form";
import { tinyToeflForm } from "./fixtures/tiny-toefl.form";
import { describeIssues } from "./form-json";
import { type TestFormInput, testFormSchema } from "./test-form.schemas";

/** A deep copy of the tiny SAT to break in one place. */
const broken = (change: (form: LooseForm) => void): TestFormInput => {
  const form = looseCopy(tinySatForm);
  change(form);
  return form;
};
const issuesOf = (form: unknown) => {
  const result = testFormSchema.safeParse(form);
  return result.success ? [] : describeIssues(result.error.issues);
};

describe("test form schema", () => {
  it("accepts the tiny forms and fills the defaults", () => {
    expect(issuesOf(tinyToeflForm)).toEqual([]);
    const form = testFormSchema.parse(tinySatForm);
    expect(form.settings).toEqual({
      delivery: "digital",
      timing: "current",
      total_time_limit_seconds: null,
      reveal_answers: "after_submit",
    });
    expect(form.format_version).toBe(1);
    expect(form.sections[0]?.modules[0]?.items[0]).toMatchObject({ version: 1, unscored: false, weight: 1 });
    expect(form.sections[0]?.scoring?.tables[1]?.path).toEqual([]);
  });

  it.each([
    [
      "a duplicate item key",
      (f: LooseForm) => {
        f.sections[1].modules[0].items[0].key = "rw1-1";
      },
      "sections.1.modules.0.items.0.key: v.te_duplicate_key",
    ],
    [
      "a duplicate module key",
      (f: LooseForm) => {
        f.sections[1].modules[0].key = "rw1";
      },
      "sections.1.modules.0.key: v.te_duplicate_key",
    ],
    [
      "a duplicate choice key",
      (f: LooseForm) => {
        f.sections[0].modules[0].items[0].choices[1].key = "A";
      },
      "sections.0.modules.0.items.0.choices.1.key: v.te_duplicate_key",
    ],
    [
      "routing to a missing module",
      (f: LooseForm) => {
        f.sections[0].routing[0].branches[0].next = "rw2-hardest";
      },
      "sections.0.routing.0.branches.0.next: v.te_unknown_key",
    ],
    [
      "routing to another section's module",
      (f: LooseForm) => {
        f.sections[0].routing[0].otherwise = "math1";
      },
      "sections.0.routing.0.otherwise: v.te_unknown_key",
    ],
    [
      "routing backwards",
      (f: LooseForm) => {
        f.sections[0].routing.push({ after: "rw2-hard", branches: [{ next: "rw1" }], otherwise: "rw2-easy" });
      },
      [
        "sections.0.routing.1.branches.0.next: v.te_routing_order",
        "sections.0.routing.1.otherwise: v.te_routing_order",
      ],
    ],
    [
      "a scale table with a gap",
      (f: LooseForm) => {
        f.sections[1].scoring.tables[0].rows.splice(2, 1);
      },
      "sections.1.scoring.tables.0.rows.2.raw: v.te_table_gap",
    ],
    [
      "a scale table going down",
      (f: LooseForm) => {
        f.sections[1].scoring.tables[0].rows[2].scaled = 300;
      },
      "sections.1.scoring.tables.0.rows.2.scaled: v.te_table_decreasing",
    ],
    [
      "a scaled score outside the scale",
      (f: LooseForm) => {
        f.sections[1].scoring.tables[0].rows[3].scaled = 900;
      },
      "sections.1.scoring.tables.0.rows.3.scaled: v.te_out_of_scale",
    ],
    [
      "no default table last",
      (f: LooseForm) => {
        f.sections[0].scoring.tables.reverse();
      },
      [
        "sections.0.scoring.tables.0.path: v.te_default_table",
        "sections.0.scoring.tables.1.path: v.te_default_table",
      ],
    ],
    [
      "an unknown stimulus",
      (f: LooseForm) => {
        f.sections[0].modules[0].items[1].stimuli = ["p-missing"];
      },
      "sections.0.modules.0.items.1.stimuli.0: v.te_unknown_key",
    ],
    [
      "an answer that is not a choice",
      (f: LooseForm) => {
        f.sections[0].modules[0].items[0].answer = "E";
      },
      "sections.0.modules.0.items.0.answer: v.te_unknown_key",
    ],
    [
      "a skill of another domain",
      (f: LooseForm) => {
        f.sections[0].modules[0].items[0].skills = ["linear-equations"];
      },
      "sections.0.modules.0.items.0.skills.0: v.te_skill_domain",
    ],
    [
      "an accepted answer that is not a number",
      (f: LooseForm) => {
        f.sections[1].modules[0].items[0].accepted[0].value = "3,5";
      },
      "sections.1.modules.0.items.0.accepted.0.value: v.te_number_format",
    ],
    [
      "a composite over a missing section",
      (f: LooseForm) => {
        f.composites[0].sections[1] = "science";
      },
      "composites.0.sections.1: v.te_unknown_key",
    ],
    [
      "a bad key",
      (f: LooseForm) => {
        f.sections[0].key = "reading and writing";
      },
      "sections.0.key: v.te_key_format",
    ],
  ])("rejects %s, at its path", (_name, change, issue) => {
    expect(issuesOf(broken(change))).toEqual(Array.isArray(issue) ? issue : [issue]);
  });

  it("rejects routing to the section's first module (routing only goes forward)", () => {
    const issues = issuesOf(
      broken((f) => {
        f.sections[0].modules.reverse();
      }),
    );
    expect(issues).toEqual([
      "sections.0.routing.0.branches.0.next: v.te_routing_order",
      "sections.0.routing.0.otherwise: v.te_routing_order",
    ]);
  });

  it("rejects unknown fields, NUL bytes, overlong text and oversized lists", () => {
    expect(issuesOf(broken((f) => (f.sections[0].modules[0].items[0].answr = "A")))).toHaveLength(1);
    expect(issuesOf(broken((f) => (f.title.en = "Tiny\u0000SAT")))).toEqual([
      "title.en: v.control_characters",
    ]);
    expect(issuesOf(broken((f) => (f.title.en = "x".repeat(201))))).toEqual(["title.en: v.text_too_long"]);
    const tooMany = broken((f) => {
      f.sections[0].modules[0].items[0].choices = Array.from({ length: 11 }, (_, i) => ({
        key: `c${i}`,
        text: "x",
      }));
    });
    expect(issuesOf(tooMany)[0]).toMatch(/^sections\.0\.modules\.0\.items\.0\.choices: /);
  });

  it("refuses asset paths that could leave the asset store", () => {
    const form = looseCopy(tinyToeflForm);
    for (const asset of ["../secret.mp3", "demo/../../x.mp3", "/etc/x", "demo//x.mp3", "demo/"]) {
      form.stimuli[0].asset = asset;
      expect(issuesOf(form), asset).toEqual(["stimuli.0.asset: v.te_asset_format"]);
    }
    form.stimuli[0].asset = "demo/toefl/lecture-1.v2.mp3";
    expect(issuesOf(form)).toEqual([]);
  });

  it("rejects a rubric without exactly one level per score 0–4 and a grade scale misuse", () => {
    const twice = looseCopy(tinyToeflForm);
    twice.rubrics[0].levels[4].score = 3;
    expect(issuesOf(twice)).toEqual(["rubrics.0.levels.4.score: v.te_duplicate_key"]);
    const missing = looseCopy(tinyToeflForm);
    missing.sections[1].modules[0].items[0].rubric = "essay";
    expect(issuesOf(missing)).toEqual(["sections.1.modules.0.items.0.rubric: v.te_unknown_key"]);
  });

  it("rejects bands out of order, off the 0.5 steps or not starting at the minimum", () => {
    const form = looseCopy(tinyToeflForm);
    form.composites[0].bands[2].band = 1.5;
    expect(issuesOf(form)).toEqual(["composites.0.bands.2: v.te_band_order"]);
    form.composites[0].bands[2].band = 3.25;
    expect(issuesOf(form)[0]).toMatch(/^composites\.0\.bands\.2\.band: /);
    form.composites[0].bands[2].band = 3.5;
    form.composites[0].bands[0].min = 5;
    expect(issuesOf(form)).toEqual(["composites.0.bands.0.min: v.te_band_start"]);
  });
});
