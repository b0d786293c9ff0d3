// A signed-in page's first load (issue 11 item 9): how many requests the browser makes, and how long it
// takes, before the page's content is on screen. Debian's Chromium (the e2e flags) against the real server
// (fresh embedded database, demo data); each run is a new browser context (empty cache) that signs in
// through POST /api/login (the session cookie lands in the context, as a sign-in on the login page would
// leave it, with the person's language saved as that page saves it), then opens the page. "Content" is the first element matching --selector being visible; every
// request started before that moment counts. A second visit in the same context (--warm) shows the same with
// the HTTP cache and the session known. Beside it, each run reports the page's largest contentful paint (a
// `largest-contentful-paint` observer: its time, and whether it was the server's painted copy of /home or the
// app's own element), the layout shifts summed (CLS) and any console error (hydration included). The copy the
// server paints carries no test ids, so "content" is still the app's own page.
//
//   npm run build   # or a private build (see landing-downloads.mjs)
//   WEB_DIST_DIR=apps/web/.tmp/my-build/client node_modules/.bin/node bench/signed-in-load.mjs \
//     [--path /home] [--selector '[data-testid=home-greeting]'] [--user student] [--runs 5] [--json out.json] [--list]
//     [--timeline]
//
// --list: each request of the first cold run with what it is: a script's size and the source folders of its
// modules (from chunk-modules.json, which the build writes beside the client folder).
// --timeline: the median cold run's resources with when each started and ended (ms since navigation start,
// Resource Timing), to see what waits on what.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS } from "../apps/web/scripts/measure-page.mjs";
import { repoRoot, startAppServer } from "./lib/app-server.mjs";

const { values: args } = parseArgs({
  options: {
    port: { type: "string", default: process.env.SIGNED_IN_PORT ?? "3170" },
    path: { type: "string", default: "/home" },
    selector: { type: "string", default: "[data-testid=home-greeting]" },
    user: { type: "string", default: "student" },
    password: { type: "string", default: process.env.DEMO_PASSWORD ?? "demo-pass-2026" },
    runs: { type: "string", default: "5" },
    json: { type: "string" },
    list: { type: "boolean", default: false },
    timeline: { type: "boolean", default: false },
  },
});
const webDir = resolve(process.env.WEB_DIST_DIR ?? join(repoRoot, "apps/web/build/client"));
if (!existsSync(join(webDir, "index.html"))) {
  console.error(`No web build at ${webDir}: run \`npm run build\` first.`);
  process.exit(1);
}

/** Opens `url` in `page`; the requests started, and the ms since navigation start, until `selector` shows. */
async function visit(page, url) {
  const requests = [];
  let done = false;
  const onRequest = (request) => {
    if (!done) requests.push({ method: request.method(), type: request.resourceType(), url: request.url() });
  };
  page.on("request", onRequest);
  await page.addInitScript(() => {
    const seen = { lcp: undefined, lcpPainted: false, cls: 0 };
    window.__signedInLoad = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        seen.lcp = entry.startTime;
        seen.lcpPainted = Boolean(entry.element?.closest("#edu-painted-page"));
      }
    }).observe({ type: "largest-contentful-paint", buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) seen.cls += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(url, { waitUntil: "commit" });
  const handle = await page.waitForFunction(
    (selector) => {
      const element = document.querySelector(selector);
      const box = element?.getBoundingClientRect();
      return box && box.width > 0 && box.height > 0 ? performance.now() : false;
    },
    args.selector,
    { polling: "raf", timeout: 30_000 },
  );
  done = true;
  page.off("request", onRequest);
  const ms = await handle.jsonValue();
  // Two frames more: a shift or a larger paint in the frame after the content would count for the page.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const paints = await page.evaluate(() => window.__signedInLoad);
  const timeline = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => ({ name: entry.name, start: entry.startTime, end: entry.responseEnd })),
  );
  return { ms, requests, timeline, ...paints };
}

const summary = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { min: sorted[0], median: sorted[Math.floor(sorted.length / 2)], max: sorted.at(-1) };
};

const server = await startAppServer({ port: Number(args.port), webDir });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: CHROMIUM_FLAGS,
});
const cold = [];
const warm = [];
try {
  for (let run = 0; run < Number(args.runs); run += 1) {
    const context = await browser.newContext();
    const login = await context.request.post(`${server.origin}/api/login`, {
      data: { username: args.user, password: args.password },
    });
    if (!login.ok()) throw new Error(`POST /api/login answered ${login.status()}: ${await login.text()}`);
    // The login page leaves the person's language saved (features/auth/api/session.ts): the page opens in it.
    const { user } = await login.json();
    if (user?.lang)
      await context.addInitScript((lang) => localStorage.setItem("edu.locale", lang), user.lang);
    const page = await context.newPage();
    page.on("pageerror", (error) => console.error(`page error: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error") console.error(`console error: ${message.text()}`);
    });
    cold.push(await visit(page, `${server.origin}${args.path}`));
    // The same page again in the same context: HTTP cache warm, session known to the server.
    warm.push(await visit(page, `${server.origin}${args.path}`));
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

const count = (visits, filter = () => true) => summary(visits.map((v) => v.requests.filter(filter).length));
const isScript = (r) => r.type === "script" || /\.m?js(\?|$)/.test(new URL(r.url).pathname);
const isApi = (r) => new URL(r.url).pathname.startsWith("/api/");
const result = {
  path: args.path,
  selector: args.selector,
  runs: cold.length,
  cold: {
    ms: summary(cold.map((v) => Math.round(v.ms))),
    lcp: summary(cold.filter((v) => v.lcp !== undefined).map((v) => Math.round(v.lcp))),
    lcpPainted: cold.filter((v) => v.lcpPainted).length,
    cls: summary(cold.map((v) => Number(v.cls.toFixed(3)))),
    requests: count(cold),
    scripts: count(cold, isScript),
    api: count(cold, isApi),
  },
  warm: {
    ms: summary(warm.map((v) => Math.round(v.ms))),
    lcp: summary(warm.filter((v) => v.lcp !== undefined).map((v) => Math.round(v.lcp))),
    lcpPainted: warm.filter((v) => v.lcpPainted).length,
    cls: summary(warm.map((v) => Number(v.cls.toFixed(3)))),
    requests: count(warm),
    scripts: count(warm, isScript),
    api: count(warm, isApi),
  },
  firstRunRequests: cold[0]?.requests.map((r) => `${r.method} ${r.type} ${new URL(r.url).pathname}`),
};
const line = (label, s) => `${label}: median ${s.median} (min ${s.min}, max ${s.max})`;
for (const kind of ["cold", "warm"]) {
  const r = result[kind];
  console.log(`\n${args.path} as ${args.user}, ${kind} (${result.runs} runs)`);
  console.log(`  ${line("time to content, ms", r.ms)}`);
  console.log(`  ${line("largest contentful paint, ms", r.lcp)}; the painted copy in ${r.lcpPainted} run(s)`);
  console.log(`  ${line("layout shift (CLS)", r.cls)}`);
  console.log(`  ${line("requests before content", r.requests)}`);
  console.log(`  ${line("  of them scripts", r.scripts)}`);
  console.log(`  ${line("  of them /api/*", r.api)}`);
}
const chunkReport = join(dirname(webDir), "chunk-modules.json");
const chunks = args.list && existsSync(chunkReport) ? JSON.parse(readFileSync(chunkReport, "utf8")) : {};

/** "12.3 KB  @mantine/core, src/features/home (14 modules)" for a script of the build, else "". */
function describeChunk(pathname) {
  const chunk = chunks[pathname.replace(/^\//, "")];
  if (!chunk) return "";
  const modules = Object.entries(chunk.modules);
  const bytes = modules.reduce((sum, [, size]) => sum + size, 0);
  const where = (id) =>
    id.startsWith("node_modules/")
      ? id
          .split("/")
          .slice(1, id.startsWith("node_modules/@") ? 3 : 2)
          .join("/")
      : id.replace(/^.*?(src|packages\/shared\/src)\/([^/]+\/[^/?]+).*$/, "$1/$2");
  const folders = [...new Set(modules.map(([id]) => where(id)))];
  const shown = folders.slice(0, 4).join(", ") + (folders.length > 4 ? ", …" : "");
  return `  ${(bytes / 1024).toFixed(1)} KB  ${shown} (${modules.length} modules)`;
}

console.log("\nfirst cold run, requests before content:");
for (const r of result.firstRunRequests ?? []) console.log(`  ${r}${describeChunk(r.split(" ")[2] ?? "")}`);
if (args.timeline) {
  const median = [...cold].sort((a, b) => a.ms - b.ms)[Math.floor(cold.length / 2)];
  console.log(
    `\nmedian cold run, timeline (ms since navigation start; content at ${Math.round(median?.ms ?? 0)}):`,
  );
  for (const entry of median?.timeline ?? []) {
    const { pathname, search } = new URL(entry.name);
    const name = pathname.startsWith("/assets/") ? pathname : `${pathname}${search}`.slice(0, 70);
    console.log(
      `  ${String(Math.round(entry.start)).padStart(5)} → ${String(Math.round(entry.end)).padStart(5)}  ${name}`,
    );
  }
}
if (args.json) writeFileSync(args.json, `${JSON.stringify(result, null, 2)}\n`);
