import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";

// Route × role for the accounts routes: who gets 401, 403 or through. Bodies are valid, so the
// answer is about access (checks run before validation anyway).
let ctx: TestContext;
const headers: Record<string, Record<string, string>> = { nobody: {} };
let targetId = 0;

beforeAll(async () => {
  ctx = await createTestApp({ CAPTCHA_DISABLED: "true" });
  for (const [username, roles] of [
    ["root", ["super-admin"]],
    ["office", ["staff"]],
    ["tutor", ["teacher"]],
    ["mom", ["parent"]],
    ["kid", ["student"]],
  ] as const) {
    const user = await createUser(ctx.database.db, { username, roles: [...roles] });
    if (username === "kid") targetId = user.id;
    headers[username] = { authorization: (await signIn(ctx.app, username)).authorization };
  }
});
afterAll(() => ctx.close());

type Case = [method: "GET" | "POST" | "PATCH", url: string, body: () => unknown, allowed: string[]];
const SIGNED_IN = ["root", "office", "tutor", "mom", "kid"];
const cases: Case[] = [
  ["POST", "/api/me", () => undefined, SIGNED_IN],
  ["PATCH", "/api/lang", () => ({ lang: "zh-TW" }), SIGNED_IN],
  ["POST", "/api/reset-url", () => ({ user_id: targetId }), ["root"]],
  ["GET", "/api/mail-outbox", () => undefined, ["root"]],
];

describe("accounts routes × roles", () => {
  for (const [method, url, body, allowed] of cases) {
    for (const who of ["nobody", ...SIGNED_IN]) {
      const expected = who === "nobody" ? 401 : allowed.includes(who) ? 200 : 403;
      it(`${method} ${url} as ${who} → ${expected}`, async () => {
        const payload = body();
        const res = await ctx.app.inject({
          method,
          url,
          headers: headers[who],
          ...(payload === undefined ? {} : { payload: payload as object }),
        });
        expect(res.statusCode).toBe(expected);
      });
    }
  }

  it("logout is for signed-in users only (401 without a session)", async () => {
    expect((await ctx.app.inject({ method: "POST", url: "/api/logout" })).statusCode).toBe(401);
  });
});
