// The session cache: a signed-in request reads no session once it is cached, and the
// cache never outlives what it read: sign-out, password change, deactivation and role changes refuse the
// next request at once in this process, and as soon as the notification arrives in another.
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn, TEST_PASSWORD } from "../../../test/helpers/users";
import { buildApp } from "../../app";
import { openDatabase } from "../../db/client";
import type { DatabaseHandle } from "../../db/database";
import { resolveSession, type SessionCacheHandle, startSessionCache } from ".";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const SESSION_STATEMENT = /from sessions s join users u/;

let ctx: TestContext;
let admin: { authorization: string };
const statements: string[] = [];
let driver: { query: (...args: unknown[]) => unknown };
let pause: ((text: string) => Promise<void>) | undefined;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check: () => boolean | Promise<boolean>, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await sleep(10);
  }
}

/** The test database's address (PostgreSQL only: the pool's own). */
const databaseUrl = () =>
  (ctx.database.db as unknown as { $client: pg.Pool }).$client.options.connectionString as string;

/**
 * A change made by another writer: on PostgreSQL a connection of its own (another process's, as far as
 * this one can tell); PGlite has one connection in process.
 */
async function writeElsewhere(text: string): Promise<void> {
  if (!onPostgres) {
    await ctx.database.db.execute(sql.raw(text));
    return;
  }
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** GET `url` (POST for /api/me, the signed-in user) with a bearer token. */
const get = (url: string, headers: Record<string, string>, app = ctx.app) =>
  app.inject({
    method: url === "/api/me" ? "POST" : "GET",
    url,
    headers: { authorization: headers.authorization as string },
  });
const status = async (url: string, headers: Record<string, string>, app = ctx.app) =>
  (await get(url, headers, app)).statusCode;
/** Statements the app sent for one request. */
async function sentFor(url: string, headers: Record<string, string>) {
  statements.length = 0;
  const res = await get(url, headers);
  return { status: res.statusCode, statements: [...statements] };
}

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: "http://app.test" });
  await createUser(ctx.database.db, { username: "admin", roles: ["super-admin"] });
  admin = await signIn(ctx.app, "admin");
  // Every statement goes through the driver's query(): PGlite's client or pg's pool (not the listener's).
  driver = (ctx.database.db as unknown as { $client: typeof driver }).$client;
  const query = driver.query.bind(driver);
  driver.query = async (...args: unknown[]) => {
    const [first] = args;
    const text = typeof first === "string" ? first : String((first as { text?: string }).text);
    statements.push(text);
    const result = await query(...args);
    await pause?.(text);
    return result;
  };
});
afterAll(() => ctx.close());
afterEach(() => {
  pause = undefined;
  vi.useRealTimers();
});

describe("a cached session ends with what it read", () => {
  it("serves a repeated request without the session statement", async () => {
    await createUser(ctx.database.db, { username: "repeat", roles: ["staff"] });
    const user = await signIn(ctx.app, "repeat");
    const first = await sentFor("/api/users/search", user);
    expect(first.status).toBe(200);
    expect(first.statements.filter((text) => SESSION_STATEMENT.test(text))).toHaveLength(1);
    const second = await sentFor("/api/users/search", user);
    expect(second.status).toBe(200);
    expect(second.statements.filter((text) => SESSION_STATEMENT.test(text))).toHaveLength(0);
  });

  it("sign-out: the next request with that token is refused; the user's other session still works", async () => {
    await createUser(ctx.database.db, { username: "leaver", roles: ["staff"] });
    const here = await signIn(ctx.app, "leaver");
    const other = await signIn(ctx.app, "leaver");
    for (const session of [here, here, other, other])
      expect(await status("/api/users/search", session)).toBe(200);
    const out = await ctx.app.inject({ method: "POST", url: "/api/logout", headers: here });
    expect(out.statusCode).toBe(200);
    expect(await status("/api/users/search", here)).toBe(401);
    expect(await status("/api/users/search", other)).toBe(200);
  });

  it("a password change ends the other sessions at once and keeps this one", async () => {
    await createUser(ctx.database.db, { username: "changer", roles: ["staff"] });
    const here = await signIn(ctx.app, "changer");
    const elsewhere = await signIn(ctx.app, "changer");
    for (const session of [here, elsewhere, elsewhere])
      expect(await status("/api/users/search", session)).toBe(200);
    const fresh = "a brand new secret";
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/change-password",
      headers: here,
      payload: { current_password: TEST_PASSWORD, password: fresh, password_confirmation: fresh },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await status("/api/users/search", elsewhere)).toBe(401);
    expect(await status("/api/users/search", here)).toBe(200);
  });

  it("an admin deactivating the user ends their cached session at once", async () => {
    const user = await createUser(ctx.database.db, { username: "deactivated", roles: ["staff"] });
    const session = await signIn(ctx.app, "deactivated");
    expect(await status("/api/users/search", session)).toBe(200);
    expect(await status("/api/users/search", session)).toBe(200);
    const res = await ctx.app.inject({
      method: "PATCH",
      url: "/api/users/toggle-active",
      headers: admin,
      payload: { user_id: user.id, is_active: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await status("/api/me", session)).toBe(401);
  });

  it("an admin removing a role: 403 on a route of that role right after, other routes still pass", async () => {
    const user = await createUser(ctx.database.db, { username: "demoted", roles: ["staff", "teacher"] });
    const session = await signIn(ctx.app, "demoted");
    expect(await status("/api/users/search", session)).toBe(200);
    expect(await status("/api/users/search", session)).toBe(200);
    const res = await ctx.app.inject({ method: "DELETE", url: `/api/role/staff/${user.id}`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(await status("/api/users/search", session)).toBe(403);
    const me = await get("/api/me", session);
    expect(me.statusCode).toBe(200);
    // Given back: the route opens again at once.
    await ctx.app.inject({ method: "POST", url: `/api/role/staff/${user.id}`, headers: admin });
    expect(await status("/api/users/search", session)).toBe(200);
  });

  it("a change by another connection refuses the next request once its notification arrived", async () => {
    const user = await createUser(ctx.database.db, { username: "remote", roles: ["staff"] });
    const session = await signIn(ctx.app, "remote");
    expect(await status("/api/users/search", session)).toBe(200);
    expect(await status("/api/users/search", session)).toBe(200);

    await writeElsewhere(`delete from user_roles where user_id = ${user.id} and role = 'staff'`);
    await until(async () => (await status("/api/users/search", session)) === 403);
    await writeElsewhere(`insert into user_roles (user_id, role) values (${user.id}, 'staff')`);
    await until(async () => (await status("/api/users/search", session)) === 200);
    await writeElsewhere(`update users set is_active = false where id = ${user.id}`);
    await until(async () => (await status("/api/me", session)) === 400); // "blocked"
    await writeElsewhere(`update users set is_active = true where id = ${user.id}`);
    await until(async () => (await status("/api/me", session)) === 200);
    await writeElsewhere(`update sessions set revoked_at = now() where user_id = ${user.id}`);
    await until(async () => (await status("/api/me", session)) === 401);
  });

  it("a deleted session or user is refused once the notification arrived", async () => {
    const user = await createUser(ctx.database.db, { username: "deleted", roles: ["staff"] });
    const one = await signIn(ctx.app, "deleted");
    const two = await signIn(ctx.app, "deleted");
    for (const session of [one, one, two, two]) expect(await status("/api/me", session)).toBe(200);
    await writeElsewhere(`delete from sessions where token_hash = encode(sha256('${one.token}'), 'hex')`);
    await until(async () => (await status("/api/me", one)) === 401);
    expect(await status("/api/me", two)).toBe(200);
    await writeElsewhere(`delete from users where id = ${user.id}`);
    await until(async () => (await status("/api/me", two)) === 401);
  });
});

describe.skipIf(!onPostgres)("two processes on one PostgreSQL", () => {
  let other: { app: FastifyInstance; database: DatabaseHandle };

  beforeAll(async () => {
    // Another app instance with its own pool and listener: nothing shared but the database.
    const database = await openDatabase({ kind: "postgres", url: databaseUrl(), poolSize: 2 });
    other = { app: await buildApp({ config: ctx.config, database }), database };
    await other.app.ready(); // ready once its listener listens
  });
  afterAll(async () => {
    await other.app.close();
    await other.database.close();
  });

  it("a sign-out or role removal in one process is refused in the other once its notification arrived", async () => {
    const user = await createUser(ctx.database.db, { username: "roamer", roles: ["staff"] });
    const session = await signIn(ctx.app, "roamer");
    await until(async () => (await status("/api/users/search", session, other.app)) === 200);
    expect(await status("/api/users/search", session, other.app)).toBe(200);
    await other.app.inject({ method: "DELETE", url: `/api/role/staff/${user.id}`, headers: admin });
    await until(async () => (await status("/api/users/search", session)) === 403);

    const cached = await signIn(ctx.app, "roamer");
    expect(await status("/api/me", cached, other.app)).toBe(200);
    expect(await status("/api/me", cached, other.app)).toBe(200);
    await ctx.app.inject({ method: "POST", url: "/api/logout", headers: cached });
    expect(await status("/api/me", cached)).toBe(401);
    await until(async () => (await status("/api/me", cached, other.app)) === 401);
  });
});

describe("resolveSession with a cache of its own", () => {
  let handle: SessionCacheHandle;
  const db = () => ctx.database.db;
  const sessionStatements = () => statements.filter((text) => SESSION_STATEMENT.test(text)).length;

  beforeAll(async () => {
    // No TTL: what the cache itself checks (expiry, idle, the touch) is seen on its own.
    handle = startSessionCache(ctx.database, { ttlMs: Number.POSITIVE_INFINITY });
    await until(() => handle.cache.live);
  });
  afterAll(() => handle.close());

  it("race: a lookup that read before an invalidation does not store what it read", async () => {
    const user = await createUser(ctx.database.db, { username: "racer", roles: ["staff", "teacher"] });
    const { token } = await signIn(ctx.app, "racer");
    let release!: () => void;
    let read = false;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    pause = async (text) => {
      if (!SESSION_STATEMENT.test(text)) return;
      pause = undefined;
      read = true;
      await gate;
    };
    const invalidated = vi.spyOn(handle.cache, "invalidateUser");
    const pending = resolveSession(db(), token, handle.cache);
    await until(() => read);
    // The lookup has its (old) answer; the role goes, and this cache hears of it before the answer lands.
    await writeElsewhere(`delete from user_roles where user_id = ${user.id} and role = 'staff'`);
    await until(() => invalidated.mock.calls.some(([id]) => id === user.id));
    release();
    expect((await pending)?.user.roles.sort()).toEqual(["staff", "teacher"]);
    statements.length = 0;
    expect((await resolveSession(db(), token, handle.cache))?.user.roles).toEqual(["teacher"]);
    expect(sessionStatements()).toBe(1);
    statements.length = 0;
    expect((await resolveSession(db(), token, handle.cache))?.user.roles).toEqual(["teacher"]);
    expect(sessionStatements()).toBe(0);
    invalidated.mockRestore();
  });

  it("expiry, idle timeout and the once-a-minute touch still apply to a cached session", async () => {
    await createUser(ctx.database.db, { username: "ager", roles: ["student"] });
    const { token } = await signIn(ctx.app, "ager");
    vi.useFakeTimers({ toFake: ["Date"] });
    expect(await resolveSession(db(), token, handle.cache)).toBeDefined();
    statements.length = 0;
    expect(await resolveSession(db(), token, handle.cache)).toBeDefined();
    expect(statements).toHaveLength(0);

    // A minute later the touch is due: the database, as without a cache (lookup and update).
    vi.setSystemTime(Date.now() + 61_000);
    statements.length = 0;
    expect(await resolveSession(db(), token, handle.cache)).toBeDefined();
    expect(statements).toHaveLength(2);
    statements.length = 0;
    expect(await resolveSession(db(), token, handle.cache)).toBeDefined();
    expect(statements).toHaveLength(0);

    // Idle for 14 days: refused.
    vi.setSystemTime(Date.now() + 15 * 24 * 60 * 60 * 1000);
    expect(await resolveSession(db(), token, handle.cache)).toBeUndefined();
    vi.useRealTimers();

    // Past its absolute expiry (ten seconds from now, then eleven seconds later): refused.
    const second = await signIn(ctx.app, "ager");
    await writeElsewhere(
      `update sessions set expires_at = now() + interval '10 seconds'
        where token_hash = encode(sha256('${second.token}'), 'hex')`,
    );
    await sleep(onPostgres ? 100 : 0);
    vi.useFakeTimers({ toFake: ["Date"] });
    expect(await resolveSession(db(), second.token, handle.cache)).toBeDefined();
    statements.length = 0;
    expect(await resolveSession(db(), second.token, handle.cache)).toBeDefined();
    expect(statements).toHaveLength(0);
    vi.setSystemTime(Date.now() + 11_000);
    expect(await resolveSession(db(), second.token, handle.cache)).toBeUndefined();
  });

  it("a statement touching more than 1,000 users empties the cache ('*')", async () => {
    await createUser(ctx.database.db, { username: "bystander", roles: ["student"] });
    const { token } = await signIn(ctx.app, "bystander");
    await resolveSession(db(), token, handle.cache);
    expect(handle.cache.size).toBeGreaterThan(0);
    const cleared = vi.spyOn(handle.cache, "clear");
    await writeElsewhere(
      `with made as (
         insert into users (username, email, password_hash, first_name, last_name)
         select 'bulk' || g, 'bulk' || g || '@example.com', 'x', 'Bulk', 'User'
           from generate_series(1, 1001) as g returning id)
       insert into user_roles (user_id, role) select id, 'student' from made`,
    );
    await until(() => cleared.mock.calls.length > 0);
    expect(handle.cache.size).toBe(0);
    cleared.mockRestore();
  });

  it("while not listening, every lookup reads the database and nothing is kept", async () => {
    await createUser(ctx.database.db, { username: "unheard", roles: ["student"] });
    const { token } = await signIn(ctx.app, "unheard");
    await resolveSession(db(), token, handle.cache);
    handle.cache.setLive(false);
    try {
      for (let i = 0; i < 2; i++) {
        statements.length = 0;
        expect(await resolveSession(db(), token, handle.cache)).toBeDefined();
        expect(sessionStatements()).toBe(1);
      }
      expect(handle.cache.size).toBe(0);
    } finally {
      handle.cache.setLive(true);
    }
  });

  it.skipIf(!onPostgres)(
    "a lost listener connection: bypassed until it listens again, then emptied and used again",
    async () => {
      await createUser(ctx.database.db, { username: "reconnect", roles: ["staff"] });
      const session = await signIn(ctx.app, "reconnect");
      expect(await status("/api/users/search", session)).toBe(200);
      expect(
        (await sentFor("/api/users/search", session)).statements.some((t) => SESSION_STATEMENT.test(t)),
      ).toBe(false);
      await writeElsewhere(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = 'listen session_cache'`,
      );
      await until(() => !handle.cache.live);
      // The app's listener went too: its requests read the session again.
      await until(async () =>
        (await sentFor("/api/users/search", session)).statements.some((t) => SESSION_STATEMENT.test(t)),
      );
      await until(() => handle.cache.live);
      await until(
        async () =>
          !(await sentFor("/api/users/search", session)).statements.some((t) => SESSION_STATEMENT.test(t)),
      );
    },
  );
});
