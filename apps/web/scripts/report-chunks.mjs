#!/usr/bin/env node
// Prints every JS/CSS chunk of the client build with its gzip size and what it holds, then what a first
// visitor's browser downloads on the landing page: Chromium opens / from the build (scripts/serve-build.mjs)
// and every script it loads until the network is idle counts, lazy ones included, by its gzip size as
// the server sends it (DESIGN.md §7: 200 KB gzip). Exits non-zero above that budget.
//
// Without Chromium (CHROME_PATH, default /usr/bin/chromium) it falls back to the scripts index.html
// names, which misses the chunks the page imports lazily, and says so.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const BUDGET_BYTES = 200 * 1024;
// WEB_BUILD_DIR as react-router.config.ts reads it (relative to apps/web), "build" by default.
const webRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = resolve(webRoot, process.env.WEB_BUILD_DIR || "build");
const clientDir = join(buildDir, "client");
const assetsDir = join(clientDir, "assets");
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

function listFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

// What each chunk holds (vite.config.ts writes it): named by its largest package or source folder.
const chunkModulesFile = join(buildDir, "chunk-modules.json");
const chunkModules = existsSync(chunkModulesFile) ? JSON.parse(readFileSync(chunkModulesFile, "utf8")) : {};
function describe(name) {
  const modules = chunkModules[name]?.modules;
  if (!modules) return "";
  const bySource = new Map();
  for (const [id, size] of Object.entries(modules)) {
    const parts = id.split("/");
    const key =
      parts[0] === "node_modules"
        ? parts.slice(1, parts[1]?.startsWith("@") ? 3 : 2).join("/")
        : parts.slice(0, 3).join("/");
    bySource.set(key, (bySource.get(key) ?? 0) + size);
  }
  const top = [...bySource]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([key]) => key);
  return `${Object.keys(modules).length} modules: ${top.join(", ")}`;
}

const chunks = listFiles(assetsDir)
  .filter((file) => /\.(m?js|css)$/.test(file))
  .map((file) => ({ name: relative(clientDir, file), raw: statSync(file).size, gzip: gzipSize(file) }))
  .sort((a, b) => b.gzip - a.gzip);

const width = Math.max(...chunks.map((chunk) => chunk.name.length), 10);
console.log(`\n${"chunk".padEnd(width)}  ${"raw".padStart(10)}  ${"gzip".padStart(10)}`);
for (const chunk of chunks) {
  console.log(
    `${chunk.name.padEnd(width)}  ${kb(chunk.raw).padStart(10)}  ${kb(chunk.gzip).padStart(10)}  ${describe(chunk.name)}`,
  );
}
const totalJs = chunks.filter((c) => /\.m?js$/.test(c.name)).reduce((sum, c) => sum + c.gzip, 0);
const totalCss = chunks.filter((c) => c.name.endsWith(".css")).reduce((sum, c) => sum + c.gzip, 0);
console.log(`\nall JS: ${kb(totalJs)} gzip; all CSS: ${kb(totalCss)} gzip (${chunks.length} chunks)`);
const manifest = readdirSync(assetsDir).find((file) => /^manifest-[0-9a-f]+\.js$/.test(file));
if (manifest) {
  console.log(
    `route manifest (fetched by the server for /__manifest, by no page): ${kb(gzipSize(join(assetsDir, manifest)))} gzip`,
  );
}

/** The landing page's JavaScript as Chromium downloads it. */
async function measureInBrowser() {
  const { measurePage, summarize } = await import("./measure-page.mjs");
  const { serveBuild } = await import("./serve-build.mjs");
  const server = await serveBuild(clientDir);
  try {
    const measured = await measurePage({ origin: server.origin, pathname: "/", chromePath });
    if (measured.errors.length > 0) console.log(`page errors: ${measured.errors.join(" | ")}`);
    const { scripts, jsGzipBytes } = summarize(measured);
    return { scripts: scripts.map((s) => ({ url: s.path, gzip: s.gzip })), total: jsGzipBytes };
  } finally {
    await server.close();
  }
}

/** Fallback without a browser: the scripts index.html names (its bootstrap preloads and imports them). */
function measureFromHtml() {
  const html = readFileSync(join(clientDir, "index.html"), "utf8");
  const urls = new Set(
    [...html.matchAll(/["'](\/assets\/[^"']+\.m?js)["']/g)]
      .map((match) => match[1])
      // The inline route manifest names the full manifest's URL; lazy route discovery never loads it.
      .filter((url) => !/\/manifest-[0-9a-f]+\.js$/.test(url)),
  );
  const scripts = [...urls].map((url) => ({ url, gzip: gzipSize(join(clientDir, url.slice(1))) }));
  return { scripts, total: scripts.reduce((sum, s) => sum + s.gzip, 0) };
}

const inBrowser = existsSync(chromePath);
if (!inBrowser)
  console.warn(`\nwarning: no Chromium at ${chromePath}: counting only the scripts index.html names`);
const landing = inBrowser ? await measureInBrowser() : measureFromHtml();
console.log(
  `\nlanding page (/): JS the browser downloads${inBrowser ? " (Chromium, until the network is idle)" : ""}:`,
);
for (const script of landing.scripts.sort((a, b) => b.gzip - a.gzip)) {
  console.log(
    `  ${script.url.padEnd(width)}  ${kb(script.gzip).padStart(10)}  ${describe(script.url.slice(1))}`,
  );
}
const html = readFileSync(join(clientDir, "index.html"));
console.log(
  `\nlanding JS: ${kb(landing.total)} gzip in ${landing.scripts.length} scripts (budget ${kb(BUDGET_BYTES)}); ` +
    `its HTML: ${kb(gzipSize(join(clientDir, "index.html")))} gzip (${kb(html.length)} raw)`,
);
if (landing.scripts.length === 0) {
  console.error("no scripts loaded on /");
  process.exit(1);
}
if (landing.total > BUDGET_BYTES) {
  console.error(`landing JS is over budget by ${kb(landing.total - BUDGET_BYTES)}`);
  process.exit(1);
}
