import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/helpers/test-app";
import type { DatabaseHandle } from "./database";
import { readAll } from "./read-all";

// A transaction is one connection; pg warns that queries queued on it in parallel
// ("Calling client.query() when the client is already executing a query") stop working in pg@9.

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

/** A read that logs when it starts and ends. */
const traced = (log: string[], name: string, run: () => PromiseLike<unknown>) => async () => {
  log.push(`${name} start`);
  const value = await run();
  log.push(`${name} end`);
  return value;
};

describe("readAll", () => {
  it("runs the reads one after the other in a transaction, side by side outside one", async () => {
    const { db } = handle;
    const inTx: string[] = [];
    const values = await db.transaction((tx) =>
      readAll(tx, [
        traced(inTx, "a", () => tx.execute(sql`select 1 as n`)),
        traced(inTx, "b", () => tx.execute(sql`select 2 as n`)),
      ]),
    );
    expect(inTx).toEqual(["a start", "a end", "b start", "b end"]);
    expect(values).toHaveLength(2);

    const onPool: string[] = [];
    await readAll(db, [
      traced(onPool, "a", () => db.execute(sql`select 1 as n`)),
      traced(onPool, "b", () => db.execute(sql`select 2 as n`)),
    ]);
    expect(onPool.slice(0, 2)).toEqual(["a start", "b start"]);
  });
});

/** `Promise.all(` calls in the server's code, each with the text of its argument. */
function parallelCalls(file: string): Array<{ line: number; text: string }> {
  const source = readFileSync(file, "utf8");
  const calls: Array<{ line: number; text: string }> = [];
  for (let at = source.indexOf("Promise.all("); at >= 0; at = source.indexOf("Promise.all(", at + 1)) {
    let depth = 0;
    let end = at + "Promise.all".length;
    do {
      const char = source[end];
      if (char === "(") depth += 1;
      else if (char === ")") depth -= 1;
      end += 1;
    } while (depth > 0 && end < source.length);
    calls.push({ line: source.slice(0, at).split("\n").length, text: source.slice(at, end) });
  }
  return calls;
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !/\.test\.ts$|test-support|test-helpers/.test(entry.name)
      ? [path]
      : [];
  });

describe("queries in parallel", () => {
  it("no code runs Promise.all over a database handle (it may be a transaction): readAll does", () => {
    const src = resolve(import.meta.dirname, "..");
    const offenders = sourceFiles(src).flatMap((file) =>
      parallelCalls(file)
        .filter((call) => /\b(db|tx|database)\b/.test(call.text))
        .map((call) => `${relative(src, file)}:${call.line}`),
    );
    expect(offenders).toEqual([]);
  });
});
