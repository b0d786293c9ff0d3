import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { serverRules, unlistedModules, webRules } from "./boundary-rules";
import { checkBoundaries, formatViolations } from "./check-boundaries";

const repo = resolve(import.meta.dirname, "../../../..");

describe("module boundaries", () => {
  it("server modules use each other only through index.ts, without cycles; routes call services; each writes only its own tables; plugins take only { deps }", () => {
    expect(formatViolations(checkBoundaries(serverRules(join(repo, "apps/server/src"))))).toBe("");
  });

  it("every server module exports its manifest and is listed in modules.ts", () => {
    expect(unlistedModules(join(repo, "apps/server/src"))).toEqual([]);
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

  it("refuses a module that decorates the app or gives a routes plugin options beside { deps }", () => {
    const base = { "module-deps.ts": "export type ModuleDeps = { db: unknown };\n" };
    expect(
      tree({
        ...base,
        "modules/a/a.routes.ts":
          'import type { ModuleDeps } from "../../module-deps";\n' +
          "export const aRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {\n" +
          "  await app.register(subRoutes, { deps });\n};\n",
      }),
    ).toEqual([]);
    expect(
      tree({
        ...base,
        "modules/a/a.routes.ts": 'export const a = async (app) => { app.decorate("rule", () => 1); };\n',
      }),
    ).toEqual(["a module never decorates the app: what it lends is its manifest's contributes"]);
    expect(
      tree({
        ...base,
        "modules/a/a.routes.ts":
          "export const aRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps; isFamilyOrder: Rule }> = async () => {};\n",
      }),
    ).toEqual(["a routes plugin takes only { deps }, not { deps: ModuleDeps; isFamilyOrder: Rule }"]);
    expect(
      tree({
        ...base,
        "modules/a/a.routes.ts":
          "export const aRoutes = async (app) => { await app.register(bRoutes, { deps, rule }); };\n",
      }),
    ).toEqual(["a routes plugin is registered with { deps } only, not { deps, rule }"]);
    // Tests may decorate a throwaway app.
    expect(tree({ ...base, "modules/a/a.test.ts": 'app.decorate("x", 1);\n' })).toEqual([]);
  });

  it("refuses a module that writes another module's table, through its table file or its index", () => {
    const base = {
      "modules/users/users.table.ts": 'export const users = pgTable("users", {});\n',
      "modules/users/index.ts": 'export { users } from "./users.table";\n',
      "modules/a/a.table.ts": 'export const things = pgTable("things", {});\n',
    };
    const write = (text: string, file = "modules/a/a.service.ts") => tree({ ...base, [file]: text });
    expect(
      write('import { users } from "../users/users.table";\nawait tx.insert(users).values({});\n'),
    ).toEqual(["writes users's table users (.insert): call a use case of users instead"]);
    expect(
      write('import { users as people } from "../users";\nawait db.update( people ).set({});\n'),
    ).toEqual(["writes users's table users (.update): call a use case of users instead"]);
    expect(write('import { users } from "../users";\nawait db.delete(users);\n')).toEqual([
      "writes users's table users (.delete): call a use case of users instead",
    ]);
    // Reading another module's table, writing one's own, and fixtures in tests are fine.
    expect(
      write(
        'import { users } from "../users";\nimport { things } from "./a.table";\n' +
          "await db.select().from(users);\nawait db.insert(things).values({});\n",
      ),
    ).toEqual([]);
    expect(
      write('import { users } from "../users";\nawait db.insert(users).values({});\n', "modules/a/a.test.ts"),
    ).toEqual([]);
  });

  it("finds a module whose manifest is missing from modules.ts", () => {
    const dir = mkdtempSync(join(root, "src-"));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    };
    write("modules/short-links/index.ts", 'export { shortLinksModule } from "./short-links.manifest";\n');
    write("modules/geo/index.ts", "export const lookup = 1;\n");
    write("modules.ts", 'import { geoModule } from "./modules/geo";\nexport const MODULES = [geoModule];\n');
    expect(unlistedModules(dir)).toEqual([
      "modules/geo: index.ts exports no geoModule (its manifest)",
      "modules/short-links: shortLinksModule is not listed in modules.ts",
    ]);
  });
});
