import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { serverRules, webRules } from "./boundary-rules";
import { checkBoundaries, formatViolations } from "./check-boundaries";

const repo = resolve(import.meta.dirname, "../../../..");

describe("module boundaries", () => {
  it("server modules use each other only through index.ts, without cycles; routes call services", () => {
    expect(formatViolations(checkBoundaries(serverRules(join(repo, "apps/server/src"))))).toBe("");
  });

  it("web features use each other only through index.ts, without cycles", () => {
    expect(formatViolations(checkBoundaries(webRules(join(repo, "apps/web/src"))))).toBe("");
  });
});

describe("the boundary check itself", () => {
  const root = mkdtempSync(join(tmpdir(), "boundaries-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const tree = (files: Record<string, string>) => {
    const dir = mkdtempSync(join(root, "src-"));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    return checkBoundaries(serverRules(dir)).map((v) => v.rule);
  };

  it("refuses a deliberate import of another module's internals, and accepts its index", () => {
    const base = {
      "modules/a/index.ts": 'export { makeA } from "./a.service";\n',
      "modules/a/a.service.ts": "export const makeA = () => 1;\n",
    };
    expect(tree({ ...base, "modules/b/b.service.ts": 'import { makeA } from "../a/a.service";\n' })).toEqual([
      "uses a's internals: import its index.ts",
    ]);
    expect(tree({ ...base, "modules/b/b.service.ts": 'import { makeA } from "../a";\n' })).toEqual([]);
    expect(tree({ ...base, "http/guard.ts": 'import { makeA } from "../modules/a/a.service";\n' })).toEqual([
      "uses a's internals: import its index.ts",
    ]);
  });

  it("refuses a cycle between modules and a route that reads a repository", () => {
    const rules = tree({
      "modules/a/index.ts": 'export * from "./a.service";\n',
      "modules/a/a.service.ts": 'import { b } from "../b";\nexport const a = () => b;\n',
      "modules/b/index.ts": 'export * from "./b.service";\n',
      "modules/b/b.service.ts": 'import { a } from "../a";\nexport const b = () => a;\n',
      "modules/b/b.routes.ts": 'import { findB } from "./b.repository";\n',
      "modules/b/b.repository.ts": "export const findB = () => 1;\n",
    });
    expect(rules).toContain("routes call services, not repositories");
    expect(rules.some((rule) => rule.startsWith("import cycle between units: a→b"))).toBe(true);
  });
});
