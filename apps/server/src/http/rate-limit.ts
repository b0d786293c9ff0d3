import rateLimit, { type FastifyRateLimitStore } from "@fastify/rate-limit";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database";
import { queryRows } from "../db/query-rows";
import { AppError } from "./app-error";
import { rateLimitBuckets } from "./rate-limit.table";

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
      const route = (params as { routeInfo?: { method?: unknown; url?: string } }).routeInfo;
      return createStore(db, `${String(route?.method ?? "")}:${route?.url ?? ""}:`);
    },
  };
}

/**
 * Rate limits are opt-in per route (`config.rateLimit`), counted in PostgreSQL. A refused request
 * gets 429 with Retry-After and the localized `{ message, code }` body.
 */
export async function registerRateLimit(app: FastifyInstance, db: Database): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: function PgStore() {
      return createStore(db, "global:");
    } as unknown as never,
    errorResponseBuilder: () => new AppError("too_many_requests"),
  });
}
