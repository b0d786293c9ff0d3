import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { queryRows } from "../../db/query-rows";
import { signLineUserIdToken } from "../line";

const LINE_ENV = {
  CAPTCHA_DISABLED: "true",
  LINE_ISSUER: "http://127.0.0.1:9/line",
  LINE_CLIENT_ID: "line-client",
  LINE_CLIENT_SECRET: "line-client-secret-for-tests",
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp(LINE_ENV);
});
afterAll(() => ctx.close());

const registration = (username: string, token: string) => ({
  username,
  email: `${username}@example.com`,
  password: "a long password",
  password_confirmation: "a long password",
  captcha: "x",
  captcha_key: "k",
  line_user_id_token: token,
});

describe("register with a LINE user id token", () => {
  it("links the new account to the LINE user the token names", async () => {
    const token = await signLineUserIdToken(ctx.config, "U1234567890abcdef");
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/register",
      payload: registration("lineuser", token),
    });
    expect(res.statusCode).toBe(200);
    const [row] = await queryRows<{ line_user_id: string }>(
      ctx.database.db,
      sql`select line_user_id from users where username = 'lineuser'`,
    );
    expect(row?.line_user_id).toBe("U1234567890abcdef");
  });

  it("refuses a forged token with a field error and creates nothing", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/register",
      payload: registration("forger", "not.a.token"),
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(["line_user_id_token"]);
    const rows = await queryRows(ctx.database.db, sql`select id from users where username = 'forger'`);
    expect(rows).toEqual([]);
  });
});
