// Manual tool: loads one GET endpoint of the full app on a database left by `npm run bench -- --keep-db`
// and prints the figures; with PROFILE_OUT, writes a CPU profile of the main thread over the load
// (warm-up and measured run, not startup) to that file, for Chrome DevTools or speedscope:
//   PROFILE_DB=edu_bench_enrollment PROFILE_PATH='/api/enrolled-course-sessions?q=chen' \
//     PROFILE_OUT=/tmp/list.cpuprofile npx tsx bench/profile-endpoint.ts
// Signs in as bench_admin1 (made by the users and enrollment parts).
// With PROFILE_BENCH=1, the baseline part's routes instead, on a scratch database of their own
// (edu_bench_profile, dropped after), anonymous, `{id}` in the path a random row:
//   PROFILE_BENCH=1 PROFILE_PATH='/api/bench/prepared-items/{id}' PROFILE_OUT=/tmp/read.cpuprofile \
//     npx tsx bench/profile-endpoint.ts
// Summarize a profile by package and by our files: npx tsx bench/profile-summary.ts /tmp/read.cpuprofile
import fs from "node:fs";
import { Session } from "node:inspector/promises";
import os from "node:os";
import { openDatabase } from "../apps/server/src/db/client";
import { type BenchDatabase, openPostgres } from "./lib/databases";
import {
  BENCH_ROWS,
  createBenchTable,
  registerItemRoute,
  registerPreparedItemRoute,
  registerStaticRoute,
} from "./lib/fixtures";
import { cpuProbe, signIn, startFullApp } from "./lib/harness";
import { measureHttp } from "./lib/http-load";

const server = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const benchRoutes = process.env.PROFILE_BENCH === "1";
const poolSize = Number(process.env.BENCH_POOL_SIZE ?? 10);

async function openExisting(): Promise<BenchDatabase> {
  const url = new URL(server);
  url.pathname = `/${process.env.PROFILE_DB ?? "edu_bench_enrollment"}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString(), poolSize });
  return {
    handle,
    env: { DATABASE_URL: url.toString(), DATABASE_POOL_SIZE: String(poolSize) },
    dispose: () => handle.close(),
  };
}

const database = benchRoutes
  ? await openPostgres(server, poolSize, "edu_bench_profile")
  : await openExisting();
if (benchRoutes) await createBenchTable(database.handle.db);
const path =
  process.env.PROFILE_PATH ?? (benchRoutes ? "/api/bench/items/{id}" : "/api/enrolled-course-sessions");
const { app, origin } = await startFullApp(database, os.tmpdir(), (app) => {
  if (!benchRoutes) return;
  registerStaticRoute(app);
  registerItemRoute(app, database.handle.db);
  registerPreparedItemRoute(app, database.handle.db);
});
try {
  const headers = benchRoutes ? {} : await signIn(app, process.env.PROFILE_USER ?? "bench_admin1");
  const settings = {
    connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
    warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 1),
    seconds: Number(process.env.BENCH_SECONDS ?? 5),
  };
  const out = process.env.PROFILE_OUT;
  const session = new Session();
  if (out) {
    session.connect();
    await session.post("Profiler.enable");
    await session.post("Profiler.setSamplingInterval", { interval: 200 });
    await session.post("Profiler.start");
  }
  const processBefore = process.cpuUsage();
  const threadBefore = process.threadCpuUsage();
  const result = await measureHttp(
    origin,
    path,
    settings,
    path.includes("{id}") ? BENCH_ROWS : undefined,
    { headers },
    undefined,
    cpuProbe(database),
  );
  const processUsed = process.cpuUsage(processBefore);
  const threadUsed = process.threadCpuUsage(threadBefore);
  const otherThreadsMs =
    (processUsed.user + processUsed.system - threadUsed.user - threadUsed.system) / 1000 / result.completed;
  if (out) {
    const { profile } = await session.post("Profiler.stop");
    fs.writeFileSync(out, JSON.stringify(profile));
    session.disconnect();
  }
  console.log(
    `${path}: ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50.toFixed(2)} ms, ` +
      `p95 ${result.p95.toFixed(2)} ms, p99 ${result.p99.toFixed(2)} ms, failed ${result.failed}, ` +
      `CPU ms/request app ${result.appCpuMs?.toFixed(3)} db ${result.dbCpuMs?.toFixed(3)}, ` +
      `other threads (load generator, GC; warm-up included) ${otherThreadsMs.toFixed(3)}; ` +
      `load ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(" / ")}`,
  );
} finally {
  await app.close();
  await database.dispose();
}
