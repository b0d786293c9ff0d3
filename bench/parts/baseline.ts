// Baseline: the app's own overhead — bare Fastify, the full app without and with one-row reads, and the
// same query straight through the driver (DESIGN.md §7: full stack ≥ 60 % of the driver).
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
      const prepared = await log.measure(label, "one-row read, full stack, prepared statement", () =>
        measureHttp(origin, PREPARED_READ_PATH, settings, BENCH_ROWS, {}, undefined, cpu),
      );
      const { sql: text } = selectItemById(db, 1).toSQL();
      const client = (db as unknown as { $client: { query: (q: string, p: unknown[]) => Promise<unknown> } })
        .$client;
      const direct = await log.measure(label, "same query, driver only", () =>
        measureDriver(() => client.query(text, [randomId()]), settings, cpu),
      );
      const ratio = (100 * viaApp.requestsPerSecond) / direct.requestsPerSecond;
      const preparedRatio = (100 * prepared.requestsPerSecond) / direct.requestsPerSecond;
      log.note(
        `${label}: full-stack one-row read reaches ${ratio.toFixed(1)} % of the driver's throughput ` +
          `(target ≥ 60 %: ${ratio >= 60 ? "met" : "NOT met"}); as a prepared statement ${preparedRatio.toFixed(1)} %.`,
      );
    } finally {
      await app.close();
    }
  };
  await onEachDatabase(options, workDir, "baseline", log, benchDatabase, BENCH_DATABASE);
  const ceiling = cpuCeilingNote("PostgreSQL", log.rows);
  if (ceiling) log.note(ceiling);
  if (options.databases.includes("postgres")) for (const line of BEFORE) log.note(line);

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
