import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { LOCALES } from "@edu/shared/i18n";
import { describe, expect, it } from "vitest";
import { NAMESPACES } from "./i18n";

const srcDir = join(import.meta.dirname, "..");

function localeDirs(): { ns: string; dir: string }[] {
  const features = ["features", "components"]
    .flatMap((parent) =>
      readdirSync(join(srcDir, parent), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => ({ ns: entry.name, dir: join(srcDir, parent, entry.name, "locales") })),
    )
    .filter(({ dir }) => {
      try {
        return readdirSync(dir).length > 0;
      } catch {
        return false;
      }
    });
  return [{ ns: "common", dir: join(srcDir, "app", "locales") }, ...features];
}

function flatten(value: unknown, prefix = ""): Record<string, unknown> {
  if (typeof value !== "object" || value === null) return { [prefix]: value };
  return Object.entries(value).reduce<Record<string, unknown>>(
    (acc, [key, child]) => Object.assign(acc, flatten(child, prefix ? `${prefix}.${key}` : key)),
    {},
  );
}

describe("translations", () => {
  const dirs = localeDirs();

  it("the loader knows every namespace on disk", () => {
    expect([...NAMESPACES].sort()).toEqual(dirs.map(({ ns }) => ns).sort());
  });

  it.each(dirs)("namespace $ns has the same keys, all non-empty, in en, zh-CN and zh-TW", ({ dir }) => {
    const files = Object.fromEntries(
      LOCALES.map((lng) => [lng, flatten(JSON.parse(readFileSync(join(dir, `${lng}.json`), "utf8")))]),
    );
    const english = Object.keys(files.en ?? {}).sort();
    expect(english.length).toBeGreaterThan(0);
    for (const lng of LOCALES) {
      const entries = files[lng] ?? {};
      expect(Object.keys(entries).sort(), lng).toEqual(english);
      for (const [key, text] of Object.entries(entries)) {
        expect(typeof text === "string" && text.trim().length > 0, `${lng}:${key}`).toBe(true);
      }
    }
  });

  it("Chinese texts are translated, not English copies", () => {
    for (const { dir } of dirs) {
      const en = flatten(JSON.parse(readFileSync(join(dir, "en.json"), "utf8")));
      for (const lng of ["zh-CN", "zh-TW"]) {
        const zh = flatten(JSON.parse(readFileSync(join(dir, `${lng}.json`), "utf8")));
        const copies = Object.keys(en).filter(
          (key) => /[a-z]{4,}/i.test(String(en[key])) && en[key] === zh[key],
        );
        expect(copies, `${lng} in ${dir}`).toEqual([]);
      }
    }
  });
});
