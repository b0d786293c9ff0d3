// Scorecard import benchmark (issue 29 "Must show": import time and peak memory for a 6,000-row file).
// Builds a file from the real sample rows (../shared/data/schools/scorecard-sample.csv, read in place),
// repeated with new UNITIDs and names, in a temp directory, and imports it twice through the importer the
// CLI and the upload use (first run: every school new; second run: the same file again, nothing changes),
// printing the time and the process's memory. From the repository root:
//
//   node_modules/.bin/node bench/schools-import.mjs                       # PGlite in a temp directory
//   node_modules/.bin/node bench/schools-import.mjs --postgres postgres://postgres@127.0.0.1:5432/postgres
//   node_modules/.bin/node bench/schools-import.mjs --columns 3305        # as wide as the full file
//
// Options: --rows (default 6000); --columns (default: the sample's 82; more adds NA columns the importer
// skips, as the full file's ~3,300 are); --batch (rows per transaction, default the importer's);
// --postgres URL (a scratch database `edu_bench_schools` on that server, dropped after).
// Memory: RSS sampled every 20 ms while importing, against the RSS before the import (database open and
// migrated, after a GC when --expose-gc is given). With PGlite the database runs inside this process, so
// its memory counts too; with PostgreSQL only the importer's side does.

import { once } from "node:events";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { register } from "tsx/esm/api";

register();

const repoRoot = resolve(import.meta.dirname, "..");
const SAMPLE = resolve(repoRoot, "../shared/data/schools/scorecard-sample.csv");

const { values: args } = parseArgs({
  options: {
    rows: { type: "string", default: "6000" },
    columns: { type: "string" },
    batch: { type: "string" },
    postgres: { type: "string" },
  },
});
const rows = Number(args.rows);
const batchRows = args.batch ? Number(args.batch) : undefined;

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The sample's records repeated: pass n > 0 gets UNITIDs from 900000 and names "… (copy n)". */
async function buildFile(dir) {
  const text = await fs.readFile(SAMPLE, "utf8");
  const [headerLine, ...lines] = text.trimEnd().split("\n");
  const header = headerLine.split(",");
  const extra = Math.max(0, Number(args.columns ?? header.length) - header.length);
  const fillerHeader = Array.from({ length: extra }, (_, i) => `FILLER_${String(i + 1).padStart(4, "0")}`);
  const fillerCells = extra ? `,${Array(extra).fill("NA").join(",")}` : "";
  const unitidAt = header.indexOf("UNITID");
  const nameAt = header.indexOf("INSTNM");
  const file = join(dir, "MERGED2022_23_PP.csv");
  const out = createWriteStream(file);
  const write = async (line) => {
    if (!out.write(`${line}\n`)) await once(out, "drain");
  };
  await write([...header, ...fillerHeader].join(","));
  for (let i = 0; i < rows; i++) {
    const cells = lines[i % lines.length].split(",");
    const pass = Math.floor(i / lines.length);
    if (pass > 0) {
      cells[unitidAt] = String(900000 + i);
      cells[nameAt] = `${cells[nameAt]} (copy ${pass})`;
    }
    await write(cells.join(",") + fillerCells);
  }
  out.end();
  await once(out, "finish");
  return { file, columns: header.length + extra };
}

async function openDatabase(dir) {
  if (args.postgres) {
    const { openPostgres } = await import("./lib/databases.ts");
    return { ...(await openPostgres(args.postgres, 4, "edu_bench_schools")), label: "PostgreSQL" };
  }
  const { openPglite } = await import("./lib/databases.ts");
  return { ...(await openPglite(join(dir, "pglite"))), label: "PGlite" };
}

/** Runs `work` while sampling RSS; its time, the peak RSS seen and the RSS before. */
async function measure(work) {
  globalThis.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  try {
    const result = await work();
    return { result, seconds: (performance.now() - started) / 1000, before, peak };
  } finally {
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
  }
}

const dir = await fs.mkdtemp(join(tmpdir(), "edu-bench-schools-"));
try {
  const { file, columns } = await buildFile(dir);
  const { size } = await fs.stat(file);
  const database = await openDatabase(dir);
  try {
    const { importScorecardFile } = await import(
      "../apps/server/src/modules/schools/school-import.service.ts"
    );
    console.log(
      `Scorecard import: ${rows.toLocaleString("en")} rows × ${columns} columns, ${mb(size)}, ${database.label}, Node ${process.version}`,
    );
    for (const label of ["first import (all new)", "same file again (all unchanged)"]) {
      const run = await measure(() => importScorecardFile(database.handle.db, file, { batchRows }));
      const { inserted, updated, unchanged, skipped } = run.result;
      console.log(
        `${label}: ${run.seconds.toFixed(2)} s (${Math.round(rows / run.seconds).toLocaleString("en")} rows/s); ` +
          `RSS before ${mb(run.before)}, peak ${mb(run.peak)} (+${mb(run.peak - run.before)}); ` +
          `inserted ${inserted}, updated ${updated}, unchanged ${unchanged}, skipped ${skipped}`,
      );
    }
    console.log(`process peak RSS (getrusage maxrss): ${mb(process.resourceUsage().maxRSS * 1024)}`);
  } finally {
    await database.dispose();
  }
} finally {
  await fs.rm(dir, { recursive: true, force: true });
}
