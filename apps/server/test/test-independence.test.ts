import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  findOrderDependence,
  formatOrderDependence,
  readTestFiles,
  testFilesUnder,
} from "./test-independence";

const repo = resolve(import.meta.dirname, "../../..");

/**
 * Files where a test may still read what an earlier test of the file made, each with why. The list only
 * shrinks: a file that no longer does fails this test until it leaves the list.
 */
const stillInOrder = new Set<string>([]);

describe("tests stand alone", () => {
  it("no test reads a variable another test of its file assigned", () => {
    const files = [
      ...testFilesUnder(resolve(repo, "apps/server/src")),
      ...testFilesUnder(resolve(repo, "apps/server/test")),
      ...testFilesUnder(resolve(repo, "packages/shared")),
    ];
    const found = findOrderDependence(readTestFiles(files));
    const offending = found.filter((f) => !stillInOrder.has(relative(f.file)));
    expect(formatOrderDependence(offending, repo)).toBe("");
    const fixed = [...stillInOrder].filter((file) => !found.some((f) => relative(f.file) === file));
    expect(fixed, "fixed: take these off the list").toEqual([]);
  }, 60_000);
});

describe("the independence check itself", () => {
  const check = (text: string) =>
    findOrderDependence([{ file: "/virtual/example.test.ts", text }]).map((f) => f.variable);

  it("catches a let assigned in one test and read in another (the deliberate violation)", () => {
    expect(
      check(`
        let billId = 0;
        it("creates", async () => { billId = await create(); });
        it("reads", async () => { expect(await read(billId)).toBeDefined(); });
      `),
    ).toEqual(["billId"]);
    // In a describe, and filled through a shared object instead of assigned.
    expect(
      check(`
        const ids: Record<string, number> = {};
        describe("x", () => {
          it("creates", () => { ids.q1 = 1; });
          it("reads", () => { expect(ids.q1).toBe(1); });
        });
      `),
    ).toEqual(["ids"]);
  });

  it("accepts fixtures made in hooks, variables each test sets for itself, and per-test resets", () => {
    expect(
      check(`
        let ctx: Ctx;
        const ids: Record<string, number> = {};
        let calls = 0;
        beforeAll(async () => { ctx = await make(); ids.a = 1; });
        beforeEach(() => { calls = 0; });
        it("one", async () => { calls += 1; expect(ctx).toBeDefined(); });
        it("two", async () => { let local = ids.a; local += calls; expect(local).toBe(1); });
        it("three", () => { const seen = []; seen.push(1); expect(seen).toHaveLength(1); });
      `),
    ).toEqual([]);
  });
});

function relative(file: string): string {
  return file.slice(repo.length + 1);
}
