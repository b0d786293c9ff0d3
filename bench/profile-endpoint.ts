// Manual tool: loads one GET endpoint of the full app on a database left by `npm run bench -- --keep-db`
// and prints the figures; with PROFILE_OUT, writes a CPU profile of the main thread over the load
// (warm-up and measured run, not startup) to that file, for Chrome DevTools or speedscope:
//   PROFILE_DB=edu_bench_enrollment PROFILE_PATH='/api/enrolled-course-sessions?q=chen' \
//     PROFILE_OUT=/tmp/list.cpuprofile npx tsx bench/profile-endpoint.ts
// Signs in as bench_admin1 (made by the users and enrollment parts).
import fs from "node:fs";
import { Session } from "node:inspector/promises";
import os from "node:os";
import { openDatabase } from "../apps/server/src/db/client";
import { cpuProbe, signIn, startFullApp } from "./lib/harness";
import { measureHttp } from "./lib/http-load";

const server = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const url = new URL(server);
url.pathname = `/${process.env.PROFILE_DB ?? "edu_bench_enrollment"}`;
const path = process.env.PROFILE_PATH ?? "/api/enrolled-course-sessions";
const poolSize = Number(process.env.BENCH_POOL_SIZE ?? 10);
const handle = await openDatabase({ kind: "postgres", url: url.toString(), poolSize });
const database = {
  handle,
  env: { DATABASE_URL: url.toString(), DATABASE_POOL_SIZE: String(poolSize) },
  dispose: () => handle.close(),
};
const { app, origin } = await startFullApp(database, os.tmpdir());
try {
  const headers = await signIn(app, process.env.PROFILE_USER ?? "bench_admin1");
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
  const result = await measureHttp(
    origin,
    path,
    settings,
    undefined,
    { headers },
    undefined,
    cpuProbe(database),
  );
  if (out) {
    const { profile } = await session.post("Profiler.stop");
    fs.writeFileSync(out, JSON.stringify(profile));
    session.disconnect();
  }
  console.log(
    `${path}: ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50.toFixed(2)} ms, ` +
      `p95 ${result.p95.toFixed(2)} ms, p99 ${result.p99.toFixed(2)} ms, failed ${result.failed}, ` +
      `CPU ms/request app ${result.appCpuMs?.toFixed(3)} db ${result.dbCpuMs?.toFixed(3)}; ` +
      `load ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(" / ")}`,
  );
} finally {
  await app.close();
  await database.dispose();
}
