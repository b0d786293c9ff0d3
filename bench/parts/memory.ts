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
  "2026-11-29 01:09, built JavaScript, lazy S3/pdfkit/nodemailer, load ~1–2: bare Fastify 118 ms, 72.8 MB; " +
    "PostgreSQL 865 ms, 231.5 MB (218.3–408.9: its first start seeds the demo); PGlite first start 6,759 ms, " +
    "671.9 MB (peak 1,169.9); PGlite with demo data 1,287 ms, 496.0 MB (peak 935.6)",
];

/**
 * Where the idle PostgreSQL process's memory goes (2026-11-29: heap snapshots of the built API 3 s after
 * start, the heap after a forced full GC at each phase of a start, /proc/<pid>/smaps): kept with the part so
 * the next run's section still says it.
 */
const WHERE_IT_GOES = [
  "Where the ~200 MB idle on PostgreSQL goes (smaps): the node binary's own pages 52–54 MB (file-backed, " +
    "shared by every Node process; 45 MB in the bare anchor), malloc 17–19 MB (3 MB in the anchor), anonymous " +
    "~120 MB: the V8 heap (~108 MB committed, 73 MB live after a full GC, of which 32 MB are the two 16 MB " +
    "young-generation halves) and 8.4 MB of geoip-country's buffers. Idle it stays put: RSS 202.6 / 202.6 / " +
    "202.6 MB and heap committed 108.4 / 108.6 / 108.6 MB at 3, 10 and 30 s (no memory reducer in 30 s); a " +
    "forced full GC shrinks the young generation to 1 MB of committed heap but not the RSS (203.7 → 203.8 MB).",
  "The live heap by phase of a start (after a full GC): Node 4 MB; fastify, zod, pg and drizzle +7.5; the " +
    "other npm packages loaded at start +15 (and 8.5 MB of buffers; each alone: pinyin-pro +8.1 MB RSS, " +
    "geoip-country +8.4, opencc-js +2.5, htmlparser2 +1.9, svg-captcha +1.4, file-type +1.2, PGlite +1.0, " +
    "openid-client + jose +0.9); @edu/shared's index +9–10 (7,700 zod schemas, ~1.35 KB each; its messages " +
    "in 3 languages are 60 KB); the rest of the server's code +19 (6,200 more zod schemas, mostly shared " +
    "domains imported by path; opencc's converter built at import 2 MB; drizzle tables; the bundle's 2.2 MB " +
    "of text); buildApp +12 and ready +6: Fastify's 806 route contexts (~400 are the automatic HEAD twins " +
    "of GET routes, 2.8 MB) and each route's status → schema objects (below).",
  "Second pass (2026-11-29): a route's `schema.response` keyed 200, 401, 403… written key by key made V8 " +
    "give each object a ~620-slot array (5,032 bytes against 497 for the same keys in a dictionary): " +
    "endpoint-route.ts builds them as dictionaries (−2.4 MB live heap; Fastify's own compiled copy of the map, " +
    "3.0 MB, is built inside Fastify); response shape checks built at a route's first answer, not at ready " +
    "(−0.7 MB); zod and fastify-type-provider-zod bundled (95 ES modules of commented text: −1.9 MB). Once " +
    "asked for, the OpenAPI document (2.6 MB of JSON) stays in @fastify/swagger's cache as objects: +14 MB " +
    "live heap. Side by side at one load (16–18), three starts each, alternating: before 200.8–203.4 MB " +
    "idle (median 203.3), after 194.4–197.5 (197.0); live heap after a full GC 73.4 → 68.6 MB. Measured, not taken: `--max-semi-space-size=8` −6 to −10 MB idle and 4 −17 to −20 MB, but " +
    "under load (users/search, 50 rows) 2× (8) and 4.5× (4) the scavenges per request, and with 4 major GCs " +
    "from early promotion; holding the young generation at its first size during start-up only (−24 MB idle) " +
    "held only with `--semi-space-growth-factor=1` written at run time (given on the command line V8 still " +
    "grew it), and grows back with the first traffic; glibc's trim threshold −1.7 MB; `exposeHeadRoutes: false` −2.8 MB but HEAD /api/… would answer 404.",
  "Tried before: built JavaScript (no tsx; ~1,050 TypeScript modules of ours become one file; drizzle-orm " +
    "bundled: its ~450 ES modules took 3.1–6.3 s of start-up against 1.7–2.8 s bundled, at one load); S3 SDK, " +
    "pdfkit and nodemailer loaded at first use; the bundle kept ASCII so V8 holds its text one byte a " +
    "character; `--max-semi-space-size=16` (Node 24's default 64 adds 35–45 MB idle). Not taken: " +
    "`--optimize-for-size` (−30 MB idle, but slower start and ~15–20% fewer requests/s in a noisy check).",
  "Issue 36, packages at first use (2026-11-29): geoip-country, pinyin-pro, opencc-js (and its converter), " +
    "htmlparser2 (sync callers: `createRequire` in `src/package-on-first-use.ts`), svg-captcha, file-type, " +
    "openid-client and jose (`await import()`) load at their first request, PGlite only when an embedded database " +
    "is opened (`db/pglite-client.ts`, a chunk of its own); `test/built-server.test.ts` records what a start of the " +
    "bundle resolves and finds none of them (nor PGlite on PostgreSQL). Side by side at one load (14–15), five " +
    "starts each of the bundle before and after, alternating, on PostgreSQL: idle RSS 194.9–198.6 MB (median " +
    "196.2) → 177.0–180.8 (177.7), −18.5 MB; the bench (load 16–19): PostgreSQL 199.5 → 182.4 MB, PGlite with " +
    "demo data 475.8 → 463.7 MB (runs of 03:02 and 03:47 UTC).",
  "≤ 150 MB (not met: ~178–182 MB) is left to the shared zod declarations, built per domain on first use (up to " +
    "~17 MB of heap for ~14,000 schemas: the route table registers every endpoint's schemas at start, so this " +
    "means schema thunks in the declarations), with `--max-semi-space-size=8` (−6 to −10 MB) once its " +
    "throughput cost is measured on a quiet machine.",
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
