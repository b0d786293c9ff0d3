#!/usr/bin/env node
// Prints every JS/CSS chunk of the client build with its gzip size, and the landing page's initial
// JavaScript (the scripts and modulepreloads that build/client/index.html references). Exits non-zero
// when that initial JavaScript is over the budget (DESIGN.md §7: 200 KB gzip).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const BUDGET_BYTES = 200 * 1024;
// WEB_BUILD_DIR as react-router.config.ts reads it (relative to apps/web), "build" by default.
const webRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
const clientDir = join(resolve(webRoot, process.env.WEB_BUILD_DIR || "build"), "client");
const assetsDir = join(clientDir, "assets");

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

function listFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

const chunks = listFiles(assetsDir)
  .filter((file) => /\.(m?js|css)$/.test(file))
  .map((file) => ({ name: relative(clientDir, file), raw: statSync(file).size, gzip: gzipSize(file) }))
  .sort((a, b) => b.gzip - a.gzip);

const width = Math.max(...chunks.map((chunk) => chunk.name.length), 10);
console.log(`\n${"chunk".padEnd(width)}  ${"raw".padStart(10)}  ${"gzip".padStart(10)}`);
for (const chunk of chunks) {
  console.log(`${chunk.name.padEnd(width)}  ${kb(chunk.raw).padStart(10)}  ${kb(chunk.gzip).padStart(10)}`);
}
const totalJs = chunks.filter((c) => /\.m?js$/.test(c.name)).reduce((sum, c) => sum + c.gzip, 0);
const totalCss = chunks.filter((c) => c.name.endsWith(".css")).reduce((sum, c) => sum + c.gzip, 0);
console.log(`\nall JS: ${kb(totalJs)} gzip; all CSS: ${kb(totalCss)} gzip (${chunks.length} chunks)`);

// The landing page's initial JavaScript: every script src, modulepreload, import and preloaded URL in index.html.
const html = readFileSync(join(clientDir, "index.html"), "utf8");
const urls = new Set();
for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(match[1]);
for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(match[1]);
for (const match of html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/[^"']+\.m?js)["']/g)) urls.add(match[1]);
for (const match of html.matchAll(/import\(["'](\/[^"']+\.m?js)["']\)/g)) urls.add(match[1]);
// The bootstrap script preloads the rest after the first paint (src/lib/prerender-html.ts): a list of URLs.
for (const match of html.matchAll(/["'](\/assets\/[^"']+\.m?js)["']/g)) urls.add(match[1]);

let initial = 0;
console.log("\nlanding page (/) initial JS:");
for (const url of [...urls].sort()) {
  const file = join(clientDir, url.replace(/^\//, ""));
  const size = gzipSize(file);
  initial += size;
  console.log(`  ${url.padEnd(width)}  ${kb(size).padStart(10)}`);
}
const cssUrls = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"#?]+)/g)].map((m) => m[1]);
const initialCss = cssUrls.reduce((sum, url) => sum + gzipSize(join(clientDir, url.replace(/^\//, ""))), 0);
console.log(
  `\nlanding initial JS: ${kb(initial)} gzip (budget ${kb(BUDGET_BYTES)}); initial CSS: ${kb(initialCss)} gzip`,
);
if (urls.size === 0) {
  console.error("no scripts found in build/client/index.html");
  process.exit(1);
}
if (initial > BUDGET_BYTES) {
  console.error(`landing initial JS is over budget by ${kb(initial - BUDGET_BYTES)}`);
  process.exit(1);
}
