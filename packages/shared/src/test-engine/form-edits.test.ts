import { describe, expect, it } from "vitest";
import { tinySatForm } from "./fixtures/tiny-sat.form";
import {
  addSection,
  FormEditInvalid,
  FormEditMissing,
  freshKey,
  newFormDocument,
  removeItem,
  reorderSections,
} from "./form-edits";
import { testFormSchema } from "./test-form.schemas";

const form = () => testFormSchema.parse(tinySatForm);

describe("authoring edits", () => {
  it("starts a new form as a valid document with one question to rewrite", () => {
    const created = testFormSchema.safeParse(
      newFormDocument({ key: "fresh", test_type: "ACT", title: { en: "Fresh" } }),
    );
    expect(created.success).toBe(true);
    expect(created.data?.sections[0]?.modules[0]?.items.map((item) => item.key)).toEqual(["q1"]);
  });

  it("copies a form from version 1 under its new key", () => {
    const source = { ...form(), version: 7 };
    const copy = testFormSchema.parse(
      newFormDocument({ key: "copy", test_type: "SAT", title: { en: "Copy" } }, source),
    );
    expect(copy).toMatchObject({ key: "copy", version: 1 });
    expect(
      copy.sections.flatMap((s) => s.modules.flatMap((m) => m.items.map((i) => i.version))),
    ).not.toContain(2);
  });

  it("picks free keys for a new section's first module and question", () => {
    expect(freshKey("a", new Set(["a", "a-2"]))).toBe("a-3");
    const edited = addSection(form(), {
      base_version: 1,
      key: "extra",
      title: { en: "Extra" },
      directions: null,
      optional: true,
      tools: [],
      break_after_seconds: 0,
    });
    expect(testFormSchema.safeParse(edited.form).success).toBe(true);
    expect(edited.at).toEqual(["sections", edited.form.sections.length - 1]);
  });

  it("refuses an order that does not name every entry once, and keys the form does not hold", () => {
    const keys = form().sections.map((section) => section.key);
    expect(() => reorderSections(form(), [...keys, keys[0] ?? ""])).toThrow(FormEditInvalid);
    expect(reorderSections(form(), [...keys].reverse()).form.sections.map((s) => s.key)).toEqual(
      [...keys].reverse(),
    );
    expect(() =>
      addSection(form(), {
        base_version: 1,
        key: keys[0] ?? "",
        title: { en: "x" },
        directions: null,
        optional: false,
        tools: [],
        break_after_seconds: 0,
      }),
    ).toThrow(FormEditInvalid);
    expect(() => reorderSections({ ...form(), sections: [] }, ["x"])).toThrow(FormEditInvalid);
    expect(() => removeItem(form(), "no-such-question")).toThrow(FormEditMissing);
  });
});
