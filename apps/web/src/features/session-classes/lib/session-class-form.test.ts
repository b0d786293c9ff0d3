import { describe, expect, it } from "vitest";
import { toSessionClassPayload, toSessionClassValues, validateSessionClass } from "./session-class-form";

describe("session class form translations", () => {
  it("edits the Chinese texts beside the base (English) fields and sends them whole", () => {
    const values = toSessionClassValues(null, 12);
    values.name = "SAT Reading A";
    values.translations["zh-TW"].name = " SAT 閱讀 A 班 ";
    values.translations["zh-CN"].schedule = "每周六";
    expect(toSessionClassPayload(values).translations).toEqual({
      en: { name: "", schedule: "", address: "", notes: "" },
      "zh-TW": { name: "SAT 閱讀 A 班", schedule: "", address: "", notes: "" },
      "zh-CN": { name: "", schedule: "每周六", address: "", notes: "" },
    });
  });

  it("puts a too-long translation's error on its language and field", () => {
    const values = toSessionClassValues(null, 12);
    values.name = "A";
    values.translations["zh-CN"].name = "班".repeat(201);
    expect(Object.keys(validateSessionClass("create")(values))).toEqual(["translations.zh-CN.name"]);
  });
});
