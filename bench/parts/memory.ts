// Resident memory and start-up time of the API process (issue 36 "Memory per API process"): the real
// server (apps/server/src/main.ts, as `npm start` runs it) idle right after start on PostgreSQL and on
// PGlite with demo data, and its start-up to the first 200 of /api/health on existing data, beside a bare
// Fastify process of the same Node binary as the anchor. Each process is a child of its own, so the
// figures are the server's and not this runner's; RSS is VmRSS from /proc/<pid>/status.
import { type ChildProcess, spawn } from "node:child_process";
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
 * The same part on 2026-11-28 before issue 36's changes (geoip-lite with city data, Stripe imported at
 * start), load average ~15–20 from other work on the machine, median of 5: kept here because each run
 * rewrites the section.
 */
const BEFORE = [
  "bare Fastify 611 ms, 72.6 MB",
  "API on PostgreSQL 37,127 ms, 498.7 MB idle (range 498.3–541.1)",
  "API on PGlite first start with seeding 108,330 ms, 922.7 MB idle, 1,427.5 MB peak",
  "API on PGlite with demo data 33,513 ms, 765.1 MB idle, 1,219.0 MB peak",
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

export async function runMemory(options: BenchOptions, workDir: string): Promise<Section> {
  const server = ["--import", "tsx", "apps/server/src/main.ts"];
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
        "(`--import tsx src/main.ts`), LOG_LEVEL=warn, no SMTP; the anchor is Fastify with one route.",
      `Start-up: spawn to the first 200 of GET /api/health (polled every 25 ms). Idle RSS: VmRSS from ` +
        `/proc/<pid>/status ${IDLE_MS / 1000} s after that; peak: VmHWM at the same moment.`,
      `Before issue 36's changes (start-up, idle RSS): ${BEFORE.join("; ")}.`,
      ...notes,
    ],
  };
}
