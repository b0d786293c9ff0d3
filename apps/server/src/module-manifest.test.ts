import { describe, expect, it } from "vitest";
import type { Extensions } from "./module-deps";
import { collectExtensions, type ModuleManifest } from "./module-manifest";
import { MODULES } from "./modules";

const rules: Omit<Extensions, "fileReadGrants" | "calendarExtraEvents" | "testFormStartGrants"> = {
  isTeacherOfStudent: async () => false,
  isFamilyOrder: async () => false,
  settleOrderFromDeposit: async () => {},
};
const grant = (async () => false) as unknown as Extensions["fileReadGrants"][number];

describe("collectExtensions", () => {
  it("gives each rule its one owner's answer and joins the lists in module order", () => {
    const other = (async () => true) as unknown as Extensions["fileReadGrants"][number];
    const modules: ModuleManifest[] = [
      { name: "a", contributes: { fileReadGrants: [grant] } },
      { name: "b", contributes: rules },
      { name: "c", contributes: { fileReadGrants: [other] } },
    ];
    const extensions = collectExtensions(modules);
    expect(extensions.isFamilyOrder).toBe(rules.isFamilyOrder);
    expect(extensions.fileReadGrants).toEqual([grant, other]);
  });

  it("refuses a rule nobody answers, or two modules answer", () => {
    const { isFamilyOrder: _, ...withoutOne } = rules;
    expect(() => collectExtensions([{ name: "b", contributes: withoutOne }])).toThrow(
      "no module contributes isFamilyOrder",
    );
    expect(() =>
      collectExtensions([
        { name: "b", contributes: rules },
        { name: "d", contributes: { isFamilyOrder: rules.isFamilyOrder } },
      ]),
    ).toThrow("isFamilyOrder is contributed by both b and d");
  });

  it("finds every rule answered once among the product's modules", () => {
    const extensions = collectExtensions(MODULES);
    expect(Object.keys(extensions).sort()).toEqual(
      [
        "calendarExtraEvents",
        "fileReadGrants",
        "isFamilyOrder",
        "isTeacherOfStudent",
        "settleOrderFromDeposit",
        "testFormStartGrants",
      ].sort(),
    );
  });
});
