import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../test/helpers/test-app";
import { createUser, signIn } from "../../test/helpers/users";
import { users } from "../modules/users/users.table";
import { registerWebApp } from "./web-app";

const VERSION = "0a1b2c3d";
const ROUTES = {
  root: { id: "root", path: "", module: "/assets/root.js" },
  landing: { id: "landing", parentId: "root", index: true, module: "/assets/landing.js" },
  guard: { id: "guard", parentId: "root", module: "/assets/require-auth.js" },
  home: { id: "home", parentId: "guard", path: "home", module: "/assets/home.js" },
  profile: { id: "profile", parentId: "guard", path: "profile", module: "/assets/profile.js" },
};
/** As React Router writes the SPA fallback: Mantine's styles, then the spinner, in the body. */
const FALLBACK =
  '<html lang="en"><head><link rel="stylesheet" href="/assets/style.css"/></head><body><style>:root{}</style>' +
  `<div role="status">spa</div><script type="module">window.__reactRouterManifest = { "url": "/assets/manifest-${VERSION}.js" };</script></body></html>`;
/**
 * A stand-in for the web build's render (apps/web/src/paint/home-paint.tsx, tested there): it answers with what
 * it was given, as the app would write it (text escaped), and fails for a user named "Boom". Importing it
 * counts, so the tests can tell when the server loaded it.
 */
const PAINT_MODULE = `
globalThis.__homePaintImports = (globalThis.__homePaintImports ?? 0) + 1;
const escape = (text) => text.replace(/[&<>"]/g, (c) => "&#" + c.charCodeAt(0) + ";");
export function renderHomePaint({ user, lang }) {
  if (user.first_name === "Boom") throw new Error("render failed");
  return '<div id="edu-painted-page">' + lang + " " + escape(user.first_name) + "</div>";
}`;
const imports = () => (globalThis as { __homePaintImports?: number }).__homePaintImports ?? 0;

/** A build as `npm run build` leaves it: `client/` served, `paint/` beside it. */
async function writeBuild(root: string, withPaint: boolean): Promise<string> {
  const client = path.join(root, "client");
  await fs.mkdir(path.join(client, "assets"), { recursive: true });
  await fs.writeFile(path.join(client, "__spa-fallback.html"), FALLBACK);
  await fs.writeFile(path.join(client, "index.html"), "<html><head></head><body>landing</body></html>");
  await fs.writeFile(
    path.join(client, "assets", `manifest-${VERSION}.js`),
    `window.__reactRouterManifest=${JSON.stringify({ entry: { module: "/assets/entry.js" }, routes: ROUTES, url: `/assets/manifest-${VERSION}.js`, version: VERSION })};`,
  );
  if (withPaint) {
    await fs.mkdir(path.join(root, "paint"));
    // apps/web's package.json says "type": "module" for the real build.
    await fs.writeFile(path.join(root, "package.json"), '{"type":"module"}');
    await fs.writeFile(path.join(root, "paint", "home-paint.js"), PAINT_MODULE);
  }
  return client;
}

let root: string;
let ctx: TestContext;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "edu-paint-"));
  ctx = await createTestApp({ WEB_DIST_DIR: await writeBuild(path.join(root, "painted"), true) });
});
afterAll(async () => {
  await ctx.close();
  await fs.rm(root, { recursive: true, force: true });
});

async function cookieOf(username: string, patch: { firstName?: string; finishBind?: boolean } = {}) {
  await createUser(ctx.database.db, { username, ...patch });
  const { token } = await signIn(ctx.app, username);
  return `signed_in=1; session=${encodeURIComponent(token)}`;
}

const page = (url: string, cookie?: string) =>
  ctx.app.inject({
    method: "GET",
    url,
    headers: { "accept-encoding": "identity", ...(cookie ? { cookie } : {}) },
  });

describe("the signed-in /home painted by the server", () => {
  it("carries the first screen at the start of the body, in the user's language, loaded at the first paint", async () => {
    const cookie = await cookieOf("painted-parent", { firstName: "<b>Pat</b>" });
    await ctx.database.db.update(users).set({ lang: "zh-TW" }).where(eq(users.username, "painted-parent"));
    expect(imports()).toBe(0);
    const res = await page("/home", cookie);
    expect(res.statusCode).toBe(200);
    expect(imports()).toBe(1);
    expect(res.body).toContain(
      '<body><div id="edu-painted-page">zh-TW &#60;b&#62;Pat&#60;/b&#62;</div><style>:root{}</style><div role="status">spa</div>',
    );
    // With the page's routes for the app, and no route chunk preloaded before the paint.
    expect(res.body).toContain('id="edu-page-routes"');
    expect(res.body).not.toContain("modulepreload");
    expect(res.headers["cache-control"]).toBe("no-store");
    await page("/home/", cookie);
    expect(imports()).toBe(1);
  });

  it("leaves other paths, visitors and unbound users with today's page", async () => {
    const cookie = await cookieOf("painted-other");
    const profile = await page("/profile", cookie);
    expect(profile.body).not.toContain("edu-painted-page");
    expect(profile.body).toContain('<link rel="modulepreload" href="/assets/profile.js"');

    const visitor = await page("/home");
    expect(visitor.body).not.toContain("edu-painted-page");
    expect(visitor.body).toContain('<link rel="modulepreload" href="/assets/home.js"');

    // The app sends an unbound account to /register-detail: a painted /home would only flash.
    const unbound = await page("/home", await cookieOf("painted-unbound", { finishBind: false }));
    expect(unbound.body).toContain("edu-boot");
    expect(unbound.body).not.toContain("edu-painted-page");
  });
});

describe("the web app without the render, or with one that fails", () => {
  async function serve(webDistDir: string, firstName: string) {
    const logs: string[] = [];
    const app = Fastify({ logger: { level: "warn", stream: { write: (line: string) => logs.push(line) } } });
    const me = JSON.stringify({ id: 1, first_name: firstName, lang: "en", finish_bind: true });
    await registerWebApp(app, webDistDir, { bootData: async () => ({ me }) });
    return { app, logs };
  }

  it("sends today's page when the build has no render (a test run without a web build)", async () => {
    const { app, logs } = await serve(await writeBuild(path.join(root, "bare"), false), "Ada");
    const res = await app.inject({ method: "GET", url: "/home" });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("edu-painted-page");
    expect(res.body).toContain('<link rel="modulepreload" href="/assets/home.js"');
    expect(logs).toEqual([]);
    await app.close();
  });

  it("sends today's page when the render throws, and says so once", async () => {
    const { app, logs } = await serve(await writeBuild(path.join(root, "failing"), true), "Boom");
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({ method: "GET", url: "/home" });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain("edu-painted-page");
      expect(res.body).toContain('<link rel="modulepreload" href="/assets/home.js"');
    }
    expect(logs.filter((line) => line.includes("without its painted first screen"))).toHaveLength(1);
    expect(logs.join("\n")).toContain("render failed");
    await app.close();
  });
});
