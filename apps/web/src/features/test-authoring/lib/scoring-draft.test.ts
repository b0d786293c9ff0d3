import { editSection, updateTestSectionSchema } from "@edu/shared/test-engine";
import { describe, expect, it } from "vitest";
import { aRoutedForm, keyT } from "../test/routed-form";
import { sectionBody } from "./edit-bodies";
import { checkEdit } from "./edit-check";
import {
  draftErrors,
  fillEmpty,
  maxRawOf,
  newTable,
  resizeRows,
  type ScoringDraft,
  scoringDraftOf,
  scoringOf,
} from "./scoring-draft";

const form = aRoutedForm();
const rw = form.sections[0] as NonNullable<(typeof form.sections)[0]>;
const rows = (...scaled: (number | "")[]) => scaled.map((value, raw) => ({ raw, scaled: value }));
/** SAT-like scoring of the routed section: a table for the harder module 2, then the default. */
const draft = (patch: Partial<ScoringDraft> = {}): ScoringDraft => ({
  enabled: true,
  scaled_min: 200,
  scaled_max: 800,
  tables: [
    { path: ["m2-hard"], rows: rows(200, 260, 330, 400, 470, 540, 610, 680, 740, 800) },
    { path: [], rows: rows(200, 250, 300, 350, 400, 450, 500, 550, 600, 650) },
  ],
  bands: [],
  ...patch,
});
const check = (value: ScoringDraft) =>
  checkEdit(updateTestSectionSchema, sectionBody(rw, form.version, { scoring: scoringOf(value) }), (body) =>
    editSection(form, "rw", body),
  );

describe("the most raw points of a section", () => {
  it("counts module 1, then the richer module 2 (a 0–4 task gives 4), never pretest questions", () => {
    expect(maxRawOf(rw)).toBe(3 + 6);
    expect(maxRawOf(rw, ["m2-hard"])).toBe(9);
    expect(maxRawOf(rw, ["m2-easy"])).toBe(3 + 2);
  });

  it("makes a new table list every raw score from 0 to that most, empty", () => {
    expect(newTable(rw, ["m2-easy"]).rows).toEqual(rows("", "", "", "", "", ""));
    expect(scoringDraftOf(null, rw, "ACT")).toMatchObject({ enabled: false, scaled_min: 1, scaled_max: 36 });
  });
});

describe("editing a table's rows", () => {
  it("keeps the scores typed for the raws still listed when the range changes", () => {
    expect(resizeRows(rows(200, 300, 400), 1, 4)).toEqual([
      { raw: 1, scaled: 300 },
      { raw: 2, scaled: 400 },
      { raw: 3, scaled: "" },
      { raw: 4, scaled: "" },
    ]);
  });

  it("fills empty cells on a line between the typed scores and the scale's ends, never decreasing", () => {
    expect(fillEmpty(rows("", "", 500, "", ""), 200, 800).map((row) => row.scaled)).toEqual([
      200, 350, 500, 650, 800,
    ]);
    expect(fillEmpty(rows("", "", "", ""), 1, 36).map((row) => row.scaled)).toEqual([1, 13, 24, 36]);
    expect(fillEmpty(rows(700, "", 600), 200, 800).map((row) => row.scaled)).toEqual([700, 700, 600]);
  });
});

describe("checking scoring before it is sent", () => {
  it("accepts tables covering every raw score, in range and never decreasing", () => {
    expect(draftErrors(draft(), rw, keyT)).toEqual({});
    expect(check(draft())).toEqual({});
  });

  it("names empty cells and tables that do not cover 0 to the most raw points", () => {
    const short = draft();
    short.tables[0] = { path: ["m2-hard"], rows: resizeRows(rows(200, "", 330), 1, 8) };
    expect(draftErrors(short, rw, keyT)).toEqual({
      "scoring.tables.0.rows.0.raw": "scoring.startAtZero",
      "scoring.tables.0.rows.7.raw": 'scoring.reachMax {"max":9}',
      "scoring.tables.0.rows.0.scaled": "scoring.empty",
      "scoring.tables.0.rows.2.scaled": "scoring.empty",
      "scoring.tables.0.rows.3.scaled": "scoring.empty",
      "scoring.tables.0.rows.4.scaled": "scoring.empty",
      "scoring.tables.0.rows.5.scaled": "scoring.empty",
      "scoring.tables.0.rows.6.scaled": "scoring.empty",
      "scoring.tables.0.rows.7.scaled": "scoring.empty",
    });
    expect(draftErrors(draft({ enabled: false, scaled_min: "" }), rw, keyT)).toEqual({});
  });

  it("answers a decreasing score, one off the scale and a misplaced default at the fields the server names", () => {
    const decreasing = draft();
    (decreasing.tables[1]?.rows[3] as { scaled: number }).scaled = 280;
    expect(check(decreasing)).toEqual({
      "scoring.tables.1.rows.3.scaled": expect.stringMatching(/cannot be lower/),
    });
    const above = draft();
    (above.tables[0]?.rows[9] as { scaled: number }).scaled = 820;
    expect(Object.keys(check(above))).toEqual(["scoring.tables.0.rows.9.scaled"]);
    const swapped = draft();
    swapped.tables.reverse();
    expect(Object.keys(check(swapped)).sort()).toEqual(["scoring.tables.0.path", "scoring.tables.1.path"]);
  });

  it("answers a table path naming a module of another section (the whole form's check)", () => {
    const other = draft();
    (other.tables[0] as { path: string[] }).path = ["n1"];
    expect(check(other)).toEqual({
      "scoring.tables.0.path.0": expect.stringMatching(/Nothing in this form/),
    });
  });

  it("checks bands: ascending, starting at the scale's minimum", () => {
    const descending = draft({
      bands: [
        { min: 200, band: 1 },
        { min: 150, band: 2 },
      ],
    });
    expect(Object.keys(check(descending))).toEqual(["scoring.bands.1"]);
    const late = draft({
      bands: [
        { min: 300, band: 1 },
        { min: 500, band: 2 },
      ],
    });
    expect(Object.keys(check(late))).toEqual(["scoring.bands.0.min"]);
    expect(
      check(
        draft({
          bands: [
            { min: 200, band: 1 },
            { min: 500, band: 2 },
          ],
        }),
      ),
    ).toEqual({});
    expect(draftErrors(draft({ bands: [{ min: "", band: 1 }] }), rw, keyT)).toEqual({
      "scoring.bands.0.min": "scoring.empty",
    });
  });
});
