// Baseline: the app's own overhead — bare Fastify, the full app without and with one-row reads, and the
// same query straight through the driver (DESIGN.md §7: full stack ≥ 60 % of the driver).
import { BENCH_DATABASE, type BenchDatabase } from "../lib/databases";
import { measureDriver } from "../lib/driver-load";
import {
  BENCH_ROWS,
  createBenchTable,
  registerItemRoute,
  registerStaticRoute,
  selectItemById,
  startBareServer,
} from "../lib/fixtures";
import { cpuProbe, onEachDatabase, PartLog, startFullApp } from "../lib/harness";
import { measureHttp } from "../lib/http-load";
import type { BenchOptions } from "../lib/options";
import { cpuCeilingNote, formatTable, type Section } from "../lib/report";

const READ_PATH = "/api/bench/items/{id}";

/** Issue 10 item 8, before: the same rows without CPU columns, PostgreSQL. */
const BEFORE =
  "Before issue 10 item 8, 2026-11-23 04:00 UTC, load 1.2 → 2.3: one-row read, full stack 7,398 req/s " +
  "(p95 12.47 ms), driver only 25,638 req/s: 28.9 %.";

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
    const { app, origin } = await startFullApp(database, workDir, (app) => {
      registerStaticRoute(app);
      registerItemRoute(app, db);
    });
    const cpu = cpuProbe(database);
    try {
      const probe = await app.inject({ url: "/api/bench/items/42" });
      if (probe.statusCode !== 200 || probe.json().id !== 42)
        throw new Error(`bench route answered ${probe.body}`);
      await log.measure(label, "static { ok: true } route (full app, no DB)", () =>
        measureHttp(origin, "/api/bench/static", settings, undefined, {}, undefined, cpu),
      );
      await log.measure(label, "GET /api/health (full app)", () =>
        measureHttp(origin, "/api/health", settings, undefined, {}, undefined, cpu),
      );
      const viaApp = await log.measure(label, "one-row read, full stack", () =>
        measureHttp(origin, READ_PATH, settings, BENCH_ROWS, {}, undefined, cpu),
      );
      const { sql: text } = selectItemById(db, 1).toSQL();
      const client = (db as unknown as { $client: { query: (q: string, p: unknown[]) => Promise<unknown> } })
        .$client;
      const direct = await log.measure(label, "same query, driver only", () =>
        measureDriver(() => client.query(text, [randomId()]), settings, cpu),
      );
      const ratio = (100 * viaApp.requestsPerSecond) / direct.requestsPerSecond;
      log.note(
        `${label}: full-stack one-row read reaches ${ratio.toFixed(1)} % of the driver's throughput ` +
          `(target ≥ 60 %: ${ratio >= 60 ? "met" : "NOT met"}).`,
      );
    } finally {
      await app.close();
    }
  };
  await onEachDatabase(options, workDir, "baseline", log, benchDatabase, BENCH_DATABASE);
  const ceiling = cpuCeilingNote("PostgreSQL", log.rows);
  if (ceiling) log.note(ceiling);
  if (options.databases.includes("postgres")) log.note(BEFORE);

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
