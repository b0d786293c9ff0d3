import http from "node:http";
import { sql } from "drizzle-orm";
import { exportJWK, generateKeyPair } from "jose";
import Provider from "oidc-provider";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../test/helpers/server-process";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";
import { signLineUserIdToken, verifyLineUserIdToken } from "./line.tokens";

const CLIENT_ID = "edu-line-test";
const CLIENT_SECRET = "a-test-channel-secret-of-32-chars";

/** A minimal browser: cookies per host and path, redirects followed by hand. */
class Browser {
  private jar = new Map<string, Map<string, { value: string; path: string }>>();

  cookieHeader(url: URL): string {
    const cookies = this.jar.get(url.hostname) ?? new Map();
    return [...cookies]
      .filter(([, c]) => url.pathname.startsWith(c.path))
      .map(([name, c]) => `${name}=${c.value}`)
      .join("; ");
  }

  cookie(host: string, name: string): string | undefined {
    return this.jar.get(host)?.get(name)?.value;
  }

  store(url: URL, res: Response) {
    const cookies = this.jar.get(url.hostname) ?? new Map();
    for (const line of res.headers.getSetCookie()) {
      const [pair = "", ...attrs] = line.split(";").map((s) => s.trim());
      const name = pair.slice(0, pair.indexOf("="));
      const value = pair.slice(pair.indexOf("=") + 1);
      const path = attrs.find((a) => a.toLowerCase().startsWith("path="))?.slice(5) ?? "/";
      const expired = attrs.some((a) => /^max-age=0$/i.test(a) || /^expires=thu, 01 jan 1970/i.test(a));
      if (expired || value === "") cookies.delete(name);
      else cookies.set(name, { value, path });
    }
    this.jar.set(url.hostname, cookies);
  }

  async request(url: URL, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.cookieHeader(url);
    if (cookie) headers.set("cookie", cookie);
    const res = await fetch(url, { ...init, headers, redirect: "manual" });
    this.store(url, res);
    return res;
  }

  /**
   * Follows redirects, answering the provider's login and consent pages as `lineUser`, until the app
   * sends the browser to one of its own pages (or answers something other than a redirect).
   */
  async run(
    start: string,
    appOrigin: string,
    lineUser: string,
  ): Promise<{ location?: string; res: Response }> {
    let url = new URL(start);
    let init: RequestInit = {};
    for (let hop = 0; hop < 20; hop++) {
      const res = await this.request(url, init);
      init = {};
      const location = res.headers.get("location");
      if (location) {
        const next = new URL(location, url);
        if (next.origin === appOrigin && !next.pathname.startsWith("/api/")) {
          return { location: next.pathname + next.search, res };
        }
        url = next;
        continue;
      }
      const html = res.status === 200 ? await res.text() : "";
      const prompt = html.match(/name="prompt" value="(\w+)"/)?.[1];
      if (!prompt) return { res };
      const body = new URLSearchParams({ prompt, login: lineUser, password: "any" });
      init = { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } };
    }
    throw new Error("too many redirects");
  }
}

let ctx: TestContext;
let providerServer: http.Server;
let appOrigin: string;
let issuer: string;

beforeAll(async () => {
  const [providerPort, appPort] = [await freePort(), await freePort()];
  issuer = `http://127.0.0.1:${providerPort}`;
  appOrigin = `http://127.0.0.1:${appPort}`;
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), alg: "RS256", use: "sig", kid: "test" };
  const provider = new Provider(issuer, {
    jwks: { keys: [signingKey] },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [`${appOrigin}/api/line/callback`],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    findAccount: async (_ctx, sub) => ({ accountId: sub, claims: async () => ({ sub }) }),
    cookies: { keys: ["test-cookie-key-for-oidc-provider"] },
    features: { devInteractions: { enabled: true } },
  });
  providerServer = http.createServer(provider.callback());
  await new Promise<void>((resolve) => providerServer.listen(providerPort, "127.0.0.1", resolve));

  ctx = await createTestApp({
    PUBLIC_URL: appOrigin,
    LINE_ISSUER: issuer,
    LINE_CLIENT_ID: CLIENT_ID,
    LINE_CLIENT_SECRET: CLIENT_SECRET,
  });
  await ctx.app.listen({ port: appPort, host: "127.0.0.1" });
  await createUser(ctx.database.db, { username: "amy", roles: ["parent"] });
  await createUser(ctx.database.db, { username: "bob", roles: ["student"] });
  await createUser(ctx.database.db, { username: "gone", roles: ["student"], isActive: false });
  await ctx.database.db.execute(sql`update users set line_user_id = 'U-gone' where username = 'gone'`);
});
afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => providerServer?.close(resolve));
});

async function signedInBrowser(username: string): Promise<Browser> {
  const browser = new Browser();
  const { token } = await signIn(ctx.app, username);
  browser.store(
    new URL(appOrigin),
    new Response(null, { headers: { "set-cookie": `session=${token}; Path=/` } }),
  );
  return browser;
}

const lineIdOf = async (username: string) =>
  (
    await queryRows<{ line_user_id: string | null }>(
      ctx.database.db,
      sql`select line_user_id from users where username = ${username}`,
    )
  )[0]?.line_user_id;

describe("LINE login and bind against a real OpenID provider", () => {
  it("says LINE is enabled", async () => {
    const res = await fetch(`${appOrigin}/api/line/config`);
    expect(await res.json()).toEqual({ enabled: true });
  });

  it("sends an unknown LINE user to /line/bind with a signed, short-lived token", async () => {
    const browser = new Browser();
    const { location } = await browser.run(`${appOrigin}/api/line/authorize?mode=login`, appOrigin, "U-new");
    expect(location).toMatch(/^\/line\/bind\?line_user_id_token=/);
    const token = new URL(location ?? "", appOrigin).searchParams.get("line_user_id_token") ?? "";
    expect(await verifyLineUserIdToken(token, ctx.config)).toBe("U-new");
    expect(browser.cookie("127.0.0.1", "session")).toBeUndefined();
    expect(browser.cookie("127.0.0.1", "line_flow")).toBeUndefined();
    // Tamper with the signature's first character: it carries six whole bits, whereas the last characters of a
    // base64url signature partly carry padding bits, so replacing them with "xx" left a valid token once in CI.
    const dot = token.lastIndexOf(".") + 1;
    const tampered = `${token.slice(0, dot)}${token[dot] === "A" ? "B" : "A"}${token.slice(dot + 1)}`;
    await expect(verifyLineUserIdToken(tampered, ctx.config)).rejects.toMatchObject({
      status: 422,
      options: { fieldErrors: { line_user_id_token: ["line_token_invalid"] } },
    });
    await expect(
      verifyLineUserIdToken(token, { LINE_CLIENT_SECRET: "another-secret-entirely-xyz" }),
    ).rejects.toMatchObject({
      status: 422,
    });
  });

  it("binds LINE to the signed-in user, then signs in with it", async () => {
    const browser = await signedInBrowser("amy");
    const bind = await browser.run(`${appOrigin}/api/line/authorize?mode=bind`, appOrigin, "U-amy");
    expect(bind.location).toBe("/profile?line=bound");
    expect(await lineIdOf("amy")).toBe("U-amy");
    const [audit] = await queryRows<{ action: string; after: unknown }>(
      ctx.database.db,
      sql`select action, after from audit_log where action = 'user.line_bind'`,
    );
    expect(audit).toEqual({ action: "user.line_bind", after: { line_user_id: "U-amy" } });

    const fresh = new Browser();
    const login = await fresh.run(
      `${appOrigin}/api/line/authorize?mode=login&return_to=/my-classes`,
      appOrigin,
      "U-amy",
    );
    expect(login.location).toBe("/my-classes");
    const session = fresh.cookie("127.0.0.1", "session");
    expect(session).toBeDefined();
    const me = await fetch(`${appOrigin}/api/me`, {
      method: "POST",
      headers: { authorization: `Bearer ${session}` },
    });
    expect(((await me.json()) as { username: string }).username).toBe("amy");

    const home = await new Browser().run(`${appOrigin}/api/line/authorize`, appOrigin, "U-amy");
    expect(home.location).toBe("/home");
  });

  it("refuses to bind a LINE account another user holds (409)", async () => {
    const browser = await signedInBrowser("bob");
    const { res, location } = await browser.run(
      `${appOrigin}/api/line/authorize?mode=bind`,
      appOrigin,
      "U-amy",
    );
    expect(location).toBeUndefined();
    expect(res.status).toBe(409);
    expect(((await res.json()) as { code: string }).code).toBe("conflict");
    expect(await lineIdOf("bob")).toBeNull();
  });

  it("sends an inactive account to /inactive without a session", async () => {
    const browser = new Browser();
    const { location } = await browser.run(`${appOrigin}/api/line/authorize`, appOrigin, "U-gone");
    expect(location).toBe("/inactive");
    expect(browser.cookie("127.0.0.1", "session")).toBeUndefined();
  });

  it("rejects a callback without the flow cookie (state) and a bind without a session", async () => {
    const forged = await fetch(`${appOrigin}/api/line/callback?code=abc&state=xyz`, { redirect: "manual" });
    expect(forged.status).toBe(302);
    expect(forged.headers.get("location")).toBe("/line/login?error=invalid_state");
    const anonymousBind = await fetch(`${appOrigin}/api/line/authorize?mode=bind`, { redirect: "manual" });
    expect(anonymousBind.status).toBe(401);
  });

  it("validates the query (422)", async () => {
    for (const query of ["mode=steal", "return_to=https://evil.test/", "return_to=//evil.test/x"]) {
      const res = await fetch(`${appOrigin}/api/line/authorize?${query}`, { redirect: "manual" });
      expect(res.status, query).toBe(422);
      expect(Object.keys(((await res.json()) as { errors: object }).errors).length).toBe(1);
    }
  });

  it("checks the code with PKCE: a stolen code with a different flow cookie fails", async () => {
    const browser = new Browser();
    // start a flow but stop at the provider's redirect back, then replay that callback in another browser
    let url = new URL(`${appOrigin}/api/line/authorize`);
    let init: RequestInit = {};
    let callback: URL | undefined;
    for (let hop = 0; hop < 20 && !callback; hop++) {
      const res = await browser.request(url, init);
      init = {};
      const location = res.headers.get("location");
      if (location) {
        const next = new URL(location, url);
        if (next.pathname === "/api/line/callback") callback = next;
        url = next;
        continue;
      }
      const prompt = (await res.text()).match(/name="prompt" value="(\w+)"/)?.[1] ?? "";
      init = {
        method: "POST",
        body: new URLSearchParams({ prompt, login: "U-amy", password: "x" }),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      };
    }
    expect(callback).toBeDefined();
    const attacker = new Browser();
    await attacker.request(new URL(`${appOrigin}/api/line/authorize`));
    const replay = await attacker.request(callback as URL);
    expect(replay.headers.get("location")).toBe("/line/login?error=line_failed");
    expect(attacker.cookie("127.0.0.1", "session")).toBeUndefined();
  });
});

describe("line_user_id_token", () => {
  it("round-trips and expires with its purpose key", async () => {
    const secrets = { LINE_CLIENT_SECRET: CLIENT_SECRET };
    const token = await signLineUserIdToken(secrets, "U-1");
    expect(await verifyLineUserIdToken(token, secrets)).toBe("U-1");
    await expect(verifyLineUserIdToken(token, {})).rejects.toMatchObject({ status: 422 });
  });
});
