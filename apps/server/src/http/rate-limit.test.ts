import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/helpers/test-app";
import type { DatabaseHandle } from "../db/database";
import { queryRows } from "../db/query-rows";
import { deleteExpiredRateLimits, hitRateLimit, readRateLimit } from "./rate-limit";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const MINUTE = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function storedKeys(): Promise<string[]> {
  const rows = await queryRows<{ key: string }>(
    database.db,
    sql`select key from rate_limit_buckets order by key`,
  );
  return rows.map((row) => row.key);
}

describe("PostgreSQL-backed rate-limit counter", () => {
  it("counts hits of one key up within a window, with the time left", async () => {
    const first = await hitRateLimit(database.db, "count-up", MINUTE);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(MINUTE - 5_000);
    expect(first.ttl).toBeLessThanOrEqual(MINUTE);
    expect((await hitRateLimit(database.db, "count-up", MINUTE)).current).toBe(2);
    const third = await hitRateLimit(database.db, "count-up", MINUTE);
    expect(third.current).toBe(3);
    // The window is fixed: later hits do not extend it.
    expect(third.ttl).toBeLessThanOrEqual(first.ttl);
  });

  it("starts a new window once the old one has passed", async () => {
    const windowMs = 300;
    expect((await hitRateLimit(database.db, "short", windowMs)).current).toBe(1);
    expect((await hitRateLimit(database.db, "short", windowMs)).current).toBe(2);
    await sleep(windowMs + 150);
    const fresh = await hitRateLimit(database.db, "short", windowMs);
    expect(fresh.current).toBe(1);
    expect(fresh.ttl).toBeGreaterThan(0);
    expect(fresh.ttl).toBeLessThanOrEqual(windowMs);
    expect((await hitRateLimit(database.db, "short", windowMs)).current).toBe(2);
  });

  it("reads without counting", async () => {
    expect(await readRateLimit(database.db, "read-only")).toEqual({ current: 0, ttl: 0 });
    await hitRateLimit(database.db, "read-only", MINUTE);
    await hitRateLimit(database.db, "read-only", MINUTE);
    const read1 = await readRateLimit(database.db, "read-only");
    const read2 = await readRateLimit(database.db, "read-only");
    expect(read1.current).toBe(2);
    expect(read2.current).toBe(2);
    expect(read1.ttl).toBeGreaterThan(0);
    expect((await hitRateLimit(database.db, "read-only", MINUTE)).current).toBe(3);
  });

  it("reads an expired window as empty", async () => {
    await hitRateLimit(database.db, "read-expired", 100);
    await sleep(200);
    expect(await readRateLimit(database.db, "read-expired")).toEqual({ current: 0, ttl: 0 });
  });

  it("keeps keys independent", async () => {
    await hitRateLimit(database.db, "ip:198.51.100.1", MINUTE);
    await hitRateLimit(database.db, "ip:198.51.100.1", MINUTE);
    await hitRateLimit(database.db, "ip:198.51.100.1", MINUTE);
    expect((await hitRateLimit(database.db, "ip:198.51.100.2", MINUTE)).current).toBe(1);
    expect((await readRateLimit(database.db, "ip:198.51.100.1")).current).toBe(3);
    expect((await readRateLimit(database.db, "ip:198.51.100.2")).current).toBe(1);
  });

  it("deletes expired windows and keeps live ones", async () => {
    await hitRateLimit(database.db, "gc:expired", 50);
    await hitRateLimit(database.db, "gc:live", MINUTE);
    await sleep(150);
    await deleteExpiredRateLimits(database.db);
    const keys = await storedKeys();
    expect(keys).not.toContain("gc:expired");
    expect(keys).toContain("gc:live");
    expect((await readRateLimit(database.db, "gc:live")).current).toBe(1);
  });

  it("counts 50 concurrent hits on one key exactly", async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, () => hitRateLimit(database.db, "concurrent", MINUTE)),
    );
    expect((await readRateLimit(database.db, "concurrent")).current).toBe(50);
    // Every hit saw its own count: 1..50, each once.
    expect(results.map((r) => r.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  });
});
