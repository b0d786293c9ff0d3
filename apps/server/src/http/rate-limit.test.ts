import { sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp, createTestDatabase, type TestContext } from "../../test/helpers/test-app";
import type { DatabaseHandle } from "../db/database";
import { queryRows } from "../db/query-rows";
import {
  deleteExpiredRateLimits,
  hitRateLimit,
  readRateLimit,
  registerRateLimit,
  windowMs,
} from "./rate-limit";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const MINUTE = 60_000;
/**
 * Windows are timed by the database clock: a test ends one by moving its end into the past, rather than
 * waiting in real time for it to pass.
 */
async function endWindow(key: string): Promise<void> {
  await database.db.execute(
    sql`update rate_limit_buckets set reset_at = now() - interval '1 millisecond' where key = ${key}`,
  );
}

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
    await endWindow("short");
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
    await endWindow("read-expired");
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
    await endWindow("gc:expired");
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

describe("rate-limit options on routes", () => {
  let ctx: TestContext;
  // Two routes in one bucket (3 per address per minute), with 2 per email per hour across addresses.
  const probe = { bucket: "test-probe", max: 3, timeWindow: "1 minute" };
  const perTarget = { field: "email", max: 2, timeWindow: "1 hour" };
  const addRoutes = (app: FastifyInstance) => {
    for (const name of ["a", "b"]) {
      app.post(
        `/api/test/probe-${name}`,
        {
          config: { access: "public", rateLimit: { ...probe, perTarget } },
          schema: { body: z.object({ email: z.email() }) },
        },
        async () => ({ ok: true }),
      );
    }
    app.post(
      "/api/test/own",
      { config: { access: "public", rateLimit: { max: 3, timeWindow: "1 minute" } } },
      async () => ({ ok: true }),
    );
  };
  beforeAll(async () => {
    ctx = await createTestApp({}, addRoutes);
  });
  afterAll(() => ctx.close());

  const call = (route: string, email: string, remoteAddress: string) =>
    ctx.app.inject({ method: "POST", url: `/api/test/${route}`, payload: { email }, remoteAddress });

  it("routes of one bucket share one counter per address; other routes and addresses keep their own", async () => {
    const ip = "198.51.100.20";
    const statuses = [];
    for (const [i, route] of ["probe-a", "probe-b", "probe-a", "probe-b"].entries()) {
      statuses.push((await call(route, `person${i}@example.com`, ip)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await call("probe-a", "person9@example.com", ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("too_many_requests");
    expect(refused.headers["retry-after"]).toBeDefined();
    expect((await call("probe-b", "person8@example.com", "198.51.100.21")).statusCode).toBe(200);
    // A route without a bucket counts on its own.
    expect(
      (await ctx.app.inject({ method: "POST", url: "/api/test/own", remoteAddress: ip })).statusCode,
    ).toBe(200);
  });

  it("limits the asks about one value across addresses and routes, case-insensitively", async () => {
    expect((await call("probe-a", "Target@Example.com", "198.51.100.30")).statusCode).toBe(200);
    expect((await call("probe-b", "target@example.com", "198.51.100.31")).statusCode).toBe(200);
    const third = await call("probe-a", "TARGET@example.com", "198.51.100.32");
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers["retry-after"])).toBeGreaterThan(60);
    // Another value is still fine from the same address.
    expect((await call("probe-a", "someone-else@example.com", "198.51.100.32")).statusCode).toBe(200);
    // The stored key does not carry the email itself.
    const keys = await queryRows<{ key: string }>(ctx.database.db, sql`select key from rate_limit_buckets`);
    expect(keys.some((row) => row.key.includes("example.com"))).toBe(false);
  });

  it("does not count a malformed body against a target", async () => {
    const bad = await ctx.app.inject({
      method: "POST",
      url: "/api/test/probe-a",
      payload: { email: "not-an-email" },
      remoteAddress: "198.51.100.40",
    });
    expect(bad.statusCode).toBe(422);
  });

  it("refuses at startup a bucket used with two windows", async () => {
    const app = Fastify();
    await registerRateLimit(app, database.db);
    const limit = (timeWindow: string) => ({ max: 1, timeWindow, bucket: "mixed" });
    await expect(
      (async () => {
        app.post("/x", { config: { rateLimit: limit("1 minute") } }, async () => ({}));
        app.post("/y", { config: { rateLimit: limit("1 hour") } }, async () => ({}));
        await app.ready();
      })(),
    ).rejects.toThrow(/two time windows/);
    await app.close();
  });

  it("reads windows in the plugin's words", () => {
    expect(windowMs("15 minutes")).toBe(15 * 60_000);
    expect(windowMs("1 hour")).toBe(3_600_000);
    expect(windowMs(500)).toBe(500);
    expect(() => windowMs("soon")).toThrow();
  });
});
