// Database round trips of a signed-in request (issue 10 item 8): one statement resolves token →
// session → user → roles, the list is one more; a session seen in the last minute writes nothing.
// Revocation stays immediate: nothing about the session is cached between requests.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";

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
  it("a list costs two statements: the session lookup (with user and roles) and the page with its count", async () => {
    await countStatements("/api/users/search", admin); // the first request may touch last_seen_at
    const { status, statements: sent } = await countStatements("/api/users/search", admin);
    expect(status).toBe(200);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatch(/from sessions s join users u/);
  });

  it("an idle session's last_seen_at is written once a minute, not on every request", async () => {
    await ctx.database.db.execute(sql`update sessions set last_seen_at = now() - interval '5 minutes'`);
    expect((await countStatements("/api/users/search", admin)).statements).toHaveLength(3);
    expect((await countStatements("/api/users/search", admin)).statements).toHaveLength(2);
  });

  it("revocation is immediate: the next request after sign-out is refused", async () => {
    const other = await signIn(ctx.app, "admin");
    expect((await ctx.app.inject({ url: "/api/users/search", headers: other })).statusCode).toBe(200);
    await ctx.database.db.execute(sql`update sessions set revoked_at = now()`);
    expect((await ctx.app.inject({ url: "/api/users/search", headers: other })).statusCode).toBe(401);
  });
});
