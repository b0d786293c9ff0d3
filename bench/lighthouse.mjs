// Lighthouse on the landing page (DESIGN.md §7; issue 4 "Must show"), mobile settings, Debian's Chromium.
//
//   npm run build                      # the web app, precompressed (brotli + gzip) as in production
//   node_modules/.bin/node bench/lighthouse.mjs [--runs 3] [--port 3150] [--path /] [--save dir]
//   node_modules/.bin/node bench/lighthouse.mjs --user admin --path /home   # a signed-in page (issue 11 item 9)
//   node_modules/.bin/node bench/lighthouse.mjs --runs 5 --noscript   # each run beside a no-script copy (issue 36)
//
// --noscript: the server gets a copy of the build (hard links) holding `/__noscript<path>`, the page's HTML with every
// script and module preload removed; runs alternate page / copy, so machine load weighs on both alike, and the
// summary prints each one's median and the page's TBT over the copy's (for a signed-in path the copy is the page
// as the server sends it to that user, fetched once the server is up: on /home the server's painted first screen,
// elsewhere the SPA fallback's spinner).
//
// A private build while others rebuild apps/web/build:
//   WEB_BUILD_DIR=.tmp/lh-build npm run build
//   WEB_DIST_DIR=apps/web/.tmp/lh-build/client node_modules/.bin/node bench/lighthouse.mjs --runs 3
//
// Starts the real server on the built app with a fresh embedded database and demo data (as the e2e
// run does), runs Lighthouse against it and prints performance, accessibility, SEO and best practices
// for every run. Targets: performance ≥ 90, accessibility ≥ 95, SEO ≥ 95. Exits non-zero below them.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { brotliCompressSync, gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { startAppServer } from "./lib/app-server.mjs";

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "1" },
    port: { type: "string", default: process.env.LIGHTHOUSE_PORT ?? "3150" },
    path: { type: "string", default: "/" },
    // Writes each run's full Lighthouse report (lhr JSON) to this directory, for digging into a score.
    save: { type: "string" },
    // Signs in as this demo user first (POST /api/login) and sends the session cookie with every request.
    user: { type: "string" },
    password: { type: "string", default: process.env.DEMO_PASSWORD ?? "demo-pass-2026" },
    noscript: { type: "boolean", default: false },
  },
});
const TARGETS = { performance: 90, accessibility: 95, seo: 95 };
const repoRoot = resolve(import.meta.dirname, "..");
const port = Number(args.port);
const origin = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

// WEB_DIST_DIR (as the server reads it) lets a run use a copy of the build that no one else rebuilds meanwhile.
const builtDir = resolve(process.env.WEB_DIST_DIR ?? join(repoRoot, "apps/web/build/client"));
if (!existsSync(join(builtDir, "index.html"))) {
  console.error("No web build: run `npm run build` first.");
  process.exit(1);
}
if (!existsSync(join(builtDir, "index.html.br"))) {
  console.warn("warning: the build is not precompressed (run `npm run build`, not only the web build).");
}

/**
 * The cookies POST /api/login sets for `user` (a fresh session per run, as a person signing in would have):
 * the session cookie and the page-readable `signed_in` hint.
 */
async function signIn(user) {
  const response = await fetch(`${origin}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ username: user, password: args.password }),
  });
  if (!response.ok) throw new Error(`POST /api/login answered ${response.status}: ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((cookie) => {
    const [name, ...value] = (cookie.split(";")[0] ?? "").split("=");
    return { name: name.trim(), value: value.join("="), url: origin };
  });
  if (cookies.length === 0) throw new Error("POST /api/login set no cookie");
  const { user: me } = await response.json();
  return { cookies, lang: me?.lang };
}

/**
 * Puts the sign-in cookies in the browser's own cookie jar (over CDP), as a sign-in on the login page leaves
 * them: the page must read the `signed_in` hint itself (a Cookie request header would reach the server only,
 * and the app would send a browser without the hint to /login). Lighthouse keeps cookies between its passes.
 * The login page also saves the person's language in the browser (features/auth/api/session.ts), which the app
 * starts in: saved here too, from a same-origin JSON answer (no page of the app, so no asset is cached), and kept
 * by running Lighthouse without its storage reset (each run's browser is new, its cache empty). Without it a
 * zh-TW parent's app drew English over the server's zh-TW paint of /home, a larger text and a later LCP.
 */
async function signInBrowser(port, user) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    if (!context) throw new Error("the browser has no default context");
    const { cookies, lang } = await signIn(user);
    await context.addCookies(cookies);
    const page = await context.newPage();
    await page.goto(`${origin}/api/health`);
    await page.evaluate((saved) => saved && localStorage.setItem("edu.locale", saved), lang);
    await page.close();
  } finally {
    // Disconnects only: the browser belongs to chrome-launcher.
    await browser.close();
  }
}

async function runOnce(url, run, label) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--no-sandbox", "--headless=new", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    if (args.user) await signInBrowser(chrome.port, args.user);
    // Lighthouse's defaults are the mobile settings (Moto G Power, slow 4G, 4x CPU slowdown).
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "seo", "best-practices"],
      formFactor: "mobile",
      disableStorageReset: Boolean(args.user),
    });
    if (!result) throw new Error("Lighthouse returned no result");
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    // A signed-in page that sent the browser to /login would be measured as the login page.
    const shown = new URL(result.lhr.finalDisplayedUrl).pathname;
    if (shown !== new URL(url).pathname) throw new Error(`Lighthouse measured ${shown}, not ${url}`);
    if (args.save) {
      mkdirSync(args.save, { recursive: true });
      writeFileSync(
        join(args.save, `lighthouse-run${run}${label === "page" ? "" : `-${label}`}.json`),
        JSON.stringify(result.lhr),
      );
    }
    if (process.env.LIGHTHOUSE_DEBUG) {
      const shifts = audits["layout-shifts"]?.details?.items ?? [];
      for (const item of shifts)
        console.log("  shift", item.score, item.node?.selector, item.node?.snippet?.slice(0, 120));
    }
    const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      seo: score("seo"),
      bestPractices: score("best-practices"),
      fcp: audits["first-contentful-paint"]?.displayValue,
      lcp: audits["largest-contentful-paint"]?.displayValue,
      tbt: audits["total-blocking-time"]?.displayValue,
      cls: audits["cumulative-layout-shift"]?.displayValue,
      // The element Lighthouse took as the largest contentful paint (its text, or its selector).
      lcpElement: lcpElementOf(audits),
      failing: Object.values(categories)
        .filter((category) => category.id !== "performance")
        .flatMap((category) => category.auditRefs)
        .map((ref) => audits[ref.id])
        .filter(
          (audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary",
        )
        .map((audit) => audit.id),
    };
  } finally {
    await chrome.kill();
  }
}

/** `<selector> "<text>" (<width>×<height> at top <y>)` of the LCP element, from the LCP breakdown insight. */
function lcpElementOf(audits) {
  const node = audits["lcp-breakdown-insight"]?.details?.items?.find((item) => item.type === "node");
  if (!node) return undefined;
  const box = node.boundingRect;
  const size = box ? ` (${box.width}×${box.height} at top ${box.top})` : "";
  return `${node.selector ?? node.path} "${String(node.nodeLabel ?? "").slice(0, 80)}"${size}`;
}

const NOSCRIPT_PREFIX = "/__noscript";

/** The page's HTML as painted without JavaScript: scripts and module preloads removed. */
function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link rel="modulepreload"[^>]*>/g, "");
}

/**
 * A hard-linked copy of the build (beside it, `paint/` too: the server paints /home from `<build>/paint`) that
 * `write` adds `/__noscript<path>/index.html` to (precompressed as the build is): the prerendered page, or for a
 * signed-in page the HTML the server answers that user with (the server serves the file from the copy once written).
 */
function buildWithNoscriptCopy(source) {
  const dir = mkdtempSync(join(tmpdir(), "edu-lighthouse-"));
  const copy = join(dir, "client");
  execFileSync("cp", ["-al", source, copy]);
  const paint = join(source, "..", "paint");
  if (existsSync(paint)) execFileSync("cp", ["-al", paint, join(dir, "paint")]);
  // The render is an ES module: as apps/web's package.json says for the build.
  writeFileSync(join(dir, "package.json"), '{"type":"module"}');
  const write = (pagePath, page) => {
    const html = withoutScripts(page);
    const target = join(copy, NOSCRIPT_PREFIX.slice(1), pagePath.replace(/^\/+|\/+$/g, ""));
    mkdirSync(target, { recursive: true });
    writeFileSync(join(target, "index.html"), html);
    writeFileSync(join(target, "index.html.br"), brotliCompressSync(html));
    writeFileSync(join(target, "index.html.gz"), gzipSync(html, { level: 9 }));
  };
  return { webDir: copy, write, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The page's HTML as a visitor (a file of the build) or as `user` (fetched from the running server) gets it. */
async function pageHtml(source, pagePath, user) {
  if (user) {
    const cookie = (await signIn(user)).cookies.map(({ name, value }) => `${name}=${value}`).join("; ");
    const response = await fetch(`${origin}${pagePath}`, {
      headers: { cookie, "accept-encoding": "identity" },
    });
    if (!response.ok) throw new Error(`GET ${pagePath} answered ${response.status}`);
    return response.text();
  }
  const relative = pagePath.replace(/^\/+|\/+$/g, "");
  const file = [join(source, relative, "index.html"), join(source, "__spa-fallback.html")].find(existsSync);
  if (!file) throw new Error(`no prerendered HTML for ${pagePath}`);
  return readFileSync(file, "utf8");
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};
const ms = (display) =>
  Number(String(display ?? "").replace(/[^\d.]/g, "")) * (/\bs$/.test(display) ? 1000 : 1);

// chrome-launcher reports a missing browser as an unhandled 'error' event that ends the process before any
// finally runs, which would leave the app server holding the port: check first.
if (!existsSync(chromePath)) {
  console.error(`No browser at ${chromePath}: install Debian's chromium (see .ci/run) or set CHROME_PATH.`);
  process.exit(1);
}
const copy = args.noscript ? buildWithNoscriptCopy(builtDir) : undefined;
const server = await startAppServer({ port, webDir: copy?.webDir ?? builtDir });
let failed = false;
try {
  copy?.write(args.path, await pageHtml(builtDir, args.path, args.user));
  const url = `${origin}${args.path}`;
  const runs = Math.max(1, Number(args.runs) || 1);
  console.log(
    `Lighthouse ${url}${args.user ? ` as ${args.user}` : ""} (mobile, ${chromePath}), ${runs} run(s)` +
      (copy ? `, each beside ${NOSCRIPT_PREFIX}${args.path} (no script)` : ""),
  );
  const pages = copy
    ? [
        { label: "page", url },
        { label: "no-script", url: `${origin}${NOSCRIPT_PREFIX}${args.path}` },
      ]
    : [{ label: "page", url }];
  const results = new Map(pages.map((page) => [page.label, []]));
  for (let run = 1; run <= runs; run += 1) {
    for (const page of pages) {
      const load = loadavg()[0].toFixed(1);
      let r;
      try {
        r = await runOnce(page.url, run, page.label);
      } catch (error) {
        // A copy that paints nothing contentful (a signed-in page whose HTML is the SPA fallback's spinner) has
        // no FCP: said, and left out of the medians, rather than ending the page's runs.
        if (page.label === "page" || !/NO_FCP/.test(String(error))) throw error;
        console.log(`run ${run} ${page.label.padEnd(9)}: no contentful paint (NO_FCP; load ${load})`);
        continue;
      }
      results.get(page.label).push(r);
      console.log(
        `run ${run}${copy ? ` ${page.label.padEnd(9)}` : ""}: performance ${r.performance}, accessibility ${r.accessibility}, SEO ${r.seo}, ` +
          `best practices ${r.bestPractices} (FCP ${r.fcp}, LCP ${r.lcp}, TBT ${r.tbt}, CLS ${r.cls}; load ${load})`,
      );
      if (r.lcpElement) console.log(`  LCP element: ${r.lcpElement}`);
      if (r.failing.length > 0) console.log(`  failing audits: ${r.failing.join(", ")}`);
      for (const [key, target] of Object.entries(TARGETS)) {
        if (page.label === "page" && r[key] < target) {
          console.log(`  ${key} ${r[key]} is below the target ${target}`);
          failed = true;
        }
      }
    }
  }
  if (copy) {
    for (const [label, list] of results) {
      if (list.length === 0) continue;
      console.log(
        `median ${label.padEnd(9)}: performance ${median(list.map((r) => r.performance))}, ` +
          `FCP ${median(list.map((r) => ms(r.fcp)))} ms, LCP ${median(list.map((r) => ms(r.lcp)))} ms, ` +
          `TBT ${median(list.map((r) => ms(r.tbt)))} ms`,
      );
    }
    const [page, bare] = [results.get("page"), results.get("no-script")];
    const extra = bare.length === page.length ? page.map((r, index) => ms(r.tbt) - ms(bare[index].tbt)) : [];
    if (extra.length > 0)
      console.log(
        `TBT of the page over the no-script copy, per run: ${extra.join(", ")} ms (median ${median(extra)})`,
      );
  }
} finally {
  await server.stop();
  copy?.remove();
}
process.exit(failed ? 1 : 0);
