// Database round trips of a signed-in request: one statement resolves token →
// session → user → roles, the list is one more; a session seen in the last minute writes nothing; and a
// session resolved in the last seconds is not read again (session-cache.ts): a cached list is one statement.
// Revocation stays immediate: every change of what the lookup read drops the cached session
// (session-cache.test.ts has the cases).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { buildApp } from "../../app";

let ctx: TestContext;
let admin: { authorization: string };
const statements: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: "http://app.test" });
  await createUser(ctx.database.db, { username: "admin", roles: ["super-admin"] });
  admin = await signIn(ctx.app, "admin");
  // Every statement the app sends goes through the driver's query(): PGlite's client or pg's pool.
  const client = (ctx.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
    .$client;
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    const [first] = args;
    statements.push(typeof first === "string" ? first : String((first as { text?: string }).text));
    return query(...args);
  };
});
afterAll(() => ctx.close());

async function countStatements(url: string, headers: Record<string, string>) {
  statements.length = 0;
  const res = await ctx.app.inject({ url, headers });
  return { status: res.statusCode, statements: [...statements] };
}

describe("round trips per signed-in request", () => {
  it("a list costs two statements (session with user and roles, then the page with its count), one once the session is cached", async () => {
    const fresh = await signIn(ctx.app, "admin");
    const first = await countStatements("/api/users/search", fresh);
    expect(first.status).toBe(200);
    expect(first.statements).toHaveLength(2);
    expect(first.statements[0]).toMatch(/from sessions s join users u/);
    const cached = await countStatements("/api/users/search", fresh);
    expect(cached.status).toBe(200);
    expect(cached.statements).toHaveLength(1);
    expect(cached.statements[0]).not.toMatch(/sessions/);
  });

  it("with SESSION_CACHE=0 every request reads the session", async () => {
    const app = await buildApp({ config: { ...ctx.config, SESSION_CACHE: false }, database: ctx.database });
    try {
      await app.ready();
      for (let i = 0; i < 2; i++) {
        statements.length = 0;
        expect((await app.inject({ url: "/api/users/search", headers: admin })).statusCode).toBe(200);
        expect(statements).toHaveLength(2);
        expect(statements[0]).toMatch(/from sessions s join users u/);
      }
    } finally {
      await app.close();
    }
  });

  it("an idle session's last_seen_at is written once a minute, not on every request", async () => {
    await countStatements("/api/users/search", admin);
    // A minute and more later (the clock moves, the cached session is due its touch): lookup, touch, list.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 5 * 60_000);
      expect((await countStatements("/api/users/search", admin)).statements).toHaveLength(3);
      expect((await countStatements("/api/users/search", admin)).statements).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("revocation is immediate: the next request after sign-out is refused", async () => {
    const other = await signIn(ctx.app, "admin");
    expect((await ctx.app.inject({ url: "/api/users/search", headers: other })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: "/api/users/search", headers: other })).statusCode).toBe(200);
    const out = await ctx.app.inject({ method: "POST", url: "/api/logout", headers: other });
    expect(out.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: "/api/users/search", headers: other })).statusCode).toBe(401);
  });
});
