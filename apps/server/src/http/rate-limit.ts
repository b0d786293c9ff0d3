import { createHash } from "node:crypto";
import rateLimit, { type FastifyRateLimitStore } from "@fastify/rate-limit";
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../db/database";
import { queryRows } from "../db/query-rows";
import { AppError } from "./app-error";
import { rateLimitBuckets } from "./rate-limit.table";

declare module "@fastify/rate-limit" {
  interface RateLimitOptions {
    /**
     * Routes naming the same bucket share one counter per address (give them the same timeWindow):
     * e.g. every route that tells whether an account exists, so probing through several of them
     * costs the same as through one.
     */
    bucket?: string;
    /**
     * A second limit per value asked about (a body field, e.g. the email probed), counted across
     * every address, so many addresses cannot gang up on one account. Counted once the body is
     * valid; the value is stored hashed.
     */
    perTarget?: PerTargetLimit;
  }
}

export type PerTargetLimit = { field: string; max: number; timeWindow: string | number };

type Counter = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counter) => void;

/** Counts hits of one key in a fixed window; one atomic upsert, so it is correct across processes. */
export async function hitRateLimit(db: Database, key: string, windowMs: number): Promise<Counter> {
  const rows = await queryRows<{ count: number; ttl_ms: string }>(
    db,
    sql`
    insert into ${rateLimitBuckets} (key, count, reset_at)
    values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      count = case when ${rateLimitBuckets.resetAt} <= now() then 1 else ${rateLimitBuckets.count} + 1 end,
      reset_at = case when ${rateLimitBuckets.resetAt} <= now() then excluded.reset_at else ${rateLimitBuckets.resetAt} end
    returning count, ceil(extract(epoch from (reset_at - now())) * 1000) as ttl_ms`,
  );
  const row = rows[0];
  return { current: Number(row?.count ?? 1), ttl: Math.max(0, Number(row?.ttl_ms ?? windowMs)) };
}

export async function readRateLimit(db: Database, key: string): Promise<Counter> {
  const rows = await queryRows<{ count: number; ttl_ms: string }>(
    db,
    sql`
    select count, ceil(extract(epoch from (reset_at - now())) * 1000) as ttl_ms
    from ${rateLimitBuckets} where key = ${key} and reset_at > now()`,
  );
  const row = rows[0];
  return row ? { current: Number(row.count), ttl: Number(row.ttl_ms) } : { current: 0, ttl: 0 };
}

export async function deleteExpiredRateLimits(db: Database): Promise<void> {
  await db.execute(sql`delete from ${rateLimitBuckets} where reset_at <= now()`);
}

function createStore(
  db: Database,
  prefix: string,
): FastifyRateLimitStore & { read: FastifyRateLimitStore["incr"] } {
  return {
    incr(key: string, callback: Callback, timeWindow: number) {
      hitRateLimit(db, `${prefix}${key}`, timeWindow).then(
        (counter) => callback(null, counter),
        (error: Error) => callback(error),
      );
    },
    read(key: string, callback: Callback) {
      readRateLimit(db, `${prefix}${key}`).then(
        (counter) => callback(null, counter),
        (error: Error) => callback(error),
      );
    },
    // The plugin passes the merged route parameters; the route itself is under `routeInfo`.
    child(params) {
      const { routeInfo: route, bucket } = params as {
        routeInfo?: { method?: unknown; url?: string };
        bucket?: string;
      };
      if (bucket) return createStore(db, `bucket:${bucket}:`);
      return createStore(db, `${String(route?.method ?? "")}:${route?.url ?? ""}:`);
    },
  };
}

const UNIT_MS: Record<string, number> = { second: 1000, minute: 60_000, hour: 3_600_000, day: 86_400_000 };

/** "15 minutes", "1 hour" (the plugin's own words for windows) or milliseconds. */
export function windowMs(window: string | number): number {
  if (typeof window === "number" && window > 0) return window;
  const match =
    typeof window === "string" ? /^(\d+)\s*(second|minute|hour|day)s?$/.exec(window.trim()) : null;
  const unit = match?.[2] ? UNIT_MS[match[2]] : undefined;
  if (!match || !unit || Number(match[1]) <= 0)
    throw new Error(`invalid rate-limit window: ${String(window)}`);
  return Number(match[1]) * unit;
}

/** Emails and usernames are compared case-insensitively everywhere, so their counts are too. */
export const targetKey = (scope: string, value: string) =>
  `target:${scope}:${createHash("sha256").update(value.trim().toLowerCase()).digest("hex").slice(0, 40)}`;

function perTargetHook(db: Database, scope: string, limit: PerTargetLimit) {
  const window = windowMs(limit.timeWindow);
  return async (request: FastifyRequest) => {
    const value = (request.body as Record<string, unknown> | undefined)?.[limit.field];
    if (typeof value !== "string" || value.trim() === "") return;
    const counter = await hitRateLimit(db, targetKey(scope, value), window);
    if (counter.current > limit.max) {
      throw new AppError("too_many_requests", {
        retryAfterSeconds: Math.max(1, Math.ceil(counter.ttl / 1000)),
      });
    }
  };
}

/**
 * Rate limits are opt-in per route (`config.rateLimit`), counted in PostgreSQL: per address and
 * route, or per address and `bucket` when several routes share one; `perTarget` adds a limit per
 * value asked about. A refused request gets 429 with Retry-After and the localized `{ message, code }` body.
 */
export async function registerRateLimit(app: FastifyInstance, db: Database): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: function PgStore() {
      return createStore(db, "global:");
    } as unknown as never,
    errorResponseBuilder: () => new AppError("too_many_requests"),
  });
  const bucketWindows = new Map<string, number>();
  app.addHook("onRoute", (route) => {
    const options = route.config?.rateLimit;
    if (!options) return;
    if (options.bucket) {
      // One counter, one window: a route that counted in another window would reset the others.
      const window = windowMs(options.timeWindow as string | number);
      const known = bucketWindows.get(options.bucket);
      if (known !== undefined && known !== window)
        throw new Error(`Rate-limit bucket "${options.bucket}" is used with two time windows`);
      bucketWindows.set(options.bucket, window);
    }
    if (!options.perTarget) return;
    // A preHandler runs after validation: only well-formed requests count against a target.
    const hook = perTargetHook(
      db,
      options.bucket ?? `${String(route.method)}:${route.url}`,
      options.perTarget,
    );
    const existing = route.preHandler;
    route.preHandler = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), hook];
  });
}
