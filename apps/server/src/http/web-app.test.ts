import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../test/helpers/test-app";

const INLINE_SCRIPT = 'window.__boot = { route: "/" };';
const VERSION = "0a1b2c3d";
const FALLBACK_SCRIPT = `window.__reactRouterManifest = { "url": "/assets/manifest-${VERSION}.js" };`;
/** The shape of React Router's build manifest (assets/manifest-<version>.js), trimmed to what matching reads. */
const ROUTES = {
  root: {
    id: "root",
    path: "",
    module: "/assets/root.js",
    imports: ["/assets/react.js"],
    css: ["/assets/shell.css#"],
  },
  landing: { id: "landing", parentId: "root", index: true, module: "/assets/landing.js" },
  about: { id: "about", parentId: "root", path: "about", module: "/assets/about.js" },
  faq: { id: "faq", parentId: "root", path: "faq/:id?", module: "/assets/faq.js" },
  guard: {
    id: "guard",
    parentId: "root",
    module: "/assets/require-auth.js",
    imports: ["/assets/mantine.js", "/assets/react.js"],
    css: ["/assets/workspace.css#", "/assets/shell.css#"],
  },
  user: {
    id: "user",
    parentId: "guard",
    path: "user/:id",
    module: "/assets/user.js",
    imports: ["/assets/user-parts.js", "/assets/mantine.js", "/assets/entry-dep.js"],
    css: ["/assets/user.css"],
  },
  forgot: { id: "forgot", parentId: "root", path: "password/Forgot", module: "/assets/forgot.js" },
  faqAdmin: { id: "faqAdmin", parentId: "guard", path: "admin/edit-faq", module: "/assets/faq-admin.js" },
  faqAdminIndex: {
    id: "faqAdminIndex",
    parentId: "faqAdmin",
    index: true,
    module: "/assets/faq-admin-index.js",
  },
  faqTopic: { id: "faqTopic", parentId: "faqAdmin", path: "topic", module: "/assets/faq-topic.js" },
  unknown: { id: "unknown", parentId: "root", path: "*", module: "/assets/unknown.js" },
};
const ENTRY = { module: "/assets/entry.js", imports: ["/assets/entry-dep.js"], css: ["/assets/shell.css#"] };
let ctx: TestContext;
let dist: string;

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), "edu-web-"));
  await fs.mkdir(path.join(dist, "assets"));
  await fs.mkdir(path.join(dist, "about"));
  await fs.writeFile(
    path.join(dist, "index.html"),
    `<html><body>landing<script>${INLINE_SCRIPT}</script></body></html>`,
  );
  // As React Router writes it: only the root route's modules, the bootstrap naming the build's manifest.
  await fs.writeFile(
    path.join(dist, "__spa-fallback.html"),
    `<html><head><link rel="stylesheet" href="/assets/shell.css#"/></head><body>spa${" ".repeat(2000)}` +
      `<script type="module">${FALLBACK_SCRIPT}</script></body></html>`,
  );
  await fs.writeFile(path.join(dist, "about", "index.html"), "<html><body>about page</body></html>");
  // As scripts/compress-web.mjs leaves a prerendered page: precompressed beside the original.
  const contact = `<html><body>contact page${" ".repeat(2000)}</body></html>`;
  await fs.mkdir(path.join(dist, "contact"));
  await fs.writeFile(path.join(dist, "contact", "index.html"), contact);
  await fs.writeFile(
    path.join(dist, "contact", "index.html.br"),
    await promisify(zlib.brotliCompress)(contact),
  );
  await fs.writeFile(
    path.join(dist, "assets", "app-1234.js"),
    `console.log(${JSON.stringify("x".repeat(4000))});`,
  );
  await fs.writeFile(
    path.join(dist, "assets", `manifest-${VERSION}.js`),
    `window.__reactRouterManifest=${JSON.stringify({ entry: ENTRY, routes: ROUTES, url: `/assets/manifest-${VERSION}.js`, version: VERSION })};`,
  );
  ctx = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await ctx.close();
  await fs.rm(dist, { recursive: true, force: true });
});

describe("serving the built web app", () => {
  it("serves the SPA fallback for a deep unknown path, uncached", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/x/y/z" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain("spa");
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("serves a prerendered page for its path, with or without a trailing slash or query", async () => {
    for (const url of ["/about", "/about/", "/about?tab=faq"]) {
      const res = await ctx.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain("about page");
    }
    const landing = await ctx.app.inject({ method: "GET", url: "/" });
    expect(landing.body).toContain("landing");
  });

  it("caches hashed assets for a year and compresses them", async () => {
    const res = await ctx.app.inject({
      method: "GET",
      url: "/assets/app-1234.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(["br", "gzip"]).toContain(res.headers["content-encoding"]);
  });

  it("never caches a precompressed prerendered page, and keeps its Content-Security-Policy", async () => {
    for (const url of ["/contact", "/contact/index.html"]) {
      const res = await ctx.app.inject({ method: "GET", url, headers: { "accept-encoding": "br, gzip" } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-encoding"], url).toBe("br");
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(res.headers["content-security-policy"], url).toContain("script-src");
    }
  });

  it("sends no Content-Security-Policy with scripts (it would apply to nothing)", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/assets/app-1234.js" });
    expect(res.headers["content-security-policy"]).toBeUndefined();
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("answers a missing asset with 404, not HTML, so a stale client can tell", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/assets/gone-9999.js" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).not.toContain("text/html");
  });

  it("never answers /api paths or non-GET requests with HTML", async () => {
    const api = await ctx.app.inject({ method: "GET", url: "/api/unknown/thing" });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe("not_found");
    const post = await ctx.app.inject({ method: "POST", url: "/somewhere" });
    expect(post.statusCode).toBe(404);
  });

  it("refuses path traversal", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/..%2F..%2Fetc%2Fpasswd" });
    expect(res.body).not.toContain("root:");
  });

  it("sends a Content-Security-Policy that allows exactly the build's inline scripts", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/" });
    const csp = String(res.headers["content-security-policy"]);
    const hash = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
    expect(csp).toContain("default-src 'self'");
    // The landing page's and the fallback's inline scripts, and nothing else.
    const scriptSrc = csp.split("; ").find((directive) => directive.startsWith("script-src "));
    expect(scriptSrc?.split(" ").sort()).toEqual(
      ["script-src", "'self'", hash(INLINE_SCRIPT), hash(FALLBACK_SCRIPT)].sort(),
    );
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("the SPA fallback preloads the page's routes", () => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: "GET", url, headers });
  const preloads = (html: string) =>
    [
      ...html.matchAll(
        /<link rel="(modulepreload|preload)"(?: as="style")? href="([^"]+)" fetchpriority="low"\/>/g,
      ),
    ].map(([, rel, href]) => `${rel} ${href}`);

  it("adds to <head> the scripts and styles of the routes the path renders, not what the shell loads", async () => {
    const res = await get("/user/5");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.headers["cache-control"]).toBe("no-cache");
    const head = res.body.slice(0, res.body.indexOf("</head>"));
    // user/:id under the signed-in layout, not the catch-all that matches too; root, entry and their
    // imports (react.js, entry-dep.js, shell.css) are the fallback's own.
    expect(preloads(head)).toEqual([
      "preload /assets/workspace.css",
      "preload /assets/user.css",
      "modulepreload /assets/require-auth.js",
      "modulepreload /assets/mantine.js",
      "modulepreload /assets/user.js",
      "modulepreload /assets/user-parts.js",
    ]);
    expect(res.body).toContain("spa");
    expect(res.body).toContain(`manifest-${VERSION}.js`);
  });

  it("carries the routes /__manifest would answer for the path, named by the build's version", async () => {
    const page = (await get("/user/5")).body;
    const block = /<script type="application\/json" id="edu-page-routes">(.*?)<\/script>/.exec(page)?.[1];
    const discovery = await ctx.app.inject({
      method: "GET",
      url: `/__manifest?${new URLSearchParams({ paths: "/user/5", version: VERSION })}`,
    });
    expect(JSON.parse(block ?? "null")).toEqual({ version: VERSION, routes: discovery.json() });
    expect(page.indexOf("edu-page-routes")).toBeLessThan(page.indexOf("</head>"));
  });

  it("keeps the Content-Security-Policy and the inline scripts as built", async () => {
    const page = await get("/user/5");
    const landing = await get("/");
    expect(page.headers["content-security-policy"]).toBe(landing.headers["content-security-policy"]);
    expect(page.body).toContain(`<script type="module">${FALLBACK_SCRIPT}</script>`);
  });

  it("ranks routes as React Router does: index, optional and catch-all", async () => {
    const modules = async (url: string) =>
      preloads((await get(url)).body)
        .filter((link) => link.startsWith("modulepreload"))
        .map((link) => link.split("/").pop());
    expect(await modules("/admin/edit-faq")).toEqual([
      "require-auth.js",
      "mantine.js",
      "faq-admin.js",
      "faq-admin-index.js",
    ]);
    expect(await modules("/admin/edit-faq/topic")).toEqual([
      "require-auth.js",
      "mantine.js",
      "faq-admin.js",
      "faq-topic.js",
    ]);
    expect(await modules("/faq/12")).toEqual(["faq.js"]);
    expect(await modules("/faq/12/more")).toEqual(["unknown.js"]);
    expect(await modules("/Password/forgot")).toEqual(["forgot.js"]);
  });

  it("compresses the page as the client accepts and answers a revalidation with 304", async () => {
    const plain = await get("/user/7", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const br = await get("/user/7", { "accept-encoding": "gzip, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get("/user/7", { "accept-encoding": "gzip, br;q=0" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    // Another path to the same routes is the same page.
    expect((await get("/user/8")).headers.etag).toBe(etag);
    const again = await get("/user/7", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
  });

  it("leaves prerendered pages and unknown builds alone", async () => {
    expect(preloads((await get("/about")).body)).toEqual([]);
    expect(preloads((await get("/")).body)).toEqual([]);
  });
});

describe("lazy route discovery (/__manifest)", () => {
  const ask = (paths: string, version = VERSION) =>
    ctx.app.inject({
      method: "GET",
      url: `/__manifest?${new URLSearchParams({ paths, version })}`,
    });

  it("answers the routes that can match each path, with their parent routes", async () => {
    const res = await ask("/user,/user/5");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/json");
    const routes = res.json() as Record<string, { id: string; module: string }>;
    // `/user/5` is user/:id under the signed-in layout; `/user` only the catch-all.
    expect(Object.keys(routes).sort()).toEqual(["guard", "root", "unknown", "user"]);
    expect(routes.user).toEqual(ROUTES.user);
  });

  it("matches nested, index, optional, case-insensitive and encoded paths as React Router does", async () => {
    const ids = async (paths: string) => Object.keys((await ask(paths)).json()).sort();
    expect(await ids("/admin/edit-faq/topic")).toEqual(["faqAdmin", "faqTopic", "guard", "root", "unknown"]);
    expect(await ids("/admin/edit-faq/")).toEqual(["faqAdmin", "faqAdminIndex", "guard", "root", "unknown"]);
    expect(await ids("/faq")).toEqual(["faq", "root", "unknown"]);
    expect(await ids("/faq/12")).toEqual(["faq", "root", "unknown"]);
    expect(await ids("/faq/12/more")).toEqual(["root", "unknown"]);
    expect(await ids("/password/forgot")).toEqual(["forgot", "root", "unknown"]);
    expect(await ids("/user/%E7%8E%8B")).toEqual(["guard", "root", "unknown", "user"]);
    expect(await ids("/")).toEqual(["landing", "root", "unknown"]);
  });

  it("lets browsers and proxies keep the answer: the URL names the build", async () => {
    const res = await ask("/about");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-security-policy"]).toBeUndefined();
  });

  it("tells a client of another build to reload the document, as React Router's server does", async () => {
    for (const version of ["ffffffff", "../../etc", ""]) {
      const res = await ask("/about", version);
      expect(res.statusCode, version).toBe(204);
      expect(res.headers["x-remix-reload-document"], version).toBe("true");
      expect(res.body).toBe("");
    }
  });

  it("refuses a request without paths or over React Router's URL limit", async () => {
    const none = await ctx.app.inject({ method: "GET", url: `/__manifest?version=${VERSION}` });
    expect(none.statusCode).toBe(400);
    const long = await ask(Array.from({ length: 800 }, (_, n) => `/user/${n}`).join(","));
    expect(long.statusCode).toBe(400);
  });
});
