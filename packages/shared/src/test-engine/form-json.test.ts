import { describe, expect, it } from "vitest";
import { looseCopy } from "./fixtures/build-form";
import { tinySatForm } from "./fixtures/tiny-sat.form";
import { tinyToeflForm } from "./fixtures/tiny-toefl.form";
import { describeIssues, exportFormJson, FORM_JSON_MAX_CHARS, importFormJson } from "./form-json";

/** The same value with every object's keys in reverse order (what another tool might write). */
const reverseKeys = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(reverseKeys);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, field]) => [key, reverseKeys(field)]),
  );
};

const importOk = (text: string) => {
  const result = importFormJson(text);
  if (!result.ok) throw new Error(describeIssues(result.issues).join("\n"));
  return result.form;
};

describe("form JSON", () => {
  it.each([
    ["tiny SAT", tinySatForm],
    ["tiny TOEFL", tinyToeflForm],
  ])("exports %s, imports it and exports it again byte for byte", (_name, input) => {
    const first = exportFormJson(input);
    const second = exportFormJson(importOk(first));
    expect(second).toBe(first);
    expect(first.endsWith("}\n")).toBe(true);
    expect(first.startsWith('{\n  "format_version": 1,\n  "key": ')).toBe(true);
  });

  it("writes the same document whatever the key order and spacing it was given", () => {
    const canonical = exportFormJson(tinySatForm);
    const shuffled = JSON.stringify(reverseKeys(JSON.parse(canonical)));
    expect(exportFormJson(importOk(shuffled))).toBe(canonical);
  });

  it("puts short lists of keys on one line and objects one key per line, as the formatter keeps them", () => {
    const text = exportFormJson(tinySatForm);
    expect(text).toContain('\n              "stimuli": ["p-rooftop"],\n');
    expect(text).toContain('"tools": ["calculator", "reference_sheet"],');
    expect(text).toContain('"skills": [],');
    expect(text).toContain('    {\n      "key": "rw",\n');
    const long = looseCopy(tinySatForm);
    long.sections[0].modules[0].items[0].stimuli = [];
    long.stimuli = Array.from({ length: 4 }, (_, i) => ({
      key: `passage-with-a-rather-long-key-${i}`,
      kind: "passage",
      text: "A.",
    }));
    long.sections[0].modules[0].items[1].stimuli = long.stimuli.map((s: { key: string }) => s.key);
    const wrapped = exportFormJson(long);
    expect(wrapped).toContain('"stimuli": [\n                "passage-with-a-rather-long-key-0",\n');
    expect(
      wrapped.split("\n").every((line) => line.length <= 110 || !line.trimStart().startsWith('"stimuli"')),
    ).toBe(true);
  });

  it("answers bad documents with issues at their paths, never a crash", () => {
    const bad = JSON.parse(exportFormJson(tinySatForm));
    delete bad.sections[0].modules[0].items[0].choices;
    bad.sections[0].routing[0].otherwise = "nowhere";
    const result = importFormJson(JSON.stringify(bad));
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(describeIssues(result.issues)).toEqual([
        "sections.0.modules.0.items.0.choices: Invalid input: expected array, received undefined",
      ]);
    expect(importFormJson("{ not json")).toMatchObject({
      ok: false,
      issues: [{ message: "v.te_json_syntax", path: [] }],
    });
    expect(importFormJson("null")).toMatchObject({ ok: false });
    expect(importFormJson("[]")).toMatchObject({ ok: false });
    expect(importFormJson(" ".repeat(FORM_JSON_MAX_CHARS + 1))).toMatchObject({
      ok: false,
      issues: [{ message: "v.text_too_long" }],
    });
  });

  it("refuses to export an invalid form", () => {
    const invalid = looseCopy(tinySatForm);
    invalid.sections[0].routing[0].otherwise = "nowhere";
    expect(() => exportFormJson(invalid)).toThrow();
  });
});
