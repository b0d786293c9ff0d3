import { describe, expect, it } from "vitest";
import {
  fieldTranslationsSchema,
  mergeFieldTranslations,
  missingTranslationLocales,
  resolveField,
  resolveFields,
} from "./field-translations";

const base = { title: "SAT Fall", city: "Taipei" };

describe("resolveField", () => {
  it("picks the reader's language, then the other Chinese, then English, then the base field", () => {
    const t = { "zh-TW": { title: "SAT 秋季班" }, en: { title: "SAT Autumn" } };
    expect(resolveField(base.title, t, "title", "zh-TW")).toBe("SAT 秋季班");
    expect(resolveField(base.title, t, "title", "zh-CN")).toBe("SAT 秋季班");
    expect(resolveField(base.title, t, "title", "en")).toBe("SAT Autumn");
    expect(resolveField(base.title, { en: { title: "SAT Autumn" } }, "title", "zh-CN")).toBe("SAT Autumn");
    expect(resolveField(base.title, {}, "title", "zh-TW")).toBe("SAT Fall");
    expect(resolveField(base.title, null, "title", "zh-TW")).toBe("SAT Fall");
  });

  it("does not show the other Chinese to an English reader, and treats blank texts as missing", () => {
    const t = { "zh-CN": { title: "SAT 秋季班" }, "zh-TW": { title: "  " } };
    expect(resolveField(base.title, t, "title", "en")).toBe("SAT Fall");
    expect(resolveField(base.title, t, "title", "zh-TW")).toBe("SAT 秋季班");
  });

  it("resolves every field and lists the languages lacking a text the base has", () => {
    const t = { "zh-TW": { title: "SAT 秋季班", city: "台北" }, "zh-CN": { title: "SAT 秋季班" } };
    expect(resolveFields(base, t, ["title", "city"], "zh-CN")).toEqual({ title: "SAT 秋季班", city: "台北" });
    expect(missingTranslationLocales(base, t, ["title", "city"])).toEqual(["zh-CN"]);
    expect(missingTranslationLocales({ title: "x", city: "" }, t, ["title", "city"])).toEqual([]);
  });
});

describe("fieldTranslationsSchema and merging", () => {
  const schema = fieldTranslationsSchema<"title" | "city">({ title: 10, city: 5 });

  it("accepts the known languages and fields, refusing others and too-long texts", () => {
    expect(schema.safeParse({ "zh-TW": { title: " 秋季班 " } }).data).toEqual({
      "zh-TW": { title: "秋季班" },
    });
    expect(schema.safeParse({ fr: { title: "x" } }).success).toBe(false);
    expect(schema.safeParse({ en: { room: "x" } }).success).toBe(false);
    expect(schema.safeParse({ en: { city: "Kaohsiung" } }).success).toBe(false);
    expect(schema.safeParse({ en: { title: 5 } }).success).toBe(false);
    expect(schema.safeParse("zh-TW").success).toBe(false);
  });

  it("replaces the fields a language sends, keeps the others, and drops empty texts", () => {
    const stored = { "zh-TW": { title: "秋季班", city: "台北" }, "zh-CN": { title: "秋季班" } };
    expect(mergeFieldTranslations(stored, { "zh-TW": { city: "" }, en: { title: "Fall" } })).toEqual({
      en: { title: "Fall" },
      "zh-CN": { title: "秋季班" },
      "zh-TW": { title: "秋季班" },
    });
    expect(mergeFieldTranslations(stored, { "zh-CN": { title: "" } })).toEqual({ "zh-TW": stored["zh-TW"] });
  });
});
