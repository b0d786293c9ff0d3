// Resident memory and start-up time of the API process (issue 36 "Memory per API process"): the real
// server (apps/server/dist/main.mjs, built from src/main.ts as `npm start` runs it) idle right after start on PostgreSQL and on
// PGlite with demo data, and its start-up to the first 200 of /api/health on existing data, beside a bare
// Fastify process of the same Node binary as the anchor. Each process is a child of its own, so the
// figures are the server's and not this runner's; RSS is VmRSS from /proc/<pid>/status.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { BENCH_DATABASE, openPostgres, probePostgres } from "../lib/databases";
import type { BenchOptions } from "../lib/options";
import type { Section } from "../lib/report";

const repoRoot = path.resolve(import.meta.dirname, "../..");
const NODE = path.join(repoRoot, "node_modules/.bin/node");
const RUNS = Number(process.env.BENCH_MEMORY_RUNS ?? 5);
/** How long a started process idles before its RSS is read (timers, lazy JIT and GC settle). */
const IDLE_MS = 3_000;
const PORT = 3390;

const BARE_FASTIFY = `
const app = require("fastify")();
app.get("/api/health", async () => ({ status: "ok" }));
app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });`;

/**
 * Earlier runs of this part, kept here because each run rewrites the section (median of 5; start-up
 * times depend on the load other work puts on the machine, memory hardly does).
 */
const EARLIER = [
  "2026-11-28 21:06, before issue 36 (geoip-lite with city data, Stripe imported at start; `--import tsx " +
    "src/main.ts`), load 15–20: bare Fastify 611 ms, 72.6 MB; PostgreSQL 37,127 ms, 498.7 MB; PGlite first " +
    "start 108,330 ms, 922.7 MB (peak 1,427.5); PGlite with demo data 33,513 ms, 765.1 MB (peak 1,219.0)",
  "2026-11-28 23:20, geoip-country and Stripe at first use, still `--import tsx src/main.ts`, load 7–20: " +
    "bare Fastify 266 ms, 72.8 MB; PostgreSQL 12,150 ms, 419.8 MB (417.5–498.3); PGlite first start " +
    "54,332 ms, 809.8 MB (peak 1,393.6); PGlite with demo data 15,912 ms, 660.5 MB (peak 1,134.9); the same " +
    "code at load 1–6: PostgreSQL 2,609 ms, 442.8 MB; PGlite with demo data 7,145 ms, 663.2 MB",
  "2026-11-28 23:47, side by side at one load (8–11), PGlite with demo data, three starts each, alternating: " +
    "before (`--import tsx src/main.ts`) 5.2–10.3 s, 683–689 MB; after (built, lazy S3/pdfkit/nodemailer) " +
    "2.4–3.8 s, 501–523 MB; of an after start, module loading ~0.7–1.0 s, opening PGlite 1.0–1.8 s, buildApp " +
    "0.7–1.1 s, listen 0.2–0.3 s",
];

/**
 * Where the idle PostgreSQL process's memory goes after the built JavaScript (2026-11-28, heap snapshots
 * and /proc/<pid>/smaps of the built API): kept with the part so the next run's section still says it.
 */
const WHERE_IT_GOES = [
  "Where the ~210 MB idle on PostgreSQL goes: ~55 MB are the node binary's own pages (file-backed, shared " +
    "by every Node process on the machine; the bare Fastify anchor has them too); the V8 heap ~95–110 MB " +
    "committed of which ~57 MB live after a full GC (two 16 MB young-generation halves, `--max-semi-space-size=16`; " +
    "Node 24 grows them to 64 MB each by default, +35–45 MB idle); malloc ~17 MB; buffers ~6 MB. By phase " +
    "(RSS after a forced GC, with the lazy packages below): module loading 151 MB (heap 38 MB: @edu/shared's zod schemas and messages alone " +
    "are ~20 MB of heap, fastify + zod + drizzle + pg the rest), buildApp (every route's schemas, OpenAPI, " +
    "plugins) +21 MB, listen +5 MB.",
  "Tried: built JavaScript (no tsx; ~1,050 TypeScript modules of ours become one file; drizzle-orm bundled: its ~450 ES modules " +
    "took 3.1–6.3 s of start-up against 1.7–2.8 s bundled, at one load); S3 SDK, pdfkit and nodemailer loaded at first " +
    "use; the bundle kept ASCII so V8 holds its text one byte a character; `--max-semi-space-size=16`. Not " +
    "taken: `--optimize-for-size` (−30 MB idle, but slower start and ~15–20% fewer requests/s in a noisy " +
    "check). Measured but outside this change: geoip-country, opencc-js + pinyin-pro, svg-captcha, " +
    "htmlparser2, file-type and PGlite (on PostgreSQL) at first use together save ~15 MB more (~200 MB idle). " +
    "≤ 150 MB would need the shared declarations and the route table to cost less (e.g. schemas built per " +
    "domain on first use), not more lazy packages.",
];

type Sample = { startMs: number; rssMb: number; peakMb: number };

function status(pid: number, field: "VmRSS" | "VmHWM"): number {
  const text = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(text)?.[1];
  return Number(kb) / 1024;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once("exit", done));
  child.kill("SIGTERM");
  await exited;
}

/** Starts `args`, times it to the first 200 of /api/health, idles, reads its memory and stops it. */
async function measure(args: string[], env: Record<string, string>, timeoutMs = 600_000): Promise<Sample> {
  const started = performance.now();
  const child = spawn(NODE, args, {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${args.join(" ")} exited with ${child.exitCode}`);
      if (performance.now() - started > timeoutMs) throw new Error(`${args.join(" ")} not ready in time`);
      const ok = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (ok) break;
      await new Promise((done) => setTimeout(done, 25));
    }
    const startMs = performance.now() - started;
    await new Promise((done) => setTimeout(done, IDLE_MS));
    const pid = child.pid as number;
    return { startMs, rssMb: status(pid, "VmRSS"), peakMb: status(pid, "VmHWM") };
  } finally {
    await stop(child);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

type Row = { what: string; samples: Sample[] };

async function repeat(what: string, run: () => Promise<Sample>): Promise<Row> {
  const samples: Sample[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    samples.push(await run());
    process.stderr.write(`  ${what}: ${JSON.stringify(samples.at(-1))}\n`);
  }
  return { what, samples };
}

function table(rows: Row[]): string {
  const header = "| process | start-up to first 200 ms | idle RSS MB | peak RSS MB | idle RSS range MB |";
  const rule = "|---|--:|--:|--:|--:|";
  const lines = rows.map(({ what, samples }) => {
    const rss = samples.map((s) => s.rssMb);
    return `| ${what} | ${median(samples.map((s) => s.startMs)).toFixed(0)} | ${median(rss).toFixed(1)} | ${median(
      samples.map((s) => s.peakMb),
    ).toFixed(1)} | ${Math.min(...rss).toFixed(1)}–${Math.max(...rss).toFixed(1)} |`;
  });
  return [header, rule, ...lines].join("\n");
}

/**
 * The API as `npm start` runs it: apps/server's start script builds dist/ when a source is newer, then
 * runs `node <flags> dist/main.mjs`; the same flags here (without .env, which the bench does not read).
 */
function builtServer(): string[] {
  const serverDir = path.join(repoRoot, "apps/server");
  const built = spawnSync(NODE, ["build.mjs", "--if-stale"], { cwd: serverDir, stdio: "inherit" });
  if (built.status !== 0) throw new Error(`apps/server/build.mjs exited with ${built.status}`);
  const script: string = JSON.parse(fs.readFileSync(path.join(serverDir, "package.json"), "utf8")).scripts
    .start;
  const run = script.split("&&").at(-1)?.trim().split(/\s+/) ?? [];
  if (run[0] !== "node") throw new Error(`unexpected apps/server start script: ${script}`);
  return run
    .slice(1)
    .filter((arg) => !arg.startsWith("--env-file"))
    .map((arg) => (arg.startsWith("-") ? arg : path.join("apps/server", arg)));
}

export async function runMemory(options: BenchOptions, workDir: string): Promise<Section> {
  const server = builtServer();
  const rows: Row[] = [];
  rows.push(await repeat("bare Fastify (anchor)", () => measure(["-e", BARE_FASTIFY], {})));

  const notes: string[] = [];
  if (options.databases.includes("postgres")) {
    const unreachable = await probePostgres(options.postgresUrl);
    if (unreachable) notes.push(`PostgreSQL skipped: ${unreachable}`);
    else {
      const name = `${BENCH_DATABASE}_memory`;
      const scratch = await openPostgres(options.postgresUrl, options.poolSize, name, true);
      await scratch.handle.close(); // migrated; the server only checks its migrations at start
      try {
        const env = { ...scratch.env, DATA_DIR: path.join(workDir, "pg-data") };
        rows.push(await repeat("API on PostgreSQL (migrated, empty)", () => measure(server, env)));
      } finally {
        const again = await openPostgres(options.postgresUrl, options.poolSize, name, false);
        await again.dispose();
      }
    }
  }
  if (options.databases.includes("pglite")) {
    const env = { DATA_DIR: path.join(workDir, "pglite-data"), CAPTCHA_DISABLED: "true" };
    // The first start creates and seeds the data; every measured start after it is on existing data.
    const seeding = await measure(server, { ...env, SEED_DEMO: "true" });
    rows.push({ what: "API on PGlite, first start (migrate + seed demo)", samples: [seeding] });
    rows.push(await repeat("API on PGlite with demo data (existing)", () => measure(server, env)));
  }
  return {
    id: "memory",
    title: "API process memory and start-up (issue 36)",
    setup: [],
    table: table(rows),
    notes: [
      `Median of ${RUNS} starts per row (the first PGlite start once). Each process is started with ` +
        `${path.relative(repoRoot, NODE)} (${process.version}); the API as \`npm start\` runs it ` +
        `(\`node ${server.join(" ")}\`), LOG_LEVEL=warn, no SMTP; the anchor is Fastify with one route.`,
      `Start-up: spawn to the first 200 of GET /api/health (polled every 25 ms). Idle RSS: VmRSS from ` +
        `/proc/<pid>/status ${IDLE_MS / 1000} s after that; peak: VmHWM at the same moment.`,
      ...EARLIER.map((run) => `Earlier: ${run}.`),
      ...WHERE_IT_GOES,
      ...notes,
    ],
  };
}
