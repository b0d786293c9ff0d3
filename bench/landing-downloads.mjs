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
// Exits non-zero when the JavaScript is over --budget KB gzip.
import { existsSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { measurePage, summarize } from "../apps/web/scripts/measure-page.mjs";
import { repoRoot, startAppServer } from "./lib/app-server.mjs";

const { values: args } = parseArgs({
  options: {
    port: { type: "string", default: process.env.LANDING_PORT ?? "3160" },
    path: { type: "string", default: "/" },
    budget: { type: "string", default: "200" },
    json: { type: "string" },
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
  if (args.json) writeFileSync(args.json, `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await server.stop();
}
if (result.jsGzipBytes > Number(args.budget) * 1024) {
  console.error(`over budget by ${kb(result.jsGzipBytes - Number(args.budget) * 1024)}`);
  process.exit(1);
}
