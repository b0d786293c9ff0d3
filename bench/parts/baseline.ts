// Baseline: the app's own overhead — bare Fastify, the full app without and with one-row reads, and the
// same query straight through the driver (DESIGN.md §7: full stack ≥ 60 % of the driver).
import os from "node:os";
import { BENCH_DATABASE, type BenchDatabase } from "../lib/databases";
import { measureDriver } from "../lib/driver-load";
import {
  BENCH_ROWS,
  createBenchTable,
  registerItemRoute,
  registerPreparedItemRoute,
  registerSignedInStaticRoute,
  registerStaticRoute,
  selectItemById,
  startBareServer,
} from "../lib/fixtures";
import { cpuProbe, createSignInUsers, onEachDatabase, PartLog, signIn, startFullApp } from "../lib/harness";
import { measureHttp } from "../lib/http-load";
import type { BenchOptions } from "../lib/options";
import { cpuCeilingNote, formatTable, type Section } from "../lib/report";
import type { Measurement } from "../lib/stats";

const READ_PATH = "/api/bench/items/{id}";
const PREPARED_READ_PATH = "/api/bench/prepared-items/{id}";

/** Issue 10 item 8, before: the same rows without CPU columns, PostgreSQL. */
const BEFORE = [
  "Before issue 10 item 8, 2026-11-23 04:00 UTC, load 1.2 → 2.3: one-row read, full stack 7,398 req/s " +
    "(p95 12.47 ms), driver only 25,638 req/s: 28.9 %.",
  "Second pass, before (11:26 UTC, load 0.2 → 7.8): one-row read, full stack 1,709 req/s, driver 8,256: 20.7 %; " +
    "CPU per request full stack 0.223 app + 0.143 DB ms, driver 0.047 + 0.075. The gap is the app's side of a " +
    "query: Drizzle's builder and result mapping (the static route costs 0.046 ms app).",
  "Response serialization, 50-row users/search answer (22 KB), CPU per answer on this machine (load ~15): " +
    "today's zod serializer (safeEncode, then JSON.stringify) 0.109 ms; JSON.stringify alone 0.040; " +
    "fast-json-stringify from z.toJSONSchema 0.042 (same bytes); zod parse alone 0.040. " +
    "fast-json-stringify is no faster than JSON.stringify here; the zod pass costs ~0.07 ms per list answer.",
];

/**
 * Issue 36 (2026-11-28, load 6–9): where the one-row read's CPU goes, from CPU profiles of the main thread
 * (bench/profile-endpoint.ts with PROFILE_BENCH=1, summed by bench/profile-summary.ts), in µs per request.
 */
const SPLIT = [
  "Issue 36, where a prepared one-row read's app CPU goes (profiles of the main thread, load 8–11, app " +
    "0.059 ms/req after the changes below): the two socket writes ~36 µs (the answer to the client ~21, the " +
    "query to PostgreSQL ~16; on loopback the kernel runs the receiver's TCP path inside the write: before " +
    "the changes the same profile gave 18 + 27 of 0.076 ms); node-postgres ~6 (pg 3.8, pg-pool 1.4, " +
    "pg-protocol 1.0); Node's HTTP, streams, events and timers ~7; Fastify with find-my-way (routing, hook " +
    "runners, reply) 2.4 (before 4.5); params validation (zod coerce + hostile-input scan) 0.7; our response " +
    "serializer (shape check + JSON.stringify) 0.5–1.8; pino (a child logger per request, level silent) 0.2; " +
    "compress's onSend 0.1; the access hook 0.1; request id 0.1; GC, microtasks and the rest ~3. A route that " +
    "adds nothing (the static row) costs ~0.019 ms: its write ~6 µs, Fastify ~3, Node's HTTP ~5. The driver " +
    "loop's ~0.025 ms is ~17 µs of writev and ~8 µs of driver code.",
  "Issue 36, the one-row read through Drizzle's builder per request costs ~19 µs more of drizzle-orm code " +
    "and ~9 µs more GC on the app side than the prepared route, and ~0.02 ms more DB CPU (an unnamed " +
    "statement is parsed and planned on every call): hot reads should be prepared statements.",
  "Issue 36, logging: at LOG_LEVEL=info (production's default; the bench runs silent) Fastify writes two " +
    "lines per request (incoming, completed) synchronously to stdout: +6–7 µs main-thread CPU per request " +
    "(20,000 injects into a pipe, 16.5 vs 23 µs).",
  "Issue 36, removed for such a route: the three onRequest hooks (request id, locale, security headers) " +
    "and the idempotency onSend ran as async functions, a promise and a microtask turn each on every " +
    "request: now callback hooks; the access check read request.routeOptions (a new frozen object per " +
    "read) and ran as an async preValidation on every route: now each route's own first preValidation " +
    "hook with its rule captured, answering an anonymous public request without a promise; the session " +
    "cache's fence is an onSend of state-changing routes only; Accept-Language is parsed once per " +
    "distinct value (~2.5 µs for a browser's header). Same run conditions before/after (load 8.5 / 7.5): " +
    "prepared row app 0.065 → 0.063 ms, DB 0.033 → 0.029, static row 0.019 → 0.019; ratio 52.7 % → 39.5 % " +
    "(req/s under this load moves more than the change): the JavaScript left to remove is ~5 µs of ~60.",
  "Issue 36, the ceiling: the load generator shares the 2 cores (~0.04 ms/request of autocannon's own " +
    "syscalls) and the driver rows have none, so with this bench alone saturating the machine the prepared " +
    "read stays under ~42–46 % (note above; a run under outside load can measure more, when the driver " +
    "row is held below its own CPU bound). 60 % would need app + DB + load generator ≤ 0.10 ms/request, " +
    "i.e. the app at ≤ ~0.03 ms, less than its two socket writes alone: not reachable with the load " +
    "generator on the same cores; with it elsewhere the main thread (≤ ~16,000 req/s) against the " +
    "driver's ~32,000 gives ~50 %.",
];

/** The process's other threads (the load generator's worker, GC helpers) in ms per measured request. */
async function withOtherThreads(
  settings: BenchOptions["settings"],
  run: () => Promise<Measurement>,
): Promise<{ result: Measurement; otherMs: number }> {
  const processBefore = process.cpuUsage();
  const threadBefore = process.threadCpuUsage();
  const result = await run();
  const processUsed = process.cpuUsage(processBefore);
  const threadUsed = process.threadCpuUsage(threadBefore);
  const otherMs = (processUsed.user + processUsed.system - threadUsed.user - threadUsed.system) / 1000;
  // The warm-up's requests are not counted but their CPU is: scale by the share of the measured window.
  const share = settings.seconds / (settings.seconds + settings.warmupSeconds);
  return { result, otherMs: (otherMs * share) / Math.max(1, result.completed + result.failed) };
}

export async function runBaseline(options: BenchOptions, workDir: string): Promise<Section> {
  const { settings, poolSize } = options;
  const log = new PartLog();
  const randomId = () => 1 + Math.floor(Math.random() * BENCH_ROWS);

  const bare = await startBareServer();
  try {
    await log.measure("–", "bare Fastify { ok: true } (ceiling)", () =>
      measureHttp(bare.origin, "/", settings),
    );
  } finally {
    await bare.close();
  }

  const benchDatabase = async (label: string, database: BenchDatabase) => {
    const { db } = database.handle;
    await createBenchTable(db);
    const [benchUser] = await createSignInUsers(db, "bench_baseline", 1, "student");
    const { app, origin } = await startFullApp(database, workDir, (app) => {
      registerStaticRoute(app);
      registerSignedInStaticRoute(app);
      registerItemRoute(app, db);
      registerPreparedItemRoute(app, db);
    });
    const cpu = cpuProbe(database);
    try {
      const probe = await app.inject({ url: "/api/bench/items/42" });
      if (probe.statusCode !== 200 || probe.json().id !== 42)
        throw new Error(`bench route answered ${probe.body}`);
      const unsigned = await log.measure(label, "static { ok: true } route (full app, no DB)", () =>
        measureHttp(origin, "/api/bench/static", settings, undefined, {}, undefined, cpu),
      );
      const headers = await signIn(app, benchUser as string);
      const signedIn = await app.inject({ url: "/api/bench/signed-in-static", headers });
      if (signedIn.statusCode !== 200) throw new Error(`signed-in route answered ${signedIn.body}`);
      const session = await log.measure(label, "signed-in static route (session lookup only)", () =>
        measureHttp(origin, "/api/bench/signed-in-static", settings, undefined, { headers }, undefined, cpu),
      );
      const sessionCost = (key: "appCpuMs" | "dbCpuMs") =>
        ((session[key] ?? 0) - (unsigned[key] ?? 0)).toFixed(3);
      log.note(
        `${label}: the session lookup (one prepared statement: session, user and roles; last_seen_at written at ` +
          `most once a minute) costs ${sessionCost("appCpuMs")} ms app + ${sessionCost("dbCpuMs")} ms DB CPU per ` +
          "signed-in request (signed-in static route minus the static route).",
      );
      await log.measure(label, "GET /api/health (full app)", () =>
        measureHttp(origin, "/api/health", settings, undefined, {}, undefined, cpu),
      );
      const viaApp = await log.measure(label, "one-row read, full stack", () =>
        measureHttp(origin, READ_PATH, settings, BENCH_ROWS, {}, undefined, cpu),
      );
      const { result: prepared, otherMs: loadGeneratorMs } = await withOtherThreads(settings, () =>
        log.measure(label, "one-row read, full stack, prepared statement", () =>
          measureHttp(origin, PREPARED_READ_PATH, settings, BENCH_ROWS, {}, undefined, cpu),
        ),
      );
      const { sql: text } = selectItemById(db, 1).toSQL();
      const client = (db as unknown as { $client: { query: (q: string, p: unknown[]) => Promise<unknown> } })
        .$client;
      const { result: direct, otherMs: driverOtherMs } = await withOtherThreads(settings, () =>
        log.measure(label, "same query, driver only", () =>
          measureDriver(() => client.query(text, [randomId()]), settings, cpu),
        ),
      );
      const ratio = (100 * viaApp.requestsPerSecond) / direct.requestsPerSecond;
      const preparedRatio = (100 * prepared.requestsPerSecond) / direct.requestsPerSecond;
      log.note(
        `${label}: full-stack one-row read reaches ${ratio.toFixed(1)} % of the driver's throughput ` +
          `(target ≥ 60 %: ${ratio >= 60 ? "met" : "NOT met"}); as a prepared statement ${preparedRatio.toFixed(1)} %.`,
      );
      if (database.handle.kind === "postgres")
        log.note(ceilingNote(label, prepared, loadGeneratorMs, direct, driverOtherMs));
    } finally {
      await app.close();
    }
  };
  await onEachDatabase(options, workDir, "baseline", log, benchDatabase, BENCH_DATABASE);
  const ceiling = cpuCeilingNote("PostgreSQL", log.rows);
  if (ceiling) log.note(ceiling);
  if (options.databases.includes("postgres")) for (const line of [...SPLIT, ...BEFORE]) log.note(line);

  return {
    id: "baseline",
    title: "Baseline: full stack vs bare Fastify vs driver",
    setup: [
      "- Command: `npm run bench -- --only=baseline` (node bench/run.mjs → node --import tsx bench/run.ts)",
      `- Load: autocannon in a worker thread, ${settings.connections} connections, ` +
        `${settings.warmupSeconds} s warm-up then ${settings.seconds} s measured per row, 127.0.0.1; ` +
        `the driver rows keep ${settings.connections} queries in flight the same way`,
      `- Data: bench_items with ${BENCH_ROWS.toLocaleString("en-US")} rows (id serial primary key, name text, ` +
        `payload jsonb), a random id per request; PostgreSQL in a scratch database \`${BENCH_DATABASE}\` ` +
        `(dropped after), pool of ${poolSize} shared by the app and the driver rows; PGlite in a temp directory`,
    ],
    table: formatTable(log.rows),
    notes: log.notes,
  };
}

/**
 * The ratio both rows would reach with the 2 cores saturated (nothing else running): every request's CPU
 * on them, the load generator's included, since it shares the machine; and the app's main thread alone
 * (one core) as the full stack's other bound.
 */
function ceilingNote(
  label: string,
  prepared: Measurement,
  loadGeneratorMs: number,
  direct: Measurement,
  driverOtherMs: number,
): string {
  const cores = os.availableParallelism();
  const app = prepared.appCpuMs ?? 0;
  const full = app + (prepared.dbCpuMs ?? 0) + loadGeneratorMs;
  const driver = (direct.appCpuMs ?? 0) + (direct.dbCpuMs ?? 0) + driverOtherMs;
  const driverRate = (cores * 1000) / driver;
  const fullRate = Math.min((cores * 1000) / full, 1000 / app);
  const fmt = (n: number) => Math.floor(n).toLocaleString("en-US");
  const ms = (n: number) => n.toFixed(3);
  return (
    `${label}: ceiling on ${cores} cores — prepared one-row read ${ms(app)} app + ${ms(prepared.dbCpuMs ?? 0)} DB + ` +
    `${ms(loadGeneratorMs)} load generator and other threads = ${ms(full)} ms/req → ≤ ${fmt(fullRate)} req/s ` +
    `(main thread alone ≤ ${fmt(1000 / app)}); driver ${ms(driver)} ms/query → ≤ ${fmt(driverRate)}; ` +
    `so at most ${((100 * fullRate) / driverRate).toFixed(0)} % when both saturate the machine. ` +
    "60 % needs the full stack's CPU per request at most 1/0.6 of the driver's, load generator included."
  );
}
