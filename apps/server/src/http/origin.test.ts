import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../test/helpers/test-app";
import { createUser, signIn, TEST_PASSWORD } from "../../test/helpers/users";

let ctx: TestContext;
let token = "";
beforeAll(async () => {
  ctx = await createTestApp({ CAPTCHA_DISABLED: "true", PUBLIC_URL: "http://app.test" });
  await createUser(ctx.database.db, { username: "olive", roles: ["parent"] });
  token = (await signIn(ctx.app, "olive")).token;
});
afterAll(() => ctx.close());

const credentials = { username: "olive", password: TEST_PASSWORD };
const contact = { name: "V", message: "Hello", captcha: "abcd", captcha_key: "anything" };

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "POST", url, payload, headers });

describe("Origin check on state-changing requests (CSRF)", () => {
  it("refuses a public change sent from another site: sign-in, contact, enrollment form", async () => {
    const evil = { origin: "https://evil.example" };
    const signedIn = await post("/api/login", credentials, evil);
    expect(signedIn.statusCode).toBe(403);
    expect(signedIn.json().code).toBe("forbidden");
    expect(signedIn.headers["set-cookie"]).toBeUndefined();
    expect((await post("/api/contact-us", contact, evil)).statusCode).toBe(403);
    expect(
      (await post("/api/enrollment-forms-step-one", {}, { referer: "https://evil.example/page" })).statusCode,
    ).toBe(403);
    expect((await post("/api/login", credentials, { origin: "null" })).statusCode).toBe(403);
  });

  it("refuses a public change that carries the session cookie without saying where it comes from", async () => {
    const cookie = `session=${token}`;
    expect((await post("/api/login", credentials, { cookie })).statusCode).toBe(403);
    expect((await post("/api/contact-us", contact, { cookie })).statusCode).toBe(403);
    expect((await post("/api/login", credentials, { cookie, origin: "http://app.test" })).statusCode).toBe(
      200,
    );
  });

  it("accepts our own pages (Origin or Referer), and API clients without cookie or Origin", async () => {
    expect((await post("/api/login", credentials, { origin: "http://app.test" })).statusCode).toBe(200);
    expect((await post("/api/login", credentials, { referer: "http://app.test/login" })).statusCode).toBe(
      200,
    );
    // The Host the request reached counts as our own too (a proxy in front, a test server).
    expect(
      (await post("/api/login", credentials, { origin: "http://edu.internal", host: "edu.internal:80" }))
        .statusCode,
    ).toBe(200);
    expect((await post("/api/login", credentials)).statusCode).toBe(200);
    const bearer = { authorization: `Bearer ${token}` };
    expect(
      (await ctx.app.inject({ method: "PATCH", url: "/api/lang", payload: { lang: "en" }, headers: bearer }))
        .statusCode,
    ).toBe(200);
    // A Bearer call sent from another site is still refused.
    expect(
      (
        await ctx.app.inject({
          method: "PATCH",
          url: "/api/lang",
          payload: { lang: "en" },
          headers: { ...bearer, origin: "https://evil.example" },
        })
      ).statusCode,
    ).toBe(403);
  });

  it("leaves reads alone", async () => {
    const res = await ctx.app.inject({
      method: "GET",
      url: "/api/captcha/flat",
      headers: { origin: "https://evil.example", cookie: `session=${token}` },
    });
    expect(res.statusCode).toBe(200);
  });
});
