import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { eq } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../test/helpers/test-app";
import { createUser, signIn } from "../../test/helpers/users";
import { hashToken, sessions } from "../modules/sessions";
import { users } from "../modules/users/users.table";
import { registerWebApp } from "./web-app";
import { bootBlock } from "./web-boot-page";

const VERSION = "0a1b2c3d";
const FALLBACK_SCRIPT = `window.__reactRouterManifest = { "url": "/assets/manifest-${VERSION}.js" };`;
const ROUTES = {
  root: { id: "root", path: "", module: "/assets/root.js" },
  landing: { id: "landing", parentId: "root", index: true, module: "/assets/landing.js" },
  guard: { id: "guard", parentId: "root", module: "/assets/require-auth.js" },
  home: { id: "home", parentId: "guard", path: "home", module: "/assets/home.js" },
};
/** Text that would end the data block early or break a line in old JavaScript parsers. */
const HOSTILE = "</script><script>alert(1)</script> & > \u2028\u2029";
const BLOCK = /<script type="application\/json" id="edu-boot">([\s\S]*?)<\/script>/;

let ctx: TestContext;
let dist: string;

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), "edu-boot-"));
  await fs.mkdir(path.join(dist, "assets"));
  await fs.mkdir(path.join(dist, "about"));
  await fs.writeFile(
    path.join(dist, "__spa-fallback.html"),
    `<html><head><title>t</title></head><body>spa${" ".repeat(2000)}` +
      `<script type="module">${FALLBACK_SCRIPT}</script></body></html>`,
  );
  await fs.writeFile(path.join(dist, "index.html"), "<html><head></head><body>landing</body></html>");
  await fs.writeFile(path.join(dist, "about", "index.html"), "<html><head></head><body>about</body></html>");
  await fs.writeFile(
    path.join(dist, "assets", `manifest-${VERSION}.js`),
    `window.__reactRouterManifest=${JSON.stringify({ entry: { module: "/assets/entry.js" }, routes: ROUTES, url: `/assets/manifest-${VERSION}.js`, version: VERSION })};`,
  );
  ctx = await createTestApp({ WEB_DIST_DIR: dist });
  await createUser(ctx.database.db, { username: "admin", roles: ["super-admin"] });
  const admin = await signIn(ctx.app, "admin");
  const put = await ctx.app.inject({
    method: "PUT",
    url: "/api/site-content/site.contact",
    headers: { authorization: admin.authorization },
    payload: {
      data: { email: "hello@school.example", line_id: "@school" },
      translations: { en: { company_name: HOSTILE }, "zh-TW": { company_name: "長青" } },
    },
  });
  expect(put.statusCode, put.body).toBe(200);
});
afterAll(async () => {
  await ctx.close();
  await fs.rm(dist, { recursive: true, force: true });
});

/** A user signed in through the API: their session cookie and bearer header (for the API's own answers). */
async function signedIn(username: string, firstName = "Grace") {
  await createUser(ctx.database.db, { username, firstName });
  const { token, authorization } = await signIn(ctx.app, username);
  return { token, authorization, cookie: `signed_in=1; session=${encodeURIComponent(token)}` };
}

const page = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "GET", url, headers: { "accept-encoding": "identity", ...headers } });

/** The page's data block, parsed, or undefined. */
function blockOf(html: string): Record<string, unknown> | undefined {
  const text = BLOCK.exec(html)?.[1];
  return text === undefined ? undefined : JSON.parse(text);
}

describe("a signed-in page carries what the app asks first", () => {
  it("embeds POST /api/me's and GET site.contact's answers, byte for byte, before </head>", async () => {
    const grace = await signedIn("grace");
    const res = await page("/home", { cookie: grace.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    const boot = blockOf(res.body);
    const me = await ctx.app.inject({
      method: "POST",
      url: "/api/me",
      headers: { authorization: grace.authorization },
    });
    expect(me.statusCode).toBe(200);
    expect(JSON.stringify(boot?.me)).toBe(me.body);
    // In the user's saved language (the one the app asks in), English for a new account.
    const contact = await ctx.app.inject({
      method: "GET",
      url: "/api/site-content/site.contact",
      headers: { "accept-language": "en" },
    });
    expect(JSON.stringify(boot?.site_contact)).toBe(contact.body);
    expect(res.body.indexOf('id="edu-boot"')).toBeLessThan(res.body.indexOf("</head>"));
    // The rest of the page is the one everybody gets, preloads included.
    const anonymous = await page("/home");
    expect(res.body.replace(BLOCK, "")).toBe(anonymous.body);
    expect(anonymous.body).toContain('<link rel="modulepreload" href="/assets/home.js"');
  });

  it("reads the contact record in the user's saved language", async () => {
    const mei = await signedIn("mei");
    const lang = await ctx.app.inject({
      method: "PATCH",
      url: "/api/lang",
      headers: { authorization: mei.authorization },
      payload: { lang: "zh-TW" },
    });
    expect(lang.statusCode, lang.body).toBe(200);
    const boot = blockOf((await page("/home", { cookie: mei.cookie, "accept-language": "en" })).body);
    expect(boot?.site_contact).toMatchObject({ locale: "zh-TW", content: { company_name: "長青" } });
  });

  it("escapes the JSON for HTML: a value cannot close the block", async () => {
    const eve = await signedIn("eve", HOSTILE);
    const res = await page("/home", { cookie: eve.cookie });
    const text = BLOCK.exec(res.body)?.[1] ?? "";
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    // The block closes once: one `</script>` more than the page without it.
    const anonymous = await page("/home");
    expect(res.body.match(/<\/script>/g)).toHaveLength(
      (anonymous.body.match(/<\/script>/g) ?? []).length + 1,
    );
    const boot = blockOf(res.body) as { me: { first_name: string }; site_contact: { content: object } };
    expect(boot.me.first_name).toBe(HOSTILE);
    expect(boot.site_contact.content).toEqual({ company_name: HOSTILE });
    expect(bootBlock({ me: JSON.stringify("</script>") })).toBe(
      '<script type="application/json" id="edu-boot">{"me":"\\u003c/script\\u003e"}</script>',
    );
  });

  it("keeps the Content-Security-Policy, is never stored or revalidated, and is compressed per response", async () => {
    const ada = await signedIn("ada");
    const anonymous = await page("/home");
    const plain = await page("/home", {
      cookie: ada.cookie,
      "if-none-match": String(anonymous.headers.etag),
    });
    expect(plain.statusCode).toBe(200);
    expect(blockOf(plain.body)?.me).toMatchObject({ username: "ada" });
    expect(plain.headers["content-security-policy"]).toBe(anonymous.headers["content-security-policy"]);
    expect(plain.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(plain.headers["cache-control"]).toBe("no-store");
    expect(plain.headers.etag).toBeUndefined();
    expect(String(plain.headers.vary).split(/,\s*/)).toEqual(
      expect.arrayContaining(["accept-encoding", "cookie"]),
    );
    const br = await page("/home", { cookie: ada.cookie, "accept-encoding": "gzip, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await page("/home", { cookie: ada.cookie, "accept-encoding": "gzip, br;q=0" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });
});

describe("a page for anyone else is sent as today", () => {
  const expectAsBuilt = async (headers: Record<string, string>) => {
    const anonymous = await page("/home");
    const res = await page("/home", headers);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(anonymous.body);
    expect(res.body).not.toContain("edu-boot");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers.etag).toBe(anonymous.headers.etag);
  };

  it("a visitor, or an unknown token", async () => {
    expect(blockOf((await page("/home")).body)).toBeUndefined();
    await expectAsBuilt({ cookie: "signed_in=1; session=not-a-session" });
  });

  it("a session signed out (revoked) or expired, which /api/me answers 401", async () => {
    const out = await signedIn("leaver");
    const logout = await ctx.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { authorization: out.authorization },
    });
    expect(logout.statusCode).toBe(200);
    await expectAsBuilt({ cookie: out.cookie });

    const old = await signedIn("sleeper");
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.tokenHash, hashToken(old.token)));
    expect(
      (
        await ctx.app.inject({
          method: "POST",
          url: "/api/me",
          headers: { authorization: old.authorization },
        })
      ).statusCode,
    ).toBe(401);
    await expectAsBuilt({ cookie: old.cookie });
  });

  it("an inactive user (/api/me answers Blocked)", async () => {
    const gone = await signedIn("inactive");
    await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.username, "inactive"));
    expect(
      (
        await ctx.app.inject({
          method: "POST",
          url: "/api/me",
          headers: { authorization: gone.authorization },
        })
      ).statusCode,
    ).toBe(400);
    await expectAsBuilt({ cookie: gone.cookie });
  });

  it("prerendered pages, /api paths and HEAD requests, even with a session", async () => {
    const { cookie } = await signedIn("visitor");
    for (const url of ["/about", "/"]) {
      const res = await page(url, { cookie });
      expect(res.body, url).toBe((await page(url)).body);
      expect(res.body, url).not.toContain("edu-boot");
    }
    const api = await page("/api/unknown", { cookie });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe("not_found");
    const head = await ctx.app.inject({ method: "HEAD", url: "/home", headers: { cookie } });
    expect(head.headers["cache-control"]).toBe("no-cache");
  });
});

describe("the web app with a boot data provider", () => {
  let bare: string;
  beforeAll(async () => {
    // A plain build: no route manifest, so the fallback goes out without preloads.
    bare = await fs.mkdtemp(path.join(os.tmpdir(), "edu-boot-bare-"));
    await fs.writeFile(
      path.join(bare, "index.html"),
      "<html><head><title>t</title></head><body>app</body></html>",
    );
  });
  afterAll(() => fs.rm(bare, { recursive: true, force: true }));

  async function serve(bootData: () => Promise<{ me: string } | undefined>) {
    const logs: string[] = [];
    const app = Fastify({ logger: { level: "warn", stream: { write: (line: string) => logs.push(line) } } });
    let calls = 0;
    await registerWebApp(app, bare, {
      bootData: () => {
        calls++;
        return bootData();
      },
    });
    return { app, logs, calls: () => calls };
  }

  it("splices the block into a fallback without preloads, and asks only for a GET of the fallback", async () => {
    const { app, calls } = await serve(async () => ({ me: '{"id":1}' }));
    const res = await app.inject({ method: "GET", url: "/somewhere" });
    expect(res.body).toBe(
      '<html><head><title>t</title><script type="application/json" id="edu-boot">{"me":{"id":1}}</script></head><body>app</body></html>',
    );
    expect(calls()).toBe(1);
    await app.inject({ method: "HEAD", url: "/somewhere" });
    await app.inject({ method: "GET", url: "/" });
    await app.inject({ method: "GET", url: "/api/x" });
    await app.inject({ method: "POST", url: "/somewhere" });
    expect(calls()).toBe(1);
    await app.close();
  });

  it("sends the page without it when the boot data fails, logging no secret", async () => {
    const { app, logs } = await serve(async () => {
      throw Object.assign(new Error("Failed query: params: secret-token-hash"), { code: "57P01" });
    });
    const res = await app.inject({ method: "GET", url: "/somewhere" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("<html><head><title>t</title></head><body>app</body></html>");
    const warning = logs.find((line) => line.includes("page sent without its boot data"));
    expect(warning).toContain("57P01");
    expect(logs.join("\n")).not.toContain("secret-token-hash");
    await app.close();
  });
});
