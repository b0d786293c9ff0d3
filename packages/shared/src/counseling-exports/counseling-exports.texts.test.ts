import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { COUNSELING_PROFILE_SECTIONS } from "../counseling-profile/counseling-profile.constants";
import { sectionSchemas } from "../counseling-profile/counseling-profile.schemas";
import {
  countWords,
  EXPORT_RULES,
  EXPORT_SECTIONS,
  EXPORT_TARGETS,
  EXPORT_WARNINGS,
} from "./counseling-exports.rules";
import { EXPORT_TEXTS, isExportTextKey } from "./counseling-exports.texts";

/** Every field name in a section schema, at any depth (what the export labels). */
function fieldNames(schema: z.ZodType, names = new Set<string>()): Set<string> {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  if (def.type === "object") {
    for (const [name, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
      names.add(name);
      fieldNames(field, names);
    }
  } else if (def.type === "array") fieldNames(def.element as z.ZodType, names);
  else if (def.innerType) fieldNames(def.innerType as z.ZodType, names);
  else if (def.in) fieldNames(def.in as z.ZodType, names);
  return names;
}

const CJK = /[\u3400-\u9fff]/;
/** Names the same in every language (tests and scores are called by their English names in Chinese too). */
const SAME_IN_CHINESE = new Set([
  "f.gpa",
  "f.sat",
  "f.act",
  "f.ap",
  "f.ib",
  "f.a_levels",
  "f.toefl",
  "f.pte",
  "f.ielts",
  "target.common_app",
]);

describe("export texts", () => {
  it("label every field of every profile section, in every language", () => {
    const fields = new Set(
      COUNSELING_PROFILE_SECTIONS.flatMap((section) => [...fieldNames(sectionSchemas[section])]),
    );
    const missing = [...fields].filter((field) => !isExportTextKey(`f.${field}`));
    expect(missing).toEqual([]);
  });

  it("have a reason for every rule, a label for every section and the texts of every warning", () => {
    const keys = EXPORT_TARGETS.flatMap((target) => [
      `target.${target}`,
      ...EXPORT_RULES[target].map((rule) => `reason.${target}.${rule.id}`),
      ...EXPORT_SECTIONS[target].map((section) => `section.${section}`),
      ...EXPORT_WARNINGS[target].flatMap(({ id }) =>
        ["spec", "today", "message"].map((part) => `warning.${id}.${part}`),
      ),
    ]);
    expect(keys.filter((key) => !isExportTextKey(key))).toEqual([]);
  });

  it("are written in Chinese for Chinese readers, with the same placeholders as English", () => {
    for (const locale of ["zh-CN", "zh-TW"] as const) {
      for (const [key, english] of Object.entries(EXPORT_TEXTS.en)) {
        const text = EXPORT_TEXTS[locale][key as keyof typeof EXPORT_TEXTS.en];
        const placeholders = (value: string) => (value.match(/\{\w+\}/g) ?? []).sort();
        expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(english));
        // Option codes may be names (AP, IB); the rest is written in Chinese.
        if (
          !SAME_IN_CHINESE.has(key) &&
          !key.startsWith("o.") &&
          key !== "value.pair" &&
          !key.startsWith("warning.coalition_scoir.today")
        )
          expect(text, `${locale} ${key}`).toMatch(CJK);
      }
    }
  });
});

describe("countWords", () => {
  it("counts words as the forms do, each Chinese character as one", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("I moved schools in 10th grade, didn't I?")).toBe(8);
    expect(countWords("我在十年級轉學 because of work")).toBe(10);
  });
});
