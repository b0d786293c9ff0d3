import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/helpers/test-app";
import { loadConfig } from "../config";
import type { DatabaseHandle } from "../db/database";
import { queryRows } from "../db/query-rows";
import { type DemoSeed, runSeeds, type SeedContext } from "./seed";

let database: DatabaseHandle;
const context: SeedContext = {
  config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }),
  log: Fastify({ logger: false }).log,
};

/** A throwaway table the test steps write their demo data into. */
const probeStep = (
  name: string,
  calls: Record<string, number>,
  options: { fail?: boolean } = {},
): DemoSeed => ({
  name,
  run: async (tx) => {
    calls[name] = (calls[name] ?? 0) + 1;
    await tx.execute(sql`insert into seed_probe (step) values (${name})`);
    if (options.fail) throw new Error(`step ${name} broke`);
  },
});

async function probeRows(): Promise<string[]> {
  const rows = await queryRows<{ step: string }>(database.db, sql`select step from seed_probe order by id`);
  return rows.map((row) => row.step);
}

async function seedRunNames(): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(database.db, sql`select name from seed_runs order by name`);
  return rows.map((row) => row.name);
}

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table seed_probe (id serial primary key, step text not null)`);
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.execute(sql`truncate seed_probe`);
  await database.db.execute(sql`delete from seed_runs`);
});

describe("runSeeds", () => {
  it("runs each step once, in order; a second call runs nothing", async () => {
    const calls: Record<string, number> = {};
    const seeds = [probeStep("users", calls), probeStep("courses", calls), probeStep("bills", calls)];
    expect(await runSeeds(database.db, seeds, context)).toEqual(["users", "courses", "bills"]);
    expect(await runSeeds(database.db, seeds, context)).toEqual([]);
    expect(calls).toEqual({ users: 1, courses: 1, bills: 1 });
    expect(await probeRows()).toEqual(["users", "courses", "bills"]);
    expect(await seedRunNames()).toEqual(["bills", "courses", "users"]);
  });

  it("runs only the steps added since the last run", async () => {
    const calls: Record<string, number> = {};
    await runSeeds(database.db, [probeStep("users", calls)], context);
    expect(
      await runSeeds(database.db, [probeStep("users", calls), probeStep("lessons", calls)], context),
    ).toEqual(["lessons"]);
    expect(calls).toEqual({ users: 1, lessons: 1 });
  });

  it("leaves neither the data nor the record of a step that throws, and stops there until it is fixed", async () => {
    const calls: Record<string, number> = {};
    const broken = [
      probeStep("users", calls),
      probeStep("courses", calls, { fail: true }),
      probeStep("bills", calls),
    ];
    await expect(runSeeds(database.db, broken, context)).rejects.toThrow("step courses broke");
    expect(await probeRows()).toEqual(["users"]);
    expect(await seedRunNames()).toEqual(["users"]);
    expect(calls).toEqual({ users: 1, courses: 1 });

    // Still broken: the later step keeps waiting.
    await expect(runSeeds(database.db, broken, context)).rejects.toThrow("step courses broke");
    expect(calls).toEqual({ users: 1, courses: 2 });
    expect(await probeRows()).toEqual(["users"]);

    // Fixed: the run continues where it stopped.
    const fixed = [probeStep("users", calls), probeStep("courses", calls), probeStep("bills", calls)];
    expect(await runSeeds(database.db, fixed, context)).toEqual(["courses", "bills"]);
    expect(await probeRows()).toEqual(["users", "courses", "bills"]);
    expect(await seedRunNames()).toEqual(["bills", "courses", "users"]);
    expect(calls).toEqual({ users: 1, courses: 3, bills: 1 });
  });

  it("runs each step once when two processes seed at the same time", async () => {
    const calls: Record<string, number> = {};
    const seeds = [probeStep("users", calls), probeStep("courses", calls)];
    const [a, b] = await Promise.all([
      runSeeds(database.db, seeds, context),
      runSeeds(database.db, seeds, context),
    ]);
    expect([...a, ...b].sort()).toEqual(["courses", "users"]);
    expect(calls).toEqual({ users: 1, courses: 1 });
    expect((await probeRows()).sort()).toEqual(["courses", "users"]);
  });
});
