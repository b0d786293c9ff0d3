// `npm run bench`: the API's ceilings and overheads on PGlite and PostgreSQL (DESIGN.md §7).
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../apps/server/src/app";
import { loadConfig } from "../apps/server/src/config";
import { BENCH_DATABASE, type BenchDatabase, openPglite, openPostgres, probePostgres } from "./lib/databases";
import { measureDriver } from "./lib/driver-load";
import {
  BENCH_ROWS,
  createBenchTable,
  registerItemRoute,
  registerStaticRoute,
  selectItemById,
  startBareServer,
} from "./lib/fixtures";
import { type LoadSettings, measureHttp } from "./lib/http-load";
import { formatTable, type Row, writeResults } from "./lib/report";
import type { Measurement } from "./lib/stats";

const positive = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const settings: LoadSettings = {
  connections: positive("BENCH_CONNECTIONS", 50),
  warmupSeconds: positive("BENCH_WARMUP_SECONDS", 1),
  seconds: positive("BENCH_SECONDS", 5),
};
const poolSize = positive("BENCH_POOL_SIZE", 10); // the server's DATABASE_POOL_SIZE default
const postgresUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const READ_PATH = "/api/bench/items/{id}";

const rows: Row[] = [];
const notes: string[] = [];
const randomId = () => 1 + Math.floor(Math.random() * BENCH_ROWS);

async function measure(database: string, scenario: string, run: () => Promise<Measurement>) {
  process.stderr.write(`  ${database.padEnd(10)} ${scenario} …\n`);
  const result = await run();
  rows.push({ database, scenario, result });
  return result;
}

/** Health, the one-row read through the whole app, and the same query through the driver. */
async function benchDatabase(label: string, workDir: string, database: BenchDatabase): Promise<void> {
  const { db } = database.handle;
  await createBenchTable(db);
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    DATA_DIR: workDir,
    WEB_DIST_DIR: path.join(workDir, "no-web-build"),
    ...database.env,
  });
  const app = await buildApp({ config, database: database.handle });
  registerStaticRoute(app);
  registerItemRoute(app, db);
  await app.ready();
  try {
    const probe = await app.inject({ url: "/api/bench/items/42" });
    if (probe.statusCode !== 200 || probe.json().id !== 42)
      throw new Error(`bench route answered ${probe.body}`);
    const origin = await app.listen({ host: "127.0.0.1", port: 0 });
    await measure(label, "static { ok: true } route (full app, no DB)", () =>
      measureHttp(origin, "/api/bench/static", settings),
    );
    await measure(label, "GET /api/health (full app)", () => measureHttp(origin, "/api/health", settings));
    const viaApp = await measure(label, "one-row read, full stack", () =>
      measureHttp(origin, READ_PATH, settings, BENCH_ROWS),
    );
    const { sql: text } = selectItemById(db, 1).toSQL();
    const client = (db as unknown as { $client: { query: (q: string, p: unknown[]) => Promise<unknown> } })
      .$client;
    const direct = await measure(label, "same query, driver only", () =>
      measureDriver(() => client.query(text, [randomId()]), settings),
    );
    const ratio = (100 * viaApp.requestsPerSecond) / direct.requestsPerSecond;
    notes.push(
      `${label}: full-stack one-row read reaches ${ratio.toFixed(1)} % of the driver's throughput ` +
        `(target ≥ 60 %: ${ratio >= 60 ? "met" : "NOT met"}).`,
    );
  } finally {
    await app.close();
  }
}

async function section(label: string, open: () => Promise<BenchDatabase>, workDir: string) {
  let database: BenchDatabase | undefined;
  try {
    database = await open();
    await benchDatabase(label, workDir, database);
  } catch (error) {
    notes.push(`${label}: failed — ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    await database?.dispose();
  }
}

const workDir = await fs.mkdtemp(path.join(os.tmpdir(), "edu-bench-"));
try {
  process.stderr.write(
    `Benchmark: ${settings.connections} connections, ${settings.warmupSeconds} s warm-up + ${settings.seconds} s each\n`,
  );
  const bare = await startBareServer();
  try {
    await measure("–", "bare Fastify { ok: true } (ceiling)", () => measureHttp(bare.origin, "/", settings));
  } finally {
    await bare.close();
  }
  await section("PGlite", () => openPglite(path.join(workDir, "pglite")), workDir);
  const unreachable = await probePostgres(postgresUrl);
  if (unreachable) {
    const note = `PostgreSQL rows skipped: no server answered at ${postgresUrl} (${unreachable}).`;
    process.stderr.write(`  ${note}\n`);
    notes.push(note);
  } else {
    await section("PostgreSQL", () => openPostgres(postgresUrl, poolSize), workDir);
  }
} finally {
  await fs.rm(workDir, { recursive: true, force: true });
}

const table = formatTable(rows);
const setup = [
  "- Command: `npm run bench` (node bench/run.mjs → node --import tsx bench/run.ts)",
  `- Load: autocannon in a worker thread, ${settings.connections} connections, ` +
    `${settings.warmupSeconds} s warm-up then ${settings.seconds} s measured per row, 127.0.0.1; ` +
    `the driver rows keep ${settings.connections} queries in flight the same way`,
  `- Data: bench_items with ${BENCH_ROWS.toLocaleString("en-US")} rows (id serial primary key, name text, ` +
    `payload jsonb), a random id per request; PostgreSQL in a scratch database \`${BENCH_DATABASE}\` ` +
    `(dropped after), pool of ${poolSize} shared by the app and the driver rows; PGlite in a temp directory`,
];
console.log(`\n${table}\n\n${notes.map((note) => `- ${note}`).join("\n")}`);
const resultsFile = new URL("./RESULTS.md", import.meta.url);
writeResults(resultsFile.pathname, { setup, table, notes });
console.log(`\nWritten to ${path.relative(process.cwd(), resultsFile.pathname)}`);
