// What a first visitor's browser downloads on a page (DESIGN.md §7: landing initial JS ≤ 200 KB gzip),
// against the real server: the build's own check (apps/web/scripts/report-chunks.mjs) serves the files
// from a small static server; this one starts apps/server (fresh embedded database, demo data), so the
// page's API calls and route discovery get real answers.
//
//   npm run build   # or a private build:
//   WEB_BUILD_DIR=.tmp/my-build npm --workspace apps/web run build && WEB_BUILD_DIR=.tmp/my-build node_modules/.bin/node scripts/compress-web.mjs
//   WEB_DIST_DIR=apps/web/.tmp/my-build/client node_modules/.bin/node bench/landing-downloads.mjs [--path /] [--json out.json]
//
// Scripts are counted by their gzip size as the server sends them to a gzip-only client (the
// precompressed .gz file, or identity below 1 KB); Chromium itself is sent brotli (also printed).
// Exits non-zero when the JavaScript is over --budget KB gzip, or (--executed-budget, issue 36) when the
// JavaScript the page runs before the first interaction is over that many KB gzip.
//
// "Executed before the first interaction": a second cold load of the page at 375x667 with touch, V8's precise
// coverage on, nothing touched until the network has been idle for 3 s; a script counts when its top-level code
// ran (preloaded modules are downloaded and compiled but not run). Then one tap on the heading, and the page is followed to
// hydration (`<html data-hydrated>`): what the first interaction runs is listed too.
import { existsSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import {
  CHROMIUM_FLAGS,
  gzipBytesAsServed,
  measurePage,
  summarize,
} from "../apps/web/scripts/measure-page.mjs";
import { repoRoot, startAppServer } from "./lib/app-server.mjs";

const { values: args } = parseArgs({
  options: {
    port: { type: "string", default: process.env.LANDING_PORT ?? "3160" },
    path: { type: "string", default: "/" },
    budget: { type: "string", default: "200" },
    json: { type: "string" },
    "executed-budget": { type: "string" },
  },
});
const webDir = resolve(process.env.WEB_DIST_DIR ?? join(repoRoot, "apps/web/build/client"));
if (!existsSync(join(webDir, "index.html"))) {
  console.error(`No web build at ${webDir}: run \`npm run build\` first.`);
  process.exit(1);
}
if (!existsSync(join(webDir, "index.html.gz"))) {
  console.warn(
    "warning: the build is not precompressed (scripts/compress-web.mjs): sizes are the server's on-the-fly gzip.",
  );
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The scripts whose top-level code has run so far, by URL (V8 precise coverage, collected since `start`). */
async function executedScripts(page, origin) {
  const entries = await page.coverage.stopJSCoverage();
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  return entries
    .filter((entry) => entry.url.startsWith(origin))
    .filter((entry) =>
      entry.functions.some((fn) => fn.ranges[0]?.startOffset === 0 && fn.ranges[0].count > 0),
    )
    .map((entry) => ({ url: entry.url, source: entry.source ?? "" }));
}

/** What the page runs before the first interaction, and what one touch adds (see the header). */
async function measureExecuted(origin, pathname) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_FLAGS,
  });
  try {
    const context = await browser.newContext({
      locale: "en-US",
      viewport: { width: 375, height: 667 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    let lastActivity = Date.now();
    page.on("request", () => {
      lastActivity = Date.now();
    });
    page.on("requestfinished", () => {
      lastActivity = Date.now();
    });
    await page.coverage.startJSCoverage({ resetOnNavigation: false });
    await page.goto(`${origin}${pathname}`, { waitUntil: "networkidle" });
    while (Date.now() - lastActivity < 3000) await page.waitForTimeout(250);
    const before = await executedScripts(page, origin);
    const hydratedBefore = await page.evaluate(() => document.documentElement.dataset.hydrated === "true");
    const started = Date.now();
    // A tap on the page's heading: no link or button (a link would leave the page).
    const heading = await page.locator("h1").first().boundingBox();
    if (!heading) throw new Error("the page has no visible h1 to tap");
    await page.touchscreen.tap(heading.x + heading.width / 2, heading.y + heading.height / 2);
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached", timeout: 60_000 });
    const hydratedMs = Date.now() - started;
    const seen = new Set(before.map((script) => script.source));
    const after = (await executedScripts(page, origin)).filter((script) => !seen.has(script.source));
    // A script file by its size as served; an inline script (the document's URL) by its own text, gzipped.
    const sized = async (scripts) =>
      Promise.all(
        scripts.map(async ({ url, source }) =>
          url.includes("/assets/")
            ? { path: url.replace(origin, ""), gzip: (await gzipBytesAsServed(url)).bytes }
            : {
                path: `${url.replace(origin, "")} (inline, ${source.length} B)`,
                gzip: gzipSync(source).length,
              },
        ),
      );
    return { before: await sized(before), after: await sized(after), hydratedBefore, hydratedMs };
  } finally {
    await browser.close();
  }
}

const server = await startAppServer({ port: Number(args.port), webDir });
let result;
try {
  const measured = await measurePage({ origin: server.origin, pathname: args.path });
  const totals = summarize(measured);
  console.log(`\n${server.origin}${args.path}: ${totals.scripts.length} scripts`);
  for (const s of totals.scripts) {
    console.log(
      `  ${s.path.padEnd(48)} ${kb(s.gzip).padStart(9)} gzip ${kb(s.transferred).padStart(9)} ${s.encoding}`,
    );
  }
  console.log("\nevery response by type (bytes as transferred to Chromium, which accepts brotli):");
  for (const [type, entry] of totals.byType) {
    console.log(`  ${type.padEnd(12)} ${String(entry.count).padStart(3)}  ${kb(entry.transferred)}`);
  }
  for (const r of measured.responses.filter((r) => r.type === "fetch" || r.type === "xhr")) {
    console.log(`  ${r.type} ${r.status} ${r.path.slice(0, 100)} ${kb(r.transferred)} ${r.encoding}`);
  }
  if (measured.errors.length > 0) console.log(`\npage errors: ${measured.errors.join(" | ")}`);
  result = {
    path: args.path,
    scripts: totals.scripts.length,
    jsGzipBytes: totals.jsGzipBytes,
    jsTransferredBytes: totals.jsTransferredBytes,
    responses: measured.responses.length,
    transferredBytes: totals.transferredBytes,
    byType: Object.fromEntries(totals.byType),
    fetches: measured.responses
      .filter((r) => r.type === "fetch" || r.type === "xhr")
      .map((r) => ({ path: r.path, status: r.status, bytes: r.transferred })),
    errors: measured.errors,
  };
  console.log(
    `\n${args.path}: JS ${kb(result.jsGzipBytes)} gzip as served (${result.scripts} scripts; ` +
      `${kb(result.jsTransferredBytes)} brotli to Chromium); all ${result.responses} responses ` +
      `${kb(result.transferredBytes)} transferred; budget ${args.budget} KB gzip`,
  );
  const executed = await measureExecuted(server.origin, args.path);
  const total = (list) => list.reduce((sum, s) => sum + s.gzip, 0);
  console.log(
    `\nexecuted before the first interaction (375 px, touch, 3 s idle; hydrated: ${executed.hydratedBefore}):`,
  );
  for (const s of executed.before) console.log(`  ${s.path.padEnd(48)} ${kb(s.gzip).padStart(9)} gzip`);
  console.log(`  total ${kb(total(executed.before))} gzip in ${executed.before.length} scripts`);
  console.log(`executed from the first touch to hydration (${executed.hydratedMs} ms):`);
  for (const s of executed.after) console.log(`  ${s.path.padEnd(48)} ${kb(s.gzip).padStart(9)} gzip`);
  console.log(`  total ${kb(total(executed.after))} gzip in ${executed.after.length} scripts`);
  result.executedBeforeInteraction = executed.before;
  result.executedBeforeInteractionGzipBytes = total(executed.before);
  result.executedByFirstTouch = executed.after;
  if (args.json) writeFileSync(args.json, `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await server.stop();
}
if (
  args["executed-budget"] &&
  result.executedBeforeInteractionGzipBytes > Number(args["executed-budget"]) * 1024
) {
  console.error(`executed before the first interaction: over ${args["executed-budget"]} KB gzip`);
  process.exit(1);
}
if (result.jsGzipBytes > Number(args.budget) * 1024) {
  console.error(`over budget by ${kb(result.jsGzipBytes - Number(args.budget) * 1024)}`);
  process.exit(1);
}
