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

  it("compares the scheme and port too, of PUBLIC_URL and of the address the request reached", async () => {
    // https on the http site: the same host, another origin.
    expect((await post("/api/login", credentials, { origin: "https://app.test" })).statusCode).toBe(403);
    expect((await post("/api/login", credentials, { referer: "https://app.test/login" })).statusCode).toBe(
      403,
    );
    expect(
      (await post("/api/login", credentials, { origin: "https://app.test", host: "app.test" })).statusCode,
    ).toBe(403);
    expect((await post("/api/login", credentials, { origin: "http://app.test:8080" })).statusCode).toBe(403);
    const internal = { host: "edu.internal" };
    expect(
      (await post("/api/login", credentials, { ...internal, origin: "https://edu.internal" })).statusCode,
    ).toBe(403);
    expect(
      (await post("/api/login", credentials, { ...internal, origin: "http://edu.internal:81" })).statusCode,
    ).toBe(403);
    // The proxy's word on the scheme counts only with TRUST_PROXY.
    const forwarded = { ...internal, origin: "https://edu.internal", "x-forwarded-proto": "https" };
    expect((await post("/api/login", credentials, forwarded)).statusCode).toBe(403);
    // The same origin written another way is the same origin.
    expect((await post("/api/login", credentials, { origin: "HTTP://App.Test:80" })).statusCode).toBe(200);
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

describe("Origin check on an https site behind a proxy (TRUST_PROXY)", () => {
  let proxied: TestContext;
  beforeAll(async () => {
    proxied = await createTestApp({ PUBLIC_URL: "https://edu.example", TRUST_PROXY: "true" });
    await createUser(proxied.database.db, { username: "olive", roles: ["parent"] });
  });
  afterAll(() => proxied.close());

  const login = (headers: Record<string, string>) =>
    proxied.app.inject({ method: "POST", url: "/api/login", payload: credentials, headers });

  it("refuses http pages of the https site and accepts the https origin the proxy forwarded", async () => {
    expect((await login({ origin: "https://edu.example" })).statusCode).toBe(200);
    expect((await login({ origin: "http://edu.example" })).statusCode).toBe(403);
    expect((await login({ referer: "http://edu.example/login" })).statusCode).toBe(403);
    // The proxy reached us over http on an inner address, and says the page was https.
    const inner = {
      host: "edu.internal:3000",
      "x-forwarded-proto": "https",
      "x-forwarded-host": "school.example",
    };
    expect((await login({ ...inner, origin: "https://school.example" })).statusCode).toBe(200);
    expect((await login({ ...inner, origin: "http://school.example" })).statusCode).toBe(403);
    expect((await login({ ...inner, origin: "https://school.example:8443" })).statusCode).toBe(403);
  });
});
